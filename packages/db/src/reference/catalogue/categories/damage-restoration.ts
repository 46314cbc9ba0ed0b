import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const damageRestoration: CatalogueCategorySource = {
  name: 'Damage Restoration',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Water and Storm Damage',
      services: [
        {
          n: 'Water Damage Restoration',
          p: 4,
          keywords: ['flood cleanup', 'water removal', 'water extraction'],
        },
        { n: 'Basement Flood Cleanup', p: 2, keywords: ['flooded basement', 'basement water removal'] },
        { n: 'Carpet Drying', p: 2, keywords: ['wet carpet', 'carpet water extraction'] },
        {
          n: 'Ceiling Water Damage Repair',
          p: 2,
          keywords: ['water stained ceiling', 'ceiling leak repair'],
        },
        { n: 'Structural Drying', p: 1, keywords: ['dehumidification', 'drying services'] },
        { n: 'Sewage Cleanup', p: 2, keywords: ['sewage backup cleanup', 'black water cleanup'] },
        { n: 'Storm Damage Repair', p: 3, keywords: ['storm damage', 'hail damage repair', 'wind damage'] },
        { n: 'Emergency Board-Up', p: 2, keywords: ['board up service', 'broken window boarding'] },
        { n: 'Hurricane Damage Cleanup', p: 1, keywords: ['hurricane cleanup', 'disaster recovery'] },
      ],
    },
    {
      name: 'Fire and Smoke Damage',
      services: [
        { n: 'Fire Damage Restoration', p: 3, keywords: ['fire restoration', 'fire cleanup'] },
        { n: 'Smoke Damage Cleanup', p: 2, keywords: ['smoke odor removal', 'soot cleanup'] },
        { n: 'Odor Removal', p: 2, keywords: ['ozone treatment', 'deodorization', 'pet odor removal'] },
        { n: 'Contents Restoration', p: 1, keywords: ['pack-out', 'contents cleaning'] },
        { n: 'Document Restoration', p: 1, keywords: ['water damaged documents', 'photo drying'] },
      ],
    },
    {
      name: 'Mold and Hazard Cleanup',
      services: [
        { n: 'Mold Remediation', p: 4, keywords: ['mold removal', 'black mold'] },
        { n: 'Attic Mold Removal', p: 1, keywords: ['attic mold', 'sheathing mold'] },
        { n: 'Asbestos Removal', p: 2, keywords: ['asbestos abatement'] },
        { n: 'Biohazard Cleanup', p: 1, keywords: ['trauma cleanup', 'crime scene cleanup'] },
        { n: 'Meth Lab Cleanup', p: 1, keywords: ['meth remediation', 'drug lab cleanup'] },
      ],
    },
    {
      name: 'Claims and Rebuilding',
      services: [
        {
          n: 'Public Adjuster',
          p: 2,
          keywords: ['insurance claim help', 'claim adjuster'],
          form: FORMS.remote,
        },
        { n: 'Restoration Reconstruction', p: 1, keywords: ['rebuild after fire', 'insurance repairs'] },
      ],
    },
  ],
};
