import { chargeFor } from '@porchlight/core/payments/payment-amounts.rules';
import type { Repositories } from '../platform/unit-of-work';
import { refusalsAsErrors } from './payment-context';
import type { NoticeContext } from './payment-notices';
import type { PaymentProcessor, ProcessorIntent } from './payment-processor';
import { recordIntent, tipMetadataOf } from './payment-records';
import type { InvoiceForPayment, PaymentAccountRow } from './payments.repository';

export interface ChargeDeps {
  processor: PaymentProcessor;
  notices: NoticeContext;
  log: { warn(payload: object, message: string): void };
}

/** What the invoice asks now: the deposit while some of it is due, then the rest (spec 3 §4). */
export function chargeOf(invoice: InvoiceForPayment) {
  return chargeFor({
    amountDue: invoice.amountDue,
    depositDue: Math.max(0, invoice.depositAmount - invoice.amountPaid),
  });
}

/**
 * The processor's idempotency key of a charge: the invoice, the amount charged, the tip in it when
 * there is one (a double submit of the same choice is the same key, another tip another charge), the attempt.
 */
export function chargeKeyOf(
  purpose: string,
  invoiceId: string,
  amount: number,
  tip: number,
  attempt: number,
) {
  return [purpose, invoiceId, amount, ...(tip > 0 ? [tip] : []), attempt].join(':');
}

/** Cancels intents the invoice no longer needs; a failure is only logged (the intent stays harmless). */
export async function cancelIntents(
  deps: ChargeDeps,
  repositories: Repositories,
  account: PaymentAccountRow,
  intents: { id: string; processorIntentId: string }[],
) {
  for (const stale of intents) {
    try {
      await deps.processor.cancelIntent(account.accountId, stale.processorIntentId, `cancel:${stale.id}`);
      await repositories.payments.updateIntent(stale.id, { status: 'canceled', lastError: null });
    } catch (error) {
      deps.log.warn({ err: error, intent: stale.processorIntentId }, 'could not cancel a payment intent');
    }
  }
}

/**
 * Charges a saved method for what the invoice asks now, in the caller's transaction holding the
 * invoice's lock, with the client's `tip` on top (0 for auto-pay); the key (chargeKeyOf) makes a retry
 * after a lost answer repeat the same charge. A decline leaves nothing live behind.
 */
export async function chargeSavedMethod(
  deps: ChargeDeps,
  repositories: Repositories,
  input: {
    invoice: InvoiceForPayment;
    account: PaymentAccountRow;
    customerId: string;
    methodId: string;
    purpose: 'charge' | 'autopay';
    tip: number;
  },
): Promise<{ intent: ProcessorIntent; invoice: InvoiceForPayment }> {
  const { invoice, account } = input;
  const amount = chargeOf(invoice).amount + input.tip;
  // The saved method pays now: an intent left open for this amount would block the one-live rule.
  const live = await repositories.payments.liveIntent(invoice.id, amount);
  await cancelIntents(deps, repositories, account, live ? [live] : []);
  const attempt = (await repositories.payments.attemptsOf(invoice.id, amount)) + 1;
  const metadata = {
    invoiceId: invoice.id,
    clientId: invoice.clientId,
    providerId: invoice.providerId,
    ...tipMetadataOf(input.tip),
  };
  const intent = await refusalsAsErrors(() =>
    deps.processor.chargeSavedMethod(
      account.accountId,
      { amount, customerId: input.customerId, methodId: input.methodId, metadata },
      chargeKeyOf(input.purpose, invoice.id, amount, input.tip, attempt),
    ),
  );
  const local = await repositories.payments.saveProcessorIntent(invoice, intent, attempt);
  const { invoice: after } = await recordIntent(repositories, invoice, local, intent, deps.notices);
  if (intent.status === 'requires_payment_method') await cancelIntents(deps, repositories, account, [local]);
  return { intent, invoice: after };
}
