import { canDo, type ProviderRole } from '@porchlight/core/identity/access.rules';
import { refundableOf } from '@porchlight/core/payments/payment-amounts.rules';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type {
  PaymentListQuery,
  PaymentsAccount,
  ProviderPayment,
} from '@porchlight/core/payments/payments.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import { refusalsAsErrors } from './payment-context';
import type { PaymentProcessor } from './payment-processor';
import { recomputeInvoiceMoney } from './payment-records';
import type { PaymentsRepository } from './payments.repository';

type ListedPayment = NonNullable<Awaited<ReturnType<PaymentsRepository['providerPayment']>>>;

export function toProviderPayment(row: ListedPayment): ProviderPayment {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    clientName: row.companyName || `${row.firstName} ${row.lastName ?? ''}`.trim(),
    amount: row.amount,
    tip: row.tip,
    refunded: row.refunded,
    status: row.status,
    methodType: row.methodType,
    methodLabel: row.methodLabel,
    createdAt: row.createdAt.toISOString(),
    failureMessage: row.failureMessage,
  };
}

/**
 * The provider's side of payments (ours): turning them on, the list of payments with refunds, and
 * refunds through the processor, recorded once. Owners and managers read; only owners move money out.
 */
export function createProviderPaymentsService(deps: {
  access: Access;
  repository: PaymentsRepository;
  unitOfWork: UnitOfWork;
  processor: PaymentProcessor;
  /** Where Stripe's onboarding sends the owner back: the Service Manager. */
  returnUrlOf: (vanityName: string) => string;
}) {
  const { access, repository, unitOfWork, processor } = deps;
  const providerFor = async (
    principal: Principal,
    vanityName: string,
    action: 'useServiceManager' | 'managePayments',
  ) => (await access.requireProviderAccess(principal, { vanityName }, action)).provider;
  const ownerOf = (roles: readonly ProviderRole[]) => canDo(roles, 'managePayments');

  async function accountAnswer(
    providerId: string,
    vanityName: string,
    canManage: boolean,
  ): Promise<PaymentsAccount> {
    const stored = await repository.account(providerId);
    // An account at another processor (the demo's built-in one once Stripe is set up) is no account.
    const row = stored?.processor === processor.name ? stored : undefined;
    if (!row)
      return {
        processor: processor.name,
        enabled: false,
        accountId: null,
        onboardingUrl: null,
        payoutsEnabled: false,
        canManage,
        tipsEnabled: false,
      };
    // Stripe finishes onboarding on its own pages: ask it how far the owner got.
    const current = row.chargesEnabled
      ? { ...row, onboardingUrl: null }
      : await refusalsAsErrors(() => processor.retrieveAccount(row.accountId, deps.returnUrlOf(vanityName)));
    if (current.chargesEnabled !== row.chargesEnabled || current.payoutsEnabled !== row.payoutsEnabled)
      await repository.saveAccount({
        ...row,
        chargesEnabled: current.chargesEnabled,
        payoutsEnabled: current.payoutsEnabled,
      });
    return {
      processor: row.processor,
      enabled: current.chargesEnabled,
      accountId: row.accountId,
      onboardingUrl: current.onboardingUrl,
      payoutsEnabled: current.payoutsEnabled,
      canManage,
      tipsEnabled: row.tipsEnabled,
    };
  }

  return {
    async account(principal: Principal, { vanityName }: { vanityName: string }) {
      const { provider, roles } = await access.requireProviderAccess(
        principal,
        { vanityName },
        'useServiceManager',
      );
      return accountAnswer(provider.id, vanityName, ownerOf(roles));
    },

    async connect(principal: Principal, { vanityName }: { vanityName: string }) {
      const provider = await providerFor(principal, vanityName, 'managePayments');
      if ((await repository.account(provider.id))?.processor !== processor.name) {
        const created = await refusalsAsErrors(() =>
          processor.createAccount(
            {
              providerId: provider.id,
              name: provider.name,
              email: provider.email,
              returnUrl: deps.returnUrlOf(vanityName),
            },
            `account:${provider.id}`,
          ),
        );
        await repository.saveAccount({
          providerId: provider.id,
          processor: processor.name,
          accountId: created.accountId,
          chargesEnabled: created.chargesEnabled,
          payoutsEnabled: created.payoutsEnabled,
        });
      }
      return accountAnswer(provider.id, vanityName, true);
    },

    /** Tipping on or off (issue 36): only with online payments on, which the tips ride on. */
    async setTips(principal: Principal, { vanityName, enabled }: { vanityName: string; enabled: boolean }) {
      const provider = await providerFor(principal, vanityName, 'managePayments');
      const account = await repository.account(provider.id);
      if (account?.processor !== processor.name || !(await repository.setTips(provider.id, enabled)))
        throw new AppError('conflict', messages.paymentsOff(provider.name));
      return accountAnswer(provider.id, vanityName, true);
    },

    async list(principal: Principal, query: PaymentListQuery & { vanityName: string }) {
      const provider = await providerFor(principal, query.vanityName, 'useServiceManager');
      const { rows, total } = await repository.listForProvider(provider.id, query);
      return { payments: rows.map(toProviderPayment), totalRecords: total };
    },

    /** Part or all of a payment back to the client; the key names what was refunded before, so a retry refunds once. */
    async refund(
      principal: Principal,
      { vanityName, paymentId, amount }: { vanityName: string; paymentId: string; amount: number },
    ) {
      const provider = await providerFor(principal, vanityName, 'managePayments');
      return unitOfWork(async (repositories) => {
        const listed = await repositories.payments.providerPayment(provider.id, paymentId);
        const account = await repositories.payments.account(provider.id);
        if (!listed || !account) throw new AppError('notFound', messages.paymentNotFound);
        const invoice = await repositories.payments.lockInvoiceById(
          (await repositories.payments.lockPayment(paymentId))?.invoiceId ?? '',
        );
        const payment = await repositories.payments.providerPayment(provider.id, paymentId);
        if (!invoice || !payment) throw new AppError('notFound', messages.paymentNotFound);
        const refundable = refundableOf(payment);
        if (refundable === 0) throw new AppError('conflict', messages.paymentNotRefundable);
        if (amount > refundable)
          throw new AppError('badRequest', messages.refundTooLarge(refundable), {
            amount: messages.refundTooLarge(refundable),
          });
        const refund = await refusalsAsErrors(() =>
          processor.refund(
            account.accountId,
            { intentId: payment.processorIntentId, amount },
            `refund:${payment.id}:${payment.refunded}:${amount}`,
          ),
        );
        await repositories.payments.insertRefund({
          paymentId: payment.id,
          processorRefundId: refund.id,
          amount: refund.amount,
        });
        await recomputeInvoiceMoney(repositories, invoice);
        const after = await repositories.payments.providerPayment(provider.id, paymentId);
        if (!after) throw new Error(`payment ${paymentId} vanished`);
        return toProviderPayment(after);
      });
    },
  };
}
