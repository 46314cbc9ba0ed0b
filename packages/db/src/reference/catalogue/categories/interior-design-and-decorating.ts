import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const interiorDesignAndDecorating: CatalogueCategorySource = {
  name: 'Interior Design and Decorating',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Design Services',
      services: [
        { n: 'Interior Design', p: 4, keywords: ['interior designer', 'home design'] },
        { n: 'Interior Decorating', p: 3, keywords: ['decorator', 'room makeover'] },
        {
          n: 'Virtual Interior Design',
          p: 2,
          keywords: ['e-design', 'online interior design'],
          form: FORMS.remote,
        },
        { n: 'Kitchen Design', p: 2, keywords: ['kitchen designer', 'kitchen layout'] },
        { n: 'Bathroom Design', p: 1, keywords: ['bathroom designer', 'bathroom layout'] },
        { n: 'Color Consultation', p: 2, keywords: ['paint color consultant', 'color matching'] },
        { n: 'Space Planning', p: 1, keywords: ['furniture layout', 'floor plan design'] },
        { n: 'Lighting Design', p: 1, keywords: ['lighting designer', 'lighting plan'] },
        { n: 'Commercial Interior Design', p: 1, keywords: ['office design', 'restaurant design'] },
        { n: 'Nursery Design', p: 1, keywords: ['baby room design', 'kids room design'] },
        { n: 'Holiday Decorating', p: 2, keywords: ['christmas decorating', 'holiday decor'] },
        {
          n: 'Furniture Shopping Service',
          p: 1,
          keywords: ['personal shopper for furniture', 'furniture sourcing'],
        },
        { n: 'Feng Shui Consultation', p: 1, keywords: ['feng shui'] },
        { n: 'Custom Drapery', p: 1, keywords: ['custom curtains', 'drapery design', 'roman shades'] },
        { n: 'Art Consulting', p: 1, keywords: ['art advisor', 'art selection'] },
      ],
    },
    {
      name: 'Furniture and Upholstery',
      services: [
        { n: 'Furniture Repair', p: 3, keywords: ['furniture restoration', 'broken chair repair'] },
        { n: 'Furniture Refinishing', p: 2, keywords: ['furniture stripping', 'refinish table'] },
        { n: 'Reupholstery', p: 2, keywords: ['upholstery', 'recover chair', 'sofa reupholstery'] },
        { n: 'Custom Furniture', p: 2, keywords: ['custom furniture maker', 'built to order table'] },
        { n: 'Antique Restoration', p: 1, keywords: ['antique furniture repair'] },
        { n: 'Leather Repair', p: 1, keywords: ['leather couch repair', 'leather restoration'] },
      ],
    },
  ],
};
