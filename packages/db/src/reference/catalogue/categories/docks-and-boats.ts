import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const docksAndBoats: CatalogueCategorySource = {
  name: 'Docks and Boats',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Docks and Waterfront',
      services: [
        { n: 'Dock Building', p: 3, keywords: ['dock construction', 'dock builder', 'boat dock'] },
        { n: 'Dock Repair', p: 3, keywords: ['dock board replacement', 'piling repair'] },
        { n: 'Boat Lift Installation', p: 3, keywords: ['boat lift', 'jet ski lift'] },
        { n: 'Boat Lift Repair', p: 2, keywords: ['lift motor repair', 'boat lift cables'] },
        { n: 'Floating Dock Installation', p: 2, keywords: ['floating dock', 'dock floats'] },
        { n: 'Dock Installation and Removal', p: 2, keywords: ['seasonal dock install', 'dock in and out'] },
        { n: 'Seawall Construction', p: 2, keywords: ['bulkhead', 'seawall repair'] },
        { n: 'Boathouse Construction', p: 1, keywords: ['boat house'] },
        { n: 'Shoreline Erosion Control', p: 1, keywords: ['riprap', 'shoreline stabilization'] },
        { n: 'Lake Weed Removal', p: 1, keywords: ['aquatic weed control', 'lake weed harvesting'] },
        {
          n: 'Pond and Lake Management',
          p: 1,
          keywords: ['pond cleaning', 'pond aeration', 'algae control'],
        },
      ],
    },
    {
      name: 'Boat Repair and Care',
      services: [
        { n: 'Boat Repair', p: 3, keywords: ['marine mechanic', 'boat mechanic'] },
        { n: 'Outboard Motor Repair', p: 2, keywords: ['outboard repair', 'boat motor repair'] },
        { n: 'Boat Detailing', p: 3, keywords: ['boat cleaning', 'boat wax'] },
        { n: 'Boat Winterization', p: 3, keywords: ['winterize boat', 'boat storage prep'] },
        { n: 'Boat Shrink Wrapping', p: 2, keywords: ['shrink wrap', 'winter boat cover'] },
        { n: 'Hull Cleaning', p: 2, keywords: ['bottom cleaning', 'diver hull cleaning'] },
        { n: 'Boat Bottom Painting', p: 1, keywords: ['antifouling paint', 'hull painting'] },
        { n: 'Fiberglass Repair', p: 1, keywords: ['gelcoat repair', 'boat fiberglass'] },
        { n: 'Boat Upholstery', p: 1, keywords: ['marine upholstery', 'boat seat repair'] },
        { n: 'Marine Canvas', p: 1, keywords: ['bimini top', 'boat cover'] },
        {
          n: 'Marine Electronics Installation',
          p: 1,
          keywords: ['fish finder install', 'trolling motor install'],
        },
      ],
    },
    {
      name: 'Boat Transport and Captains',
      services: [
        { n: 'Boat Transport', p: 1, keywords: ['boat hauling', 'boat delivery'] },
        { n: 'Boat Captain for Hire', p: 1, keywords: ['private captain', 'delivery captain'] },
      ],
    },
  ],
};
