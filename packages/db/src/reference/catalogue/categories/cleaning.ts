import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const cleaning: CatalogueCategorySource = {
  name: 'Cleaning',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Home Cleaning',
      form: FORMS.cleaning,
      services: [
        { n: 'House Cleaning', p: 5, keywords: ['maid', 'housekeeping', 'home cleaning', 'maid service'] },
        { n: 'Deep Cleaning', p: 4, keywords: ['spring cleaning', 'top to bottom cleaning'] },
        {
          n: 'Move-Out Cleaning',
          p: 4,
          keywords: ['move-in cleaning', 'end of lease cleaning', 'vacancy cleaning'],
        },
        { n: 'Apartment Cleaning', p: 3, keywords: ['condo cleaning', 'studio cleaning'] },
        {
          n: 'Airbnb Cleaning',
          p: 3,
          keywords: ['vacation rental cleaning', 'rental turnover', 'vrbo cleaning'],
        },
        {
          n: 'Post-Construction Cleaning',
          p: 2,
          keywords: ['construction cleanup', 'after renovation cleaning'],
        },
        { n: 'Green Cleaning', p: 2, keywords: ['eco-friendly cleaning', 'non-toxic cleaning'] },
        { n: 'Hoarder Cleanup', p: 1, keywords: ['hoarding cleaning', 'extreme cleaning'] },
      ],
    },
    {
      name: 'Specialty Cleaning',
      services: [
        {
          n: 'Carpet Cleaning',
          p: 4,
          keywords: ['carpet shampoo', 'steam cleaning', 'carpet stain removal'],
        },
        {
          n: 'Upholstery Cleaning',
          p: 3,
          keywords: ['couch cleaning', 'sofa cleaning', 'furniture cleaning'],
        },
        { n: 'Area Rug Cleaning', p: 2, keywords: ['oriental rug cleaning', 'rug washing'] },
        { n: 'Tile and Grout Cleaning', p: 3, keywords: ['grout cleaning', 'grout sealing'] },
        { n: 'Mattress Cleaning', p: 1, keywords: ['mattress sanitizing', 'mattress stain removal'] },
        { n: 'Oven Cleaning', p: 1, keywords: ['appliance cleaning', 'stove cleaning'] },
      ],
    },
    {
      name: 'Outdoor Cleaning',
      services: [
        { n: 'Exterior Cleaning', p: 4, keywords: ['exterior house cleaning', 'outside cleaning'] },
        { n: 'Pressure Washing', p: 4, keywords: ['power washing', 'pressure cleaning'] },
        { n: 'Window Cleaning', p: 4, keywords: ['window washing', 'glass cleaning', 'window washer'] },
        { n: 'Soft Washing', p: 3, keywords: ['soft wash', 'house washing', 'siding cleaning'] },
        { n: 'Deck and Patio Cleaning', p: 2, keywords: ['deck washing', 'patio washing'] },
        { n: 'Driveway Cleaning', p: 2, keywords: ['concrete cleaning', 'oil stain removal'] },
      ],
    },
    {
      name: 'Commercial Cleaning',
      form: FORMS.recurringOnSite,
      services: [
        { n: 'Office Cleaning', p: 3, keywords: ['commercial cleaning', 'business cleaning'] },
        { n: 'Janitorial Services', p: 2, keywords: ['janitor', 'custodial', 'building cleaning'] },
        {
          n: 'Restaurant Cleaning',
          p: 1,
          keywords: ['commercial kitchen cleaning', 'kitchen hood cleaning'],
        },
        { n: 'Medical Office Cleaning', p: 1, keywords: ['clinic cleaning', 'dental office cleaning'] },
        {
          n: 'Floor Stripping and Waxing',
          p: 1,
          keywords: ['floor waxing', 'vct floor care', 'floor burnishing'],
        },
      ],
    },
  ],
};
