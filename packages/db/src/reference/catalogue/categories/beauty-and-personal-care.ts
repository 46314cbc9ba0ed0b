import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const beautyAndPersonalCare: CatalogueCategorySource = {
  name: 'Beauty and Personal Care',
  form: FORMS.flexible,
  subcategories: [
    {
      name: 'Hair',
      services: [
        { n: 'Hair Styling', p: 3, keywords: ['hairstylist', 'blowout', 'updo'] },
        { n: 'In-Home Haircut', p: 2, keywords: ['haircut at home', 'mobile hairdresser'] },
        { n: 'Barber Services', p: 3, keywords: ['barber', 'mens haircut', 'beard trim'] },
        { n: 'Hair Coloring', p: 3, keywords: ['hair color', 'highlights', 'balayage'] },
        { n: 'Hair Extensions', p: 2, keywords: ['tape-in extensions', 'sew-in'] },
        { n: 'Hair Braiding', p: 2, keywords: ['box braids', 'cornrows', 'locs'] },
        { n: 'Bridal Hair', p: 2, keywords: ['wedding hair', 'bridal hairstylist'] },
        { n: 'Kids Haircuts', p: 1, keywords: ['children haircut', 'first haircut'] },
      ],
    },
    {
      name: 'Makeup and Skin',
      services: [
        { n: 'Makeup Artist', p: 3, keywords: ['makeup', 'event makeup'] },
        { n: 'Bridal Makeup', p: 2, keywords: ['wedding makeup', 'bridal party makeup'] },
        { n: 'Facials', p: 3, keywords: ['facial', 'skin care treatment', 'esthetician'] },
        { n: 'Eyelash Extensions', p: 3, keywords: ['lash extensions', 'lash lift'] },
        { n: 'Eyebrow Shaping', p: 2, keywords: ['brow threading', 'brow lamination', 'eyebrow wax'] },
        { n: 'Waxing', p: 2, keywords: ['body waxing', 'brazilian wax', 'hair removal'] },
        { n: 'Spray Tanning', p: 2, keywords: ['airbrush tan', 'mobile spray tan'] },
        { n: 'Henna Artist', p: 1, keywords: ['mehndi', 'henna tattoo'] },
      ],
    },
    {
      name: 'Nails',
      services: [
        { n: 'Manicure', p: 3, keywords: ['nails', 'gel manicure', 'nail salon'] },
        { n: 'Pedicure', p: 3, keywords: ['mobile pedicure', 'spa pedicure'] },
        { n: 'Acrylic Nails', p: 2, keywords: ['nail extensions', 'dip powder'] },
      ],
    },
    {
      name: 'Style and Clothing',
      services: [
        { n: 'Personal Stylist', p: 1, keywords: ['wardrobe stylist', 'closet edit'] },
        {
          n: 'Tailoring and Alterations',
          p: 2,
          keywords: ['tailor', 'clothing alterations', 'hemming', 'seamstress'],
        },
      ],
    },
  ],
};
