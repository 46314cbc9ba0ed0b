import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const cabinetsAndCountertops: CatalogueCategorySource = {
  name: 'Cabinets and Countertops',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Cabinets',
      services: [
        {
          n: 'Cabinet Installation',
          p: 3,
          keywords: ['kitchen cabinets', 'new cabinets', 'cabinet installer'],
        },
        { n: 'Cabinet Refacing', p: 3, keywords: ['reface cabinets', 'new cabinet doors'] },
        { n: 'Cabinet Refinishing', p: 2, keywords: ['cabinet staining', 'restain cabinets'] },
        { n: 'Custom Cabinetry', p: 2, keywords: ['custom cabinet maker', 'cabinetmaker'] },
        {
          n: 'Cabinet Repair',
          p: 2,
          keywords: ['cabinet door repair', 'drawer repair', 'hinge replacement'],
        },
        {
          n: 'Cabinet Hardware Installation',
          p: 1,
          keywords: ['cabinet knobs', 'cabinet pulls', 'soft close hinges'],
        },
        { n: 'Pull-Out Shelves Installation', p: 1, keywords: ['roll out shelves', 'cabinet organizers'] },
        { n: 'Laundry Room Cabinet Installation', p: 1, keywords: ['mudroom cabinets', 'mudroom lockers'] },
      ],
    },
    {
      name: 'Countertops',
      services: [
        { n: 'Countertop Installation', p: 3, keywords: ['new countertops', 'kitchen countertops'] },
        { n: 'Granite Countertops', p: 3, keywords: ['granite', 'granite installation'] },
        { n: 'Quartz Countertops', p: 3, keywords: ['quartz', 'silestone', 'caesarstone'] },
        { n: 'Marble Countertops', p: 1, keywords: ['marble', 'carrara marble'] },
        { n: 'Quartzite Countertops', p: 1, keywords: ['quartzite'] },
        { n: 'Butcher Block Countertops', p: 1, keywords: ['wood countertops'] },
        { n: 'Laminate Countertops', p: 1, keywords: ['formica'] },
        { n: 'Concrete Countertops', p: 1, keywords: ['poured concrete counters'] },
        { n: 'Solid Surface Countertops', p: 1, keywords: ['corian'] },
        { n: 'Bathroom Countertops', p: 1, keywords: ['vanity top', 'bathroom vanity countertop'] },
        {
          n: 'Countertop Repair',
          p: 2,
          keywords: ['chipped countertop', 'countertop crack repair', 'seam repair'],
        },
        { n: 'Countertop Resurfacing', p: 1, keywords: ['countertop refinishing', 'countertop coating'] },
        { n: 'Stone Countertop Sealing', p: 1, keywords: ['granite sealing', 'marble polishing'] },
      ],
    },
  ],
};
