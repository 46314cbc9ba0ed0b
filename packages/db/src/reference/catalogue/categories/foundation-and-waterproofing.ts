import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const foundationAndWaterproofing: CatalogueCategorySource = {
  name: 'Foundation and Waterproofing',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Foundations',
      services: [
        {
          n: 'Foundation Repair',
          p: 4,
          keywords: ['foundation crack', 'settling foundation', 'foundation contractor'],
        },
        { n: 'Foundation Inspection', p: 2, keywords: ['foundation evaluation', 'structural assessment'] },
        { n: 'Slab Foundation Repair', p: 2, keywords: ['slab repair', 'slab crack'] },
        { n: 'Pier and Beam Foundation Repair', p: 1, keywords: ['pier and beam', 'house leveling'] },
        { n: 'Foundation Piering', p: 1, keywords: ['helical piers', 'push piers', 'underpinning'] },
        {
          n: 'Bowing Wall Repair',
          p: 2,
          keywords: ['wall anchors', 'basement wall bracing', 'carbon fiber straps'],
        },
        { n: 'Foundation Crack Injection', p: 2, keywords: ['epoxy injection', 'polyurethane injection'] },
        { n: 'Foundation Installation', p: 1, keywords: ['pour foundation', 'footings'] },
        { n: 'House Lifting', p: 1, keywords: ['raise house', 'house jacking'] },
        { n: 'Mobile Home Leveling', p: 1, keywords: ['trailer leveling', 'manufactured home leveling'] },
        { n: 'Floor Joist Repair', p: 1, keywords: ['sagging floor', 'joist sistering'] },
        { n: 'Soil Stabilization', p: 1, keywords: ['expansive soil', 'soil injection'] },
      ],
    },
    {
      name: 'Basement and Crawl Space',
      services: [
        { n: 'Basement Waterproofing', p: 4, keywords: ['wet basement', 'leaky basement'] },
        {
          n: 'Crawl Space Encapsulation',
          p: 3,
          keywords: ['crawl space vapor barrier', 'crawlspace sealing'],
        },
        { n: 'Crawl Space Repair', p: 2, keywords: ['crawlspace support', 'crawl space jacks'] },
        { n: 'Crawl Space Cleanup', p: 1, keywords: ['crawl space debris removal'] },
        {
          n: 'Interior Drain Tile Installation',
          p: 1,
          keywords: ['interior french drain', 'perimeter drain'],
        },
        {
          n: 'Exterior Foundation Waterproofing',
          p: 1,
          keywords: ['foundation membrane', 'excavation waterproofing'],
        },
        {
          n: 'Basement Dehumidifier Installation',
          p: 1,
          keywords: ['crawl space dehumidifier', 'whole-house dehumidifier'],
        },
        { n: 'Window Well Installation', p: 1, keywords: ['window well covers'] },
        { n: 'Basement Wall Sealing', p: 1, keywords: ['drylok', 'masonry sealer'] },
      ],
    },
  ],
};
