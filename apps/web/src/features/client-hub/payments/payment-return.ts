import { hubHash } from '../use-hub-section';

/** What Stripe appends to the return address after a redirected payment (3-D Secure, a bank's page). */
const PROCESSOR_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];
/** Ours, in the hub's hash: the payment left from this page (spec 3 §2.4 query parameter `success`). */
const SUCCESS_PARAM = 'success';
/** Ours: the client asked for auto-pay before leaving, to be set once the payment is back. */
const AUTO_PAY_PARAM = 'autoPay';

function hashQueryOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.split('?')[1] ?? '');
}

/** Where the processor sends the client back: this invoice in the hub, marked as a payment's return. */
export function paymentReturnUrl(page: URL, invoiceNumber: number, autoPay: boolean): string {
  const marks = `&${SUCCESS_PARAM}=true${autoPay ? `&${AUTO_PAY_PARAM}=true` : ''}`;
  return `${page.origin}${page.pathname}${page.search}${hubHash('view-invoice', invoiceNumber)}${marks}`;
}

export interface PaymentReturn {
  paymentIntentId: string;
  autoPay: boolean;
}

/**
 * The intent a redirected payment came back with, or null. Stripe may put `payment_intent` in the
 * search part or after the hash's query; `success` must be exactly 'true' (spec 3 §5).
 */
export function paymentReturnOf(url: URL): PaymentReturn | null {
  const hashQuery = hashQueryOf(url);
  const read = (name: string) => url.searchParams.get(name) ?? hashQuery.get(name);
  const paymentIntentId = read('payment_intent');
  if (read(SUCCESS_PARAM) !== 'true' || !paymentIntentId) return null;
  return { paymentIntentId, autoPay: read(AUTO_PAY_PARAM) === 'true' };
}

/** The address without the return's parameters, so a reload does not check the payment again. */
export function withoutPaymentReturn(url: URL): string {
  const cleaned = new URL(url.href);
  const hashQuery = hashQueryOf(url);
  for (const name of [...PROCESSOR_RETURN_PARAMS, SUCCESS_PARAM, AUTO_PAY_PARAM]) {
    cleaned.searchParams.delete(name);
    hashQuery.delete(name);
  }
  const section = url.hash.split('?')[0] ?? '';
  const query = hashQuery.toString();
  cleaned.hash = query ? `${section}?${query}` : section;
  return cleaned.href;
}
