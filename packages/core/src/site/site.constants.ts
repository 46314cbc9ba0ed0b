import { formatCents } from '../billing/money.rules';

/** Prices and plans quoted in the product (spec 2 §1, spec 3 §1); money is integer cents. */
export const ADD_ON_MONTHLY_CENTS = 1999;
export const PRO_PLAN_MONTHLY_CENTS = 1999;
export const SERVICE_MANAGER_TRIAL_DAYS = 30;
export const TRUST_REFERRALS_PERCENT = 92;
export const COPYRIGHT_YEAR = 2025;

export const BUSINESS_PLANS = [
  {
    key: 'listing',
    name: 'Marketplace listing',
    priceCents: 0,
    note: 'Always included: a public profile and search placement.',
  },
  {
    key: 'pro',
    name: 'Professional plan',
    priceCents: PRO_PLAN_MONTHLY_CENTS,
    note: 'Rich-text about page, video downloads, 5-star Google reviews and a free professional website domain.',
  },
  {
    key: 'website',
    name: 'Website',
    priceCents: ADD_ON_MONTHLY_CENTS,
    note: 'A website built from your profile.',
  },
  {
    key: 'fsm',
    name: 'Field service management',
    priceCents: ADD_ON_MONTHLY_CENTS,
    note: `Estimates, jobs and invoices; ${SERVICE_MANAGER_TRIAL_DAYS}-day free trial.`,
  },
  {
    key: 'phone',
    name: 'Phone system',
    priceCents: ADD_ON_MONTHLY_CENTS,
    from: true,
    note: 'A business number that rings wherever you are.',
  },
  {
    key: 'domain',
    name: 'Custom domain',
    priceCents: ADD_ON_MONTHLY_CENTS,
    note: 'Your profile site at your own address.',
  },
  {
    key: 'clientHub',
    name: 'Client Hub and invoicing',
    priceCents: ADD_ON_MONTHLY_CENTS,
    note: 'Clients approve estimates and pay invoices online.',
  },
  {
    key: 'promoVideo',
    name: 'Promo video creation',
    priceCents: ADD_ON_MONTHLY_CENTS,
    note: 'A short video for your profile pages.',
  },
] as const;

export type BusinessPlan = (typeof BUSINESS_PLANS)[number];

/** '$19.99/month', or 'from $19.99/month' for a price that starts there (the phone system). */
export function monthlyPriceLabel(plan: BusinessPlan): string {
  const from = 'from' in plan && plan.from ? 'from ' : '';
  return `${from}${formatCents(plan.priceCents)}/month`;
}
