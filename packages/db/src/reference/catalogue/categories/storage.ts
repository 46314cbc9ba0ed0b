import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const storage: CatalogueCategorySource = {
  name: 'Storage',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Storage Units',
      form: FORMS.appointment,
      services: [
        { n: 'Self Storage', p: 4, keywords: ['storage unit', 'mini storage'] },
        { n: 'Climate-Controlled Storage', p: 3, keywords: ['temperature controlled storage'] },
        { n: 'Moving and Storage', p: 3, keywords: ['storage movers', 'store and move'], form: FORMS.onSite },
        {
          n: 'Full-Service Storage',
          p: 2,
          keywords: ['valet storage', 'pickup storage'],
          form: FORMS.onSite,
        },
        { n: 'Vehicle Storage', p: 2, keywords: ['car storage', 'classic car storage'] },
        { n: 'RV Storage', p: 2, keywords: ['camper storage', 'motorhome storage'] },
        { n: 'Boat Storage', p: 2, keywords: ['winter boat storage', 'dry stack storage'] },
        { n: 'Business Storage', p: 1, keywords: ['inventory storage', 'commercial storage'] },
        { n: 'Document Storage', p: 1, keywords: ['records storage', 'file storage'] },
        { n: 'Wine Storage', p: 1, keywords: ['wine cellar storage'] },
        { n: 'Student Storage', p: 1, keywords: ['summer storage', 'college storage'] },
      ],
    },
    {
      name: 'Portable Storage',
      services: [
        { n: 'Portable Storage Containers', p: 3, keywords: ['pods', 'storage pod', 'moving container'] },
        { n: 'Shipping Container Rental', p: 2, keywords: ['conex box', 'storage container rental'] },
        { n: 'Shipping Container Sales', p: 1, keywords: ['buy shipping container', 'used container'] },
        { n: 'Storage Trailer Rental', p: 1, keywords: ['mobile storage trailer'] },
      ],
    },
    {
      name: 'Home Storage Solutions',
      services: [
        {
          n: 'Closet Organizer Installation',
          p: 3,
          keywords: ['custom closets', 'closet system', 'walk-in closet'],
        },
        {
          n: 'Garage Storage Systems',
          p: 2,
          keywords: ['garage cabinets', 'garage organization', 'garage shelving'],
        },
        { n: 'Overhead Garage Storage', p: 2, keywords: ['ceiling racks', 'overhead racks'] },
        { n: 'Attic Storage Platform', p: 1, keywords: ['attic flooring', 'attic decking'] },
        { n: 'Storage Shed Installation', p: 3, keywords: ['shed building', 'backyard shed', 'prefab shed'] },
        { n: 'Pantry Shelving Installation', p: 1, keywords: ['pantry organization', 'pantry shelves'] },
        { n: 'Professional Organizing', p: 3, keywords: ['home organizer', 'declutter', 'decluttering'] },
      ],
    },
  ],
};
