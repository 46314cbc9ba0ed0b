import type { BillingProcessor } from '../payments/billing-processor';
import type { EventOutcome } from '../payments/payment-events.service';
import type { NoticeContext } from '../payments/payment-notices';
import type { ProcessorEvent } from '../payments/payment-processor';
import type { UnitOfWork } from '../platform/unit-of-work';
import { syncPlan } from './plan-sync';
import { adoptCheckout } from './plans.service';

/**
 * Billing events (Stripe's webhooks, the built-in processor's deliveries): stored by id and applied
 * once, each a hint to read the company's subscription as the processor has it now — so duplicates
 * and events out of order change nothing, and a checkout whose owner never came back (a closed tab,
 * a crash after the charge) still becomes the company's plan.
 */
export function createPlanEventsService(deps: {
  unitOfWork: UnitOfWork;
  billing: BillingProcessor;
  notices: NoticeContext;
}) {
  const { unitOfWork, billing, notices } = deps;
  return {
    async receive(event: ProcessorEvent): Promise<EventOutcome> {
      const refs = event.billing;
      if (!refs?.customerId) return 'ignored';
      const customerId = refs.customerId;
      return unitOfWork(async (repositories) => {
        const fresh = await repositories.payments.claimEvent({
          id: event.id,
          processor: billing.name,
          type: event.type,
          payload: { ...refs },
        });
        if (!fresh) return 'duplicate';
        let plan = await repositories.plans.lockByCustomer(customerId);
        const provider = plan && (await repositories.profiles.findProviderById(plan.providerId));
        if (!plan || !provider) return 'ignored';
        if (refs.checkoutId) {
          const checkout = await billing.retrieveCheckout(refs.checkoutId);
          if (checkout.customerId === customerId && checkout.status === 'complete')
            plan = await adoptCheckout(repositories, plan, checkout.subscriptionId);
        }
        await syncPlan(repositories, billing, plan, provider, notices);
        await repositories.payments.markEventApplied(event.id);
        return 'applied';
      });
    },
  };
}

export type PlanEventsService = ReturnType<typeof createPlanEventsService>;
