import {
  ADD_ON_MONTHLY_CENTS,
  PRO_PLAN_MONTHLY_CENTS,
  SERVICE_MANAGER_TRIAL_DAYS,
} from '../site/site.constants';

/**
 * The one table of what a provider can pay for (spec 2 §1, spec 3 §1): each plan item's monthly price
 * in cents, what it includes, and which features of the product it turns on. The Plans page, the
 * business page, billing and the access layer all read it; nothing else names a price.
 */

/** What a plan item turns on where the product checks (the access layer, profile editing, the profile view). */
export const PLAN_FEATURES = [
  'richTextAbout',
  'fiveStarGoogleReviews',
  'customDomain',
  'serviceManager',
  'clientHub',
  'website',
  'phoneSystem',
  'promoVideo',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_ITEM_KEYS = [
  'pro',
  'website',
  'fsm',
  'phone',
  'domain',
  'clientHub',
  'promoVideo',
] as const;
export type PlanItemKey = (typeof PLAN_ITEM_KEYS)[number];

export interface PlanItem {
  key: PlanItemKey;
  name: string;
  priceCents: number;
  /** The price is where it starts (the phone system). */
  from?: true;
  /** Free for the first days of a new company's listing, without a card. */
  trialDays?: number;
  summary: string;
  includes: readonly string[];
  features: readonly PlanFeature[];
}

/** The free listing every provider has: not an item anyone buys or cancels. */
export const FREE_LISTING = {
  name: 'Marketplace listing',
  priceCents: 0,
  summary: 'Always included: a public profile and search placement.',
  includes: ['Your profile site with services, photos, reviews and hours', 'A place in search results'],
} as const;

export const PLAN_ITEMS = [
  {
    key: 'pro',
    name: 'Professional plan',
    priceCents: PRO_PLAN_MONTHLY_CENTS,
    summary:
      'Rich-text about page, video downloads, 5-star Google reviews and a free professional website domain.',
    includes: [
      'Rich-text about section',
      'Only 5-star Google reviews on your profile',
      'A free custom domain for your profile site',
      'Promo video downloads',
    ],
    features: ['richTextAbout', 'fiveStarGoogleReviews', 'customDomain'],
  },
  {
    key: 'website',
    name: 'Website',
    priceCents: ADD_ON_MONTHLY_CENTS,
    summary: 'A website built from your profile.',
    includes: ['A website built from your profile'],
    features: ['website'],
  },
  {
    key: 'fsm',
    name: 'Field service management',
    priceCents: ADD_ON_MONTHLY_CENTS,
    trialDays: SERVICE_MANAGER_TRIAL_DAYS,
    summary: `Estimates, jobs and invoices; ${SERVICE_MANAGER_TRIAL_DAYS}-day free trial.`,
    includes: ['The Service Manager: clients, estimates, jobs and invoices'],
    features: ['serviceManager'],
  },
  {
    key: 'phone',
    name: 'Phone system',
    priceCents: ADD_ON_MONTHLY_CENTS,
    from: true,
    summary: 'A business number that rings wherever you are.',
    includes: ['A business number that rings wherever you are'],
    features: ['phoneSystem'],
  },
  {
    key: 'domain',
    name: 'Custom domain',
    priceCents: ADD_ON_MONTHLY_CENTS,
    // Pro includes a domain: this add-on is the way to one without Pro, and says so.
    summary: 'Your profile site at your own address, without the Professional plan (Pro includes one).',
    includes: ['Your profile site at your own address'],
    features: ['customDomain'],
  },
  {
    key: 'clientHub',
    name: 'Client Hub and invoicing',
    priceCents: ADD_ON_MONTHLY_CENTS,
    trialDays: SERVICE_MANAGER_TRIAL_DAYS,
    summary: 'Clients approve estimates and pay invoices online.',
    includes: ['Clients approve estimates, pay invoices and follow jobs online'],
    features: ['clientHub'],
  },
  {
    key: 'promoVideo',
    name: 'Promo video creation',
    priceCents: ADD_ON_MONTHLY_CENTS,
    summary: 'A short video for your profile pages.',
    includes: ['A short video made for your profile pages'],
    features: ['promoVideo'],
  },
] as const satisfies readonly PlanItem[];

export function planItemOf(key: PlanItemKey): PlanItem {
  const item = PLAN_ITEMS.find((candidate) => candidate.key === key);
  if (!item) throw new RangeError(`no plan item ${key}`);
  return item;
}

export function isPlanItemKey(value: unknown): value is PlanItemKey {
  return typeof value === 'string' && (PLAN_ITEM_KEYS as readonly string[]).includes(value);
}
