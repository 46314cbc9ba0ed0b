import { randomBytes } from 'node:crypto';
import { brandOf, cardRefusal, last4Of, passesRoutingChecksum } from '@porchlight/core/payments/card.rules';
import {
  CURRENCY,
  type IntentStatus,
  LIVE_INTENT_STATUSES,
  TEST_BANK,
  TEST_CARDS,
} from '@porchlight/core/payments/payments.constants';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type {
  BuiltinCard,
  BuiltinConfirmResult,
  BuiltinMethod,
} from '@porchlight/core/payments/payments.schemas';
import type { Database } from '@porchlight/db/connection';
import { billingRefsOf } from './billing-processor';
import {
  type BuiltinIntentRow,
  type BuiltinMethodRow,
  type BuiltinProcessorRepository,
  createBuiltinProcessorRepository,
} from './builtin-processor.repository';
import {
  type PaymentProcessor,
  type ProcessorEvent,
  type ProcessorIntent,
  type ProcessorMethod,
  ProcessorRefusal,
} from './payment-processor';
import { signWebhook, verifyWebhook } from './webhook-signature';

/**
 * The built-in test processor (DESIGN.md, Adapters): Stripe's intent lifecycle on our own tables —
 * requires_payment_method → (requires_action) → processing → succeeded, declines that leave the
 * intent payable, bank debits that settle or fail later — with Stripe's test numbers and idempotency.
 * It tells the app what happened through signed events queued like a processor's webhook deliveries.
 */

const BANK_NAME = 'STRIPE TEST BANK';
export const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

type Behaviour = BuiltinMethodRow['behaviour'];

function behaviourOf(method: Exclude<BuiltinMethod, { type: 'saved' }>): Behaviour {
  if (method.type === 'us_bank_account')
    return method.accountNumber === TEST_BANK.fails ? 'fails' : 'settles';
  if (method.number === TEST_CARDS.declined) return 'declined';
  if (method.number === TEST_CARDS.chargeFails) return 'chargeFails';
  if (method.number === TEST_CARDS.needsAuthentication) return 'needsAuthentication';
  return 'succeeds';
}

/** A card typed into the form, as the processor keeps it; a refusal in Stripe's words when it is not one. */
export async function newCard(
  repository: BuiltinProcessorRepository,
  accountId: string,
  card: BuiltinCard,
  now: Date,
  customerId: string | null = null,
): Promise<BuiltinMethodRow> {
  const refusal = cardRefusal(card, now);
  if (refusal) throw new ProcessorRefusal(refusal.message);
  return repository.insertMethod({
    id: idOf('pm'),
    accountId,
    customerId,
    type: 'card',
    behaviour: behaviourOf(card),
    brand: brandOf(card.number),
    last4: last4Of(card.number),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
  });
}

export function toMethod(row: BuiltinMethodRow): ProcessorMethod {
  if (row.type === 'us_bank_account')
    return { id: row.id, type: row.type, bank: { bankName: row.bankName ?? BANK_NAME, last4: row.last4 } };
  return {
    id: row.id,
    type: row.type,
    card: {
      brand: row.brand ?? 'unknown',
      last4: row.last4,
      expMonth: row.expMonth ?? 0,
      expYear: row.expYear ?? 0,
    },
  };
}

export interface BuiltinProcessorOptions {
  /** Its own pool: a payer waiting on an invoice lock must never starve the processor of connections. */
  db: Database;
  webhookSecret: string;
  /** How long a bank debit stays processing before it settles or fails. */
  settleAfterMs: number;
  now?: () => Date;
}

export type BuiltinProcessor = ReturnType<typeof createBuiltinProcessor>;

export function createBuiltinProcessor(options: BuiltinProcessorOptions) {
  const { db, webhookSecret, settleAfterMs } = options;
  const now = options.now ?? (() => new Date());

  async function methodOf(repository: BuiltinProcessorRepository, row: BuiltinIntentRow) {
    return row.methodId ? await repository.findMethod(row.accountId, row.methodId) : undefined;
  }

  async function toIntent(
    repository: BuiltinProcessorRepository,
    row: BuiltinIntentRow,
  ): Promise<ProcessorIntent> {
    const method = await methodOf(repository, row);
    return {
      id: row.id,
      clientSecret: row.clientSecret,
      amount: row.amount,
      status: row.status,
      customerId: row.customerId,
      method: method ? toMethod(method) : null,
      lastError: row.lastError,
      metadata: row.metadata,
    };
  }

  /** Stripe's idempotency: a key's first answer answers every retry, concurrent ones included. */
  function idempotent<T>(
    accountId: string,
    key: string,
    work: (repository: BuiltinProcessorRepository) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const repository = createBuiltinProcessorRepository(tx);
      const scoped = `${accountId}:${key}`;
      if (!(await repository.claimKey(scoped))) return (await repository.answerOf(scoped)) as T;
      const answer = await work(repository);
      await repository.storeAnswer(scoped, answer);
      return answer;
    });
  }

  /** Records the intent's new state and queues the event a processor would send about it. */
  async function move(
    repository: BuiltinProcessorRepository,
    row: BuiltinIntentRow,
    changes: { status: IntentStatus; methodId?: string | null; lastError?: string | null },
    eventType: string | null,
  ): Promise<BuiltinIntentRow> {
    const moved = await repository.updateIntent(row.id, { lastError: null, ...changes });
    if (
      moved.saveMethod &&
      moved.methodId &&
      moved.customerId &&
      (moved.status === 'succeeded' || moved.status === 'processing')
    )
      await repository.attachMethod(moved.methodId, moved.customerId);
    if (eventType) {
      const event = {
        id: idOf('evt'),
        type: eventType,
        account: moved.accountId,
        data: { object: await toIntent(repository, moved) },
      };
      await repository.queue('event', event);
    }
    if (moved.status === 'processing')
      await repository.queue('settle', { intentId: moved.id }, new Date(now().getTime() + settleAfterMs));
    if (eventType || moved.status === 'processing') await repository.announceQueued();
    return moved;
  }

  /** Tries a method on a payable intent: what its test number does decides what happens. */
  async function attempt(
    repository: BuiltinProcessorRepository,
    row: BuiltinIntentRow,
    method: BuiltinMethodRow,
    offSession: boolean,
  ) {
    switch (method.behaviour) {
      case 'succeeds':
        return move(
          repository,
          row,
          { status: 'succeeded', methodId: method.id },
          'payment_intent.succeeded',
        );
      case 'declined':
        return move(
          repository,
          row,
          { status: 'requires_payment_method', methodId: method.id, lastError: messages.insufficientFunds },
          'payment_intent.payment_failed',
        );
      case 'chargeFails':
        return move(
          repository,
          row,
          { status: 'requires_payment_method', methodId: method.id, lastError: messages.declined },
          'payment_intent.payment_failed',
        );
      case 'needsAuthentication':
        // Nobody is there to authenticate an off-session charge: Stripe declines it.
        return offSession
          ? move(
              repository,
              row,
              {
                status: 'requires_payment_method',
                methodId: method.id,
                lastError: messages.authenticationRequired,
              },
              'payment_intent.payment_failed',
            )
          : move(repository, row, { status: 'requires_action', methodId: method.id }, null);
      default:
        return move(
          repository,
          row,
          { status: 'processing', methodId: method.id },
          'payment_intent.processing',
        );
    }
  }

  async function newMethod(
    repository: BuiltinProcessorRepository,
    accountId: string,
    method: Exclude<BuiltinMethod, { type: 'saved' }>,
  ) {
    if (method.type === 'card') return newCard(repository, accountId, method, now());
    if (!passesRoutingChecksum(method.routingNumber)) throw new ProcessorRefusal(messages.routingUnknown);
    return repository.insertMethod({
      id: idOf('pm'),
      accountId,
      type: 'us_bank_account',
      behaviour: behaviourOf(method),
      bankName: BANK_NAME,
      last4: last4Of(method.accountNumber),
    });
  }

  /** The intent a browser call names, if its client secret matches: the secret is the caller's only proof. */
  async function intentForBrowser(
    repository: BuiltinProcessorRepository,
    intentId: string,
    clientSecret: string,
  ) {
    const row = await repository.lockIntent(null, intentId);
    if (!row || row.clientSecret !== clientSecret) throw new ProcessorRefusal(messages.intentNotFound);
    return row;
  }

  const result = (row: BuiltinIntentRow): BuiltinConfirmResult => ({
    status: row.status,
    error: row.lastError,
  });

  const processor: PaymentProcessor = {
    name: 'builtin',
    publishableKey: null,

    async createAccount(business, idempotencyKey) {
      return idempotent(business.providerId, idempotencyKey, async (repository) => {
        const accountId = idOf('acct');
        await repository.insertAccount(accountId, business.name);
        return { accountId, chargesEnabled: true, payoutsEnabled: true, onboardingUrl: null };
      });
    },

    async retrieveAccount(accountId) {
      const exists = await createBuiltinProcessorRepository(db).accountExists(accountId);
      if (!exists) throw new ProcessorRefusal(`No such account: ${accountId}`);
      return { accountId, chargesEnabled: true, payoutsEnabled: true, onboardingUrl: null };
    },

    async createCustomer(accountId, customer, idempotencyKey) {
      return idempotent(accountId, idempotencyKey, async (repository) => {
        const id = idOf('cus');
        await repository.insertCustomer({ id, accountId, email: customer.email });
        return id;
      });
    },

    async createIntent(accountId, intent, idempotencyKey) {
      return idempotent(accountId, idempotencyKey, async (repository) => {
        const id = idOf('pi');
        const row = await repository.insertIntent({
          id,
          accountId,
          customerId: intent.customerId,
          clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
          amount: intent.amount,
          currency: CURRENCY,
          status: 'requires_payment_method',
          methodTypes: intent.methodTypes,
          metadata: intent.metadata,
        });
        return toIntent(repository, row);
      });
    },

    async retrieveIntent(accountId, intentId) {
      const repository = createBuiltinProcessorRepository(db);
      const row = await repository.lockIntent(accountId, intentId);
      if (!row) throw new ProcessorRefusal(messages.intentNotFound);
      return toIntent(repository, row);
    },

    async cancelIntent(accountId, intentId, idempotencyKey) {
      return idempotent(accountId, idempotencyKey, async (repository) => {
        const row = await repository.lockIntent(accountId, intentId);
        if (!row) throw new ProcessorRefusal(messages.intentNotFound);
        if (!(LIVE_INTENT_STATUSES as readonly string[]).includes(row.status))
          throw new ProcessorRefusal(messages.intentDone);
        return toIntent(
          repository,
          await move(repository, row, { status: 'canceled' }, 'payment_intent.canceled'),
        );
      });
    },

    async chargeSavedMethod(accountId, charge, idempotencyKey) {
      return idempotent(accountId, idempotencyKey, async (repository) => {
        const method = await repository.findMethod(accountId, charge.methodId);
        if (!method || method.customerId !== charge.customerId)
          throw new ProcessorRefusal(messages.methodNotFound);
        const id = idOf('pi');
        const row = await repository.insertIntent({
          id,
          accountId,
          customerId: charge.customerId,
          clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
          amount: charge.amount,
          currency: CURRENCY,
          status: 'requires_payment_method',
          methodTypes: [method.type],
          metadata: charge.metadata,
        });
        return toIntent(repository, await attempt(repository, row, method, true));
      });
    },

    async listMethods(accountId, customerId) {
      const rows = await createBuiltinProcessorRepository(db).listMethods(accountId, customerId);
      return rows.map(toMethod);
    },

    async detachMethod(accountId, methodId, idempotencyKey) {
      await idempotent(accountId, idempotencyKey, async (repository) => {
        const method = await repository.findMethod(accountId, methodId);
        if (!method || method.detachedAt) throw new ProcessorRefusal(messages.methodNotFound);
        await repository.detachMethod(methodId);
        return true;
      });
    },

    async refund(accountId, refund, idempotencyKey) {
      return idempotent(accountId, idempotencyKey, async (repository) => {
        const row = await repository.lockIntent(accountId, refund.intentId);
        if (row?.status !== 'succeeded') throw new ProcessorRefusal(messages.paymentNotRefundable);
        const left = row.amount - (await repository.refundedOf(row.id));
        if (refund.amount < 1 || refund.amount > left)
          throw new ProcessorRefusal(messages.refundTooLarge(left));
        const id = idOf('re');
        await repository.insertRefund({ id, intentId: row.id, amount: refund.amount });
        return { id, amount: refund.amount };
      });
    },

    parseWebhook(rawBody, signature) {
      verifyWebhook(rawBody, signature, webhookSecret, now());
      return parseEvent(JSON.parse(rawBody.toString('utf8')));
    },
  };

  return {
    ...processor,

    /** The browser's confirm (Stripe.js's confirmPayment): a new card or bank account, or a saved method. */
    async confirm(
      intentId: string,
      input: { clientSecret: string; method: BuiltinMethod; saveMethod: boolean },
    ) {
      return db.transaction(async (tx) => {
        const repository = createBuiltinProcessorRepository(tx);
        const row = await intentForBrowser(repository, intentId, input.clientSecret);
        if (row.status !== 'requires_payment_method') throw new ProcessorRefusal(messages.intentDone);
        const method =
          input.method.type === 'saved'
            ? await repository.findMethod(row.accountId, input.method.paymentMethodId)
            : await newMethod(repository, row.accountId, input.method);
        if (!method || (input.method.type === 'saved' && method.customerId !== row.customerId))
          throw new ProcessorRefusal(messages.methodNotFound);
        if (!row.methodTypes.includes(method.type)) throw new ProcessorRefusal(messages.notPayable);
        const ready = await repository.updateIntent(row.id, { saveMethod: input.saveMethod });
        return result(await attempt(repository, ready, method, false));
      });
    },

    /** The bank's 3-D Secure page, played by a dialog: approve pays, fail leaves the intent payable. */
    async authenticate(intentId: string, input: { clientSecret: string; outcome: 'approve' | 'fail' }) {
      return db.transaction(async (tx) => {
        const repository = createBuiltinProcessorRepository(tx);
        const row = await intentForBrowser(repository, intentId, input.clientSecret);
        if (row.status !== 'requires_action') throw new ProcessorRefusal(messages.intentDone);
        const moved =
          input.outcome === 'approve'
            ? await move(repository, row, { status: 'succeeded' }, 'payment_intent.succeeded')
            : await move(
                repository,
                row,
                { status: 'requires_payment_method', lastError: messages.authenticationFailed },
                'payment_intent.payment_failed',
              );
        return result(moved);
      });
    },

    /** A bank debit's outcome, some time after confirming (queued by `move`). */
    async settle(intentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const repository = createBuiltinProcessorRepository(tx);
        const row = await repository.lockIntent(null, intentId);
        if (row?.status !== 'processing') return;
        const method = await methodOf(repository, row);
        if (method?.behaviour === 'fails')
          await move(
            repository,
            row,
            { status: 'requires_payment_method', lastError: messages.bankFailed },
            'payment_intent.payment_failed',
          );
        else await move(repository, row, { status: 'succeeded' }, 'payment_intent.succeeded');
      });
    },

    /** Signs an event body as a delivery would carry it (the outbox transport and tests post these). */
    sign(body: string): string {
      return signWebhook(body, webhookSecret, now());
    },
  };
}

/** An event as delivered: Stripe's shape, `data.object` the intent at the time. */
export function parseEvent(body: {
  id?: unknown;
  type?: unknown;
  account?: unknown;
  data?: { object?: unknown };
}): ProcessorEvent {
  if (typeof body.id !== 'string' || typeof body.type !== 'string')
    throw new ProcessorRefusal('Not an event');
  const object = body.data?.object as ProcessorIntent | undefined;
  return {
    id: body.id,
    type: body.type,
    accountId: typeof body.account === 'string' ? body.account : null,
    intent: object && typeof object.id === 'string' && object.id.startsWith('pi_') ? object : null,
    // The built-in processor's accounts are enabled from the start: it sends no account events.
    account: null,
    billing: billingRefsOf(body.data?.object as Record<string, unknown> | undefined),
  };
}
