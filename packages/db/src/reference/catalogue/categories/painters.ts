import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const painters: CatalogueCategorySource = {
  name: 'Painters',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Interior Painting and Wallcoverings',
      services: [
        { n: 'Painting', p: 5, keywords: ['painter', 'house painting', 'painting contractor'] },
        { n: 'Interior Painting', p: 4, keywords: ['room painting', 'wall painting'] },
        { n: 'Cabinet Painting', p: 3, keywords: ['kitchen cabinet painting', 'paint cabinets'] },
        { n: 'Ceiling Painting', p: 2, keywords: ['paint ceiling'] },
        { n: 'Trim Painting', p: 2, keywords: ['baseboard painting', 'door painting'] },
        { n: 'Wallpaper Installation', p: 2, keywords: ['wallpaper hanging', 'wallpaper hanger'] },
        { n: 'Wallpaper Removal', p: 2, keywords: ['strip wallpaper'] },
        { n: 'Mural Painting', p: 1, keywords: ['wall mural', 'hand-painted mural'] },
        { n: 'Faux Finishing', p: 1, keywords: ['venetian plaster', 'decorative painting'] },
      ],
    },
    {
      name: 'Exterior and Commercial Painting',
      services: [
        { n: 'Exterior Painting', p: 4, keywords: ['house exterior painting', 'siding painting'] },
        { n: 'Deck Staining', p: 3, keywords: ['deck sealing', 'deck painting'] },
        { n: 'Fence Staining', p: 2, keywords: ['fence painting', 'fence sealing'] },
        { n: 'Brick Painting', p: 1, keywords: ['limewash', 'painted brick', 'brick staining'] },
        { n: 'Commercial Painting', p: 2, keywords: ['office painting', 'building painting'] },
        { n: 'Lead Paint Removal', p: 1, keywords: ['lead abatement', 'lead safe painting'] },
      ],
    },
    {
      name: 'Drywall and Plaster',
      services: [
        { n: 'Drywall Repair', p: 4, keywords: ['hole in wall', 'drywall patch'] },
        { n: 'Drywall Installation', p: 3, keywords: ['sheetrock', 'hang drywall', 'drywall finishing'] },
        { n: 'Drywall Texturing', p: 2, keywords: ['knockdown texture', 'orange peel texture', 'skim coat'] },
        { n: 'Popcorn Ceiling Removal', p: 3, keywords: ['acoustic ceiling removal', 'ceiling scraping'] },
        { n: 'Plaster Repair', p: 2, keywords: ['plaster wall repair', 'lath and plaster'] },
      ],
    },
  ],
};
