import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const landscapers: CatalogueCategorySource = {
  name: 'Landscapers',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Landscape Design and Installation',
      services: [
        { n: 'Landscaping', p: 5, keywords: ['landscaper', 'landscape contractor', 'yard makeover'] },
        { n: 'Landscape Design', p: 3, keywords: ['landscape architect', 'yard design', 'garden design'] },
        {
          n: 'Landscape Maintenance',
          p: 3,
          keywords: ['yard maintenance', 'landscape upkeep'],
          form: FORMS.recurringOnSite,
        },
        { n: 'Sod Installation', p: 3, keywords: ['new sod', 'sod laying', 'new lawn'] },
        { n: 'Mulching', p: 3, keywords: ['mulch delivery', 'mulch installation', 'pine straw'] },
        {
          n: 'Shrub and Flower Planting',
          p: 2,
          keywords: ['shrub planting', 'flower bed planting', 'annuals'],
        },
        { n: 'Raised Garden Bed Installation', p: 2, keywords: ['vegetable garden', 'garden boxes'] },
        { n: 'Xeriscaping', p: 1, keywords: ['drought tolerant landscaping', 'desert landscaping'] },
        {
          n: 'Artificial Turf Installation',
          p: 2,
          keywords: ['synthetic grass', 'fake grass', 'putting green'],
        },
        { n: 'Rock Landscaping', p: 2, keywords: ['river rock', 'landscape rocks', 'decorative stone'] },
        { n: 'Yard Grading', p: 2, keywords: ['land grading', 'leveling yard', 'regrading'] },
        { n: 'Excavation', p: 2, keywords: ['dirt work', 'digging', 'bobcat service'] },
      ],
    },
    {
      name: 'Outdoor Living',
      services: [
        { n: 'Landscape Lighting', p: 3, keywords: ['outdoor lighting design', 'path lights'] },
        { n: 'Water Feature Installation', p: 1, keywords: ['pond installation', 'fountain', 'waterfall'] },
        { n: 'Outdoor Kitchen Installation', p: 2, keywords: ['bbq island', 'outdoor grill station'] },
        { n: 'Landscape Edging', p: 1, keywords: ['bed edging', 'metal edging'] },
      ],
    },
    {
      name: 'Irrigation and Drainage',
      services: [
        {
          n: 'Sprinkler System Installation',
          p: 3,
          keywords: ['irrigation installation', 'lawn sprinklers'],
        },
        { n: 'Sprinkler Repair', p: 3, keywords: ['irrigation repair', 'broken sprinkler head'] },
        { n: 'Sprinkler Winterization', p: 2, keywords: ['sprinkler blowout', 'irrigation shutdown'] },
        { n: 'Drip Irrigation Installation', p: 1, keywords: ['drip system', 'garden irrigation'] },
        { n: 'Yard Drainage', p: 3, keywords: ['french drain', 'standing water', 'drainage solutions'] },
      ],
    },
  ],
};
