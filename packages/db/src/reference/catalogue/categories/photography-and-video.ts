import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const photographyAndVideo: CatalogueCategorySource = {
  name: 'Photography and Video',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Photography Services',
      services: [
        { n: 'Photography', p: 4, keywords: ['photographer', 'photo shoot'] },
        { n: 'Wedding Photography', p: 4, keywords: ['wedding photographer'] },
        { n: 'Family Photography', p: 3, keywords: ['family portraits', 'family photo session'] },
        {
          n: 'Headshot Photography',
          p: 3,
          keywords: ['professional headshots', 'linkedin photo', 'corporate headshots'],
        },
        { n: 'Event Photography', p: 3, keywords: ['party photographer', 'corporate event photos'] },
        { n: 'Real Estate Photography', p: 3, keywords: ['listing photos', 'property photography'] },
        { n: 'Newborn Photography', p: 2, keywords: ['baby photoshoot', 'maternity photos'] },
        { n: 'Senior Portraits', p: 2, keywords: ['graduation photos', 'senior pictures'] },
        { n: 'Engagement Photography', p: 2, keywords: ['engagement photos', 'proposal photographer'] },
        { n: 'Product Photography', p: 2, keywords: ['ecommerce photos', 'product shots'] },
        { n: 'Pet Photography', p: 1, keywords: ['dog photoshoot', 'pet portraits'] },
        { n: 'Boudoir Photography', p: 1, keywords: ['boudoir photos'] },
        { n: 'Food Photography', p: 1, keywords: ['restaurant photography', 'menu photos'] },
      ],
    },
    {
      name: 'Video Production',
      services: [
        { n: 'Videography', p: 3, keywords: ['videographer', 'video production'] },
        { n: 'Wedding Videography', p: 3, keywords: ['wedding video', 'wedding film'] },
        { n: 'Drone Photography', p: 2, keywords: ['aerial photography', 'drone video'] },
        { n: 'Corporate Video Production', p: 2, keywords: ['marketing video', 'commercial video'] },
        { n: 'Live Streaming Services', p: 1, keywords: ['event live stream', 'funeral livestream'] },
        { n: '3D Virtual Tours', p: 1, keywords: ['matterport', '360 tour'] },
      ],
    },
    {
      name: 'Editing and Digitizing',
      form: FORMS.flexible,
      services: [
        { n: 'Video Editing', p: 2, keywords: ['edit video', 'youtube editing'] },
        { n: 'Photo Retouching', p: 1, keywords: ['photo restoration', 'retouch photos'] },
        { n: 'Home Movie Digitization', p: 1, keywords: ['vhs to dvd', 'photo scanning', 'film transfer'] },
      ],
    },
  ],
};
