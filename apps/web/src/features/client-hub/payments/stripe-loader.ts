/**
 * Stripe.js, loaded from Stripe (it must be: PCI) the first time a Stripe payment opens. Only the
 * few calls the pay dialog makes are typed here; @stripe/stripe-js would type them all but could not be
 * installed (docs/decisions.md "Paying in the hub").
 */

const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export interface StripeErrorAnswer {
  error?: { message?: string };
}
export interface StripePaymentElement {
  mount: (target: HTMLElement) => void;
  destroy: () => void;
}
export interface StripeElements {
  create: (type: 'payment') => StripePaymentElement;
}
export interface StripeClient {
  elements: (options: { clientSecret: string }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    /** Cards without a bank's check complete here; the others leave for their page and come back. */
    redirect: 'if_required';
  }) => Promise<StripeErrorAnswer & { paymentIntent?: { id: string } }>;
}
type StripeFactory = (publishableKey: string, options?: { stripeAccount?: string }) => StripeClient;

let loading: Promise<StripeFactory> | null = null;

function loadStripeJs(): Promise<StripeFactory> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as Window & { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (the network) is tried again next time.
    loading = null;
    throw error;
  });
  return loading;
}

/** Stripe for the provider's connected account (Stripe Connect), as `loadStripe` would give it. */
export async function loadStripe(
  publishableKey: string,
  stripeAccount: string | null,
): Promise<StripeClient> {
  const Stripe = await loadStripeJs();
  return Stripe(publishableKey, stripeAccount ? { stripeAccount } : undefined);
}
