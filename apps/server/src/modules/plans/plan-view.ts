import type { ProcessorName } from '@porchlight/core/payments/payments.constants';
import { PLAN_ITEMS } from '@porchlight/core/plans/plans.catalog';
import type { PlanItemState } from '@porchlight/core/plans/plans.constants';
import {
  graceEndsAt,
  isInTrial,
  monthlyPriceLabel,
  monthlyTotalCents,
} from '@porchlight/core/plans/plans.rules';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import type { PlanRow, ReceiptRow } from './plans.repository';

export interface PlanViewProvider {
  complimentaryItems: string[];
  toolsTrialEndsAt: Date | null;
}

/** The Plans page's answer: every item of the catalogue with how the company holds it, and its bills. */
export function planViewOf(input: {
  processor: ProcessorName;
  provider: PlanViewProvider;
  plan: PlanRow | undefined;
  receipts: ReceiptRow[];
  clock: Date | null;
}): PlanView {
  const { provider, plan } = input;
  const now = new Date();
  const live = plan?.status === 'active' || plan?.status === 'past_due';
  const paid = live ? PLAN_ITEMS.map((item) => item.key).filter((key) => plan.items.includes(key)) : [];
  const inTrial = isInTrial(provider, now);
  const stateOf = (item: (typeof PLAN_ITEMS)[number]): PlanItemState => {
    if (paid.includes(item.key)) return 'paid';
    if (provider.complimentaryItems.includes(item.key)) return 'complimentary';
    return 'trialDays' in item && inTrial ? 'trial' : 'none';
  };
  return {
    processor: input.processor,
    status: plan?.status ?? 'free',
    items: PLAN_ITEMS.map((item) => ({
      key: item.key,
      name: item.name,
      priceCents: item.priceCents,
      priceLabel: monthlyPriceLabel(item),
      summary: item.summary,
      includes: [...item.includes],
      state: stateOf(item),
    })),
    paidItems: paid,
    monthlyTotalCents: monthlyTotalCents(paid),
    currentPeriodEnd: live ? (plan.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: live && plan.cancelAtPeriodEnd,
    graceEndsAt:
      plan?.status === 'past_due' && plan.pastDueSince ? graceEndsAt(plan.pastDueSince).toISOString() : null,
    lastError: plan?.status === 'past_due' ? plan.lastError : null,
    card: live && plan.cardLast4 ? { brand: plan.cardBrand ?? 'card', last4: plan.cardLast4 } : null,
    trialEndsAt: inTrial ? (provider.toolsTrialEndsAt?.toISOString() ?? null) : null,
    testClockNow: input.clock?.toISOString() ?? null,
    receipts: input.receipts.map((receipt) => ({
      number: receipt.number,
      amountCents: receipt.amountCents,
      description: receipt.lines.map((line) => line.description).join(', '),
      paidAt: receipt.paidAt.toISOString(),
      card: receipt.cardLast4 ? { brand: receipt.cardBrand ?? 'card', last4: receipt.cardLast4 } : null,
    })),
  };
}
