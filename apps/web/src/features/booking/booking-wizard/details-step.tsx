'use client';

import { Anchor, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { bookingDialogMessages as words } from '@porchlight/core/booking/booking.messages';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@porchlight/core/identity/auth.constants';
import { formatPhoneAsTyped } from '@/features/providers/phone-as-typed';
import { AddressStep } from '@/features/requests/pricing-wizard/address-step';
import type { BookingState } from './booking-state';

type Contact = BookingState['contact'];

/**
 * Where and who (plan §2.5): the address, then a guest's first and last name, e-mail and mobile phone,
 * all required; signed in, the account's name is filled in and its e-mail is the booking's (locked).
 */
export function DetailsStep({
  state,
  errors,
  signedInEmail,
  loginHref,
  onChange,
}: {
  state: BookingState;
  errors: Record<string, string>;
  signedInEmail: string | null;
  loginHref: string;
  onChange: (change: Partial<BookingState>) => void;
}) {
  const contact = state.contact;
  const set = (name: keyof Contact, value: string) => onChange({ contact: { ...contact, [name]: value } });
  return (
    <Stack gap="lg">
      <AddressStep address={state.address} errors={errors} onChange={(address) => onChange({ address })} />
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {words.contactTitle}
        </Text>
        {signedInEmail ? (
          <Text size="sm" c="dimmed">
            {words.bookingAs(signedInEmail)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {words.guestNote}{' '}
            <Anchor href={loginHref} fw={700}>
              {words.logIn}
            </Anchor>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First name"
            required
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={contact.firstName}
            error={errors.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={contact.lastName}
            error={errors.lastName}
            onChange={(event) => set('lastName', event.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          required
          readOnly={Boolean(signedInEmail)}
          variant={signedInEmail ? 'filled' : 'default'}
          maxLength={EMAIL_MAX_LENGTH}
          value={contact.email}
          error={errors.email}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        <TextInput
          label="Mobile phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 555-5555"
          required
          value={contact.phone}
          error={errors.phone}
          onChange={(event) => set('phone', formatPhoneAsTyped(event.currentTarget.value))}
        />
      </Stack>
    </Stack>
  );
}
