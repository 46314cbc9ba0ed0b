import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const poolsAndSpas: CatalogueCategorySource = {
  name: 'Pools and Spas',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Pool Maintenance',
      form: FORMS.recurringOnSite,
      services: [
        { n: 'Pool Cleaning', p: 4, keywords: ['pool service', 'pool maintenance', 'weekly pool service'] },
        { n: 'Pool Opening', p: 3, keywords: ['pool startup', 'open pool'] },
        { n: 'Pool Closing', p: 3, keywords: ['winterize pool', 'pool winterization'] },
        { n: 'Green Pool Cleanup', p: 2, keywords: ['algae removal', 'swamp pool'] },
        { n: 'Pool Chemical Balancing', p: 1, keywords: ['pool water testing', 'pool chemicals'] },
        { n: 'Pool Acid Washing', p: 1, keywords: ['pool drain and clean', 'acid wash'] },
      ],
    },
    {
      name: 'Pool Repair and Equipment',
      services: [
        { n: 'Pool Repair', p: 3, keywords: ['pool service repair', 'pool technician'] },
        { n: 'Pool Pump Repair', p: 3, keywords: ['pool pump replacement', 'variable speed pump'] },
        { n: 'Pool Heater Repair', p: 2, keywords: ['pool heater installation', 'pool heat pump'] },
        { n: 'Pool Filter Repair', p: 2, keywords: ['filter cleaning', 'sand filter', 'cartridge filter'] },
        { n: 'Pool Leak Detection', p: 2, keywords: ['pool leak', 'leaking pool'] },
        { n: 'Pool Liner Replacement', p: 2, keywords: ['vinyl liner', 'above ground pool liner'] },
        { n: 'Pool Resurfacing', p: 2, keywords: ['pool replastering', 'pebble tec'] },
        { n: 'Pool Tile Cleaning', p: 1, keywords: ['calcium removal', 'pool tile repair'] },
        { n: 'Saltwater Pool Conversion', p: 1, keywords: ['salt water system', 'salt cell'] },
        { n: 'Pool Safety Cover Installation', p: 1, keywords: ['pool cover', 'safety cover'] },
      ],
    },
    {
      name: 'Pool and Spa Installation',
      services: [
        { n: 'Pool Installation', p: 3, keywords: ['inground pool', 'pool builder', 'pool construction'] },
        { n: 'Above Ground Pool Installation', p: 2, keywords: ['above ground pool'] },
        { n: 'Pool Removal', p: 1, keywords: ['pool demolition', 'fill in pool'] },
        { n: 'Pool Deck Resurfacing', p: 1, keywords: ['cool deck', 'pool deck repair'] },
        { n: 'Hot Tub Installation', p: 2, keywords: ['spa installation', 'jacuzzi'] },
        { n: 'Hot Tub Repair', p: 2, keywords: ['spa repair', 'hot tub service'] },
        {
          n: 'Hot Tub Cleaning',
          p: 1,
          keywords: ['spa cleaning', 'hot tub maintenance'],
          form: FORMS.recurringOnSite,
        },
        { n: 'Sauna Installation', p: 1, keywords: ['home sauna', 'infrared sauna'] },
      ],
    },
  ],
};
