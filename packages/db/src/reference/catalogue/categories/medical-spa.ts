import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const medicalSpa: CatalogueCategorySource = {
  name: 'Medical Spa',
  form: FORMS.appointment,
  subcategories: [
    {
      name: 'Injectables and Wellness',
      services: [
        { n: 'Botox', p: 4, keywords: ['botox injections', 'wrinkle relaxer', 'dysport'] },
        { n: 'Dermal Fillers', p: 3, keywords: ['lip filler', 'juvederm', 'cheek filler'] },
        { n: 'Weight Loss Injections', p: 3, keywords: ['semaglutide', 'medical weight loss', 'glp-1'] },
        {
          n: 'IV Therapy',
          p: 3,
          keywords: ['iv drip', 'hydration therapy', 'mobile iv'],
          form: FORMS.flexible,
        },
        { n: 'Vitamin Injections', p: 1, keywords: ['b12 shot', 'lipo injections'] },
        { n: 'Kybella', p: 1, keywords: ['double chin injections'] },
        { n: 'PRP Facial', p: 1, keywords: ['vampire facial', 'platelet rich plasma'] },
        {
          n: 'Hormone Replacement Therapy',
          p: 2,
          keywords: ['hrt', 'bioidentical hormones', 'testosterone therapy'],
        },
      ],
    },
    {
      name: 'Laser and Skin Treatments',
      services: [
        { n: 'Laser Hair Removal', p: 4, keywords: ['laser hair', 'permanent hair removal'] },
        { n: 'Microneedling', p: 3, keywords: ['collagen induction', 'rf microneedling'] },
        { n: 'HydraFacial', p: 3, keywords: ['hydra facial', 'medical facial'] },
        { n: 'Chemical Peel', p: 2, keywords: ['skin peel', 'vi peel'] },
        { n: 'Laser Skin Resurfacing', p: 2, keywords: ['co2 laser', 'fraxel'] },
        { n: 'Skin Tightening', p: 2, keywords: ['morpheus8', 'thermage', 'radiofrequency skin'] },
        { n: 'Tattoo Removal', p: 2, keywords: ['laser tattoo removal'] },
        { n: 'IPL Photofacial', p: 1, keywords: ['ipl', 'sun spot removal'] },
        { n: 'Acne Scar Treatment', p: 1, keywords: ['acne scars', 'scar removal'] },
        { n: 'Spider Vein Treatment', p: 1, keywords: ['sclerotherapy', 'vein removal'] },
        { n: 'Microdermabrasion', p: 1, keywords: ['skin polishing', 'dermaplaning'] },
      ],
    },
    {
      name: 'Body and Brows',
      services: [
        { n: 'CoolSculpting', p: 3, keywords: ['fat freezing', 'cryolipolysis'] },
        { n: 'Body Contouring', p: 2, keywords: ['emsculpt', 'body sculpting'] },
        { n: 'Cellulite Treatment', p: 1, keywords: ['cellulite reduction'] },
        { n: 'Microblading', p: 2, keywords: ['eyebrow tattoo', 'permanent makeup'] },
      ],
    },
  ],
};
