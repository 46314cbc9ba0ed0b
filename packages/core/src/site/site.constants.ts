/** Prices and plans quoted in the product (spec 2 §1, spec 3 §1). */
export const ADD_ON_MONTHLY_PRICE = 19.99;
export const PRO_PLAN_MONTHLY_PRICE = 19.99;
export const SERVICE_MANAGER_TRIAL_DAYS = 30;
export const TRUST_REFERRALS_PERCENT = 92;
export const COPYRIGHT_YEAR = 2025;

export const BUSINESS_PLANS = [
  {
    key: 'listing',
    name: 'Marketplace listing',
    price: 0,
    note: 'Always included: a public profile and search placement.',
  },
  {
    key: 'pro',
    name: 'Professional plan',
    price: PRO_PLAN_MONTHLY_PRICE,
    note: 'Rich-text about page, video downloads, 5-star Google reviews and a free professional website domain.',
  },
  {
    key: 'website',
    name: 'Website',
    price: ADD_ON_MONTHLY_PRICE,
    note: 'A website built from your profile.',
  },
  {
    key: 'fsm',
    name: 'Field service management',
    price: ADD_ON_MONTHLY_PRICE,
    note: `Estimates, jobs and invoices; ${SERVICE_MANAGER_TRIAL_DAYS}-day free trial.`,
  },
  {
    key: 'phone',
    name: 'Phone system',
    price: ADD_ON_MONTHLY_PRICE,
    from: true,
    note: 'A business number that rings wherever you are.',
  },
  {
    key: 'domain',
    name: 'Custom domain',
    price: ADD_ON_MONTHLY_PRICE,
    note: 'Your profile site at your own address.',
  },
  {
    key: 'clientHub',
    name: 'Client Hub and invoicing',
    price: ADD_ON_MONTHLY_PRICE,
    note: 'Clients approve estimates and pay invoices online.',
  },
  {
    key: 'promoVideo',
    name: 'Promo video creation',
    price: ADD_ON_MONTHLY_PRICE,
    note: 'A short video for your profile pages.',
  },
] as const;

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}
