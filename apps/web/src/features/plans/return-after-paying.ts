'use client';

import { useRouter } from 'next/navigation';
import { safeReturnTo } from '@/lib/safe-return-to';

/**
 * Stripe Checkout sends the owner back to the Plans page without its `returnTo`: the address waits in
 * this tab's sessionStorage under this key meanwhile, with the company it was asked for.
 */
const STORAGE_KEY = 'pl-plans-return-to';

function remember(vanityName: string, returnTo: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ vanityName, returnTo }));
  } catch {
    // Storage off: the owner stays on the Plans page after paying.
  }
}

/** The address kept for this company, once: it is forgotten as it is read, and checked again. */
function take(vanityName: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      vanityName?: unknown;
      returnTo?: unknown;
    } | null;
    sessionStorage.removeItem(STORAGE_KEY);
    if (stored?.vanityName !== vanityName || typeof stored.returnTo !== 'string') return null;
    return safeReturnTo(stored.returnTo, '') || null;
  } catch {
    return null;
  }
}

/**
 * Back to where the owner came from (the Plans page's checked `returnTo`, e.g. the Website dialog's
 * custom-domain tab) once a change of plan is paid for, here or on Stripe's page.
 */
export function useReturnAfterPaying(vanityName: string, returnTo: string | null) {
  const router = useRouter();
  const go = (to: string | null) => {
    if (to) router.push(to);
  };
  return {
    /** Before leaving for Stripe's page to pay. */
    beforeStripe: () => {
      if (returnTo) remember(vanityName, returnTo);
    },
    /** A change paid for on this page. */
    paid: () => go(returnTo),
    /** A change paid for on Stripe's page, now recorded. */
    paidOnStripe: () => go(returnTo ?? take(vanityName)),
  };
}
