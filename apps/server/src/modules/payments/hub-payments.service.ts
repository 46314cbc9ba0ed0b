import { isInvoicePayable } from '@porchlight/core/payments/payment-amounts.rules';
import {
  INVOICE_STATUS_WAIT_SECONDS,
  LIVE_INTENT_STATUSES,
  METHOD_TYPE_OF_PAYMENT_TYPE,
} from '@porchlight/core/payments/payments.constants';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import {
  type PaymentCheck,
  type PaymentIntentAnswer,
  type PaymentMethod,
  type TipRequest,
  tipChoiceOf,
} from '@porchlight/core/payments/payments.schemas';
import { tipOf, tipProblemOf } from '@porchlight/core/payments/tip.rules';
import type { InvoiceStatus, PaymentType } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { HubContext } from '../client-hub/hub-client-of';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { InvoiceChanges } from './invoice-changes';
import {
  currentIntent,
  enabledAccount,
  intentOfInvoice,
  lockedInvoice,
  processorCustomerOf,
  refusalsAsErrors,
} from './payment-context';
import type { NoticeContext } from './payment-notices';
import type { PaymentProcessor, ProcessorIntent, ProcessorMethod } from './payment-processor';
import { recordIntent, tipMetadataOf } from './payment-records';
import type { InvoiceForPayment, PaymentAccountRow } from './payments.repository';
import { cancelIntents, chargeKeyOf, chargeOf, chargeSavedMethod } from './saved-method-charge';

type HubOf = (principal: Principal, uri: string) => Promise<HubContext>;

const methodTypesOf = (paymentTypes: readonly PaymentType[]) =>
  paymentTypes.map((type) => METHOD_TYPE_OF_PAYMENT_TYPE[type]);

function toPaymentMethod(method: ProcessorMethod, autoPayMethodId: string | null | undefined): PaymentMethod {
  return {
    id: method.id,
    type: method.type,
    ...(method.card ? { card: method.card } : {}),
    ...(method.bank ? { us_bank_account: method.bank } : {}),
    autoPay: method.id === autoPayMethodId,
  };
}

/** What check-payment-status answers: the spec's success or processing; a failure in the processor's words. */
function checkOf(intent: ProcessorIntent, invoice: InvoiceForPayment): PaymentCheck {
  if (intent.status === 'succeeded') return { status: 'success', isPartialPayment: invoice.amountDue > 0 };
  if (intent.status === 'processing') return { status: 'processing', isPartialPayment: false };
  throw new AppError('conflict', intent.lastError ?? messages.failed);
}

/**
 * The hub's payment calls (spec 3 §7), for the client of the hub token. Each runs in one transaction
 * holding its invoice's row lock, so concurrent pays of one invoice take turns; the processor is
 * called with a key derived from what is recorded, so a retry repeats the same call, not a new charge.
 */
export function createHubPaymentsService(deps: {
  hubOf: HubOf;
  unitOfWork: UnitOfWork;
  processor: PaymentProcessor;
  notices: NoticeContext;
  log: { warn(payload: object, message: string): void };
  invoiceChanges: Pick<InvoiceChanges, 'watch'>;
  /** How long an unchanged status is held back (tests shorten it). */
  statusWaitMs?: number;
}) {
  const { hubOf, unitOfWork, processor, notices, invoiceChanges } = deps;
  const statusWaitMs = deps.statusWaitMs ?? INVOICE_STATUS_WAIT_SECONDS * 1000;

  /** A payment of an invoice another tab paid (or is paying by bank) is told so, and nothing is charged. */
  function payable(invoice: InvoiceForPayment) {
    if (isInvoicePayable(invoice, true)) return;
    if (invoice.status === 'Paid') throw new AppError('conflict', messages.alreadyPaid);
    if (invoice.status === 'Processing') throw new AppError('conflict', messages.alreadyProcessing);
    throw new AppError('conflict', invoice.amountDue > 0 ? messages.notPayable : messages.nothingDue);
  }

  /**
   * The tip in cents on what the invoice asks now (issue 36): 0 without a choice; a 400 in core's words
   * when it is out of bounds, a 409 when the provider does not take tips.
   */
  function tipFor(request: TipRequest, charge: number, account: PaymentAccountRow, provider: string): number {
    const tip = tipOf(charge, tipChoiceOf(request));
    if (tip === 0) return 0;
    if (!account.tipsEnabled) throw new AppError('conflict', messages.tipsOff(provider));
    const problem = tipProblemOf(charge, tip);
    if (problem) throw new AppError('badRequest', problem, { tipAmount: problem });
    return tip;
  }

  /** Reads the intent back under the invoice lock and records it. */
  async function settleFromProcessor(
    principal: Principal,
    uri: string,
    body: { paymentIntentId: string; invoiceNumber: number },
  ) {
    const context = await hubOf(principal, uri);
    return unitOfWork(async (repositories) => {
      const account = await enabledAccount(repositories, context, processor.name);
      const invoice = await lockedInvoice(repositories, context, body.invoiceNumber);
      const local = await intentOfInvoice(repositories, invoice.id, body.paymentIntentId);
      const intent = await currentIntent(processor, account.accountId, local.processorIntentId);
      const { invoice: after } = await recordIntent(repositories, invoice, local, intent, notices);
      return { intent, invoice: after };
    });
  }

  async function readBack(
    principal: Principal,
    { uri, body }: { uri: string; body: { paymentIntentId: string; invoiceNumber: number } },
  ): Promise<PaymentCheck> {
    const { intent, invoice } = await settleFromProcessor(principal, uri, body);
    return checkOf(intent, invoice);
  }

  return {
    /** One live intent per invoice and amount, reused; the deposit is asked first (spec 3 §4). */
    async intentFor(
      principal: Principal,
      { uri, invoiceNumber, ...tipRequest }: { uri: string; invoiceNumber: number } & TipRequest,
    ): Promise<PaymentIntentAnswer> {
      const context = await hubOf(principal, uri);
      return unitOfWork(async (repositories) => {
        const account = await enabledAccount(repositories, context, processor.name);
        const invoice = await lockedInvoice(repositories, context, invoiceNumber);
        payable(invoice);
        const charge = chargeOf(invoice);
        const { label } = charge;
        const tip = tipFor(tipRequest, charge.amount, account, context.provider.name);
        // One intent of the sum: the tip goes through the processor as part of the charge.
        const amount = charge.amount + tip;
        const methodTypes = methodTypesOf(invoice.paymentTypes);
        const answer = (intent: {
          processorIntentId: string;
          clientSecret: string;
        }): PaymentIntentAnswer => ({
          paymentIntentId: intent.processorIntentId,
          clientSecret: intent.clientSecret,
          publishableKey: processor.publishableKey,
          stripeAccount: processor.name === 'stripe' ? account.accountId : null,
          processor: processor.name,
          amount,
          tip,
          tipsEnabled: account.tipsEnabled,
          label,
          methodTypes,
        });
        const live = await repositories.payments.liveIntent(invoice.id, amount);
        if (live) return answer(live);
        await cancelIntents(
          deps,
          repositories,
          account,
          await repositories.payments.otherLiveIntents(invoice.id, amount),
        );

        const customerId = await processorCustomerOf(
          repositories,
          processor,
          account.accountId,
          context.client,
        );
        const attempt = (await repositories.payments.attemptsOf(invoice.id, amount)) + 1;
        const metadata = {
          invoiceId: invoice.id,
          clientId: invoice.clientId,
          providerId: invoice.providerId,
          ...tipMetadataOf(tip),
        };
        const intent = await refusalsAsErrors(() =>
          processor.createIntent(
            account.accountId,
            { amount, customerId, methodTypes, metadata },
            chargeKeyOf('intent', invoice.id, amount, tip, attempt),
          ),
        );
        return answer(await repositories.payments.saveProcessorIntent(invoice, intent, attempt));
      });
    },

    /**
     * PATCH payment-intent (after the browser confirmed) and check-payment-status: both read the intent
     * back, record it once, and answer success or processing and whether some is still due (spec 3 §4).
     */
    update: readBack,
    check: readBack,

    /**
     * Charges a saved method for what is due now. A second tab's pay, a double click or a retried
     * request finds the invoice paid under the lock and is told so (409) without charging again.
     */
    async chargeSaved(
      principal: Principal,
      {
        uri,
        body,
      }: {
        uri: string;
        body: {
          paymentMethodId: string;
          invoiceNumber: number;
          autoPay: boolean;
          amount?: number;
        } & TipRequest;
      },
    ): Promise<PaymentCheck> {
      const context = await hubOf(principal, uri);
      const answer = await unitOfWork<{ check: PaymentCheck } | { failure: string }>(async (repositories) => {
        const account = await enabledAccount(repositories, context, processor.name);
        const invoice = await lockedInvoice(repositories, context, body.invoiceNumber);
        payable(invoice);
        // Another tab paid part of it (the deposit) since this dialog opened: the client saw another amount.
        const charge = chargeOf(invoice).amount;
        if (body.amount !== undefined && body.amount !== charge)
          throw new AppError('conflict', messages.amountChanged);
        const tip = tipFor(body, charge, account, context.provider.name);
        const customer = await repositories.payments.customer(context.client.id);
        const methods = customer ? await processor.listMethods(account.accountId, customer.customerId) : [];
        if (!customer || !methods.some((method) => method.id === body.paymentMethodId))
          throw new AppError('notFound', messages.methodNotFound);

        const { intent, invoice: after } = await chargeSavedMethod(deps, repositories, {
          invoice,
          account,
          customerId: customer.customerId,
          methodId: body.paymentMethodId,
          purpose: 'charge',
          tip,
        });
        if (intent.status === 'requires_payment_method')
          return { failure: intent.lastError ?? messages.failed };
        if (body.autoPay) await repositories.payments.setAutoPay(context.client.id, body.paymentMethodId);
        return { check: checkOf(intent, after) };
      });
      // The decline is answered after the transaction committed what it recorded.
      if ('check' in answer) return answer.check;
      throw new AppError('conflict', answer.failure);
    },

    /**
     * The invoice's status once it is not `seen` (a bank debit settled or failed, another tab paid), or
     * unchanged after the wait: the open invoice page shows a settled payment without a reload, asking again.
     */
    async waitForStatus(
      principal: Principal,
      { uri, invoiceNumber, seen }: { uri: string; invoiceNumber: number; seen: InvoiceStatus },
      signal?: AbortSignal,
    ): Promise<{ status: InvoiceStatus }> {
      const context = await hubOf(principal, uri);
      const read = async () => {
        const invoice = await unitOfWork((repositories) =>
          repositories.payments.invoiceStatus(context.provider.id, context.client.id, invoiceNumber),
        );
        if (!invoice || invoice.status === 'Draft')
          throw new AppError('notFound', smMessages.invoiceNotFound);
        return invoice;
      };
      const before = await read();
      if (before.status !== seen) return { status: before.status };
      const watch = invoiceChanges.watch(before.id, statusWaitMs, signal);
      try {
        // Read again once watching: a payment recorded between the first read and the watch is not missed.
        if ((await read()).status === seen) await watch.changed;
        return { status: (await read()).status };
      } finally {
        watch.stop();
      }
    },

    /** Future invoices of this provider are paid with the method that paid this intent (PATCH auto-pay). */
    async setAutoPay(
      principal: Principal,
      { uri, body }: { uri: string; body: { paymentIntentId: string; invoiceNumber: number } },
    ) {
      const context = await hubOf(principal, uri);
      return unitOfWork(async (repositories) => {
        const account = await enabledAccount(repositories, context, processor.name);
        const invoice = await lockedInvoice(repositories, context, body.invoiceNumber);
        const local = await intentOfInvoice(repositories, invoice.id, body.paymentIntentId);
        const intent = await currentIntent(processor, account.accountId, local.processorIntentId);
        const customer = await repositories.payments.customer(context.client.id);
        const saved = customer ? await processor.listMethods(account.accountId, customer.customerId) : [];
        const methodId = intent.method?.id;
        if (!methodId || !saved.some((method) => method.id === methodId))
          throw new AppError('conflict', messages.methodNotFound);
        await repositories.payments.setAutoPay(context.client.id, methodId);
        return { message: messages.autoPayOn };
      });
    },

    /** The dialog closed without paying: the intent is canceled (the hub only logs a failure). */
    async deleteIntent(
      principal: Principal,
      { uri, paymentIntentId }: { uri: string; paymentIntentId: string },
    ) {
      const context = await hubOf(principal, uri);
      await unitOfWork(async (repositories) => {
        const account = await enabledAccount(repositories, context, processor.name);
        const local = await repositories.payments.intentByProcessorId(paymentIntentId);
        if (!local || local.clientId !== context.client.id)
          throw new AppError('notFound', messages.intentNotFound);
        if (!(LIVE_INTENT_STATUSES as readonly string[]).includes(local.status))
          throw new AppError('conflict', messages.intentDone);
        const intent = await refusalsAsErrors(() =>
          processor.cancelIntent(account.accountId, local.processorIntentId, `cancel:${local.id}`),
        );
        await repositories.payments.updateIntent(local.id, {
          status: intent.status,
          lastError: intent.lastError,
        });
      });
    },

    async listMethods(principal: Principal, { uri, invoiceNumber }: { uri: string; invoiceNumber?: number }) {
      const context = await hubOf(principal, uri);
      return unitOfWork(async (repositories) => {
        const account = await repositories.payments.account(context.provider.id);
        const customer = await repositories.payments.customer(context.client.id);
        if (!account || !customer) return { paymentMethods: [] };
        let methods = await processor.listMethods(account.accountId, customer.customerId);
        if (invoiceNumber !== undefined) {
          const invoice = await lockedInvoice(repositories, context, invoiceNumber);
          const allowed = methodTypesOf(invoice.paymentTypes);
          methods = methods.filter((method) => allowed.includes(method.type));
        }
        return { paymentMethods: methods.map((method) => toPaymentMethod(method, customer.autoPayMethodId)) };
      });
    },

    async deleteMethod(principal: Principal, { uri, id }: { uri: string; id: string }) {
      const context = await hubOf(principal, uri);
      return unitOfWork(async (repositories) => {
        const account = await repositories.payments.account(context.provider.id);
        const customer = await repositories.payments.customer(context.client.id);
        const methods =
          account && customer ? await processor.listMethods(account.accountId, customer.customerId) : [];
        if (!account || !customer || !methods.some((method) => method.id === id))
          throw new AppError('notFound', messages.methodNotFound);
        await refusalsAsErrors(() => processor.detachMethod(account.accountId, id, `detach:${id}`));
        if (customer.autoPayMethodId === id) await repositories.payments.setAutoPay(context.client.id, null);
        return { message: messages.methodDeleted };
      });
    },
  };
}
