import { formatCents, multiplyAndDivide } from '../billing/money.rules';
import { PLAN_ITEMS, type PlanFeature, type PlanItem, type PlanItemKey, planItemOf } from './plans.catalog';
import type { PlanItemState } from './plans.constants';

/** Days a provider keeps what it paid for after a renewal fails, while the processor retries. */
export const GRACE_PERIOD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What decides a provider's features: the items it pays for, those the platform gave it, and its trial. */
export interface PlanHolder {
  /** Paid for through a subscription (active, or past due within the grace period). */
  planItems: readonly string[];
  /** Given by the platform without billing (demo data, support). */
  complimentaryItems: readonly string[];
  /** The end of the free trial of the items that have one (from the company's creation). */
  toolsTrialEndsAt: Date | null;
}

export function itemsOf(keys: readonly string[]): PlanItemKey[] {
  return PLAN_ITEMS.map((item) => item.key).filter((key) => keys.includes(key));
}

export function isInTrial(holder: Pick<PlanHolder, 'toolsTrialEndsAt'>, now: Date): boolean {
  return holder.toolsTrialEndsAt !== null && holder.toolsTrialEndsAt.getTime() > now.getTime();
}

/** The items the provider has now: paid, complimentary, and those its trial still covers. */
export function activeItems(holder: PlanHolder, now: Date): PlanItemKey[] {
  const trial = isInTrial(holder, now)
    ? PLAN_ITEMS.filter((item) => 'trialDays' in item).map((item) => item.key)
    : [];
  return itemsOf([...holder.planItems, ...holder.complimentaryItems, ...trial]);
}

const turnsOn = (key: PlanItemKey, feature: PlanFeature) =>
  (planItemOf(key).features as readonly PlanFeature[]).includes(feature);

export function hasFeature(holder: PlanHolder, feature: PlanFeature, now: Date): boolean {
  return activeItems(holder, now).some((key) => turnsOn(key, feature));
}

/** The catalogue's items that turn `feature` on, in catalogue order: what a company without it can buy. */
export function itemsWithFeature(feature: PlanFeature): PlanItem[] {
  return PLAN_ITEMS.filter((item) => turnsOn(item.key, feature));
}

/** Whether the items as the Plans page's view holds them (paid, given or on trial) turn `feature` on. */
export function heldItemsHaveFeature(
  items: readonly { key: PlanItemKey; state: PlanItemState }[],
  feature: PlanFeature,
): boolean {
  return items.some((item) => item.state !== 'none' && turnsOn(item.key, feature));
}

/**
 * The `pro` flag of the spec (1 or 2 means a paid plan): 1 when the subscription pays for the
 * Professional plan, 2 when the platform gives it, 0 otherwise.
 */
export function proFlagOf(holder: Pick<PlanHolder, 'planItems' | 'complimentaryItems'>): 0 | 1 | 2 {
  if (holder.planItems.includes('pro')) return 1;
  return holder.complimentaryItems.includes('pro') ? 2 : 0;
}

export function monthlyTotalCents(keys: readonly PlanItemKey[]): number {
  return keys.reduce((total, key) => total + planItemOf(key).priceCents, 0);
}

/** '$19.99/month', or 'from $19.99/month' for a price that starts there (the phone system). */
export function monthlyPriceLabel(item: Pick<PlanItem, 'priceCents' | 'from'>): string {
  return `${item.from ? 'from ' : ''}${formatCents(item.priceCents)}/month`;
}

/** The same day of the next month, clamped to its last day (Jan 31 → Feb 28), as Stripe bills monthly. */
export function addMonths(start: Date, months: number, anchorDay = start.getUTCDate()): Date {
  const next = new Date(start.getTime());
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(anchorDay, lastDay));
  return next;
}

/**
 * What an item added at `at` costs for the rest of the period, as Stripe prorates: the monthly price
 * times the share of the period's seconds still to come, in whole cents.
 */
export function proratedCents(priceCents: number, period: { start: Date; end: Date }, at: Date): number {
  const total = Math.round((period.end.getTime() - period.start.getTime()) / 1000);
  const left = Math.round((period.end.getTime() - at.getTime()) / 1000);
  if (total <= 0 || left <= 0) return 0;
  return multiplyAndDivide(priceCents, Math.min(left, total), total);
}

export function graceEndsAt(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS);
}

export function daysToMs(days: number): number {
  return days * DAY_MS;
}
