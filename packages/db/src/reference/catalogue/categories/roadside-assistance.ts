import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const roadsideAssistance: CatalogueCategorySource = {
  name: 'Roadside Assistance',
  form: FORMS.urgent,
  subcategories: [
    {
      name: 'Towing and Recovery',
      services: [
        { n: 'Towing', p: 4, keywords: ['tow truck', 'car towing', 'wrecker'] },
        { n: 'Flatbed Towing', p: 2, keywords: ['flatbed tow', 'rollback'] },
        { n: 'Winch Out Service', p: 2, keywords: ['stuck in ditch', 'stuck in mud', 'winching'] },
        { n: 'Junk Car Removal', p: 2, keywords: ['cash for cars', 'scrap car pickup'] },
        { n: 'Accident Recovery', p: 1, keywords: ['crash towing', 'collision towing'] },
        { n: 'Motorcycle Towing', p: 1, keywords: ['motorcycle tow', 'bike towing'] },
        { n: 'Heavy-Duty Towing', p: 1, keywords: ['semi towing', 'rv towing', 'box truck towing'] },
        { n: 'Long Distance Towing', p: 1, keywords: ['long haul tow'] },
        { n: 'Trailer Towing', p: 1, keywords: ['camper towing', 'trailer transport'] },
        {
          n: 'Private Property Towing',
          p: 1,
          keywords: ['parking enforcement', 'illegally parked car removal'],
        },
      ],
    },
    {
      name: 'Roadside Help',
      services: [
        {
          n: 'Emergency Roadside Service',
          p: 3,
          keywords: ['roadside help', 'stranded driver', 'car broke down'],
        },
        { n: 'Jump Start', p: 4, keywords: ['dead battery', 'battery boost'] },
        { n: 'Flat Tire Change', p: 3, keywords: ['spare tire change', 'flat tire'] },
        { n: 'Car Lockout', p: 3, keywords: ['locked keys in car', 'car unlock'] },
        { n: 'Fuel Delivery', p: 2, keywords: ['out of gas', 'gas delivery'] },
        { n: 'Mobile Tire Repair', p: 2, keywords: ['tire plug', 'roadside tire repair'] },
        { n: 'Roadside Battery Replacement', p: 2, keywords: ['battery delivery', 'new battery on site'] },
        { n: 'Mobile EV Charging', p: 1, keywords: ['ev out of charge', 'electric car roadside'] },
        { n: 'Roadside Mechanical Repair', p: 1, keywords: ['breakdown repair', 'on the spot repair'] },
        { n: 'RV Roadside Assistance', p: 1, keywords: ['rv breakdown', 'camper roadside'] },
        { n: 'Semi Truck Roadside Repair', p: 1, keywords: ['truck roadside service', 'diesel roadside'] },
      ],
    },
  ],
};
