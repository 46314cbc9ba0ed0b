'use client';

import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { lazySchema } from '@/lib/lazy-schema';
import { useSchemaForm } from '@/lib/use-schema-form';
import { NewMethodFormEnd, type NewMethodFormProps } from './method-form-parts';

/** The processor's own rules and words for a bank account (routing 9 digits, account 4 to 17). */
const bankAccountSchema = lazySchema(() =>
  import('@porchlight/core/payments/payments.schemas').then((module) => module.builtinMethodSchema),
);

/**
 * A new US bank account (ACH debit): it settles later, so the invoice shows Processing meanwhile. The
 * schema checks the name and the numbers, in its own words.
 */
export function BankForm({ onPay, ...formEnd }: NewMethodFormProps) {
  const form = useSchemaForm({
    initialValues: {
      type: 'us_bank_account' as const,
      accountHolderName: '',
      routingNumber: '',
      accountNumber: '',
    },
    schema: bankAccountSchema,
  });
  const [save, setSave] = useState(false);
  return (
    <form
      onSubmit={form.onSubmit((method) => onPay(method, save))}
      onFocus={form.onFocus}
      aria-label="Bank account"
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label="Name on account"
          autoComplete="name"
          required
          {...form.inputProps('accountHolderName')}
        />
        <TextInput
          label="Routing number"
          inputMode="numeric"
          maxLength={9}
          {...form.inputProps('routingNumber')}
        />
        <TextInput
          label="Account number"
          inputMode="numeric"
          maxLength={17}
          {...form.inputProps('accountNumber')}
        />
        <NewMethodFormEnd
          {...formEnd}
          saveLabel="Save this account for future payments"
          saved={save}
          onSavedChange={setSave}
        />
      </Stack>
    </form>
  );
}
