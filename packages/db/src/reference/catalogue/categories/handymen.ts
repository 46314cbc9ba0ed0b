import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const handymen: CatalogueCategorySource = {
  name: 'Handymen',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Home Repairs and Maintenance',
      services: [
        { n: 'Handyman', p: 5, keywords: ['handyman service', 'odd jobs', 'home repairs'] },
        {
          n: 'Home Maintenance Plan',
          p: 2,
          keywords: ['annual maintenance', 'home upkeep'],
          form: FORMS.recurringOnSite,
        },
        {
          n: 'Punch List Repairs',
          p: 2,
          keywords: ['punch list', 'home sale repairs', 'inspection repairs'],
        },
        {
          n: 'Rental Property Maintenance',
          p: 2,
          keywords: ['landlord repairs', 'make ready', 'turnover repairs'],
        },
        { n: 'Caulking', p: 2, keywords: ['recaulk tub', 'bathroom caulk', 'window caulking'] },
        {
          n: 'Home Winterization',
          p: 1,
          keywords: ['winterize home', 'pipe winterization', 'winterize cabin'],
        },
        { n: 'Babyproofing', p: 2, keywords: ['childproofing', 'baby gates', 'furniture anchoring'] },
        { n: 'Grab Bar Installation', p: 2, keywords: ['aging in place', 'safety bars', 'shower grab bar'] },
        { n: 'Wheelchair Ramp Installation', p: 1, keywords: ['accessibility ramp', 'ramp building'] },
        { n: 'Pet Door Installation', p: 1, keywords: ['dog door', 'cat flap'] },
      ],
    },
    {
      name: 'Assembly and Mounting',
      services: [
        { n: 'Furniture Assembly', p: 4, keywords: ['ikea assembly', 'bed assembly', 'desk assembly'] },
        { n: 'TV Mounting', p: 4, keywords: ['tv wall mount', 'tv installation', 'hide tv wires'] },
        { n: 'Picture Hanging', p: 2, keywords: ['art hanging', 'mirror hanging', 'gallery wall'] },
        { n: 'Shelf Installation', p: 2, keywords: ['floating shelves', 'wall shelves'] },
        { n: 'Curtain Rod Installation', p: 2, keywords: ['curtain hanging', 'drapery hardware'] },
        { n: 'Gym Equipment Assembly', p: 2, keywords: ['treadmill assembly', 'home gym setup'] },
        { n: 'Playset Assembly', p: 2, keywords: ['swing set installation', 'trampoline assembly'] },
        { n: 'Grill Assembly', p: 1, keywords: ['bbq assembly', 'smoker assembly'] },
        {
          n: 'Bathroom Accessory Installation',
          p: 1,
          keywords: ['towel bar', 'toilet paper holder', 'medicine cabinet'],
        },
        { n: 'Mailbox Installation', p: 1, keywords: ['mailbox post', 'mailbox replacement'] },
      ],
    },
  ],
};
