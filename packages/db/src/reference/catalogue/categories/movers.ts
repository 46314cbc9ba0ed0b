import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const movers: CatalogueCategorySource = {
  name: 'Movers',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Moving Services',
      services: [
        { n: 'Local Moving', p: 4, keywords: ['local movers', 'moving company', 'moving help'] },
        { n: 'Long Distance Moving', p: 4, keywords: ['cross country movers', 'interstate moving'] },
        { n: 'Apartment Moving', p: 3, keywords: ['apartment movers', 'studio move'] },
        { n: 'Office Moving', p: 2, keywords: ['commercial movers', 'business relocation'] },
        { n: 'Same-Day Moving', p: 2, keywords: ['last minute movers', 'same day movers'] },
        { n: 'Senior Moving', p: 1, keywords: ['downsizing', 'senior move manager'] },
        { n: 'Military Moving', p: 1, keywords: ['pcs move', 'military relocation'] },
        { n: 'International Moving', p: 1, keywords: ['overseas movers', 'moving abroad'] },
      ],
    },
    {
      name: 'Moving Labor and Packing',
      services: [
        { n: 'Moving Labor', p: 4, keywords: ['loading help', 'unloading help', 'moving helpers'] },
        { n: 'Packing Services', p: 3, keywords: ['packers', 'moving packing'] },
        { n: 'Unpacking Services', p: 2, keywords: ['unpack boxes', 'move-in help'] },
        { n: 'Furniture Rearranging', p: 1, keywords: ['move furniture within home', 'heavy lifting'] },
        { n: 'Moving Boxes Delivery', p: 1, keywords: ['moving boxes', 'packing supplies'] },
        { n: 'Custom Crating', p: 1, keywords: ['art crating', 'shipping crate'] },
      ],
    },
    {
      name: 'Specialty Moving',
      services: [
        { n: 'Piano Moving', p: 3, keywords: ['move piano', 'piano movers'] },
        { n: 'Furniture Moving', p: 3, keywords: ['couch moving', 'single item move'] },
        { n: 'Furniture Delivery', p: 2, keywords: ['store pickup delivery', 'marketplace pickup'] },
        { n: 'Appliance Moving', p: 2, keywords: ['move fridge', 'move washer'] },
        { n: 'Vehicle Shipping', p: 2, keywords: ['car transport', 'auto transport', 'car shipping'] },
        { n: 'Safe Moving', p: 1, keywords: ['gun safe moving', 'safe movers'] },
        { n: 'Hot Tub Moving', p: 1, keywords: ['spa moving', 'hot tub relocation'] },
        { n: 'Pool Table Moving', p: 1, keywords: ['pool table relocation', 'billiard table movers'] },
        { n: 'Art and Antique Moving', p: 1, keywords: ['fine art movers', 'antique movers'] },
      ],
    },
  ],
};
