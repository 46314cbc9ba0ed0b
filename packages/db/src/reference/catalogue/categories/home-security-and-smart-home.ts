import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const homeSecurityAndSmartHome: CatalogueCategorySource = {
  name: 'Home Security and Smart Home',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Security Systems',
      services: [
        {
          n: 'Home Security System Installation',
          p: 4,
          keywords: ['alarm system', 'security system', 'adt'],
        },
        { n: 'Security Camera Installation', p: 4, keywords: ['cctv', 'surveillance cameras'] },
        { n: 'Video Doorbell Installation', p: 3, keywords: ['ring doorbell', 'doorbell camera'] },
        { n: 'Alarm Monitoring', p: 2, keywords: ['24/7 monitoring', 'monitored alarm'] },
        { n: 'Alarm System Repair', p: 2, keywords: ['alarm keeps going off', 'security system service'] },
        { n: 'Business Security Systems', p: 2, keywords: ['commercial alarm', 'business cameras'] },
        { n: 'Access Control Installation', p: 1, keywords: ['keycard entry', 'door access system'] },
        { n: 'Fire Alarm Installation', p: 1, keywords: ['fire alarm system', 'fire alarm inspection'] },
        { n: 'Intercom Installation', p: 1, keywords: ['home intercom', 'apartment intercom'] },
        { n: 'Safe Installation', p: 1, keywords: ['home safe', 'floor safe', 'gun safe installation'] },
        { n: 'Security Guard Services', p: 1, keywords: ['security guards', 'event security'] },
      ],
    },
    {
      name: 'Smart Home and Audio Video',
      services: [
        { n: 'Smart Home Installation', p: 3, keywords: ['home automation', 'smart home setup'] },
        { n: 'Smart Lock Installation', p: 2, keywords: ['keyless entry', 'smart deadbolt'] },
        { n: 'Smart Lighting Installation', p: 1, keywords: ['smart switches', 'lutron', 'hue lights'] },
        { n: 'Home Theater Installation', p: 3, keywords: ['surround sound', 'home theater setup'] },
        {
          n: 'Whole Home Audio Installation',
          p: 2,
          keywords: ['multi-room audio', 'sonos install', 'in-ceiling speakers'],
        },
        { n: 'Low Voltage Wiring', p: 2, keywords: ['ethernet wiring', 'cat6', 'structured wiring'] },
        { n: 'TV Antenna Installation', p: 1, keywords: ['hd antenna', 'ota antenna'] },
        { n: 'Satellite Dish Installation', p: 1, keywords: ['dish installation', 'satellite tv'] },
      ],
    },
  ],
};
