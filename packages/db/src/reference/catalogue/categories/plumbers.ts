import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const plumbers: CatalogueCategorySource = {
  name: 'Plumbers',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'General Plumbing',
      services: [
        { n: 'Plumbing', p: 5, keywords: ['plumber', 'plumbing repair', 'plumbing contractor'] },
        { n: 'Emergency Plumbing', p: 4, keywords: ['24 hour plumber', 'burst pipe', 'emergency plumber'] },
        { n: 'Drain Cleaning', p: 4, keywords: ['clogged drain', 'drain unclogging', 'drain snaking'] },
        { n: 'Leak Detection', p: 3, keywords: ['water leak', 'slab leak', 'hidden leak'] },
        { n: 'Pipe Repair', p: 3, keywords: ['broken pipe', 'pipe replacement', 'leaking pipe'] },
        { n: 'Repiping', p: 2, keywords: ['whole house repipe', 'pex repipe', 'replace galvanized pipes'] },
        { n: 'Water Line Repair', p: 2, keywords: ['main water line', 'water service line'] },
        { n: 'Hydro Jetting', p: 2, keywords: ['jetting', 'sewer jetting', 'high pressure drain cleaning'] },
        { n: 'Frozen Pipe Repair', p: 2, keywords: ['frozen pipes', 'thaw pipes'] },
      ],
    },
    {
      name: 'Fixtures',
      services: [
        { n: 'Toilet Repair', p: 3, keywords: ['running toilet', 'clogged toilet', 'toilet leak'] },
        { n: 'Toilet Installation', p: 2, keywords: ['toilet replacement', 'new toilet'] },
        { n: 'Faucet Repair', p: 3, keywords: ['leaky faucet', 'dripping faucet', 'faucet replacement'] },
        { n: 'Sink Installation', p: 2, keywords: ['kitchen sink', 'bathroom sink', 'sink replacement'] },
        { n: 'Garbage Disposal Repair', p: 3, keywords: ['disposal replacement', 'insinkerator'] },
        { n: 'Shower and Tub Repair', p: 2, keywords: ['shower valve', 'bathtub faucet', 'shower leak'] },
        { n: 'Bidet Installation', p: 1, keywords: ['bidet seat', 'washlet'] },
      ],
    },
    {
      name: 'Water Heaters and Water Systems',
      services: [
        { n: 'Water Heater Repair', p: 4, keywords: ['no hot water', 'hot water heater repair'] },
        { n: 'Water Heater Installation', p: 3, keywords: ['water heater replacement', 'new water heater'] },
        {
          n: 'Tankless Water Heater Installation',
          p: 3,
          keywords: ['tankless water heater', 'on-demand water heater'],
        },
        { n: 'Water Softener Installation', p: 2, keywords: ['water softener', 'hard water'] },
        {
          n: 'Water Filtration System Installation',
          p: 2,
          keywords: ['whole house water filter', 'reverse osmosis'],
        },
        {
          n: 'Sump Pump Repair',
          p: 2,
          keywords: ['sump pump replacement', 'sump pump installation', 'basement pump'],
        },
        { n: 'Well Pump Repair', p: 2, keywords: ['well pump', 'well water', 'pressure tank'] },
        {
          n: 'Backflow Testing',
          p: 1,
          keywords: ['backflow preventer', 'rpz testing', 'backflow certification'],
        },
      ],
    },
  ],
};
