'use client';

import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@porchlight/core/identity/auth.constants';
import {
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
} from '@porchlight/core/providers/contact.constants';
import { formatPhoneAsTyped } from '@/features/providers/phone-as-typed';
import type { WizardState } from './wizard-state';

type Contact = WizardState['contact'];

/** How the provider reaches the visitor, with the Contact Us rules (spec 2 §5 "Pricing request"). */
export function ContactStep({
  contact,
  errors,
  onChange,
}: {
  contact: Contact;
  errors: Record<string, string>;
  onChange: (contact: Contact) => void;
}) {
  const set = (name: keyof Contact, value: string) => onChange({ ...contact, [name]: value });
  const method = contact.preferredContactMethod;
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        How should we contact you?
      </Text>
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
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          value={contact.lastName}
          error={errors.lastName}
          onChange={(event) => set('lastName', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Radio.Group
        label="Preferred contact method"
        value={method}
        onChange={(value) => set('preferredContactMethod', value as PreferredContactMethod)}
      >
        <SimpleGrid cols={3} spacing="xs" mt={6}>
          {PREFERRED_CONTACT_METHODS.map((value) => (
            <Radio key={value} value={value} label={PREFERRED_CONTACT_METHOD_LABELS[value]} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        label="Email address"
        type="email"
        autoComplete="email"
        required={method !== 'phone'}
        maxLength={EMAIL_MAX_LENGTH}
        value={contact.email}
        error={errors.email}
        onChange={(event) => set('email', event.currentTarget.value)}
      />
      <TextInput
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(555) 555-5555"
        required={method !== 'email'}
        value={contact.mobilePhoneNumber}
        error={errors.mobilePhoneNumber}
        onChange={(event) => set('mobilePhoneNumber', formatPhoneAsTyped(event.currentTarget.value))}
      />
    </Stack>
  );
}
