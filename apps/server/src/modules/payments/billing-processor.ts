import type { ProcessorName } from '@porchlight/core/payments/payments.constants';
import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';

/**
 * The billing port (issue 21): the platform's own subscriptions to its providers, on the platform's
 * processor account — Stripe Billing when keyed, otherwise the built-in test processor with the same
 * lifecycle (checkout, monthly renewals, failed renewals retried through a 7-day grace, cancellation
 * at period end). The processor owns the subscription; the app mirrors what it reads back. Every call
 * that moves money takes an idempotency key derived from what the app recorded.
 */

export interface BillingCard {
  brand: string;
  last4: string;
}

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

export interface BillingSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  items: PlanItemKey[];
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When the renewal that is still unpaid failed. */
  pastDueSince: Date | null;
  /** The card renewals are charged to. */
  card: BillingCard | null;
  /** The last failed charge's message, in the processor's words. */
  lastError: string | null;
}

export interface BillingInvoiceLine {
  description: string;
  amountCents: number;
}

export interface BillingInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amountCents: number;
  lines: BillingInvoiceLine[];
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date | null;
  card: BillingCard | null;
}

export interface BillingCheckout {
  id: string;
  customerId: string;
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  /** Stripe Checkout's hosted page; null for the built-in processor, whose form is ours. */
  url: string | null;
  /** What the built-in form proves itself with; null for Stripe. */
  clientSecret: string | null;
  /** The subscription a completed subscription checkout started. */
  subscriptionId: string | null;
}

/** What a billing webhook names; the app reads the objects back instead of trusting the payload. */
export interface BillingEventRefs {
  customerId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
  checkoutId: string | null;
}

export interface BillingProcessor {
  readonly name: ProcessorName;
  /** The built-in processor's test clock can be moved; Stripe's test clocks are not used here. */
  readonly hasTestClock: boolean;

  createCustomer(
    customer: { providerId: string; name: string; email: string | null },
    idempotencyKey: string,
  ): Promise<string>;

  /** A checkout that starts a subscription for `items`, or (setup) saves a new card for renewals. */
  createCheckout(
    checkout: {
      customerId: string;
      mode: 'subscription' | 'setup';
      items: PlanItemKey[];
      providerId: string;
      /** Where Stripe Checkout sends the owner back: `{CHECKOUT_SESSION_ID}` is filled in. */
      returnUrl: string;
    },
    idempotencyKey: string,
  ): Promise<BillingCheckout>;
  retrieveCheckout(checkoutId: string): Promise<BillingCheckout>;
  /** Closes an open checkout so it can no longer start a second subscription. */
  expireCheckout(checkoutId: string): Promise<void>;

  retrieveSubscription(subscriptionId: string): Promise<BillingSubscription>;
  /**
   * Sets the subscription's items. Additions are prorated and charged at once; when that charge
   * fails nothing changes and a ProcessorRefusal carries the decline. Removals credit the next invoice.
   */
  changeItems(
    subscriptionId: string,
    items: PlanItemKey[],
    idempotencyKey: string,
  ): Promise<BillingSubscription>;
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
    idempotencyKey: string,
  ): Promise<BillingSubscription>;
  /** Charges the subscription's open invoices to its current card (after the owner gave a new one). */
  payOpenInvoices(subscriptionId: string, idempotencyKey: string): Promise<void>;

  /** The customer's paid invoices, newest first. */
  listPaidInvoices(customerId: string): Promise<BillingInvoice[]>;

  /** The customer's test clock; null without one. */
  clockOf(customerId: string): Promise<Date | null>;
  /** Moves the customer's test clock forward: renewals, retries and cancellations due by then happen. */
  advanceClock(customerId: string, days: number): Promise<Date>;
}

const stringOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The billing objects an event is about, from Stripe's object shapes (which the built-in processor's
 * events share): a subscription, an invoice or a checkout session; null for anything else.
 */
export function billingRefsOf(object: Record<string, unknown> | undefined): BillingEventRefs | null {
  const id = stringOr(object?.id);
  if (!object || !id) return null;
  const customerId = stringOr(object.customer);
  switch (object.object) {
    case 'subscription':
      return { customerId, subscriptionId: id, invoiceId: null, checkoutId: null };
    case 'invoice': {
      // Newer Stripe API versions moved the subscription under `parent.subscription_details`.
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
      const subscriptionId =
        stringOr(object.subscription) ?? stringOr(parent?.subscription_details?.subscription);
      return { customerId, subscriptionId, invoiceId: id, checkoutId: null };
    }
    case 'checkout.session':
      return { customerId, subscriptionId: stringOr(object.subscription), invoiceId: null, checkoutId: id };
    default:
      return null;
  }
}
