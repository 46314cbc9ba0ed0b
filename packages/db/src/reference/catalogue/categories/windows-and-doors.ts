import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const windowsAndDoors: CatalogueCategorySource = {
  name: 'Windows and Doors',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Windows',
      services: [
        { n: 'Window Replacement', p: 4, keywords: ['new windows', 'replacement windows'] },
        { n: 'Window Installation', p: 3, keywords: ['window installer', 'new construction windows'] },
        { n: 'Window Repair', p: 3, keywords: ['broken window', 'window seal repair', 'window balance'] },
        { n: 'Glass Replacement', p: 3, keywords: ['foggy window', 'glass repair', 'insulated glass'] },
        { n: 'Window Screen Repair', p: 2, keywords: ['screen replacement', 'rescreening'] },
        { n: 'Egress Window Installation', p: 1, keywords: ['basement window', 'egress well'] },
        { n: 'Bay Window Installation', p: 1, keywords: ['bow window'] },
        { n: 'Storm Window Installation', p: 1, keywords: ['storm windows'] },
        { n: 'Hurricane Shutters', p: 1, keywords: ['storm shutters', 'impact windows'] },
        { n: 'Window Tinting', p: 2, keywords: ['window film', 'home window tint'] },
      ],
    },
    {
      name: 'Window Treatments',
      services: [
        {
          n: 'Blinds and Shades Installation',
          p: 3,
          keywords: ['blinds installation', 'window shades', 'motorized shades'],
        },
        { n: 'Plantation Shutters', p: 2, keywords: ['interior shutters', 'shutter installation'] },
      ],
    },
    {
      name: 'Doors',
      services: [
        { n: 'Door Installation', p: 3, keywords: ['interior door', 'exterior door', 'door replacement'] },
        { n: 'Door Repair', p: 3, keywords: ['sticking door', 'door frame repair', 'door adjustment'] },
        { n: 'Front Door Replacement', p: 2, keywords: ['entry door', 'front door installation'] },
        { n: 'Sliding Door Repair', p: 2, keywords: ['sliding glass door', 'patio door rollers'] },
        { n: 'Patio Door Installation', p: 2, keywords: ['french doors', 'sliding door installation'] },
        { n: 'Storm Door Installation', p: 2, keywords: ['screen door', 'storm door'] },
      ],
    },
    {
      name: 'Garage Doors',
      services: [
        {
          n: 'Garage Door Repair',
          p: 4,
          keywords: ['garage door spring', 'broken garage door', 'garage door cable'],
        },
        { n: 'Garage Door Installation', p: 3, keywords: ['new garage door', 'garage door replacement'] },
        { n: 'Garage Door Opener Installation', p: 3, keywords: ['liftmaster', 'garage door opener repair'] },
        { n: 'Garage Door Maintenance', p: 1, keywords: ['garage door tune-up', 'garage door lubrication'] },
      ],
    },
  ],
};
