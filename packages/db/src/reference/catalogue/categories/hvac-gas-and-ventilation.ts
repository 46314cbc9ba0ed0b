import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const hvacGasAndVentilation: CatalogueCategorySource = {
  name: 'HVAC Gas and Ventilation',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Heating and Cooling',
      services: [
        {
          n: 'HVAC',
          p: 5,
          keywords: ['heating and air', 'hvac repair', 'hvac installation', 'hvac contractor'],
        },
        {
          n: 'AC Repair',
          p: 4,
          keywords: ['air conditioning repair', 'ac not cooling', 'air conditioner repair'],
        },
        { n: 'AC Installation', p: 4, keywords: ['new air conditioner', 'central air installation'] },
        { n: 'Furnace Repair', p: 4, keywords: ['furnace not working', 'heater repair', 'heating repair'] },
        { n: 'Furnace Installation', p: 3, keywords: ['furnace replacement', 'new furnace'] },
        { n: 'Heat Pump Installation', p: 3, keywords: ['heat pump', 'heat pump repair'] },
        { n: 'Ductless Mini-Split Installation', p: 3, keywords: ['mini split', 'ductless ac'] },
        {
          n: 'HVAC Maintenance',
          p: 3,
          keywords: ['ac tune-up', 'furnace tune-up', 'hvac service plan'],
          form: FORMS.recurringOnSite,
        },
        { n: 'Boiler Repair', p: 2, keywords: ['boiler service', 'radiator heat', 'boiler replacement'] },
        { n: 'Thermostat Installation', p: 2, keywords: ['smart thermostat', 'nest installation'] },
        { n: 'Window AC Installation', p: 1, keywords: ['window unit', 'window air conditioner'] },
      ],
    },
    {
      name: 'Ducts and Ventilation',
      services: [
        { n: 'Air Duct Cleaning', p: 3, keywords: ['duct cleaning', 'vent cleaning'] },
        { n: 'Ductwork Installation', p: 2, keywords: ['duct repair', 'duct replacement'] },
        { n: 'Dryer Vent Cleaning', p: 3, keywords: ['dryer vent', 'lint removal'] },
        { n: 'Bathroom Exhaust Fan Installation', p: 2, keywords: ['bath fan', 'vent fan'] },
        { n: 'Attic Fan Installation', p: 1, keywords: ['whole house fan', 'attic ventilation'] },
        { n: 'Indoor Air Quality', p: 2, keywords: ['air purifier', 'humidifier installation', 'uv light'] },
      ],
    },
    {
      name: 'Gas, Fireplaces and Chimneys',
      services: [
        { n: 'Gas Line Installation', p: 2, keywords: ['gas line repair', 'gas pipe', 'gas hookup'] },
        { n: 'Gas Leak Repair', p: 2, keywords: ['smell gas', 'gas leak detection'] },
        { n: 'Chimney Sweep', p: 3, keywords: ['chimney cleaning', 'chimney inspection'] },
        { n: 'Chimney Repair', p: 2, keywords: ['chimney cap', 'chimney liner', 'chimney crown repair'] },
        { n: 'Fireplace Installation', p: 2, keywords: ['gas fireplace', 'fireplace insert', 'wood stove'] },
        { n: 'Fireplace Repair', p: 1, keywords: ['gas logs', 'pilot light', 'fireplace service'] },
      ],
    },
  ],
};
