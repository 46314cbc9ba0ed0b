import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const homeInspectionAndTesting: CatalogueCategorySource = {
  name: 'Home Inspection and Testing',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Home Inspections',
      services: [
        { n: 'Home Inspection', p: 4, keywords: ['house inspection', 'home inspector', 'buyer inspection'] },
        { n: 'Pre-Listing Inspection', p: 2, keywords: ['seller inspection', 'pre-sale inspection'] },
        {
          n: 'New Construction Inspection',
          p: 2,
          keywords: ['phase inspection', 'builder warranty inspection'],
        },
        { n: 'Structural Engineer Inspection', p: 2, keywords: ['structural engineer', 'structural report'] },
        {
          n: 'Wood Destroying Insect Inspection',
          p: 2,
          keywords: ['termite letter', 'wdo inspection', 'wdi report'],
        },
        { n: 'Four-Point Inspection', p: 1, keywords: ['4 point inspection', 'insurance inspection'] },
        { n: 'Wind Mitigation Inspection', p: 1, keywords: ['wind mit', 'hurricane inspection'] },
        { n: 'Commercial Property Inspection', p: 1, keywords: ['commercial building inspection'] },
        { n: 'Pool Inspection', p: 1, keywords: ['pool and spa inspection'] },
        { n: 'Mobile Home Inspection', p: 1, keywords: ['manufactured home inspection'] },
        { n: 'Rental Property Inspection', p: 1, keywords: ['move-in inspection', 'landlord inspection'] },
        { n: 'Thermal Imaging Inspection', p: 1, keywords: ['infrared inspection', 'thermal scan'] },
      ],
    },
    {
      name: 'Environmental Testing',
      services: [
        { n: 'Mold Testing', p: 3, keywords: ['mold inspection', 'mold test'] },
        { n: 'Radon Testing', p: 2, keywords: ['radon inspection', 'radon test'] },
        { n: 'Radon Mitigation', p: 2, keywords: ['radon system', 'radon fan'] },
        { n: 'Asbestos Testing', p: 2, keywords: ['asbestos inspection'] },
        { n: 'Lead Testing', p: 1, keywords: ['lead paint test', 'lead inspection'] },
        { n: 'Water Testing', p: 2, keywords: ['well water test', 'water quality testing'] },
        {
          n: 'Indoor Air Quality Testing',
          p: 1,
          keywords: ['voc test', 'allergen testing', 'air quality test'],
        },
        { n: 'Meth Testing', p: 1, keywords: ['meth residue test'] },
      ],
    },
  ],
};
