import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const treeCare: CatalogueCategorySource = {
  name: 'Tree Care',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Tree Removal and Trimming',
      services: [
        { n: 'Tree Service', p: 4, keywords: ['tree company', 'tree care service', 'tree surgeon'] },
        { n: 'Tree Removal', p: 4, keywords: ['cut down tree', 'tree cutting'] },
        { n: 'Tree Trimming', p: 4, keywords: ['tree pruning', 'limb trimming', 'branch cutting'] },
        { n: 'Stump Grinding', p: 3, keywords: ['stump removal', 'tree stump'] },
        {
          n: 'Emergency Tree Removal',
          p: 3,
          keywords: ['fallen tree', 'storm damage tree', 'tree on house'],
        },
        { n: 'Dead Tree Removal', p: 2, keywords: ['hazard tree', 'dying tree'] },
        { n: 'Palm Tree Trimming', p: 2, keywords: ['palm tree service', 'palm frond removal'] },
        { n: 'Crane Tree Removal', p: 1, keywords: ['tree crane service'] },
        { n: 'Shrub Removal', p: 2, keywords: ['bush removal', 'shrub pulling'] },
        { n: 'Brush Chipping', p: 1, keywords: ['chipper service', 'branch chipping'] },
      ],
    },
    {
      name: 'Land Clearing and Firewood',
      services: [
        { n: 'Land Clearing', p: 2, keywords: ['lot clearing', 'brush clearing'] },
        { n: 'Forestry Mulching', p: 1, keywords: ['mulching machine', 'underbrush removal'] },
        { n: 'Firewood Delivery', p: 2, keywords: ['seasoned firewood', 'cord of wood'] },
      ],
    },
    {
      name: 'Tree Health and Planting',
      services: [
        {
          n: 'Arborist Consultation',
          p: 2,
          keywords: ['certified arborist', 'arborist', 'tree risk assessment'],
        },
        { n: 'Tree Disease Treatment', p: 2, keywords: ['sick tree', 'emerald ash borer', 'tree spraying'] },
        { n: 'Tree Fertilization', p: 1, keywords: ['deep root fertilization'] },
        { n: 'Tree Cabling and Bracing', p: 1, keywords: ['tree cabling', 'tree support'] },
        { n: 'Tree Planting', p: 3, keywords: ['plant trees', 'tree installation'] },
        { n: 'Tree Transplanting', p: 1, keywords: ['move tree', 'tree relocation'] },
        { n: 'Fruit Tree Pruning', p: 1, keywords: ['orchard care', 'fruit tree care'] },
        { n: 'Root Barrier Installation', p: 1, keywords: ['tree root barrier', 'root control'] },
      ],
    },
  ],
};
