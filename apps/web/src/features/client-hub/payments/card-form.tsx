'use client';

import { Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type CardFields, cardFieldError, cardOf, EMPTY_CARD_FIELDS } from './card-fields';
import { NewMethodFormEnd, type NewMethodFormProps } from './method-form-parts';

/** The card's numeric fields, with what browsers and password managers fill them from. */
const numericInput = (
  name: keyof CardFields,
  label: string,
  autoComplete: string,
  maxLength: number,
  placeholder?: string,
) => ({
  name,
  label,
  autoComplete,
  maxLength,
  placeholder,
  inputMode: 'numeric' as const,
});
const CARD_NUMBER = numericInput('number', 'Card number', 'cc-number', 23, '1234 1234 1234 1234');
const EXPIRY_AND_CVC = [
  numericInput('expMonth', 'Expiry month', 'cc-exp-month', 2, 'MM'),
  numericInput('expYear', 'Expiry year', 'cc-exp-year', 4, 'YY'),
  numericInput('cvc', 'Security code (CVC)', 'cc-csc', 4),
];

/**
 * A new card on our own form (the built-in processor's stand-in for Stripe's Payment Element), checked
 * with the card rules the server uses.
 */
export function CardForm({ onPay, ...formEnd }: NewMethodFormProps) {
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [refusal, setRefusal] = useState<ReturnType<typeof cardFieldError>>(null);
  const [save, setSave] = useState(false);

  const bind = (name: keyof CardFields) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [name]: value }));
      if (refusal?.field === name) setRefusal(null);
    },
    error: refusal?.field === name ? refusal.message : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardFieldError(fields, new Date());
    setRefusal(found);
    if (!found) onPay(cardOf(fields), save);
  };

  return (
    <form onSubmit={submit} aria-label="Card" noValidate>
      <Stack gap="sm">
        <TextInput {...CARD_NUMBER} {...bind(CARD_NUMBER.name)} />
        <Group grow align="flex-start">
          {EXPIRY_AND_CVC.map((input) => (
            <TextInput key={input.name} {...input} {...bind(input.name)} />
          ))}
        </Group>
        <TextInput label="ZIP code" autoComplete="postal-code" maxLength={10} {...bind('postalCode')} />
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
