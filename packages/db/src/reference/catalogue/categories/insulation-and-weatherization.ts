import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const insulationAndWeatherization: CatalogueCategorySource = {
  name: 'Insulation and Weatherization',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Insulation',
      services: [
        { n: 'Insulation Installation', p: 4, keywords: ['insulation contractor', 'add insulation'] },
        { n: 'Attic Insulation', p: 3, keywords: ['blown-in insulation', 'attic insulation installation'] },
        { n: 'Spray Foam Insulation', p: 3, keywords: ['spray foam', 'closed cell foam'] },
        { n: 'Wall Insulation', p: 2, keywords: ['blown-in wall insulation', 'injection foam'] },
        { n: 'Crawl Space Insulation', p: 2, keywords: ['crawlspace insulation', 'floor insulation'] },
        { n: 'Basement Insulation', p: 1, keywords: ['rim joist insulation'] },
        { n: 'Garage Insulation', p: 1, keywords: ['garage door insulation'] },
        { n: 'Insulation Removal', p: 2, keywords: ['old insulation removal', 'attic insulation vacuum'] },
        { n: 'Radiant Barrier Installation', p: 1, keywords: ['radiant barrier', 'attic foil'] },
        { n: 'Soundproofing', p: 2, keywords: ['sound insulation', 'noise reduction', 'acoustic panels'] },
        { n: 'Pipe Insulation', p: 1, keywords: ['pipe wrap', 'insulate pipes'] },
        { n: 'Duct Insulation', p: 1, keywords: ['duct wrap', 'insulate ducts'] },
        { n: 'Cellulose Insulation', p: 1, keywords: ['blown cellulose'] },
        { n: 'Mineral Wool Insulation', p: 1, keywords: ['rockwool', 'fireproof insulation'] },
      ],
    },
    {
      name: 'Air Sealing and Weatherproofing',
      services: [
        { n: 'Air Sealing', p: 2, keywords: ['seal air leaks', 'draft sealing'] },
        {
          n: 'Weatherstripping',
          p: 2,
          keywords: ['door weatherstripping', 'window weather seal', 'drafty door'],
        },
        { n: 'Attic Door Insulation', p: 1, keywords: ['attic stair cover', 'attic tent'] },
        { n: 'Door Sweep Installation', p: 1, keywords: ['door sweep', 'door bottom seal'] },
        { n: 'House Wrap Installation', p: 1, keywords: ['tyvek', 'weather barrier'] },
        { n: 'Vapor Barrier Installation', p: 1, keywords: ['moisture barrier'] },
        { n: 'Window Insulation Film', p: 1, keywords: ['window insulation kit', 'thermal window film'] },
      ],
    },
  ],
};
