import { type CatalogueCategorySource, FORMS } from '../catalogue-source';

export const realEstate: CatalogueCategorySource = {
  name: 'Real Estate',
  form: FORMS.onSite,
  subcategories: [
    {
      name: 'Agents and Brokers',
      services: [
        { n: 'Real Estate Agent', p: 4, keywords: ['realtor', 'listing agent', 'sell my house'] },
        { n: "Buyer's Agent", p: 3, keywords: ['buyers agent', 'home buying help'], form: FORMS.remote },
        { n: 'Cash Home Buyers', p: 2, keywords: ['sell house fast', 'we buy houses'] },
        {
          n: 'Commercial Real Estate Broker',
          p: 2,
          keywords: ['commercial realtor', 'office space broker', 'retail lease'],
          form: FORMS.remote,
        },
        {
          n: 'Mortgage Broker',
          p: 2,
          keywords: ['home loan', 'mortgage lender', 'refinance'],
          form: FORMS.remote,
        },
        { n: 'Flat Fee MLS Listing', p: 1, keywords: ['for sale by owner', 'fsbo'], form: FORMS.remote },
        { n: 'Apartment Locator', p: 1, keywords: ['rental search', 'apartment finder'], form: FORMS.remote },
        {
          n: 'Relocation Specialist',
          p: 1,
          keywords: ['relocation services', 'relocation agent'],
          form: FORMS.remote,
        },
        { n: 'Land Broker', p: 1, keywords: ['sell land', 'land agent'] },
        {
          n: 'Transaction Coordinator',
          p: 1,
          keywords: ['escrow coordinator', 'closing coordinator'],
          form: FORMS.remote,
        },
      ],
    },
    {
      name: 'Property Services',
      services: [
        { n: 'Property Management', p: 3, keywords: ['property manager', 'rental management'] },
        {
          n: 'Vacation Rental Management',
          p: 2,
          keywords: ['airbnb management', 'short-term rental manager', 'co-host'],
        },
        { n: 'HOA Management', p: 1, keywords: ['hoa manager', 'community association management'] },
        {
          n: 'Tenant Screening',
          p: 1,
          keywords: ['tenant background check', 'rental application screening'],
          form: FORMS.remote,
        },
        { n: 'Home Staging', p: 3, keywords: ['staging', 'stager'] },
        { n: 'Pre-Sale Home Preparation', p: 1, keywords: ['get house ready to sell', 'listing prep'] },
        { n: 'Estate Sale Services', p: 2, keywords: ['estate sale company', 'liquidation', 'tag sale'] },
      ],
    },
    {
      name: 'Appraisal, Survey and Title',
      services: [
        { n: 'Home Appraisal', p: 3, keywords: ['appraiser', 'property valuation'] },
        { n: 'Land Surveying', p: 2, keywords: ['surveyor', 'property survey', 'boundary survey'] },
        { n: 'Title Search', p: 1, keywords: ['title company', 'title insurance'], form: FORMS.remote },
      ],
    },
  ],
};
