import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const junkRemovalAndHauling: CatalogueCategorySource = {
  name: 'Junk Removal and Hauling',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Item Removal and Disposal',
      services: [
        { n: 'Junk Removal', p: 4, keywords: ['junk hauling', 'trash removal', 'haul away'] },
        {
          n: 'Furniture Removal',
          p: 3,
          keywords: ['couch removal', 'mattress removal', 'furniture disposal'],
        },
        { n: 'Appliance Removal', p: 3, keywords: ['fridge disposal', 'appliance haul away'] },
        { n: 'Hot Tub Removal', p: 2, keywords: ['spa removal', 'hot tub disposal'] },
        { n: 'Yard Waste Removal', p: 2, keywords: ['brush removal', 'branch pickup'] },
        { n: 'Construction Debris Removal', p: 2, keywords: ['renovation debris', 'construction waste'] },
        { n: 'Shed Demolition', p: 2, keywords: ['shed removal', 'playset removal'] },
        { n: 'E-Waste Recycling', p: 1, keywords: ['electronics recycling', 'tv disposal'] },
        { n: 'Tire Disposal', p: 1, keywords: ['old tire removal', 'tire recycling'] },
        { n: 'Piano Removal', p: 1, keywords: ['piano disposal'] },
        { n: 'Scrap Metal Removal', p: 1, keywords: ['scrap metal pickup'] },
      ],
    },
    {
      name: 'Cleanouts',
      services: [
        { n: 'Garage Cleanout', p: 2, keywords: ['garage clean out', 'garage junk removal'] },
        { n: 'Estate Cleanout', p: 2, keywords: ['house cleanout', 'estate clean out'] },
        { n: 'Basement Cleanout', p: 1, keywords: ['basement junk removal'] },
        { n: 'Attic Cleanout', p: 1, keywords: ['attic junk removal'] },
        { n: 'Foreclosure Cleanout', p: 1, keywords: ['eviction cleanout', 'rental turnover cleanout'] },
      ],
    },
    {
      name: 'Dumpsters and Hauling',
      services: [
        { n: 'Dumpster Rental', p: 4, keywords: ['roll off dumpster', 'roll-off container'] },
        { n: 'Hauling Services', p: 3, keywords: ['haul off', 'pickup truck hauling', 'material hauling'] },
        { n: 'Bulk Trash Pickup', p: 2, keywords: ['large item pickup', 'bulky waste'] },
        { n: 'Donation Pickup', p: 2, keywords: ['charity pickup', 'donate furniture'] },
        { n: 'Topsoil Delivery', p: 2, keywords: ['dirt delivery', 'fill dirt', 'topsoil'] },
      ],
    },
  ],
};
