/**
 * Prices and figures quoted in the product (spec 2 §1, spec 3 §1); money is integer cents. What each
 * plan item includes and costs is the catalogue's (plans/plans.catalog.ts), built from these prices.
 */
export const ADD_ON_MONTHLY_CENTS = 1999;
export const PRO_PLAN_MONTHLY_CENTS = 1999;
export const SERVICE_MANAGER_TRIAL_DAYS = 30;
export const TRUST_REFERRALS_PERCENT = 92;
/** Where the figure comes from: a quoted statistic names its source. */
export const TRUST_REFERRALS_SOURCE = {
  text: 'Nielsen, Global Trust in Advertising and Brand Messages (2012): 92% of consumers trust recommendations from friends and family above all other forms of advertising.',
  url: 'https://www.nielsen.com/insights/2012/consumer-trust-in-online-social-and-mobile-advertising-grows/',
} as const;
export const COPYRIGHT_YEAR = 2025;
