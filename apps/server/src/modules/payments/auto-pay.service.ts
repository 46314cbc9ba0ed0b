import { isInvoicePayable } from '@porchlight/core/payments/payment-amounts.rules';
import { queueAutoPayDeclined } from '../messaging/invoice-messages';
import type { UnitOfWork } from '../platform/unit-of-work';
import { paymentsAccountOf } from './payment-context';
import { type ChargeDeps, chargeSavedMethod } from './saved-method-charge';

/**
 * Auto-pay: an invoice sent to a client who chose a method for future invoices is charged to it,
 * once the send has committed (an outbox job, retried safely: the charge's key repeats). A method
 * removed meanwhile turns auto-pay off; a decline leaves the invoice to be paid by hand.
 */
export function createAutoPayService(deps: ChargeDeps & { unitOfWork: UnitOfWork }) {
  return {
    async charge(invoiceId: string): Promise<void> {
      await deps.unitOfWork(async (repositories) => {
        const invoice = await repositories.payments.lockInvoiceById(invoiceId);
        if (!invoice || !isInvoicePayable(invoice, true)) return;
        const account = await paymentsAccountOf(repositories, invoice.providerId, deps.processor.name);
        const customer = await repositories.payments.customer(invoice.clientId);
        const methodId = customer?.autoPayMethodId;
        if (!account || !customer || !methodId) return;
        const saved = await deps.processor.listMethods(account.accountId, customer.customerId);
        if (!saved.some((method) => method.id === methodId)) {
          await repositories.payments.setAutoPay(invoice.clientId, null);
          return;
        }
        const { intent } = await chargeSavedMethod(deps, repositories, {
          invoice,
          account,
          customerId: customer.customerId,
          methodId,
          purpose: 'autopay',
          // Nobody chose a tip: auto-pay charges what the invoice asks.
          tip: 0,
        });
        if (intent.status !== 'requires_payment_method') return;
        deps.log.warn({ invoiceId, reason: intent.lastError }, 'auto-pay was declined');
        // The client hears of it at once, with links to pay and to update the card.
        await queueAutoPayDeclined(repositories, { invoiceId, intentId: intent.id });
      });
    },
  };
}

export type AutoPayService = ReturnType<typeof createAutoPayService>;
