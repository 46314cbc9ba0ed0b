import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const lawnAndGarden: CatalogueCategorySource = {
  name: 'Lawn and Garden',
  form: FORMS.lawnTreatment,
  subcategories: [
    {
      name: 'Mowing and Lawn Maintenance',
      form: FORMS.mowing,
      services: [
        { n: 'Lawn Care', p: 5, keywords: ['lawn service', 'yard care', 'lawn maintenance'] },
        { n: 'Lawn Mowing', p: 4, keywords: ['grass cutting', 'mowing service', 'mow lawn'] },
        { n: 'Edging and Trimming', p: 2, keywords: ['weed eating', 'string trimming', 'lawn edging'] },
        { n: 'Tall Grass Cutting', p: 2, keywords: ['overgrown yard', 'overgrown grass'] },
        { n: 'Brush Hogging', p: 1, keywords: ['bush hogging', 'field mowing', 'pasture mowing'] },
        { n: 'Commercial Lawn Care', p: 2, keywords: ['commercial mowing', 'hoa lawn service'] },
      ],
    },
    {
      name: 'Lawn Treatment',
      services: [
        { n: 'Lawn Fertilization', p: 3, keywords: ['fertilizer', 'weed and feed'] },
        { n: 'Weed Control', p: 3, keywords: ['weed killer', 'weed spraying', 'crabgrass control'] },
        { n: 'Lawn Aeration', p: 3, keywords: ['core aeration', 'aerating'] },
        { n: 'Overseeding', p: 2, keywords: ['lawn seeding', 'grass seed'] },
        { n: 'Dethatching', p: 2, keywords: ['thatch removal', 'power raking'] },
        { n: 'Hydroseeding', p: 2, keywords: ['hydro mulch', 'spray seeding'] },
        { n: 'Grub Control', p: 1, keywords: ['lawn grubs', 'lawn insect control'] },
        { n: 'Lawn Disease Treatment', p: 1, keywords: ['brown patch', 'lawn fungus treatment'] },
        { n: 'Lime Application', p: 1, keywords: ['soil ph', 'lime treatment'] },
        { n: 'Soil Testing', p: 1, keywords: ['soil analysis', 'soil test'] },
      ],
    },
    {
      name: 'Yard and Garden Care',
      services: [
        { n: 'Leaf Removal', p: 4, keywords: ['fall cleanup', 'leaf blowing', 'leaf raking'] },
        { n: 'Yard Cleanup', p: 3, keywords: ['spring cleanup', 'yard waste cleanup'] },
        { n: 'Hedge Trimming', p: 3, keywords: ['bush trimming', 'shrub trimming', 'shrub pruning'] },
        { n: 'Gardening', p: 3, keywords: ['gardener', 'garden maintenance'] },
        { n: 'Weeding', p: 2, keywords: ['garden weeding', 'flower bed weeding'] },
      ],
    },
  ],
};
