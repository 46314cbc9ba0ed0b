import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const applianceRepairAndInstallation: CatalogueCategorySource = {
  name: 'Appliance Repair and Installation',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Kitchen Appliances',
      services: [
        { n: 'Appliance Repair', p: 4, keywords: ['appliance technician', 'appliance service'] },
        { n: 'Refrigerator Repair', p: 4, keywords: ['fridge repair', 'refrigerator not cooling'] },
        { n: 'Ice Maker Repair', p: 2, keywords: ['ice maker not working', 'ice machine repair'] },
        { n: 'Dishwasher Repair', p: 3, keywords: ['dishwasher not draining', 'dishwasher leak'] },
        { n: 'Oven Repair', p: 3, keywords: ['stove repair', 'range repair'] },
        { n: 'Cooktop Repair', p: 1, keywords: ['induction cooktop', 'gas burner repair'] },
        { n: 'Microwave Repair', p: 1, keywords: ['over the range microwave repair'] },
        { n: 'Freezer Repair', p: 2, keywords: ['chest freezer', 'upright freezer'] },
        { n: 'Wine Cooler Repair', p: 1, keywords: ['wine fridge repair', 'beverage cooler'] },
      ],
    },
    {
      name: 'Laundry Appliances',
      services: [
        { n: 'Washing Machine Repair', p: 4, keywords: ['washer repair', 'washer not spinning'] },
        { n: 'Dryer Repair', p: 3, keywords: ['dryer not heating', 'dryer repair service'] },
        { n: 'Washer and Dryer Installation', p: 2, keywords: ['laundry hookup', 'stackable washer dryer'] },
      ],
    },
    {
      name: 'Installation and Hookup',
      services: [
        { n: 'Appliance Installation', p: 3, keywords: ['appliance hookup', 'appliance delivery install'] },
        { n: 'Dishwasher Installation', p: 2, keywords: ['new dishwasher', 'dishwasher replacement'] },
        { n: 'Range Hood Installation', p: 2, keywords: ['vent hood', 'kitchen exhaust'] },
        {
          n: 'Refrigerator Water Line Installation',
          p: 1,
          keywords: ['ice maker line', 'fridge water line'],
        },
        { n: 'Over-the-Range Microwave Installation', p: 1, keywords: ['microwave installation'] },
        { n: 'Gas Range Installation', p: 1, keywords: ['gas stove hookup', 'range installation'] },
      ],
    },
    {
      name: 'Commercial and Small Appliances',
      services: [
        {
          n: 'Commercial Refrigeration Repair',
          p: 2,
          keywords: ['walk-in cooler', 'restaurant refrigeration'],
        },
        {
          n: 'Commercial Kitchen Equipment Repair',
          p: 1,
          keywords: ['restaurant equipment repair', 'fryer repair'],
        },
        { n: 'Vacuum Repair', p: 1, keywords: ['vacuum cleaner repair', 'central vacuum repair'] },
        { n: 'Sewing Machine Repair', p: 1, keywords: ['sewing machine service'] },
      ],
    },
  ],
};
