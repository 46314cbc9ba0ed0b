import { CURRENCY, METHOD_TYPES } from '@porchlight/core/payments/payments.constants';
import Stripe from 'stripe';
import { billingRefsOf } from './billing-processor';
import {
  type PaymentProcessor,
  type ProcessorAccount,
  type ProcessorIntent,
  ProcessorRefusal,
  WebhookSignatureError,
} from './payment-processor';
import { isPaymentIntent, processorIntentOf, processorMethodOf } from './stripe-objects';

/**
 * The payments port on Stripe (DESIGN.md, Adapters). Direct charges: each provider has its own
 * connected account, and every call made for a provider carries its id (the Stripe-Account header),
 * so intents, customers and saved methods live in the provider's account, not ours. Every call that
 * creates or moves something carries the caller's idempotency key (docs/decisions.md, "Stripe").
 */

export interface StripeProcessorOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The platform endpoint's secret (billing events), when it is not the Connect endpoint's. */
  billingWebhookSecret?: string;
  /** Tests only: a local double of Stripe's API (`http://127.0.0.1:<port>`). */
  apiBase?: string;
}

/**
 * Stripe's recommendation for direct charges: the provider gets the full Stripe Dashboard and pays
 * Stripe's fees, Stripe collects the requirements and carries negative balances (controller
 * properties replace the deprecated account `type`).
 */
const PROVIDER_ACCOUNT_CONTROLLER: Stripe.AccountCreateParams.Controller = {
  stripe_dashboard: { type: 'full' },
  fees: { payer: 'account' },
  losses: { payments: 'stripe' },
  requirement_collection: 'stripe',
};

/** Intents come back with the method that paid, to show "Visa •••• 4242" without another call. */
const WITH_METHOD = ['payment_method'];

function apiAddressOf(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The one way we make a Stripe client (payments and billing alike); `apiBase` is for tests. */
export function createStripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  return new Stripe(secretKey, {
    ...apiAddressOf(apiBase),
    // Safe to retry: every mutating call carries an idempotency key.
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'Porchlight' },
  });
}

const forAccount = (accountId: string): Stripe.RequestOptions => ({ stripeAccount: accountId });
const forAccountOnce = (accountId: string, idempotencyKey: string): Stripe.RequestOptions => ({
  stripeAccount: accountId,
  idempotencyKey,
});

/** A decline or an unusable method, which the client should read in Stripe's words instead of a 500. */
function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (error instanceof Stripe.errors.StripeCardError) return true;
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method';
}

export function createStripeProcessor(options: StripeProcessorOptions): PaymentProcessor {
  // Connect events and the platform's own (billing) come to one route from two endpoints, each signing with its secret.
  const webhookSecrets = [options.webhookSecret, options.billingWebhookSecret].flatMap((secret) =>
    secret ? [secret] : [],
  );
  const stripe = createStripeClient(options.secretKey, options.apiBase);

  async function accountWithOnboarding(
    account: Stripe.Account,
    returnUrl: string,
  ): Promise<ProcessorAccount> {
    const onboarded = account.details_submitted && account.charges_enabled;
    // Account links are single-use and expire within minutes, so each visit gets a fresh one (no key).
    const link = onboarded
      ? null
      : await stripe.accountLinks.create({
          account: account.id,
          type: 'account_onboarding',
          refresh_url: returnUrl,
          return_url: returnUrl,
        });
    return {
      accountId: account.id,
      chargesEnabled: account.charges_enabled,
      payoutsEnabled: account.payouts_enabled,
      onboardingUrl: link ? link.url : null,
    };
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createAccount(business, idempotencyKey) {
      const account = await stripe.accounts.create(
        {
          controller: PROVIDER_ACCOUNT_CONTROLLER,
          country: 'US',
          email: business.email ?? undefined,
          business_profile: { name: business.name },
          capabilities: {
            card_payments: { requested: true },
            us_bank_account_ach_payments: { requested: true },
          },
          metadata: { providerId: business.providerId },
        },
        { idempotencyKey },
      );
      return accountWithOnboarding(account, business.returnUrl);
    },

    async retrieveAccount(accountId, returnUrl) {
      return accountWithOnboarding(await stripe.accounts.retrieve(accountId), returnUrl);
    },

    async createCustomer(accountId, customer, idempotencyKey) {
      const created = await stripe.customers.create(
        {
          email: customer.email ?? undefined,
          name: customer.name,
          metadata: { clientId: customer.clientId },
        },
        forAccountOnce(accountId, idempotencyKey),
      );
      return created.id;
    },

    async createIntent(accountId, intent, idempotencyKey) {
      const created = await stripe.paymentIntents.create(
        {
          amount: intent.amount,
          currency: CURRENCY,
          customer: intent.customerId,
          // The invoice's kinds (cc, ach); `payment_method_types` is refused since API version 2026-09-30.endive.
          allowed_payment_method_types: intent.methodTypes,
          // Saves what the client pays with for auto-pay and "saved methods"; the Payment Element
          // shows Stripe's consent text for it (docs/decisions.md).
          setup_future_usage: 'off_session',
          metadata: intent.metadata,
          expand: WITH_METHOD,
        },
        forAccountOnce(accountId, idempotencyKey),
      );
      return processorIntentOf(created);
    },

    async retrieveIntent(accountId, intentId) {
      const intent = await stripe.paymentIntents.retrieve(
        intentId,
        { expand: WITH_METHOD },
        forAccount(accountId),
      );
      return processorIntentOf(intent);
    },

    async cancelIntent(accountId, intentId, idempotencyKey) {
      const intent = await stripe.paymentIntents.cancel(
        intentId,
        { expand: WITH_METHOD },
        forAccountOnce(accountId, idempotencyKey),
      );
      return processorIntentOf(intent);
    },

    async chargeSavedMethod(accountId, charge, idempotencyKey): Promise<ProcessorIntent> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amount,
            currency: CURRENCY,
            customer: charge.customerId,
            payment_method: charge.methodId,
            // Both kinds we save confirm without a redirect, so no return_url is needed off-session.
            allowed_payment_method_types: [...METHOD_TYPES],
            off_session: true,
            confirm: true,
            metadata: charge.metadata,
            expand: WITH_METHOD,
          },
          forAccountOnce(accountId, idempotencyKey),
        );
        return processorIntentOf(intent);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // A declined charge still leaves its intent (with the decline in last_payment_error): the caller records that.
        if (error.payment_intent) return processorIntentOf(error.payment_intent);
        throw new ProcessorRefusal(error.message);
      }
    },

    async listMethods(accountId, customerId) {
      // One list per kind, as Stripe's reference advises when only some kinds are expected.
      const lists = await Promise.all(
        METHOD_TYPES.map((type) =>
          stripe.customers.listPaymentMethods(customerId, { type, limit: 100 }, forAccount(accountId)),
        ),
      );
      return lists.flatMap((list) => list.data.flatMap((method) => processorMethodOf(method) ?? []));
    },

    async detachMethod(accountId, methodId, idempotencyKey) {
      await stripe.paymentMethods.detach(methodId, {}, forAccountOnce(accountId, idempotencyKey));
    },

    async refund(accountId, refund, idempotencyKey) {
      const created = await stripe.refunds.create(
        { payment_intent: refund.intentId, amount: refund.amount },
        forAccountOnce(accountId, idempotencyKey),
      );
      return { id: created.id, amount: created.amount };
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      const event = verifiedEvent(stripe, rawBody, signature, webhookSecrets);
      const object: { object?: unknown } = event.data.object;
      return {
        id: event.id,
        type: event.type,
        accountId: event.account ?? null,
        intent: isPaymentIntent(object) ? processorIntentOf(object) : null,
        account: isAccount(object)
          ? {
              chargesEnabled: object.charges_enabled === true,
              payoutsEnabled: object.payouts_enabled === true,
            }
          : null,
        billing: billingRefsOf(object as Record<string, unknown>),
      };
    },
  };
}

/** The event, if one of `secrets` signed it (Stripe's scheme: HMAC-SHA256 of `${t}.${body}`, at most 300 s old). */
function verifiedEvent(stripe: Stripe, rawBody: Buffer, signature: string, secrets: string[]): Stripe.Event {
  let refusal: Error = new WebhookSignatureError('No webhook secret');
  for (const secret of secrets) {
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      refusal = new WebhookSignatureError(error.message);
    }
  }
  throw refusal;
}

function isAccount(object: {
  object?: unknown;
}): object is { object?: unknown; charges_enabled?: unknown; payouts_enabled?: unknown } {
  return object.object === 'account';
}
