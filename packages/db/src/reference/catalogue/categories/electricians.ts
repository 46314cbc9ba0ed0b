import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const electricians: CatalogueCategorySource = {
  name: 'Electricians',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'General Electrical',
      services: [
        { n: 'Electrical', p: 5, keywords: ['electrician', 'electrical repair', 'electrical contractor'] },
        {
          n: 'Emergency Electrician',
          p: 3,
          keywords: ['power outage', 'electrical emergency', 'sparking outlet'],
        },
        { n: 'Electrical Troubleshooting', p: 3, keywords: ['breaker keeps tripping', 'outlet not working'] },
        { n: 'Home Rewiring', p: 2, keywords: ['rewire house', 'knob and tube', 'aluminum wiring'] },
        { n: 'Electrical Inspection', p: 2, keywords: ['electrical safety inspection', 'code inspection'] },
      ],
    },
    {
      name: 'Panels and Power',
      services: [
        {
          n: 'Electrical Panel Upgrade',
          p: 3,
          keywords: ['breaker box', 'service upgrade', '200 amp panel'],
        },
        { n: 'Circuit Breaker Replacement', p: 2, keywords: ['breaker replacement', 'bad breaker'] },
        {
          n: 'Generator Installation',
          p: 3,
          keywords: ['standby generator', 'generac', 'whole house generator'],
        },
        { n: 'Generator Repair', p: 2, keywords: ['generator service', 'generator maintenance'] },
        { n: 'Surge Protection', p: 1, keywords: ['whole home surge protector', 'surge protector install'] },
        {
          n: 'EV Charger Installation',
          p: 3,
          keywords: ['electric car charger', 'tesla charger', 'level 2 charger'],
        },
      ],
    },
    {
      name: 'Outlets, Switches and Wiring',
      services: [
        { n: 'Outlet Installation', p: 3, keywords: ['gfci outlet', 'add outlet', 'usb outlet'] },
        { n: 'Light Switch Installation', p: 2, keywords: ['dimmer switch', 'switch replacement'] },
        { n: 'Dedicated Circuit Installation', p: 2, keywords: ['new circuit', '240v outlet'] },
        { n: 'Hot Tub Wiring', p: 1, keywords: ['spa electrical', 'hot tub hookup'] },
        { n: 'Smoke Detector Installation', p: 2, keywords: ['smoke alarm', 'carbon monoxide detector'] },
      ],
    },
    {
      name: 'Lighting',
      services: [
        { n: 'Light Fixture Installation', p: 3, keywords: ['install light', 'chandelier installation'] },
        { n: 'Recessed Lighting Installation', p: 3, keywords: ['can lights', 'pot lights'] },
        { n: 'Ceiling Fan Installation', p: 3, keywords: ['ceiling fan', 'fan replacement'] },
        {
          n: 'Outdoor Lighting Installation',
          p: 2,
          keywords: ['security lights', 'flood lights', 'porch light'],
        },
        { n: 'Under-Cabinet Lighting', p: 1, keywords: ['led strip lights', 'kitchen cabinet lights'] },
        { n: 'Christmas Light Installation', p: 2, keywords: ['holiday lights', 'christmas lights hanging'] },
      ],
    },
  ],
};
