import { randomUUID } from 'node:crypto';
import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import { planMessages as messages } from '@porchlight/core/plans/plans.messages';
import type { Checkout, PlanChange, PlanView } from '@porchlight/core/plans/plans.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { BillingProcessor } from '../payments/billing-processor';
import { refusalsAsErrors } from '../payments/payment-context';
import type { NoticeContext } from '../payments/payment-notices';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import { receiptHtml } from './plan-receipt';
import { syncPlan } from './plan-sync';
import { planViewOf } from './plan-view';
import type { PlanRow } from './plans.repository';

const isLive = (plan: PlanRow) => plan.status === 'active' || plan.status === 'past_due';

/**
 * The owner's Plans page (issue 21): what the company pays the platform for, through the billing
 * port. Every change runs under the company's plan row lock, asks the processor with a key derived
 * from what is recorded (so a retry repeats the call instead of charging again), and ends by syncing
 * the mirror from the processor's answer.
 */
export function createPlansService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  billing: BillingProcessor;
  notices: NoticeContext;
  /** Where Stripe Checkout sends the owner back: the Plans page. */
  returnUrlOf: (vanityName: string) => string;
}) {
  const { access, unitOfWork, billing, notices } = deps;

  const ownedProvider = async (principal: Principal, vanityName: string) =>
    (await access.requireProviderAccess(principal, { vanityName }, 'managePlan')).provider;

  /** The company's plan row, locked; the processor's customer is created the first time. */
  async function lockedPlan(repositories: Repositories, provider: ProviderRow): Promise<PlanRow> {
    const found = await repositories.plans.lock(provider.id);
    if (found) return found;
    const customerId = await refusalsAsErrors(() =>
      billing.createCustomer(
        { providerId: provider.id, name: provider.name, email: provider.email },
        `plan-customer:${provider.id}`,
      ),
    );
    await repositories.plans.insert({ providerId: provider.id, processor: billing.name, customerId });
    const created = await repositories.plans.lock(provider.id);
    if (!created) throw new Error(`plan row of ${provider.id} vanished`);
    return created;
  }

  async function liveSubscriptionOf(plan: PlanRow): Promise<string> {
    if (!plan.subscriptionId || !isLive(plan)) throw new AppError('conflict', messages.notSubscribed);
    return plan.subscriptionId;
  }

  async function view(
    repositories: Repositories,
    provider: ProviderRow,
    plan: PlanRow | undefined,
  ): Promise<PlanView> {
    const clock = plan && billing.hasTestClock ? await billing.clockOf(plan.customerId) : null;
    return planViewOf({
      processor: billing.name,
      provider,
      plan,
      receipts: await repositories.plans.receipts(provider.id),
      clock,
    });
  }

  /** Syncs, then answers with the message and the page's new state, all in the caller's transaction. */
  async function changed(
    repositories: Repositories,
    provider: ProviderRow,
    plan: PlanRow,
    message: string,
  ): Promise<PlanChange> {
    const synced = await syncPlan(repositories, billing, plan, provider, notices);
    return { message, plan: await view(repositories, provider, synced) };
  }

  /** Runs `work` on the owner's company with its plan row locked, then re-reads the provider row. */
  function withPlan<T>(
    principal: Principal,
    vanityName: string,
    work: (repositories: Repositories, provider: ProviderRow, plan: PlanRow) => Promise<T>,
  ): Promise<T> {
    return ownedProvider(principal, vanityName).then((provider) =>
      unitOfWork(async (repositories) => {
        const plan = await lockedPlan(repositories, provider);
        // The provider row as it is under the lock: the paid items a concurrent change just wrote.
        const current = (await repositories.profiles.findProviderById(provider.id)) ?? provider;
        return refusalsAsErrors(() => work(repositories, current, plan));
      }),
    );
  }

  return {
    async get(principal: Principal, vanityName: string): Promise<PlanView> {
      const provider = await ownedProvider(principal, vanityName);
      return unitOfWork(async (repositories) =>
        view(repositories, provider, await repositories.plans.find(provider.id)),
      );
    },

    async startCheckout(principal: Principal, vanityName: string, items: PlanItemKey[]): Promise<Checkout> {
      return withPlan(principal, vanityName, async (repositories, provider, plan) => {
        if (isLive(plan)) throw new AppError('conflict', messages.alreadySubscribed);
        // One checkout at a time can start a subscription: two tabs never pay twice.
        if (plan.pendingCheckoutId) await billing.expireCheckout(plan.pendingCheckoutId);
        const checkout = await billing.createCheckout(
          {
            customerId: plan.customerId,
            mode: 'subscription',
            items,
            providerId: provider.id,
            returnUrl: deps.returnUrlOf(provider.vanityName),
          },
          `plan-checkout:${provider.id}:${randomUUID()}`,
        );
        await repositories.plans.update(provider.id, { pendingCheckoutId: checkout.id });
        return { checkoutId: checkout.id, url: checkout.url, clientSecret: checkout.clientSecret };
      });
    },

    async startCardCheckout(principal: Principal, vanityName: string): Promise<Checkout> {
      return withPlan(principal, vanityName, async (_repositories, provider, plan) => {
        await liveSubscriptionOf(plan);
        const checkout = await billing.createCheckout(
          {
            customerId: plan.customerId,
            mode: 'setup',
            items: [],
            providerId: provider.id,
            returnUrl: deps.returnUrlOf(provider.vanityName),
          },
          `plan-card:${provider.id}:${randomUUID()}`,
        );
        return { checkoutId: checkout.id, url: checkout.url, clientSecret: checkout.clientSecret };
      });
    },

    async completeCheckout(
      principal: Principal,
      vanityName: string,
      checkoutId: string,
    ): Promise<PlanChange> {
      return withPlan(principal, vanityName, async (repositories, provider, plan) => {
        const checkout = await billing.retrieveCheckout(checkoutId);
        if (checkout.customerId !== plan.customerId)
          throw new AppError('notFound', messages.checkoutNotFound);
        if (checkout.status !== 'complete') throw new AppError('conflict', messages.checkoutOpen);
        if (checkout.mode === 'setup') {
          const subscriptionId = await liveSubscriptionOf(plan);
          await billing.payOpenInvoices(subscriptionId, `plan-pay-open:${checkout.id}`);
          return changed(repositories, provider, plan, messages.cardUpdated);
        }
        const adopted = await adoptCheckout(repositories, plan, checkout.subscriptionId);
        return changed(repositories, provider, adopted, messages.subscribed);
      });
    },

    async changeItems(principal: Principal, vanityName: string, items: PlanItemKey[]): Promise<PlanChange> {
      return withPlan(principal, vanityName, async (repositories, provider, plan) => {
        const subscriptionId = await liveSubscriptionOf(plan);
        const same = items.length === plan.items.length && items.every((key) => plan.items.includes(key));
        // A PUT of the items it already has (a retry after a lost answer) changes nothing and says so.
        if (same) return { message: messages.noChange, plan: await view(repositories, provider, plan) };
        await billing.changeItems(subscriptionId, items, `plan-items:${subscriptionId}:${plan.changeCount}`);
        const counted = await repositories.plans.update(provider.id, { changeCount: plan.changeCount + 1 });
        return changed(repositories, provider, counted, messages.updated);
      });
    },

    async cancel(principal: Principal, vanityName: string): Promise<PlanChange> {
      return setCancel(principal, vanityName, true);
    },
    async resume(principal: Principal, vanityName: string): Promise<PlanChange> {
      return setCancel(principal, vanityName, false);
    },

    async advanceClock(principal: Principal, vanityName: string, days: number): Promise<PlanChange> {
      return withPlan(principal, vanityName, async (repositories, provider, plan) => {
        if (!billing.hasTestClock) throw new AppError('conflict', messages.testClockOnlyBuiltin);
        const now = await billing.advanceClock(plan.customerId, days);
        return changed(repositories, provider, plan, messages.clockMoved(formatDay(now)));
      });
    },

    async receipt(
      principal: Principal,
      vanityName: string,
      number: number,
    ): Promise<{ fileName: string; html: string }> {
      const provider = await ownedProvider(principal, vanityName);
      return unitOfWork(async (repositories) => {
        const receipt = await repositories.plans.receipt(provider.id, number);
        if (!receipt) throw new AppError('notFound', messages.receiptNotFound);
        return {
          fileName: `${notices.siteName.toLowerCase()}-receipt-${receipt.number}.html`,
          html: receiptHtml(receipt, provider.name, notices.siteName),
        };
      });
    },
  };

  async function setCancel(principal: Principal, vanityName: string, cancel: boolean): Promise<PlanChange> {
    return withPlan(principal, vanityName, async (repositories, provider, plan) => {
      const subscriptionId = await liveSubscriptionOf(plan);
      if (plan.cancelAtPeriodEnd !== cancel) {
        await billing.setCancelAtPeriodEnd(
          subscriptionId,
          cancel,
          `plan-cancel:${subscriptionId}:${plan.changeCount}`,
        );
        plan = await repositories.plans.update(provider.id, { changeCount: plan.changeCount + 1 });
      }
      const ends = plan.currentPeriodEnd ? formatDay(plan.currentPeriodEnd) : '';
      return changed(repositories, provider, plan, cancel ? messages.canceled(ends) : messages.resumed);
    });
  }
}

/**
 * Takes a completed checkout's subscription as the company's while it has no live one: the processor
 * lets one checkout at a time start a subscription (a newer one expires the older), so a completed
 * one is the plan the owner paid for, even when a newer tab started another checkout since.
 */
export async function adoptCheckout(
  repositories: Repositories,
  plan: PlanRow,
  subscriptionId: string | null,
): Promise<PlanRow> {
  if (!subscriptionId || plan.subscriptionId === subscriptionId || isLive(plan)) return plan;
  return repositories.plans.update(plan.providerId, { subscriptionId, pendingCheckoutId: null });
}

export type PlansService = ReturnType<typeof createPlansService>;
