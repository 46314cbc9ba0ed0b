'use client';

import { Radio, Stack } from '@mantine/core';
import type { PaymentMethod } from '@porchlight/core/payments/payments.schemas';
import { type ReactNode, useState } from 'react';
import { PaySubmit } from './method-form-parts';
import { savedMethodLabel } from './saved-method-label';

/** Pays with one of the client's saved methods, the first chosen to begin with. */
export function SavedMethodForm({
  methods,
  amount,
  busy,
  children,
  onPay,
}: {
  methods: PaymentMethod[];
  amount: number;
  busy: boolean;
  /** Shown above the submit: the auto-pay choice. */
  children?: ReactNode;
  onPay: (paymentMethodId: string) => void;
}) {
  const [chosen, setChosen] = useState(methods[0]?.id ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onPay(chosen);
      }}
      aria-label="Saved methods"
      noValidate
    >
      <Stack gap="sm">
        <Radio.Group label="Pay with" value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {methods.map((method) => (
              <Radio key={method.id} value={method.id} label={savedMethodLabel(method)} />
            ))}
          </Stack>
        </Radio.Group>
        {children}
        <PaySubmit amount={amount} busy={busy} disabled={!chosen} />
      </Stack>
    </form>
  );
}
