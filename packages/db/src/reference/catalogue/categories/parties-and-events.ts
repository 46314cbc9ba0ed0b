import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const partiesAndEvents: CatalogueCategorySource = {
  name: 'Parties and Events',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Planning and Staffing',
      services: [
        { n: 'Event Planning', p: 3, keywords: ['event planner', 'party planner'] },
        {
          n: 'Wedding Planning',
          p: 3,
          keywords: ['wedding planner', 'wedding coordinator', 'day-of coordinator'],
        },
        { n: 'Event Venue Rental', p: 2, keywords: ['party venue', 'banquet hall'] },
        { n: 'Wedding Officiant', p: 2, keywords: ['minister', 'marriage officiant'] },
        { n: 'Event Staffing', p: 2, keywords: ['event servers', 'waitstaff', 'party help'] },
        { n: 'Valet Parking', p: 1, keywords: ['event valet', 'parking attendants'] },
      ],
    },
    {
      name: 'Food and Drink',
      services: [
        { n: 'Catering', p: 4, keywords: ['caterer', 'event catering', 'party food'] },
        { n: 'Bartending', p: 3, keywords: ['bartender', 'mobile bar', 'bar service'] },
        { n: 'Personal Chef', p: 2, keywords: ['private chef', 'chef for dinner party', 'meal prep'] },
        { n: 'Food Truck Catering', p: 2, keywords: ['food truck for party', 'food truck rental'] },
        { n: 'Cake Baking', p: 2, keywords: ['wedding cake', 'birthday cake', 'custom cake'] },
      ],
    },
    {
      name: 'Rentals and Decor',
      services: [
        { n: 'Party Rentals', p: 3, keywords: ['tables and chairs rental', 'party supply rental'] },
        { n: 'Tent Rental', p: 2, keywords: ['event tent', 'canopy rental'] },
        { n: 'Bounce House Rental', p: 3, keywords: ['inflatable rental', 'moonwalk', 'bouncy castle'] },
        { n: 'Photo Booth Rental', p: 2, keywords: ['selfie booth', '360 photo booth'] },
        { n: 'Portable Toilet Rental', p: 2, keywords: ['porta potty', 'restroom trailer'] },
        { n: 'Event Decorating', p: 2, keywords: ['party decorations', 'event decor'] },
        { n: 'Balloon Decorations', p: 2, keywords: ['balloon arch', 'balloon garland'] },
        { n: 'Florist', p: 3, keywords: ['wedding flowers', 'event florals', 'flower arrangements'] },
        { n: 'Event Lighting', p: 1, keywords: ['uplighting', 'string lights'] },
      ],
    },
    {
      name: 'Party Entertainment',
      services: [
        { n: 'Magician', p: 2, keywords: ['magic show', 'kids party magician'] },
        { n: 'Face Painting', p: 2, keywords: ['face painter', 'kids face paint'] },
        { n: 'Clown', p: 1, keywords: ['birthday clown', 'party clown'] },
        {
          n: 'Party Characters',
          p: 1,
          keywords: ['princess party', 'superhero party', 'costumed characters'],
        },
        { n: 'Caricature Artist', p: 1, keywords: ['caricatures', 'event artist'] },
        { n: 'Game Truck', p: 1, keywords: ['video game truck', 'mobile gaming party'] },
      ],
    },
  ],
};
