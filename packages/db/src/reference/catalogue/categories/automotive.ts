import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const automotive: CatalogueCategorySource = {
  name: 'Automotive',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Auto Repair and Maintenance',
      services: [
        { n: 'Auto Repair', p: 4, keywords: ['mechanic', 'car repair', 'auto shop'] },
        { n: 'Mobile Mechanic', p: 4, keywords: ['mechanic that comes to you', 'on-site car repair'] },
        {
          n: 'Oil Change',
          p: 4,
          keywords: ['oil and filter change', 'synthetic oil change', 'lube service'],
        },
        { n: 'Brake Repair', p: 3, keywords: ['brake pads', 'brake service', 'rotors'] },
        { n: 'Car Battery Replacement', p: 3, keywords: ['car battery', 'battery installation'] },
        { n: 'Check Engine Light Diagnostic', p: 3, keywords: ['engine diagnostic', 'obd scan'] },
        { n: 'Transmission Repair', p: 2, keywords: ['transmission service', 'transmission rebuild'] },
        { n: 'Car AC Repair', p: 2, keywords: ['auto ac recharge', 'car air conditioning'] },
        { n: 'Suspension Repair', p: 1, keywords: ['shocks and struts', 'steering repair'] },
        { n: 'Muffler and Exhaust Repair', p: 1, keywords: ['muffler shop', 'exhaust leak'] },
        { n: 'Diesel Repair', p: 1, keywords: ['diesel mechanic', 'truck repair'] },
        { n: 'Pre-Purchase Car Inspection', p: 2, keywords: ['used car inspection', 'ppi'] },
        { n: 'Vehicle Inspection', p: 2, keywords: ['emissions test', 'smog check', 'state inspection'] },
      ],
    },
    {
      name: 'Tires and Wheels',
      services: [
        { n: 'Tire Installation', p: 3, keywords: ['new tires', 'tire change', 'mobile tire service'] },
        { n: 'Tire Rotation', p: 2, keywords: ['tire balancing'] },
        { n: 'Wheel Alignment', p: 2, keywords: ['front end alignment', 'alignment'] },
      ],
    },
    {
      name: 'Detailing and Body Work',
      services: [
        { n: 'Car Detailing', p: 4, keywords: ['auto detailing', 'mobile detailing', 'car wash'] },
        { n: 'Ceramic Coating', p: 2, keywords: ['paint protection', 'ceramic coat'] },
        { n: 'Paint Protection Film', p: 1, keywords: ['ppf', 'clear bra'] },
        { n: 'Car Window Tinting', p: 2, keywords: ['auto tint', 'window tint'] },
        { n: 'Dent Repair', p: 3, keywords: ['paintless dent repair', 'pdr', 'hail damage'] },
        { n: 'Auto Body Repair', p: 3, keywords: ['collision repair', 'body shop'] },
        { n: 'Windshield Replacement', p: 3, keywords: ['windshield repair', 'auto glass', 'chip repair'] },
        { n: 'Headlight Restoration', p: 1, keywords: ['foggy headlights', 'headlight polishing'] },
        { n: 'Vehicle Wraps', p: 1, keywords: ['car wrap', 'commercial vehicle graphics'] },
        {
          n: 'Car Stereo Installation',
          p: 1,
          keywords: ['car audio', 'backup camera install', 'remote start'],
        },
      ],
    },
  ],
};
