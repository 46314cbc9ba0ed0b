import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import type { ProcessorName } from '@porchlight/core/payments/payments.constants';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { HubContext } from '../client-hub/hub-client-of';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import type { PaymentProcessor, ProcessorIntent } from './payment-processor';
import { ProcessorRefusal } from './payment-processor';

/**
 * The provider's account at the processor in use, when it takes payments: an account at another
 * processor (the demo's built-in one once Stripe is configured) does not count.
 */
export async function paymentsAccountOf(
  repositories: Repositories,
  providerId: string,
  processor: ProcessorName,
) {
  const account = await repositories.payments.account(providerId);
  return account?.processor === processor && account.chargesEnabled ? account : undefined;
}

/** The provider's processor account when it takes payments; a 409 in words otherwise. */
export async function enabledAccount(
  repositories: Repositories,
  context: HubContext,
  processor: ProcessorName,
) {
  const account = await paymentsAccountOf(repositories, context.provider.id, processor);
  if (!account) throw new AppError('conflict', messages.paymentsOff(context.provider.name));
  return account;
}

/** The hub client's invoice, locked for this transaction: every payment of one invoice queues here. */
export async function lockedInvoice(repositories: Repositories, context: HubContext, invoiceNumber: number) {
  const invoice = await repositories.payments.lockInvoice(
    context.provider.id,
    context.client.id,
    invoiceNumber,
  );
  if (!invoice || invoice.status === 'Draft') throw new AppError('notFound', smMessages.invoiceNotFound);
  return invoice;
}

/** The hub client's intent for that invoice, by the processor's id. */
export async function intentOfInvoice(
  repositories: Repositories,
  invoiceId: string,
  processorIntentId: string,
) {
  const local = await repositories.payments.intentByProcessorId(processorIntentId);
  if (!local || local.invoiceId !== invoiceId) throw new AppError('notFound', messages.intentNotFound);
  return local;
}

/** A processor's refusal (a bad card, an unknown method) is the caller's 4xx in its words, never a 500. */
export async function refusalsAsErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProcessorRefusal) throw new AppError('badRequest', error.message);
    throw error;
  }
}

/** The intent as the processor has it now (the truth every record follows). */
export function currentIntent(
  processor: PaymentProcessor,
  accountId: string,
  intentId: string,
): Promise<ProcessorIntent> {
  return refusalsAsErrors(() => processor.retrieveIntent(accountId, intentId));
}

/** The client as the processor's customer, made once (the key names the client: the hub's and bookings' alike). */
export async function processorCustomerOf(
  repositories: Repositories,
  processor: PaymentProcessor,
  accountId: string,
  client: { id: string; emailAddress: string | null; firstName: string; lastName: string | null },
): Promise<string> {
  const known = await repositories.payments.customer(client.id);
  if (known) return known.customerId;
  const customerId = await processor.createCustomer(
    accountId,
    {
      email: client.emailAddress,
      name: `${client.firstName} ${client.lastName ?? ''}`.trim(),
      clientId: client.id,
    },
    `customer:${client.id}`,
  );
  await repositories.payments.saveCustomer(client.id, customerId);
  return customerId;
}

export const sessionEnded = () => new AppError('unauthorized', hubMessages.sessionEnded);
