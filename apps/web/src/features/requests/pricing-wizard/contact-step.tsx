'use client';

import { Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type HubContactPrefill, isLockedByHub } from '@porchlight/core/client-hub/hub-contact.rules';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@porchlight/core/identity/auth.constants';
import {
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
} from '@porchlight/core/providers/contact.constants';
import { HubLockedNote, lockedFieldProps } from '@/features/client-hub/hub-locked-fields';
import { formatPhoneAsTyped } from '@/features/providers/phone-as-typed';
import type { WizardState } from './wizard-state';

type Contact = WizardState['contact'];

/**
 * How the provider reaches the visitor, with the Contact Us rules (spec 2 §5 "Pricing request"); a
 * Client Hub customer's name and e-mail are the hub's, locked (spec 2 §6).
 */
export function ContactStep({
  contact,
  hub,
  errors,
  onChange,
}: {
  contact: Contact;
  hub: HubContactPrefill | null | undefined;
  errors: Record<string, string>;
  onChange: (contact: Contact) => void;
}) {
  const set = (name: keyof Contact, value: string) => onChange({ ...contact, [name]: value });
  const method = contact.preferredContactMethod;
  const locked = (field: keyof Contact) => {
    const isLocked = isLockedByHub(hub, field);
    return { ...lockedFieldProps(isLocked), variant: isLocked ? 'filled' : 'default' };
  };
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        How should we contact you?
      </Text>
      <HubLockedNote hub={hub} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First name"
          required
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          {...locked('firstName')}
          value={contact.firstName}
          error={errors.firstName}
          onChange={(event) => set('firstName', event.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          {...locked('lastName')}
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
        {...locked('email')}
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
