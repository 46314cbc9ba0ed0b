'use client';

import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { US_STATES } from '@porchlight/core/geo/us-states';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
  ZIP_MAX_LENGTH,
} from '@porchlight/core/reviews/review-writing.constants';
import { formatPhoneAsTyped } from '../phone-as-typed';
import { type CompanyField, type CompanyFormValues, countryLabel } from './company-values';

const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

/**
 * The company's fields (spec 2 §5 "New profile"), shared by Create Your Company Profile and the
 * admin's unclaimed profile form. Errors show under each field; the country is fixed to the US
 * and only shows its error when a business found abroad was picked.
 */
export function CompanyFields({
  values,
  inputProps,
  setValue,
  phoneRequired,
}: {
  values: CompanyFormValues;
  inputProps: (field: CompanyField) => GetInputPropsReturnType;
  setValue: (field: CompanyField, value: string) => void;
  phoneRequired: boolean;
}) {
  const state = inputProps('stateCode');
  const country = inputProps('countryCode');
  return (
    <Stack gap="sm">
      <TextInput
        label="Company name"
        required
        maxLength={COMPANY_NAME_MAX_LENGTH}
        autoComplete="organization"
        {...inputProps('name')}
      />
      <TextInput
        label="Address"
        maxLength={ADDRESS_MAX_LENGTH}
        autoComplete="address-line1"
        {...inputProps('address')}
      />
      <TextInput
        label="Address line 2"
        maxLength={ADDRESS_MAX_LENGTH}
        autoComplete="address-line2"
        {...inputProps('address2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="City"
          required
          maxLength={CITY_MAX_LENGTH}
          autoComplete="address-level2"
          {...inputProps('city')}
        />
        <Select
          label="State"
          required
          searchable
          data={STATE_OPTIONS}
          value={values.stateCode || null}
          onChange={(code) => setValue('stateCode', code ?? '')}
          onBlur={state.onBlur}
          onFocus={state.onFocus}
          error={state.error}
          autoComplete="address-level1"
          comboboxProps={{ zIndex: 400 }}
        />
        <TextInput
          label="Zip code"
          required
          maxLength={ZIP_MAX_LENGTH}
          inputMode="numeric"
          autoComplete="postal-code"
          {...inputProps('zipCode')}
        />
      </SimpleGrid>
      <TextInput
        label="Country"
        value={countryLabel(values.countryCode)}
        readOnly
        variant="filled"
        error={country.error}
      />
      <TextInput
        label="Phone number"
        required={phoneRequired}
        type="tel"
        autoComplete="tel"
        placeholder="(555) 555-5555"
        {...inputProps('phoneNumber')}
        onChange={(event) => setValue('phoneNumber', formatPhoneAsTyped(event.currentTarget.value))}
      />
      <TextInput
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        maxLength={WEBSITE_MAX_LENGTH}
        {...inputProps('website')}
      />
    </Stack>
  );
}
