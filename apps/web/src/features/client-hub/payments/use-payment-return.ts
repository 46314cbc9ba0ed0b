'use client';

import { useCallback, useEffect, useState } from 'react';
import { type PaymentReturn, paymentReturnOf, withoutPaymentReturn } from './payment-return';

/** A redirected payment coming back to this page (spec 3 §2.4 `success`, `payment_intent`), read once. */
export function usePaymentReturn(): { returned: PaymentReturn | null; forget: () => void } {
  const [returned, setReturned] = useState<PaymentReturn | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const found = paymentReturnOf(url);
    if (!found) return;
    // Out of the address at once: a reload must not check this payment again.
    window.history.replaceState(window.history.state, '', withoutPaymentReturn(url));
    setReturned(found);
  }, []);
  const forget = useCallback(() => setReturned(null), []);
  return { returned, forget };
}
