'use client';

import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CardInputs, useCardInputs } from './card-inputs';
import { NewMethodFormEnd, type NewMethodFormProps } from './method-form-parts';

/**
 * A new card on our own form (the built-in processor's stand-in for Stripe's Payment Element), checked
 * with the card rules the server uses.
 */
export function CardForm({ onPay, ...formEnd }: NewMethodFormProps) {
  const card = useCardInputs();
  const [save, setSave] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = card.check();
    if (checked) onPay(checked, save);
  };

  return (
    <form onSubmit={submit} aria-label="Card" noValidate>
      <Stack gap="sm">
        <CardInputs bind={card.bind} />
        <NewMethodFormEnd
          {...formEnd}
          saveLabel="Save this card for future payments"
          saved={save}
          onSavedChange={setSave}
        />
      </Stack>
    </form>
  );
}
