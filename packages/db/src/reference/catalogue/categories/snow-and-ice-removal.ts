import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const snowAndIceRemoval: CatalogueCategorySource = {
  name: 'Snow and Ice Removal',
  form: FORMS.recurringOnSite,
  subcategories: [
    {
      name: 'Residential Snow Removal',
      services: [
        { n: 'Snow Removal', p: 4, keywords: ['snow plowing', 'snow clearing'] },
        { n: 'Driveway Snow Plowing', p: 3, keywords: ['plow driveway', 'residential snow plowing'] },
        { n: 'Sidewalk Snow Shoveling', p: 3, keywords: ['snow shoveling', 'shovel walkway'] },
        { n: 'Roof Snow Removal', p: 2, keywords: ['roof raking', 'snow load removal'] },
        { n: 'Snow Blowing Service', p: 2, keywords: ['snowblower service'] },
        { n: 'Seasonal Snow Contract', p: 2, keywords: ['snow removal contract', 'per-season plowing'] },
        { n: 'Per-Storm Snow Removal', p: 2, keywords: ['per push plowing', 'one-time snow removal'] },
        { n: 'Emergency Snow Removal', p: 2, keywords: ['after-hours plowing', 'snow emergency'] },
        { n: 'Deck Snow Removal', p: 1, keywords: ['deck shoveling', 'balcony snow removal'] },
      ],
    },
    {
      name: 'Commercial Snow Removal',
      services: [
        { n: 'Commercial Snow Plowing', p: 2, keywords: ['parking lot plowing', 'commercial snow removal'] },
        { n: 'Storefront Snow Removal', p: 1, keywords: ['business sidewalk clearing'] },
        { n: 'HOA Snow Removal', p: 1, keywords: ['community snow removal', 'apartment complex plowing'] },
        { n: 'Snow Hauling', p: 1, keywords: ['snow relocation', 'snow trucking'] },
        { n: 'Parking Lot Salting', p: 1, keywords: ['commercial de-icing', 'rock salt delivery'] },
      ],
    },
    {
      name: 'Ice Control and Prevention',
      form: FORMS.onSite,
      services: [
        {
          n: 'Salting and De-Icing',
          p: 3,
          keywords: ['ice melt', 'driveway salting', 'sanding'],
          form: FORMS.recurringOnSite,
        },
        { n: 'Ice Chipping', p: 1, keywords: ['ice removal', 'frozen driveway'] },
        { n: 'Heated Driveway Installation', p: 1, keywords: ['snow melt system', 'radiant driveway'] },
        {
          n: 'Heat Cable Installation',
          p: 1,
          keywords: ['roof heat tape', 'gutter heat cable', 'de-icing cables'],
        },
        { n: 'Snow Fence Installation', p: 1, keywords: ['snow fence', 'drift fence'] },
        { n: 'Snow Stake Installation', p: 1, keywords: ['driveway markers', 'plow markers'] },
        { n: 'Snow Plow Installation', p: 1, keywords: ['truck plow mount', 'plow repair'] },
      ],
    },
  ],
};
