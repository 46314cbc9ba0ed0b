import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const roofingAndGutters: CatalogueCategorySource = {
  name: 'Roofing and Gutters',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Roofing Services',
      services: [
        { n: 'Roofing', p: 5, keywords: ['roofer', 'roofing contractor', 'roof'] },
        { n: 'Roof Repair', p: 4, keywords: ['roof leak', 'missing shingles', 'leaking roof'] },
        { n: 'Roof Replacement', p: 4, keywords: ['new roof', 'reroof', 'roof installation'] },
        { n: 'Roof Inspection', p: 3, keywords: ['roof certification', 'storm damage inspection'] },
        { n: 'Emergency Roof Tarping', p: 2, keywords: ['roof tarp', 'tarp roof'] },
        { n: 'Roof Cleaning', p: 2, keywords: ['moss removal', 'roof algae', 'roof stains'] },
        { n: 'Skylight Installation', p: 2, keywords: ['skylight repair', 'sun tunnel', 'solar tube'] },
        { n: 'Roof Flashing Repair', p: 1, keywords: ['chimney flashing', 'roof flashing'] },
        { n: 'Roof Ventilation', p: 1, keywords: ['ridge vent', 'roof vents'] },
        { n: 'Ice Dam Removal', p: 2, keywords: ['ice dams', 'ice dam steaming'] },
      ],
    },
    {
      name: 'Roofing Materials',
      services: [
        { n: 'Shingle Roofing', p: 2, keywords: ['asphalt shingles', 'architectural shingles'] },
        { n: 'Metal Roofing', p: 3, keywords: ['standing seam', 'metal roof installation'] },
        { n: 'Flat Roofing', p: 2, keywords: ['tpo roofing', 'epdm', 'rubber roof'] },
        { n: 'Tile Roofing', p: 2, keywords: ['clay tile roof', 'concrete tile roof'] },
        { n: 'Slate Roofing', p: 1, keywords: ['slate roof repair'] },
        { n: 'Cedar Shake Roofing', p: 1, keywords: ['wood shake roof', 'cedar shakes'] },
      ],
    },
    {
      name: 'Gutters',
      services: [
        {
          n: 'Gutter Cleaning',
          p: 4,
          keywords: ['gutter clean out', 'downspout cleaning'],
          form: FORMS.recurringOnSite,
        },
        { n: 'Gutter Installation', p: 3, keywords: ['seamless gutters', 'new gutters'] },
        { n: 'Gutter Repair', p: 3, keywords: ['leaking gutters', 'sagging gutters'] },
        { n: 'Gutter Guards', p: 3, keywords: ['leaf guards', 'gutter covers', 'gutter guard installation'] },
        { n: 'Downspout Installation', p: 1, keywords: ['downspout extension', 'rain chains'] },
        { n: 'Soffit and Fascia Repair', p: 2, keywords: ['fascia board', 'soffit replacement'] },
      ],
    },
  ],
};
