import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const sidingContractors: CatalogueCategorySource = {
  name: 'Siding Contractors',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Siding',
      services: [
        { n: 'Siding Installation', p: 3, keywords: ['new siding', 'siding contractor'] },
        { n: 'Siding Repair', p: 3, keywords: ['damaged siding', 'siding panel replacement'] },
        { n: 'Siding Replacement', p: 2, keywords: ['replace siding', 'residing'] },
        { n: 'Vinyl Siding Installation', p: 3, keywords: ['vinyl siding'] },
        {
          n: 'Fiber Cement Siding Installation',
          p: 2,
          keywords: ['hardie board', 'hardiplank', 'james hardie'],
        },
        { n: 'Wood Siding Installation', p: 1, keywords: ['cedar siding', 'clapboard'] },
        { n: 'Metal Siding Installation', p: 1, keywords: ['steel siding', 'aluminum siding'] },
        { n: 'Engineered Wood Siding Installation', p: 1, keywords: ['lp smartside', 'engineered siding'] },
        { n: 'Insulated Siding Installation', p: 1, keywords: ['foam-backed siding', 'insulated vinyl'] },
        { n: 'Board and Batten Siding', p: 1, keywords: ['vertical siding'] },
        { n: 'Shake Siding Installation', p: 1, keywords: ['cedar shingle siding', 'shingle siding'] },
        { n: 'Log Home Restoration', p: 1, keywords: ['log cabin repair', 'chinking', 'log staining'] },
      ],
    },
    {
      name: 'Stucco and Exterior Trim',
      services: [
        { n: 'Stucco Repair', p: 3, keywords: ['stucco patching', 'stucco cracks'] },
        { n: 'Stucco Installation', p: 2, keywords: ['new stucco', 'stucco application'] },
        { n: 'Stucco Inspection', p: 1, keywords: ['stucco testing', 'moisture testing'] },
        { n: 'EIFS Repair', p: 1, keywords: ['synthetic stucco', 'dryvit'] },
        { n: 'Exterior Trim Repair', p: 2, keywords: ['trim replacement', 'rotted trim', 'azek trim'] },
        { n: 'Window Capping', p: 1, keywords: ['aluminum wrap', 'trim coil'] },
        { n: 'Exterior Shutter Installation', p: 1, keywords: ['exterior shutters', 'decorative shutters'] },
        { n: 'Porch Column Replacement', p: 1, keywords: ['porch columns', 'column wraps'] },
      ],
    },
  ],
};
