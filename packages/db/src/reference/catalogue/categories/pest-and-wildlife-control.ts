import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const pestAndWildlifeControl: CatalogueCategorySource = {
  name: 'Pest and Wildlife Control',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Pest Control Services',
      form: FORMS.recurringOnSite,
      services: [
        { n: 'Pest Control', p: 5, keywords: ['exterminator', 'bug spray', 'pest service'] },
        { n: 'Termite Control', p: 4, keywords: ['termite treatment', 'termite inspection', 'termites'] },
        { n: 'Rodent Control', p: 4, keywords: ['mice', 'rats', 'mouse exterminator'] },
        { n: 'Bed Bug Treatment', p: 3, keywords: ['bed bug exterminator', 'bed bug heat treatment'] },
        { n: 'Ant Control', p: 3, keywords: ['ant exterminator', 'carpenter ants', 'fire ants'] },
        { n: 'Cockroach Control', p: 3, keywords: ['roach exterminator', 'roaches'] },
        { n: 'Mosquito Control', p: 3, keywords: ['mosquito spraying', 'yard spraying'] },
        { n: 'Wasp and Hornet Removal', p: 3, keywords: ['wasp nest', 'hornet nest', 'yellow jackets'] },
        { n: 'Bee Removal', p: 2, keywords: ['beehive removal', 'honey bee relocation', 'bee swarm'] },
        { n: 'Spider Control', p: 2, keywords: ['spider exterminator', 'black widow'] },
        { n: 'Flea and Tick Control', p: 2, keywords: ['flea treatment', 'tick spraying'] },
        { n: 'Scorpion Control', p: 1, keywords: ['scorpion exterminator'] },
        { n: 'Fumigation', p: 2, keywords: ['tent fumigation', 'whole house fumigation'] },
        {
          n: 'Commercial Pest Control',
          p: 2,
          keywords: ['restaurant pest control', 'business pest service'],
        },
      ],
    },
    {
      name: 'Wildlife Control',
      services: [
        { n: 'Wildlife Removal', p: 3, keywords: ['animal removal', 'critter control', 'animal control'] },
        { n: 'Raccoon Removal', p: 2, keywords: ['raccoon trapping', 'raccoons in attic'] },
        { n: 'Squirrel Removal', p: 2, keywords: ['squirrels in attic', 'squirrel trapping'] },
        { n: 'Bat Removal', p: 2, keywords: ['bat exclusion', 'bats in attic'] },
        { n: 'Snake Removal', p: 1, keywords: ['snake catcher', 'snake control'] },
        { n: 'Skunk Removal', p: 1, keywords: ['skunk trapping', 'skunk under porch'] },
        { n: 'Bird Control', p: 1, keywords: ['pigeon control', 'bird netting', 'bird spikes'] },
        { n: 'Dead Animal Removal', p: 2, keywords: ['dead animal smell', 'carcass removal'] },
        { n: 'Mole and Gopher Control', p: 2, keywords: ['mole trapping', 'gopher removal', 'vole control'] },
        { n: 'Wildlife Exclusion', p: 1, keywords: ['animal proofing', 'seal entry points'] },
      ],
    },
  ],
};
