import type { IntentStatus, MethodType, ProcessorName } from '@porchlight/core/payments/payments.constants';
import type { BillingEventRefs } from './billing-processor';

/**
 * The payments port (DESIGN.md, Adapters): Stripe when its keys are set, otherwise the built-in test
 * processor with the same lifecycle. Every call that creates or moves money takes an idempotency key,
 * so a retry (after a timeout, a crash, a double click) gets the first answer instead of a second charge.
 */

export interface ProcessorMethod {
  id: string;
  type: MethodType;
  card?: { brand: string; last4: string; expMonth: number; expYear: number };
  bank?: { bankName: string; last4: string };
}

export interface ProcessorIntent {
  id: string;
  clientSecret: string;
  amount: number;
  status: IntentStatus;
  customerId: string | null;
  /** The method that paid, is paying, or was last tried. */
  method: ProcessorMethod | null;
  /** The decline or failure message, in the processor's words. */
  lastError: string | null;
  /** Ours, set at creation: invoiceId, clientId, providerId (so an event can be matched after a crash). */
  metadata: Record<string, string>;
}

export interface ProcessorAccount {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Where the owner finishes setting the account up (Stripe Connect onboarding), if they must. */
  onboardingUrl: string | null;
}

export interface ProcessorRefund {
  id: string;
  amount: number;
}

/** What a webhook tells: an intent's state at the time of the event. Events may come twice or out of order. */
export interface ProcessorEvent {
  id: string;
  type: string;
  accountId: string | null;
  intent: ProcessorIntent | null;
  /** A connected account's state, when the event is about the account (Stripe's account.updated). */
  account: { chargesEnabled: boolean; payoutsEnabled: boolean } | null;
  /** The platform's billing objects the event is about (provider plans), when it is about them. */
  billing: BillingEventRefs | null;
}

export class WebhookSignatureError extends Error {}

/** A refusal the caller should see in the processor's words (a bad card, an unknown method). */
export class ProcessorRefusal extends Error {}

export interface PaymentProcessor {
  readonly name: ProcessorName;
  /** Handed to the browser for Stripe.js; null for the built-in processor. */
  readonly publishableKey: string | null;

  createAccount(
    business: { providerId: string; name: string; email: string | null; returnUrl: string },
    idempotencyKey: string,
  ): Promise<ProcessorAccount>;
  retrieveAccount(accountId: string, returnUrl: string): Promise<ProcessorAccount>;

  createCustomer(
    accountId: string,
    customer: { email: string | null; name: string; clientId: string },
    idempotencyKey: string,
  ): Promise<string>;

  createIntent(
    accountId: string,
    intent: {
      amount: number;
      customerId: string;
      methodTypes: MethodType[];
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<ProcessorIntent>;
  retrieveIntent(accountId: string, intentId: string): Promise<ProcessorIntent>;
  cancelIntent(accountId: string, intentId: string, idempotencyKey: string): Promise<ProcessorIntent>;
  /** Creates and confirms an intent with a saved method, the customer not present (off-session). */
  chargeSavedMethod(
    accountId: string,
    charge: { amount: number; customerId: string; methodId: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<ProcessorIntent>;

  listMethods(accountId: string, customerId: string): Promise<ProcessorMethod[]>;
  detachMethod(accountId: string, methodId: string, idempotencyKey: string): Promise<void>;

  refund(
    accountId: string,
    refund: { intentId: string; amount: number },
    idempotencyKey: string,
  ): Promise<ProcessorRefund>;

  /** Checks a webhook delivery's signature and reads it; throws WebhookSignatureError when it is not the processor's. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProcessorEvent;
}
