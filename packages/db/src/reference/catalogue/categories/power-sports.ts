import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const powerSports: CatalogueCategorySource = {
  name: 'Power Sports',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Powersports Repair',
      services: [
        { n: 'Powersports Mechanic', p: 3, keywords: ['powersports repair', 'power sports service'] },
        { n: 'ATV Repair', p: 3, keywords: ['four wheeler repair', 'quad repair', 'atv mechanic'] },
        { n: 'UTV Repair', p: 2, keywords: ['side by side repair', 'rzr repair'] },
        { n: 'Motorcycle Repair', p: 3, keywords: ['motorcycle mechanic', 'motorcycle service'] },
        { n: 'Motorcycle Tire Installation', p: 2, keywords: ['motorcycle tire change'] },
        { n: 'Dirt Bike Repair', p: 2, keywords: ['motocross repair', 'pit bike repair'] },
        { n: 'Snowmobile Repair', p: 2, keywords: ['sled repair', 'snowmobile service'] },
        { n: 'Jet Ski Repair', p: 2, keywords: ['pwc repair', 'sea-doo repair', 'waverunner service'] },
        { n: 'Golf Cart Repair', p: 3, keywords: ['golf cart service', 'golf cart batteries'] },
        { n: 'Electric Bike Repair', p: 2, keywords: ['e-bike repair', 'ebike battery'] },
        { n: 'Scooter Repair', p: 1, keywords: ['moped repair', 'vespa repair'] },
        { n: 'Carburetor Cleaning', p: 1, keywords: ['carb rebuild', 'carburetor repair'] },
      ],
    },
    {
      name: 'Small Engines',
      services: [
        {
          n: 'Small Engine Repair',
          p: 3,
          keywords: ['engine repair', 'chainsaw repair', 'generator engine repair'],
        },
        {
          n: 'Lawn Mower Repair',
          p: 3,
          keywords: ['mower repair', 'riding mower repair', 'snowblower repair'],
        },
      ],
    },
    {
      name: 'Seasonal Service and Transport',
      services: [
        { n: 'Jet Ski Winterization', p: 2, keywords: ['pwc winterization'] },
        { n: 'Motorcycle Winterization', p: 1, keywords: ['motorcycle storage prep'] },
        { n: 'Powersports Transport', p: 1, keywords: ['atv hauling', 'motorcycle transport'] },
      ],
    },
    {
      name: 'Upgrades and Riding',
      services: [
        { n: 'Golf Cart Customization', p: 2, keywords: ['golf cart lift kit', 'street legal golf cart'] },
        {
          n: 'ATV Accessory Installation',
          p: 1,
          keywords: ['winch installation', 'plow mount', 'utv accessories'],
        },
        { n: 'Motorcycle Customization', p: 1, keywords: ['custom motorcycle', 'bike build'] },
        { n: 'Powersports Detailing', p: 1, keywords: ['atv wash', 'motorcycle detailing'] },
        {
          n: 'Motorcycle Riding Lessons',
          p: 1,
          keywords: ['msf course', 'learn to ride'],
          form: FORMS.lessons,
        },
      ],
    },
  ],
};
