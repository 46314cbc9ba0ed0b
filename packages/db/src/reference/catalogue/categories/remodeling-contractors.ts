import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const remodelingContractors: CatalogueCategorySource = {
  name: 'Remodeling Contractors',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Home Remodeling and Additions',
      services: [
        { n: 'Remodeling', p: 5, keywords: ['renovation', 'home remodel', 'remodeling contractor'] },
        {
          n: 'General Contractor',
          p: 4,
          keywords: ['gc', 'construction contractor', 'home renovation contractor'],
        },
        { n: 'Home Additions', p: 3, keywords: ['room addition', 'house addition', 'second story addition'] },
        { n: 'Basement Finishing', p: 3, keywords: ['finish basement', 'basement remodel'] },
        { n: 'Attic Conversion', p: 1, keywords: ['attic remodel', 'attic bedroom'] },
        { n: 'Garage Conversion', p: 2, keywords: ['garage to living space', 'garage apartment'] },
        {
          n: 'ADU Construction',
          p: 2,
          keywords: ['accessory dwelling unit', 'granny flat', 'backyard cottage'],
        },
        {
          n: 'Custom Home Building',
          p: 2,
          keywords: ['new home construction', 'custom builder', 'home builder'],
        },
        { n: 'Sunroom Addition', p: 2, keywords: ['sunroom', 'four season room', 'porch enclosure'] },
        { n: 'Demolition', p: 2, keywords: ['interior demolition', 'tear out', 'demo'] },
        {
          n: 'Aging-in-Place Remodeling',
          p: 1,
          keywords: ['accessible remodel', 'ada bathroom', 'universal design'],
        },
        { n: 'Architectural Design', p: 2, keywords: ['architect', 'house plans', 'blueprints'] },
        { n: 'Permit Expediting', p: 1, keywords: ['building permit help', 'permit runner'] },
      ],
    },
    {
      name: 'Kitchens',
      services: [
        { n: 'Kitchen Remodeling', p: 4, keywords: ['kitchen renovation', 'kitchen remodel'] },
        { n: 'Kitchen Backsplash Installation', p: 3, keywords: ['backsplash', 'tile backsplash'] },
        { n: 'Kitchen Island Installation', p: 1, keywords: ['kitchen island', 'add island'] },
      ],
    },
    {
      name: 'Bathrooms',
      services: [
        { n: 'Bathroom Remodeling', p: 4, keywords: ['bathroom renovation', 'bath remodel'] },
        { n: 'Shower Installation', p: 3, keywords: ['walk-in shower', 'shower remodel', 'tile shower'] },
        { n: 'Tub to Shower Conversion', p: 2, keywords: ['bathtub removal', 'walk-in shower conversion'] },
        { n: 'Bathtub Refinishing', p: 2, keywords: ['bathtub reglazing', 'tub resurfacing'] },
        { n: 'Walk-In Tub Installation', p: 1, keywords: ['walk in bathtub', 'accessible tub'] },
        { n: 'Shower Door Installation', p: 2, keywords: ['glass shower door', 'frameless shower door'] },
        { n: 'Bathroom Vanity Installation', p: 2, keywords: ['vanity replacement', 'new vanity'] },
      ],
    },
  ],
};
