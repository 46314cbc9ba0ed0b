/**
 * Prices and figures quoted in the product (spec 2 §1, spec 3 §1); money is integer cents. What each
 * plan item includes and costs is the catalogue's (plans/plans.catalog.ts), built from these prices.
 */
export const ADD_ON_MONTHLY_CENTS = 1999;
export const PRO_PLAN_MONTHLY_CENTS = 1999;
export const SERVICE_MANAGER_TRIAL_DAYS = 30;
export const TRUST_REFERRALS_PERCENT = 92;
export const COPYRIGHT_YEAR = 2025;
