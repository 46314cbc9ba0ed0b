import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const septicAndSewer: CatalogueCategorySource = {
  name: 'Septic and Sewer',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Septic Systems',
      services: [
        { n: 'Septic Tank Pumping', p: 4, keywords: ['septic pumping', 'septic cleaning'] },
        { n: 'Septic System Repair', p: 3, keywords: ['septic repair', 'septic backup'] },
        { n: 'Septic Inspection', p: 3, keywords: ['septic certification', 'septic home sale inspection'] },
        { n: 'Septic System Installation', p: 2, keywords: ['new septic system', 'septic tank replacement'] },
        { n: 'Drain Field Repair', p: 2, keywords: ['leach field', 'drain field replacement'] },
        { n: 'Grease Trap Cleaning', p: 2, keywords: ['grease trap pumping', 'restaurant grease trap'] },
        { n: 'Aerobic Septic Service', p: 1, keywords: ['atu maintenance', 'aerobic system'] },
        { n: 'Septic Riser Installation', p: 1, keywords: ['riser and lid', 'septic lid'] },
        { n: 'Effluent Pump Replacement', p: 1, keywords: ['septic pump', 'septic lift pump'] },
        { n: 'Perc Test', p: 1, keywords: ['percolation test', 'soil perc test'] },
        { n: 'Septic Tank Locating', p: 1, keywords: ['find septic tank', 'septic locating'] },
      ],
    },
    {
      name: 'Sewer Lines',
      services: [
        { n: 'Sewer Line Repair', p: 3, keywords: ['sewer pipe repair', 'broken sewer line'] },
        { n: 'Sewer Camera Inspection', p: 3, keywords: ['sewer scope', 'video pipe inspection'] },
        { n: 'Sewer Line Replacement', p: 2, keywords: ['new sewer line', 'sewer lateral replacement'] },
        { n: 'Trenchless Sewer Repair', p: 2, keywords: ['pipe bursting', 'pipe lining', 'cipp'] },
        { n: 'Sewer Cleaning', p: 2, keywords: ['main line clog', 'sewer rodding', 'sewer backup'] },
        { n: 'Sewer Root Removal', p: 1, keywords: ['tree roots in pipes', 'root cutting'] },
        { n: 'Lift Station Service', p: 1, keywords: ['sewage ejector pump', 'lift station pump'] },
        { n: 'City Sewer Hookup', p: 1, keywords: ['septic to sewer conversion', 'sewer tap'] },
        { n: 'Backwater Valve Installation', p: 1, keywords: ['sewer check valve', 'backwater valve'] },
        { n: 'Sewer Cleanout Installation', p: 1, keywords: ['cleanout installation', 'sewer access'] },
      ],
    },
  ],
};
