import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const accounting: CatalogueCategorySource = {
  name: 'Accounting',
  form: FORMS.remote,
  subcategories: [
    {
      name: 'Tax Services',
      services: [
        { n: 'Tax Preparation', p: 4, keywords: ['taxes', 'tax return', 'tax preparer'] },
        {
          n: 'Business Tax Preparation',
          p: 3,
          keywords: ['corporate tax return', 'small business taxes', 's corp return'],
        },
        {
          n: 'Self-Employed Tax Preparation',
          p: 2,
          keywords: ['1099 taxes', 'freelancer taxes', 'quarterly estimated taxes'],
        },
        { n: 'Tax Planning', p: 2, keywords: ['tax strategy', 'tax advisor'] },
        { n: 'IRS Tax Resolution', p: 2, keywords: ['back taxes', 'irs audit help', 'tax debt'] },
        { n: 'Amended Tax Return', p: 1, keywords: ['amend taxes', 'form 1040-x'] },
        { n: 'Sales Tax Filing', p: 1, keywords: ['sales tax compliance', 'sales tax return'] },
        { n: 'Estate and Trust Tax Returns', p: 1, keywords: ['form 1041', 'trust tax'] },
        { n: 'Expat Tax Preparation', p: 1, keywords: ['international tax', 'fbar'] },
        { n: 'Nonprofit Tax Filing', p: 1, keywords: ['form 990', 'nonprofit accounting'] },
      ],
    },
    {
      name: 'Bookkeeping and Business Accounting',
      services: [
        { n: 'Bookkeeping', p: 4, keywords: ['bookkeeper', 'monthly bookkeeping'] },
        { n: 'CPA Services', p: 3, keywords: ['cpa', 'certified public accountant', 'accountant'] },
        { n: 'Payroll Services', p: 3, keywords: ['payroll', 'payroll processing'] },
        { n: 'QuickBooks Setup', p: 2, keywords: ['quickbooks help', 'quickbooks consultant'] },
        { n: 'Catch-Up Bookkeeping', p: 2, keywords: ['bookkeeping cleanup', 'behind on books'] },
        { n: 'Financial Statement Preparation', p: 1, keywords: ['profit and loss', 'balance sheet'] },
        { n: 'Outsourced CFO Services', p: 1, keywords: ['fractional cfo', 'virtual cfo'] },
        { n: 'Audit Services', p: 1, keywords: ['financial audit', 'audit prep'] },
      ],
    },
    {
      name: 'Personal Finance',
      services: [
        {
          n: 'Financial Planning',
          p: 3,
          keywords: ['financial planner', 'financial advisor', 'retirement planning'],
        },
        { n: 'Budget Coaching', p: 1, keywords: ['personal budget', 'money coach'] },
        { n: 'Credit Repair', p: 1, keywords: ['credit counseling', 'fix credit'] },
      ],
    },
  ],
};
