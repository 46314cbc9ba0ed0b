'use client';

import { Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type CardFields, cardFieldError, cardOf, EMPTY_CARD_FIELDS } from './card-fields';

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

type Refusal = ReturnType<typeof cardFieldError>;

/**
 * A card as typed on our own form (the built-in processor's stand-in for Stripe's card fields), checked
 * with the card rules the server uses: `check` answers the card, or null after showing the first refusal.
 */
export function useCardInputs() {
  const [fields, setFields] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [refusal, setRefusal] = useState<Refusal>(null);

  const bind = (name: keyof CardFields) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [name]: value }));
      if (refusal?.field === name) setRefusal(null);
    },
    error: refusal?.field === name ? refusal.message : undefined,
  });

  const check = () => {
    const found = cardFieldError(fields, new Date());
    setRefusal(found);
    return found ? null : cardOf(fields);
  };

  return { bind, check };
}

export type CardInputsState = ReturnType<typeof useCardInputs>;

/** The card number, expiry, CVC and ZIP code inputs of a card form. */
export function CardInputs({ bind }: Pick<CardInputsState, 'bind'>) {
  return (
    <Stack gap="sm">
      <TextInput {...CARD_NUMBER} {...bind(CARD_NUMBER.name)} />
      <Group grow align="flex-start">
        {EXPIRY_AND_CVC.map((input) => (
          <TextInput key={input.name} {...input} {...bind(input.name)} />
        ))}
      </Group>
      <TextInput label="ZIP code" autoComplete="postal-code" maxLength={10} {...bind('postalCode')} />
    </Stack>
  );
}
