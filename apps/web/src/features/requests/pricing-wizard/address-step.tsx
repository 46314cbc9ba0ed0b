'use client';

import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { US_STATES } from '@porchlight/core/geo/us-states';
import {
  PRICING_ADDRESS_MAX,
  PRICING_CITY_MAX,
  PRICING_ZIP_MAX,
} from '@porchlight/core/requests/pricing-request.constants';
import type { WizardState } from './wizard-state';

type Address = WizardState['address'];

const STATE_OPTIONS = [
  { value: '', label: 'State' },
  ...Object.entries(US_STATES).map(([value, label]) => ({ value, label })),
];

/** Where the work is (spec 2 §5 "Address step"). */
export function AddressStep({
  address,
  errors,
  onChange,
}: {
  address: Address;
  errors: Record<string, string>;
  onChange: (address: Address) => void;
}) {
  const field = (name: keyof Address) => ({
    value: address[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...address, [name]: event.currentTarget.value }),
  });
  return (
    <Stack gap="sm">
      <Text fw={700} size="lg">
        Where is the service needed?
      </Text>
      <TextInput
        label="Address"
        required
        autoComplete="address-line1"
        maxLength={PRICING_ADDRESS_MAX}
        {...field('address')}
      />
      <TextInput
        label="Apartment, suite, unit"
        autoComplete="address-line2"
        maxLength={PRICING_ADDRESS_MAX}
        {...field('address2')}
      />
      <TextInput
        label="City"
        required
        autoComplete="address-level2"
        maxLength={PRICING_CITY_MAX}
        {...field('city')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NativeSelect
          label="State"
          required
          autoComplete="address-level1"
          data={STATE_OPTIONS}
          {...field('stateCode')}
        />
        <TextInput
          label="Zip code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PRICING_ZIP_MAX}
          {...field('zipCode')}
        />
      </SimpleGrid>
    </Stack>
  );
}
