import { formatCents } from '@porchlight/core/billing/money.rules';
import type { PaymentStatus } from '@porchlight/core/payments/payments.constants';
import type { ClientMessageOf } from '../messaging/message-client';
import { emailMessage } from '../platform/notification-message';
import type { OutboxMessage } from '../platform/outbox.repository';
import type { Repositories } from '../platform/unit-of-work';
import type { ProcessorIntent } from './payment-processor';
import type { InvoiceForPayment } from './payments.repository';

export interface NoticeContext {
  siteName: string;
  publicUrl: string;
  /**
   * Runs in the unit of work that records a payment's new state, before the invoice's money is
   * recomputed (wired in composition/payments.ts): a booking's deposit confirms its booking here, so a
   * recorded deposit without its booking's transition cannot commit (plan §2.3). Answers the invoice
   * as it now is (a Draft deposit invoice is Sent once paid).
   */
  afterRecorded?: (repositories: Repositories, change: RecordedChange) => Promise<InvoiceForPayment>;
}

/** A payment's new state as recordIntent wrote it. */
export interface RecordedChange {
  invoice: InvoiceForPayment;
  status: PaymentStatus;
  intent: ProcessorIntent;
}

/** A notice, and for the client's own, what its log row says (docs/plans/reminders.md §1.4). */
export interface PaymentNotice {
  message: OutboxMessage;
  toClient: ClientMessageOf | null;
}

/**
 * The e-mails a payment's new state sends: the client's receipt, or word that a bank debit is on its
 * way or bounced; and the provider's note of money received. Written once per state change.
 */
export async function paymentNotices(
  repositories: Repositories,
  change: {
    invoice: InvoiceForPayment;
    amount: number;
    /** The tip in `amount` (issue 36): named apart on the receipt. */
    tip: number;
    status: PaymentStatus;
    intent: ProcessorIntent;
  },
  context: NoticeContext,
): Promise<PaymentNotice[]> {
  const { invoice, amount, status } = change;
  const [client, provider] = await Promise.all([
    repositories.clients.find(invoice.providerId, invoice.clientId),
    repositories.profiles.findProviderById(invoice.providerId),
  ]);
  if (!client || !provider) return [];
  const money = formatCents(amount);
  const withTip = change.tip > 0 ? `, including a ${formatCents(change.tip)} tip` : '';
  const invoiceName = `invoice #${invoice.invoiceNumber}`;
  const url = `${context.publicUrl}/company/${provider.vanityName}/client-hub#view-invoice?number=${invoice.invoiceNumber}`;
  const meta = {
    kind: `payment-${status}`,
    providerId: provider.id,
    invoiceNumber: invoice.invoiceNumber,
    paymentIntentId: change.intent.id,
  };
  const messages: PaymentNotice[] = [];

  const toClient: Record<PaymentStatus, { subject: string; paragraph: string }> = {
    succeeded: {
      subject: `Receipt: ${money} paid to ${provider.name}`,
      paragraph: `We received your payment of ${money} for ${invoiceName}${withTip}. ${invoice.amountDue > 0 ? `${formatCents(invoice.amountDue)} is still due.` : 'The invoice is paid in full.'}`,
    },
    processing: {
      subject: `Your payment of ${money} to ${provider.name} is processing`,
      paragraph: `Your bank payment of ${money} for ${invoiceName} is on its way. Bank payments take a few days; we will e-mail you when it clears.`,
    },
    failed: {
      subject: `Your payment of ${money} to ${provider.name} did not go through`,
      paragraph: `Your bank payment of ${money} for ${invoiceName} could not be completed: ${change.intent.lastError ?? 'the bank refused it'}. You can pay again from your client hub.`,
    },
  };
  if (client.emailAddress) {
    const { subject, paragraph } = toClient[status];
    messages.push({
      toClient: { providerId: provider.id, clientId: client.id, kind: meta.kind },
      message: emailMessage(
        client.emailAddress,
        {
          providerName: provider.name,
          siteName: context.siteName,
          subject,
          paragraphs: [`Hello ${client.firstName},`, paragraph],
          link: { label: `View ${invoiceName}`, url },
        },
        meta,
      ),
    });
  }
  if (status === 'succeeded' && provider.email) {
    messages.push({
      toClient: null,
      message: emailMessage(
        provider.email,
        {
          providerName: provider.name,
          siteName: context.siteName,
          subject: `${client.firstName} ${client.lastName ?? ''} paid ${money} on ${invoiceName}`.replace(
            /\s+/g,
            ' ',
          ),
          paragraphs: [`A payment of ${money} for ${invoiceName}${withTip} went through online.`],
        },
        { ...meta, kind: 'payment-received' },
      ),
    });
  }
  return messages;
}
