import type { Repositories } from '../platform/unit-of-work';

/**
 * When the provider sends an invoice to a client on auto-pay, the charge is queued in the same
 * transaction (an outbox job): it runs once the send has committed, and never if it rolled back.
 */
export async function queueAutoPay(
  repositories: Repositories,
  invoice: { providerId: string; clientId: string; invoiceNumber: number },
): Promise<void> {
  const customer = await repositories.payments.customer(invoice.clientId);
  if (!customer?.autoPayMethodId) return;
  const row = await repositories.payments.lockInvoice(
    invoice.providerId,
    invoice.clientId,
    invoice.invoiceNumber,
  );
  if (!row) return;
  await repositories.outbox.enqueue({
    channel: 'payment-event',
    to: 'auto-pay',
    subject: 'auto-pay',
    body: JSON.stringify({ invoiceId: row.id }),
    meta: { kind: 'auto-pay', invoiceNumber: invoice.invoiceNumber },
  });
  await repositories.events.publish('outbox.queued', {});
}
