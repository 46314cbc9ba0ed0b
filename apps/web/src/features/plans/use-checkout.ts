'use client';

import type { PlanItemKey } from '@porchlight/core/plans/plans.catalog';
import type { Checkout, PlanChange } from '@porchlight/core/plans/plans.schemas';
import { useState } from 'react';
import { useAction } from '@/lib/use-action';
import type { PlanCalls } from './plan-calls';

/** A checkout on the built-in processor's card form: paying for items, or saving a new card. */
export interface OpenCheckout {
  kind: 'subscribe' | 'card';
  checkoutId: string;
  clientSecret: string;
  /** Charged on completion (the first month); null for a new card. */
  amountCents: number | null;
}

/**
 * Starting a checkout (issue 21): with Stripe the owner goes to Stripe Checkout's page and comes back
 * to this page (use-checkout-return); with the built-in processor its card form opens in a dialog.
 */
export function useCheckout(
  calls: PlanCalls,
  onChange: (change: PlanChange, kind: OpenCheckout['kind']) => void,
  /** Just before the owner leaves for Stripe's page to pay for items. */
  beforeStripe: () => void = () => {},
) {
  const [open, setOpen] = useState<OpenCheckout | null>(null);
  /** On the way to Stripe's page: the buttons stay busy until it has loaded. */
  const [leaving, setLeaving] = useState(false);

  const follow = (checkout: Checkout, kind: OpenCheckout['kind'], amountCents: number | null) => {
    if (checkout.url) {
      if (kind === 'subscribe') beforeStripe();
      setLeaving(true);
      window.location.assign(checkout.url);
      return true;
    }
    if (checkout.clientSecret)
      setOpen({ kind, checkoutId: checkout.checkoutId, clientSecret: checkout.clientSecret, amountCents });
    return false;
  };

  const subscribe = useAction(async (items: PlanItemKey[], amountCents: number) =>
    follow(await calls.startCheckout(items), 'subscribe', amountCents),
  );
  const updateCard = useAction(async () => follow(await calls.startCardCheckout(), 'card', null));

  /** The card form's checkout went through: the server reads it back and records it once. */
  const finish = async (checkoutId: string) => {
    const change = await calls.complete(checkoutId);
    const kind = open?.kind ?? 'subscribe';
    setOpen(null);
    onChange(change, kind);
  };

  return { open, leaving, subscribe, updateCard, finish, close: () => setOpen(null) };
}
