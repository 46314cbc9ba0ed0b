import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const flooringContractors: CatalogueCategorySource = {
  name: 'Flooring Contractors',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Flooring Installation',
      services: [
        { n: 'Floor Installation', p: 4, keywords: ['new floors', 'flooring contractor', 'floor installer'] },
        { n: 'Hardwood Floor Installation', p: 3, keywords: ['wood flooring', 'engineered hardwood'] },
        { n: 'Laminate Flooring Installation', p: 3, keywords: ['laminate floors'] },
        {
          n: 'Vinyl Plank Flooring Installation',
          p: 3,
          keywords: ['lvp', 'luxury vinyl plank', 'vinyl flooring'],
        },
        { n: 'Tile Installation', p: 3, keywords: ['tile floor', 'porcelain tile', 'ceramic tile'] },
        { n: 'Carpet Installation', p: 3, keywords: ['new carpet', 'carpet replacement'] },
        { n: 'Stair Carpet Installation', p: 2, keywords: ['stair runner', 'carpet on stairs'] },
        {
          n: 'Subfloor Repair',
          p: 2,
          keywords: ['subfloor replacement', 'soft spots in floor', 'squeaky floors'],
        },
        { n: 'Floor Leveling', p: 1, keywords: ['self-leveling', 'uneven floor'] },
        { n: 'Heated Floor Installation', p: 1, keywords: ['radiant floor heating', 'in-floor heat'] },
      ],
    },
    {
      name: 'Floor Repair and Refinishing',
      services: [
        {
          n: 'Hardwood Floor Refinishing',
          p: 4,
          keywords: ['floor sanding', 'refinish floors', 'floor restoration'],
        },
        { n: 'Hardwood Floor Repair', p: 2, keywords: ['water damaged floor', 'board replacement'] },
        { n: 'Carpet Repair', p: 2, keywords: ['carpet stretching', 'carpet patching'] },
        { n: 'Tile Repair', p: 2, keywords: ['cracked tile', 'tile replacement', 'regrouting'] },
        { n: 'Floor Buffing', p: 1, keywords: ['floor polishing', 'screen and recoat'] },
      ],
    },
    {
      name: 'Specialty Flooring',
      services: [
        { n: 'Garage Floor Epoxy', p: 3, keywords: ['epoxy floor', 'garage floor coating', 'polyaspartic'] },
        { n: 'Concrete Floor Polishing', p: 1, keywords: ['polished concrete', 'concrete floor grinding'] },
        { n: 'Natural Stone Flooring', p: 1, keywords: ['marble floor', 'travertine', 'slate floor'] },
        { n: 'Rubber Flooring', p: 1, keywords: ['gym flooring', 'playroom flooring'] },
        { n: 'Commercial Flooring', p: 2, keywords: ['office carpet tile', 'commercial vct'] },
        { n: 'Floor Removal', p: 2, keywords: ['carpet removal', 'tile removal', 'floor demolition'] },
      ],
    },
  ],
};
