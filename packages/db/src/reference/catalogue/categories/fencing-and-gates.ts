import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const fencingAndGates: CatalogueCategorySource = {
  name: 'Fencing and Gates',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'New Fences',
      services: [
        { n: 'Fence Installation', p: 4, keywords: ['fence company', 'new fence', 'fence contractor'] },
        { n: 'Wood Fence Installation', p: 3, keywords: ['cedar fence', 'privacy fence', 'picket fence'] },
        { n: 'Vinyl Fence Installation', p: 3, keywords: ['pvc fence', 'vinyl privacy fence'] },
        { n: 'Chain Link Fence Installation', p: 3, keywords: ['chain link fence', 'cyclone fence'] },
        { n: 'Aluminum Fence Installation', p: 2, keywords: ['aluminum fence', 'ornamental fence'] },
        { n: 'Wrought Iron Fence Installation', p: 2, keywords: ['iron fence', 'steel fence'] },
        { n: 'Pool Fence Installation', p: 2, keywords: ['pool safety fence', 'removable pool fence'] },
        { n: 'Dog Fence Installation', p: 2, keywords: ['invisible fence', 'underground dog fence'] },
        { n: 'Farm Fencing', p: 1, keywords: ['ranch fence', 'barbed wire', 'livestock fence'] },
        { n: 'Split Rail Fence Installation', p: 1, keywords: ['split rail fence', 'rail fence'] },
        { n: 'Deer Fence Installation', p: 1, keywords: ['garden fence', 'deer netting'] },
        { n: 'Commercial Fencing', p: 2, keywords: ['security fence', 'commercial fence contractor'] },
        { n: 'Temporary Fence Rental', p: 1, keywords: ['construction fence', 'event fencing'] },
      ],
    },
    {
      name: 'Fence Repair and Removal',
      services: [
        { n: 'Fence Repair', p: 4, keywords: ['broken fence', 'leaning fence', 'storm damaged fence'] },
        { n: 'Fence Post Replacement', p: 2, keywords: ['fence post repair', 'rotted fence post'] },
        { n: 'Fence Removal', p: 2, keywords: ['old fence removal', 'fence tear out'] },
      ],
    },
    {
      name: 'Gates',
      services: [
        { n: 'Gate Installation', p: 3, keywords: ['yard gate', 'wood gate', 'double gate'] },
        { n: 'Gate Repair', p: 3, keywords: ['sagging gate', 'gate latch', 'gate hinge'] },
        {
          n: 'Automatic Gate Installation',
          p: 2,
          keywords: ['electric gate', 'driveway gate', 'gate opener'],
        },
        { n: 'Automatic Gate Repair', p: 2, keywords: ['gate opener repair', 'gate motor'] },
        { n: 'Gate Intercom Installation', p: 1, keywords: ['gate keypad', 'call box'] },
      ],
    },
  ],
};
