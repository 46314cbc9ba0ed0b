import { randomBytes } from 'node:crypto';
import { type FormObject, form } from './stripe-double-form';
import {
  DECLINES,
  type DoubleMethod,
  nowInSeconds,
  type Outcome,
  type StripeErrorBody,
  stripeId,
} from './stripe-double-methods';

/**
 * What the Stripe double holds in memory, with Stripe's rules for it: accounts, customers, payment
 * methods, intents and refunds. Everything but accounts belongs to the connected account named by the
 * request's Stripe-Account header (its `scope`); asked for from another scope, it does not exist.
 */

export class StripeDoubleError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

type Json = Record<string, unknown>;

export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  client_secret: string;
  status: string;
  payment_method: string | null;
  /** What the intent was limited to, and what it accepts (read-only since API version 2026-09-30.endive). */
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  setup_future_usage: string | null;
  last_payment_error: Json | null;
  next_action: Json | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

interface Scoped<T> {
  scope: string | null;
  json: T;
}

interface IntentRecord extends Scoped<DoubleIntent> {
  /** The failure a processing bank debit meets when it settles, if it fails. */
  failureOnSettling: StripeErrorBody | null;
  amountRefunded: number;
}

const missing = (kind: string, id: string, param?: string) =>
  new StripeDoubleError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });

const invalid = (message: string, extra: Partial<StripeErrorBody> = {}) =>
  new StripeDoubleError(400, { type: 'invalid_request_error', message, ...extra });

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export function createStripeBooks(onboardingBase: string) {
  const accounts = new Map<string, Json>();
  const customers = new Map<string, Scoped<Json>>();
  const methods = new Map<string, Scoped<DoubleMethod['json']> & { outcome: Outcome }>();
  const intents = new Map<string, IntentRecord>();
  const refunds: Scoped<Json>[] = [];

  function inScope<T>(map: Map<string, T & { scope: string | null }>, scope: string | null, id: string) {
    const found = map.get(id);
    return found && found.scope === scope ? found : undefined;
  }

  function intentIn(scope: string | null, id: string): IntentRecord {
    const record = inScope(intents, scope, id);
    if (!record) throw missing('payment_intent', id);
    return record;
  }

  function methodIn(scope: string | null, id: string) {
    const method = inScope(methods, scope, id);
    if (!method) throw missing('PaymentMethod', id, 'payment_method');
    return method;
  }

  function view(record: IntentRecord, expand: string[]): object {
    const method = record.json.payment_method ? methods.get(record.json.payment_method) : undefined;
    return expand.includes('payment_method') && method
      ? { ...record.json, payment_method: method.json }
      : record.json;
  }

  function fail(record: IntentRecord, method: DoubleMethod['json'], error: StripeErrorBody): StripeErrorBody {
    record.json.status = 'requires_payment_method';
    record.json.last_payment_error = { ...error, payment_method: method };
    return error;
  }

  /** Stripe attaches the method to the intent's customer when the intent said it would be reused. */
  function keepForLater(record: IntentRecord, method: DoubleMethod['json']) {
    if (record.json.setup_future_usage && record.json.customer) method.customer = record.json.customer;
  }

  /** Confirms with a method; answers the card error Stripe would send, or null when the intent moved on. */
  function confirm(
    record: IntentRecord,
    method: Scoped<DoubleMethod['json']> & { outcome: Outcome },
    offSession: boolean,
  ) {
    const intent = record.json;
    intent.payment_method = method.json.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    const { outcome } = method;
    switch (outcome.kind) {
      case 'succeeds':
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        keepForLater(record, method.json);
        return null;
      case 'settles-later':
        intent.status = 'processing';
        record.failureOnSettling = outcome.failure;
        keepForLater(record, method.json);
        return null;
      case 'needs-authentication':
        if (offSession) {
          return fail(record, method.json, DECLINES.authenticationRequired);
        }
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
        return null;
      case 'declined':
        return fail(record, method.json, outcome.error);
    }
  }

  function throwIfRefused(record: IntentRecord, error: StripeErrorBody | null) {
    if (error) throw new StripeDoubleError(402, { ...error, payment_intent: record.json });
  }

  return {
    createAccount(params: FormObject): Json {
      const account = {
        id: stripeId('acct'),
        object: 'account',
        controller: params.controller ?? null,
        country: form.text(params, 'country') ?? 'US',
        email: form.text(params, 'email') ?? null,
        business_profile: { name: form.text(form.strings(params, 'business_profile'), 'name') ?? null },
        capabilities: { card_payments: 'inactive', us_bank_account_ach_payments: 'inactive' },
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: form.strings(params, 'metadata'),
        created: nowInSeconds(),
      };
      accounts.set(account.id, account);
      return account;
    },

    retrieveAccount(id: string): Json {
      const account = accounts.get(id);
      if (!account) throw missing('account', id);
      return account;
    },

    /** What finishing Stripe's onboarding pages does to an account. */
    completeOnboarding(id: string) {
      const account = this.retrieveAccount(id);
      Object.assign(account, {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        capabilities: { card_payments: 'active', us_bank_account_ach_payments: 'active' },
      });
    },

    createAccountLink(params: FormObject): Json {
      const accountId = form.text(params, 'account') ?? '';
      this.retrieveAccount(accountId);
      for (const name of ['refresh_url', 'return_url', 'type']) {
        if (!form.text(params, name)) throw invalid(`Missing required param: ${name}.`, { param: name });
      }
      const created = nowInSeconds();
      const url = `${onboardingBase}/setup/${accountId}/${randomBytes(8).toString('hex')}`;
      return { object: 'account_link', url, created, expires_at: created + 300 };
    },

    createCustomer(scope: string | null, params: FormObject): Json {
      const customer = {
        id: stripeId('cus'),
        object: 'customer',
        email: form.text(params, 'email') ?? null,
        name: form.text(params, 'name') ?? null,
        metadata: form.strings(params, 'metadata'),
        invoice_settings: { default_payment_method: null as string | null },
        created: nowInSeconds(),
        livemode: false,
      };
      customers.set(customer.id, { scope, json: customer });
      return customer;
    },

    retrieveCustomer(scope: string | null, id: string): Json {
      const customer = inScope(customers, scope, id);
      if (!customer) throw missing('customer', id);
      return customer.json;
    },

    /** The customer's default method for invoices: it must be one of the customer's own. */
    updateCustomer(scope: string | null, id: string, params: FormObject): Json {
      const customer = this.retrieveCustomer(scope, id);
      const settings = form.strings(params, 'invoice_settings');
      const methodId = settings.default_payment_method;
      if (methodId !== undefined) {
        if (methodIn(scope, methodId).json.customer !== id)
          throw invalid(
            `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
            { param: 'invoice_settings[default_payment_method]' },
          );
        customer.invoice_settings = { default_payment_method: methodId };
      }
      return customer;
    },

    /** A method's JSON, or undefined when the scope has none of that id. */
    methodJson(scope: string | null, id: string): DoubleMethod['json'] | undefined {
      return inScope(methods, scope, id)?.json;
    },

    /**
     * What Stripe Billing does to collect an invoice: an off-session intent on the customer's method;
     * the intent and, when it failed, the decline in Stripe's words.
     */
    chargeOffSession(
      scope: string | null,
      charge: { amount: number; customerId: string; methodId: string; metadata: Record<string, string> },
    ): { intent: DoubleIntent; error: StripeErrorBody | null } {
      const params: FormObject = {
        amount: String(charge.amount),
        currency: 'usd',
        customer: charge.customerId,
        payment_method: charge.methodId,
        allowed_payment_method_types: ['card'],
        off_session: 'true',
        confirm: 'true',
        metadata: charge.metadata,
      };
      try {
        const created = this.createIntent(scope, params) as DoubleIntent;
        return { intent: created, error: null };
      } catch (error) {
        if (!(error instanceof StripeDoubleError) || !error.body.payment_intent) throw error;
        return { intent: error.body.payment_intent as DoubleIntent, error: error.body };
      }
    },

    /** A method made in the browser (Stripe.js), optionally saved to a customer already. */
    addMethod(scope: string | null, method: DoubleMethod, customerId: string | null = null): string {
      if (customerId && !inScope(customers, scope, customerId)) throw missing('customer', customerId);
      method.json.customer = customerId;
      methods.set(method.json.id, { scope, json: method.json, outcome: method.outcome });
      return method.json.id;
    },

    listCustomerMethods(scope: string | null, customerId: string, params: FormObject): Json {
      if (!inScope(customers, scope, customerId)) throw missing('customer', customerId);
      const type = form.text(params, 'type');
      const data = [...methods.values()]
        .filter((method) => method.scope === scope && method.json.customer === customerId)
        .filter((method) => !type || method.json.type === type)
        .map((method) => method.json);
      return { object: 'list', data, has_more: false, url: `/v1/customers/${customerId}/payment_methods` };
    },

    detachMethod(scope: string | null, id: string): Json {
      const method = methodIn(scope, id);
      if (!method.json.customer)
        throw invalid(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
        );
      method.json.customer = null;
      return method.json;
    },

    createIntent(scope: string | null, params: FormObject): object {
      const amount = Number(form.text(params, 'amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        throw invalid('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
      }
      if (params.payment_method_types) {
        throw invalid('`payment_method_types` is no longer supported; use `allowed_payment_method_types`.', {
          code: 'payment_method_types_no_longer_supported',
          param: 'payment_method_types',
        });
      }
      const currency = form.text(params, 'currency');
      if (!currency) throw invalid('Missing required param: currency.', { param: 'currency' });
      const customer = form.text(params, 'customer') ?? null;
      if (customer && !inScope(customers, scope, customer)) throw missing('customer', customer, 'customer');
      const methodId = form.text(params, 'payment_method');
      const method = methodId ? methodIn(scope, methodId) : undefined;
      const offSession = form.flag(params, 'off_session');
      if (method && offSession && method.json.customer !== customer) {
        throw invalid(
          `The customer does not have a payment method with the ID ${method.json.id}. The payment method must be attached to the customer.`,
          { param: 'payment_method' },
        );
      }
      const allowed = form.texts(params, 'allowed_payment_method_types');
      const id = stripeId('pi');
      const record: IntentRecord = {
        scope,
        failureOnSettling: null,
        amountRefunded: 0,
        json: {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency,
          customer,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          payment_method: null,
          allowed_payment_method_types: allowed.length > 0 ? allowed : null,
          // Stripe works the accepted kinds out from the account's settings; the double accepts what was allowed.
          payment_method_types: allowed.length > 0 ? allowed : ['card'],
          setup_future_usage: form.text(params, 'setup_future_usage') ?? null,
          last_payment_error: null,
          next_action: null,
          metadata: form.strings(params, 'metadata'),
          created: nowInSeconds(),
          livemode: false,
        },
      };
      intents.set(id, record);
      if (form.flag(params, 'confirm')) {
        if (!method)
          throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.");
        throwIfRefused(record, confirm(record, method, offSession));
      } else if (method) {
        record.json.payment_method = method.json.id;
        record.json.status = 'requires_confirmation';
      }
      return view(record, form.texts(params, 'expand'));
    },

    retrieveIntent(scope: string | null, id: string, params: FormObject): object {
      return view(intentIn(scope, id), form.texts(params, 'expand'));
    },

    cancelIntent(scope: string | null, id: string, params: FormObject): object {
      const record = intentIn(scope, id);
      if (!CANCELABLE.includes(record.json.status)) {
        throw invalid(
          `You cannot cancel this PaymentIntent because it has a status of ${record.json.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
          { code: 'payment_intent_unexpected_state' },
        );
      }
      record.json.status = 'canceled';
      return view(record, form.texts(params, 'expand'));
    },

    /** Stripe.js confirming in the client's browser (on-session) with a method typed there. */
    confirmInBrowser(id: string, method: DoubleMethod): DoubleIntent {
      const record = intents.get(id);
      if (!record) throw missing('payment_intent', id);
      this.addMethod(record.scope, method);
      const stored = methodIn(record.scope, method.json.id);
      confirm(record, stored, false);
      return record.json;
    },

    /** A bank debit's outcome, days later in real life. */
    settle(id: string): DoubleIntent {
      const record = intents.get(id);
      if (record?.json.status !== 'processing') throw new Error(`${id} is not a processing intent`);
      const method = record.json.payment_method ? methods.get(record.json.payment_method) : undefined;
      if (record.failureOnSettling && method) {
        fail(record, method.json, record.failureOnSettling);
      } else {
        record.json.status = 'succeeded';
        record.json.amount_received = record.json.amount;
      }
      return record.json;
    },

    createRefund(scope: string | null, params: FormObject): Json {
      const intentId = form.text(params, 'payment_intent') ?? '';
      const record = intentIn(scope, intentId);
      if (record.json.status !== 'succeeded') {
        throw invalid('This PaymentIntent does not have a successful charge to refund.', {
          code: 'charge_not_refundable',
        });
      }
      const unrefunded = record.json.amount_received - record.amountRefunded;
      const amount = Number(form.text(params, 'amount') ?? unrefunded);
      if (!Number.isInteger(amount) || amount <= 0 || amount > unrefunded) {
        throw invalid(
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${unrefunded / 100})`,
          {
            code: 'amount_too_large',
            param: 'amount',
          },
        );
      }
      record.amountRefunded += amount;
      const refund = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        currency: record.json.currency,
        payment_intent: intentId,
        status: 'succeeded',
        created: nowInSeconds(),
      };
      refunds.push({ scope, json: refund });
      return refund;
    },

    /** For tests: an intent whatever its scope, with the connected account it belongs to. */
    intent(id: string): { accountId: string | null; json: DoubleIntent } {
      const record = intents.get(id);
      if (!record) throw new Error(`no intent ${id} in the Stripe double`);
      return { accountId: record.scope, json: record.json };
    },
    intents(accountId: string): DoubleIntent[] {
      return [...intents.values()]
        .filter((record) => record.scope === accountId)
        .map((record) => record.json);
    },
    refunds(accountId: string): Json[] {
      return refunds.filter((refund) => refund.scope === accountId).map((refund) => refund.json);
    },
  };
}

export type StripeBooks = ReturnType<typeof createStripeBooks>;
