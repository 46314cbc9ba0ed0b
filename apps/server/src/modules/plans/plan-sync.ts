import { formatCents } from '@porchlight/core/billing/money.rules';
import { planMessages } from '@porchlight/core/plans/plans.messages';
import { graceEndsAt, proFlagOf } from '@porchlight/core/plans/plans.rules';
import { formatDay } from '@porchlight/core/text/date.rules';
import type { BillingProcessor, BillingSubscription } from '../payments/billing-processor';
import type { NoticeContext } from '../payments/payment-notices';
import { emailMessage } from '../platform/notification-message';
import type { Repositories } from '../platform/unit-of-work';
import type { PlanMirror, PlanRow, ReceiptRow } from './plans.repository';

export interface PlanProvider {
  id: string;
  name: string;
  vanityName: string;
  complimentaryItems: string[];
  planItems: string[];
  pro: number;
}

function mirrorOf(subscription: BillingSubscription | null): PlanMirror {
  if (!subscription)
    return {
      subscriptionId: null,
      status: 'free',
      items: [],
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      pastDueSince: null,
      lastError: null,
      cardBrand: null,
      cardLast4: null,
    };
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    items: subscription.items,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pastDueSince: subscription.pastDueSince,
    lastError: subscription.lastError,
    cardBrand: subscription.card?.brand ?? null,
    cardLast4: subscription.card?.last4 ?? null,
  };
}

const plansUrl = (context: NoticeContext, provider: PlanProvider) =>
  `${context.publicUrl}/account/plans?company=${encodeURIComponent(provider.vanityName)}`;

/**
 * Brings a company's plan in line with its subscription as the processor has it now, in the caller's
 * transaction (which holds the plan row's lock): the mirror, the paid items and `pro` on the provider,
 * a receipt for each paid invoice not yet recorded, and the mail each change sends — once, however
 * often and in whatever order the processor's events and our own calls bring us here.
 */
export async function syncPlan(
  repositories: Repositories,
  billing: BillingProcessor,
  plan: PlanRow,
  provider: PlanProvider,
  context: NoticeContext,
): Promise<PlanRow> {
  const subscription = plan.subscriptionId ? await billing.retrieveSubscription(plan.subscriptionId) : null;
  const synced = await repositories.plans.update(provider.id, mirrorOf(subscription));
  const live = synced.status === 'active' || synced.status === 'past_due';
  const planItems = live ? synced.items : [];
  const pro = proFlagOf({ planItems, complimentaryItems: provider.complimentaryItems });
  if (pro !== provider.pro || planItems.join() !== provider.planItems.join()) {
    await repositories.plans.setProviderPlan(provider.id, planItems, pro);
    // Rich text, Google reviews and the upsell show on the public profile: its cached pages must go.
    await repositories.events.providerChanged(provider, { contentOnly: false });
  }

  const owners = await repositories.plans.ownerEmails(provider.id);
  const mail = async (subject: string, paragraphs: string[], kind: string) => {
    for (const to of owners)
      await repositories.outbox.enqueue(
        emailMessage(
          to,
          {
            providerName: provider.name,
            siteName: context.siteName,
            subject,
            paragraphs,
            link: { label: 'Your plan', url: plansUrl(context, provider) },
          },
          { kind, providerId: provider.id },
        ),
      );
  };

  for (const invoice of await billing.listPaidInvoices(plan.customerId)) {
    if (!invoice.paidAt) continue;
    const receipt = await repositories.plans.insertReceipt({
      providerId: provider.id,
      invoiceId: invoice.id,
      amountCents: invoice.amountCents,
      lines: invoice.lines,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      paidAt: invoice.paidAt,
      cardBrand: invoice.card?.brand ?? null,
      cardLast4: invoice.card?.last4 ?? null,
    });
    if (receipt) await mail(...receiptMail(receipt, provider, context));
  }
  if (synced.status === 'past_due' && plan.status !== 'past_due' && synced.pastDueSince)
    await mail(
      `${planMessages.paymentFailed} — ${provider.name}`,
      [
        synced.lastError ?? planMessages.paymentFailed,
        planMessages.graceNotice(formatDay(graceEndsAt(synced.pastDueSince))),
      ],
      'plan-payment-failed',
    );
  if (synced.status === 'canceled' && (plan.status === 'active' || plan.status === 'past_due'))
    await mail(
      `Your plan has ended — ${provider.name}`,
      [
        `${provider.name} is back on the free listing. Your profile, services and data are all kept; add a plan again any time.`,
      ],
      'plan-ended',
    );
  await repositories.events.publish('outbox.queued', {});
  return synced;
}

function receiptMail(
  receipt: ReceiptRow,
  provider: PlanProvider,
  context: NoticeContext,
): [string, string[], string] {
  const lines = receipt.lines.map((line) => `${line.description}: ${formatCents(line.amountCents)}`);
  const card = receipt.cardLast4 ? ` to the ${receipt.cardBrand} card ending in ${receipt.cardLast4}` : '';
  return [
    planMessages.receiptSubject(context.siteName, receipt.number),
    [
      `We received ${formatCents(receipt.amountCents)} for ${provider.name}'s plan on ${formatDay(receipt.paidAt)}${card}. Thank you!`,
      lines.join('\n'),
      `Period: ${formatDay(receipt.periodStart)} – ${formatDay(receipt.periodEnd)}. A copy of this receipt is on your Plans page.`,
    ],
    'plan-receipt',
  ];
}
