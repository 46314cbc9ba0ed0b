import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const legalServices: CatalogueCategorySource = {
  name: 'Legal Services',
  form: FORMS.remote,
  subcategories: [
    {
      name: 'Family and Personal Law',
      services: [
        { n: 'Divorce Lawyer', p: 3, keywords: ['divorce attorney', 'family lawyer'] },
        { n: 'Child Custody Lawyer', p: 2, keywords: ['custody attorney', 'child support'] },
        { n: 'Estate Planning', p: 3, keywords: ['will', 'living trust', 'estate attorney'] },
        { n: 'Probate Lawyer', p: 2, keywords: ['probate attorney', 'estate administration'] },
        { n: 'Immigration Lawyer', p: 2, keywords: ['immigration attorney', 'green card', 'visa lawyer'] },
        { n: 'Personal Injury Lawyer', p: 3, keywords: ['accident lawyer', 'car accident attorney'] },
        { n: 'Criminal Defense Lawyer', p: 2, keywords: ['dui lawyer', 'criminal attorney'] },
        { n: 'Traffic Ticket Lawyer', p: 1, keywords: ['speeding ticket', 'traffic attorney'] },
        { n: 'Bankruptcy Lawyer', p: 2, keywords: ['chapter 7', 'chapter 13', 'bankruptcy attorney'] },
        { n: 'Employment Lawyer', p: 2, keywords: ['wrongful termination', 'workplace discrimination'] },
        { n: 'Social Security Disability Lawyer', p: 1, keywords: ['ssdi attorney', 'disability claim'] },
        { n: 'Adoption Lawyer', p: 1, keywords: ['adoption attorney'] },
      ],
    },
    {
      name: 'Business and Property Law',
      services: [
        { n: 'Business Lawyer', p: 2, keywords: ['business attorney', 'corporate lawyer'] },
        { n: 'Business Formation', p: 2, keywords: ['llc formation', 'incorporate business', 'form an llc'] },
        { n: 'Contract Review', p: 2, keywords: ['contract lawyer', 'contract drafting'] },
        { n: 'Trademark Registration', p: 1, keywords: ['trademark attorney', 'intellectual property'] },
        { n: 'Real Estate Lawyer', p: 2, keywords: ['real estate attorney', 'closing attorney'] },
        { n: 'Landlord-Tenant Lawyer', p: 2, keywords: ['eviction lawyer', 'tenant rights'] },
        { n: 'Construction Lawyer', p: 1, keywords: ['mechanics lien', 'contractor dispute'] },
      ],
    },
    {
      name: 'Legal Support',
      services: [
        {
          n: 'Mobile Notary',
          p: 3,
          keywords: ['notary public', 'notary near me', 'loan signing agent'],
          form: FORMS.onSite,
        },
        { n: 'Process Server', p: 1, keywords: ['serve papers', 'process serving'], form: FORMS.onSite },
        { n: 'Private Investigator', p: 1, keywords: ['private detective', 'background investigation'] },
        { n: 'Legal Document Preparation', p: 1, keywords: ['paralegal', 'legal forms'] },
        { n: 'Mediation', p: 1, keywords: ['mediator', 'divorce mediation'] },
        { n: 'Apostille Services', p: 1, keywords: ['apostille', 'document authentication'] },
      ],
    },
  ],
};
