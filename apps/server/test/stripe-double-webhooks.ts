import { createHmac } from 'node:crypto';
import type { DoubleIntent } from './stripe-double-books';
import { nowInSeconds, stripeId } from './stripe-double-methods';

/**
 * Webhook events as Stripe sends them: a JSON event posted with `Stripe-Signature: t=…,v1=…`, where
 * v1 is the HMAC-SHA256 of `${t}.${body}` keyed with the endpoint's secret. Computed here from
 * Stripe's description rather than with stripe-node, so the processor is checked against the scheme,
 * not against the library's agreement with itself.
 */

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  account: string | null;
  api_version: string;
  created: number;
  data: { object: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export function stripeSignatureHeader(payload: string, secret: string, timestamp = nowInSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The event Stripe sends for an intent's present state. */
const TYPE_OF_STATUS: Record<string, string> = {
  succeeded: 'payment_intent.succeeded',
  processing: 'payment_intent.processing',
  requires_action: 'payment_intent.requires_action',
  canceled: 'payment_intent.canceled',
};

export function intentEvent(intent: DoubleIntent, accountId: string | null, type?: string): StripeEvent {
  const failed = intent.status === 'requires_payment_method' && intent.last_payment_error;
  return {
    id: stripeId('evt'),
    object: 'event',
    type:
      type ??
      TYPE_OF_STATUS[intent.status] ??
      (failed ? 'payment_intent.payment_failed' : 'payment_intent.created'),
    account: accountId,
    api_version: '2026-10-28.endive',
    created: nowInSeconds(),
    // A snapshot: later changes to the intent do not reach an event already made.
    data: { object: structuredClone(intent) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

export interface Delivery {
  status: number;
  body: string;
}

/** Posts an event the way Stripe does; `timestamp` and `secret` let a test sign it wrongly. */
export async function deliverEvent(
  url: string,
  event: StripeEvent,
  signing: { secret: string; timestamp?: number },
): Promise<Delivery> {
  // Stripe sends its events pretty-printed; the signature covers these exact bytes.
  const payload = JSON.stringify(event, null, 2);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(payload, signing.secret, signing.timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}
