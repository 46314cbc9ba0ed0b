import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import { monthlyTotalCents } from '@porchlight/core/plans/plans.rules';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';

/** A subscription that bills (and can change): active, or past due within its grace period. */
export const isRunning = (view: Pick<PlanView, 'status'>) =>
  view.status === 'active' || view.status === 'past_due';

/** The summary's status badge: Free listing, Active, Payment failed or Ends on DATE. */
export function planBadge(view: Pick<PlanView, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>): {
  label: string;
  color: string;
} {
  if (view.status === 'past_due') return { label: words.status.pastDue, color: 'red' };
  if (view.status !== 'active') return { label: words.status.free, color: 'gray' };
  if (view.cancelAtPeriodEnd && view.currentPeriodEnd)
    return { label: words.status.ends(formatDay(view.currentPeriodEnd)), color: 'orange' };
  return { label: words.status.active, color: 'teal' };
}

/** What the owner may tick: everything the platform does not already give the company. */
export const choosableKeys = (view: Pick<PlanView, 'items'>): PlanItemKey[] =>
  view.items.filter((item) => item.state !== 'complimentary').map((item) => item.key);

/** The choice the page starts from: what the subscription pays for (nothing on the free listing). */
export const initialChoice = (view: Pick<PlanView, 'status' | 'paidItems'>): PlanItemKey[] =>
  isRunning(view) ? [...view.paidItems] : [];

/** How a choice differs from what is paid for, and what it costs a month. */
export function choiceChange(view: Pick<PlanView, 'status' | 'paidItems'>, choice: readonly PlanItemKey[]) {
  const paid = initialChoice(view);
  const added = choice.filter((key) => !paid.includes(key));
  const removed = paid.filter((key) => !choice.includes(key));
  return {
    added,
    removed,
    changed: added.length > 0 || removed.length > 0,
    totalCents: monthlyTotalCents(choice),
  };
}

/** A choice in catalogue order, one key once. */
export function toggled(
  view: Pick<PlanView, 'items'>,
  choice: readonly PlanItemKey[],
  key: PlanItemKey,
  on: boolean,
): PlanItemKey[] {
  const next = on ? [...choice, key] : choice.filter((chosen) => chosen !== key);
  return view.items.map((item) => item.key).filter((candidate) => next.includes(candidate));
}
