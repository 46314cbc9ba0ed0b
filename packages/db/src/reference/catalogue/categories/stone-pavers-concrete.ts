import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const stonePaversConcrete: CatalogueCategorySource = {
  name: 'Stone/Pavers/Concrete',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Concrete',
      services: [
        {
          n: 'Concrete Installation',
          p: 4,
          keywords: ['concrete contractor', 'pour concrete', 'cement work'],
        },
        { n: 'Concrete Driveway Installation', p: 3, keywords: ['new driveway', 'driveway pour'] },
        { n: 'Concrete Patio Installation', p: 3, keywords: ['concrete patio', 'patio slab'] },
        { n: 'Concrete Repair', p: 3, keywords: ['cracked concrete', 'concrete patching'] },
        { n: 'Concrete Leveling', p: 2, keywords: ['mudjacking', 'slab jacking', 'polyjacking'] },
        { n: 'Stamped Concrete', p: 2, keywords: ['decorative concrete', 'stamped patio'] },
        { n: 'Sidewalk Installation', p: 2, keywords: ['concrete walkway', 'sidewalk repair'] },
        { n: 'Concrete Sealing', p: 2, keywords: ['concrete sealer', 'seal concrete'] },
        { n: 'Concrete Steps', p: 1, keywords: ['concrete stairs', 'front steps repair'] },
        { n: 'Concrete Cutting', p: 1, keywords: ['core drilling', 'saw cutting'] },
      ],
    },
    {
      name: 'Pavers and Hardscaping',
      services: [
        { n: 'Paver Patio Installation', p: 3, keywords: ['paver patio', 'patio pavers', 'hardscaping'] },
        { n: 'Paver Driveway Installation', p: 2, keywords: ['driveway pavers'] },
        {
          n: 'Paver Repair and Sealing',
          p: 2,
          keywords: ['paver sealing', 'relevel pavers', 'polymeric sand'],
        },
        {
          n: 'Retaining Wall Installation',
          p: 3,
          keywords: ['retaining wall', 'block wall', 'segmental wall'],
        },
        { n: 'Fire Pit Installation', p: 2, keywords: ['fire pit', 'outdoor fireplace'] },
        { n: 'Flagstone Patio Installation', p: 1, keywords: ['flagstone', 'natural stone patio'] },
      ],
    },
    {
      name: 'Brick and Stone Masonry',
      services: [
        { n: 'Masonry', p: 3, keywords: ['mason', 'masonry contractor', 'stonemason'] },
        { n: 'Brick Repair', p: 2, keywords: ['tuckpointing', 'repointing', 'brick replacement'] },
        { n: 'Stone Veneer Installation', p: 2, keywords: ['stacked stone', 'stone facade'] },
        { n: 'Block Wall Construction', p: 1, keywords: ['cinder block wall', 'cmu wall'] },
      ],
    },
    {
      name: 'Asphalt and Gravel',
      services: [
        { n: 'Asphalt Paving', p: 3, keywords: ['asphalt driveway', 'blacktop'] },
        { n: 'Driveway Sealcoating', p: 3, keywords: ['sealcoating', 'driveway sealing'] },
        { n: 'Asphalt Repair', p: 2, keywords: ['pothole repair', 'crack filling'] },
        { n: 'Gravel Driveway Installation', p: 2, keywords: ['gravel delivery', 'crushed stone driveway'] },
        { n: 'Parking Lot Striping', p: 1, keywords: ['line striping', 'parking lot paving'] },
      ],
    },
  ],
};
