import { paymentIntents, payments } from '@porchlight/db/schema/index';
import type { seedProvider } from '@porchlight/db/seed/factories';

type Db = Parameters<typeof seedProvider>[0];

/** A Contact Us or pricing request row as the Insights tests seed them (counted by created_at). */
export const insightRequest = (
  providerId: string,
  type: 'cu' | 'paa',
  requestNumber: number,
  createdAt: Date,
  asked: { services?: string[]; zipCode?: string } = {},
) => ({
  providerId,
  requestNumber,
  type,
  firstName: 'Pat',
  preferredContactMethod: 'email' as const,
  email: 'pat@example.com',
  inputForm: [],
  createdAt,
  ...asked,
});

export interface SeededPayment {
  amount: number;
  status: 'succeeded' | 'failed' | 'processing';
  settledAt: Date | null;
}

/** Card payments of one invoice, each with its intent; `createdAt` of an unsettled one is `unsettledAt`. */
export async function seedInvoicePayments(
  db: Db,
  invoice: { providerId: string; clientId: string; invoiceId: string; prefix: string },
  paid: readonly SeededPayment[],
  unsettledAt: Date,
) {
  const { providerId, clientId, invoiceId } = invoice;
  const intents = await db
    .insert(paymentIntents)
    .values(
      paid.map((payment, attempt) => ({
        providerId,
        clientId,
        invoiceId,
        processorIntentId: `pi_${invoice.prefix}_${attempt}`,
        clientSecret: 'secret',
        amount: payment.amount,
        attempt,
        status: payment.status === 'failed' ? ('canceled' as const) : payment.status,
      })),
    )
    .returning();
  return db
    .insert(payments)
    .values(
      paid.map((payment, index) => ({
        providerId,
        clientId,
        invoiceId,
        intentId: intents[index]?.id ?? '',
        amount: payment.amount,
        status: payment.status,
        methodType: 'card' as const,
        methodLabel: 'Visa •••• 4242',
        settledAt: payment.settledAt,
        createdAt: payment.settledAt ?? unsettledAt,
      })),
    )
    .returning();
}
