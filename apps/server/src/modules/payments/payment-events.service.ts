import type { UnitOfWork } from '../platform/unit-of-work';
import type { NoticeContext } from './payment-notices';
import type { PaymentProcessor, ProcessorEvent } from './payment-processor';
import { recordIntent } from './payment-records';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * What the processor tells us (webhooks; the built-in processor's queued deliveries). An event is
 * stored by its id and applied once, in the transaction that records its intent; it is a hint to read
 * the intent as the processor has it now, so events that come twice or out of order change nothing.
 */
export function createPaymentEventsService(deps: {
  unitOfWork: UnitOfWork;
  processor: PaymentProcessor;
  notices: NoticeContext;
}) {
  const { unitOfWork, processor, notices } = deps;

  return {
    async receive(event: ProcessorEvent): Promise<EventOutcome> {
      return unitOfWork(async (repositories) => {
        const fresh = await repositories.payments.claimEvent({
          id: event.id,
          processor: processor.name,
          type: event.type,
          payload: { intentId: event.intent?.id ?? null, accountId: event.accountId },
        });
        if (!fresh) return 'duplicate';
        const outcome = await apply(event);
        await repositories.payments.markEventApplied(event.id);
        return outcome;

        async function apply({
          intent: told,
          accountId,
          account: accountState,
        }: ProcessorEvent): Promise<EventOutcome> {
          // Stripe finished (or undid) a connected account's set-up: Pay follows at once.
          if (accountState && accountId)
            return (await repositories.payments.updateAccountState(accountId, accountState))
              ? 'applied'
              : 'ignored';
          if (!told) return 'ignored';
          const known = await repositories.payments.intentByProcessorId(told.id);
          // After a crash between the charge and our record, the intent's metadata still names its invoice.
          const invoiceId = known?.invoiceId ?? told.metadata.invoiceId;
          const invoice = invoiceId ? await repositories.payments.lockInvoiceById(invoiceId) : undefined;
          const account = invoice && (await repositories.payments.account(invoice.providerId));
          if (!invoice || !account || (accountId && accountId !== account.accountId)) return 'ignored';
          const intent = await processor.retrieveIntent(account.accountId, told.id);
          const local =
            known ??
            (await repositories.payments.saveProcessorIntent(
              invoice,
              intent,
              (await repositories.payments.attemptsOf(invoice.id, intent.amount)) + 1,
            ));
          await recordIntent(repositories, invoice, local, intent, notices);
          return 'applied';
        }
      });
    },
  };
}

export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
