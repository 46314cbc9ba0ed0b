import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const carpenters: CatalogueCategorySource = {
  name: 'Carpenters',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Interior Carpentry',
      services: [
        { n: 'Carpentry', p: 4, keywords: ['carpenter', 'woodwork'] },
        { n: 'Finish Carpentry', p: 3, keywords: ['trim carpentry', 'finish carpenter'] },
        { n: 'Crown Molding Installation', p: 3, keywords: ['crown molding', 'trim installation'] },
        { n: 'Baseboard Installation', p: 2, keywords: ['baseboards', 'base trim'] },
        { n: 'Wainscoting Installation', p: 2, keywords: ['wainscoting', 'board and batten', 'shiplap'] },
        {
          n: 'Built-In Bookshelves',
          p: 2,
          keywords: ['built-ins', 'custom shelving', 'entertainment center'],
        },
        { n: 'Staircase Installation', p: 1, keywords: ['stairs', 'stair remodel'] },
        {
          n: 'Stair Railing Installation',
          p: 2,
          keywords: ['banister', 'handrail installation', 'balusters'],
        },
        { n: 'Framing', p: 2, keywords: ['wall framing', 'framing carpenter'] },
        { n: 'Wood Rot Repair', p: 3, keywords: ['rotted wood', 'window sill repair', 'trim rot'] },
        { n: 'Ceiling Beam Installation', p: 1, keywords: ['exposed beams', 'coffered ceiling'] },
        { n: 'Barn Door Installation', p: 2, keywords: ['sliding barn door'] },
        { n: 'Mantel Installation', p: 1, keywords: ['fireplace mantel'] },
      ],
    },
    {
      name: 'Decks, Porches and Outdoor Structures',
      services: [
        { n: 'Deck Building', p: 4, keywords: ['deck builder', 'new deck', 'composite deck'] },
        { n: 'Deck Repair', p: 3, keywords: ['deck board replacement', 'deck rebuild'] },
        { n: 'Porch Building', p: 2, keywords: ['front porch', 'porch repair'] },
        { n: 'Screened Porch Construction', p: 2, keywords: ['screened-in porch', 'screen room'] },
        { n: 'Pergola Installation', p: 3, keywords: ['pergola', 'pergola kit'] },
        { n: 'Gazebo Installation', p: 1, keywords: ['gazebo'] },
        { n: 'Patio Cover Installation', p: 2, keywords: ['patio cover', 'awning', 'carport'] },
        { n: 'Treehouse Building', p: 1, keywords: ['tree house', 'kids playhouse'] },
      ],
    },
  ],
};
