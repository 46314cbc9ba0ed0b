import { stateName } from '@porchlight/core/geo/us-states';
import type { NewProfileRequestInput } from '@porchlight/core/providers/company.schemas';
import type { PlaceBusiness } from '@porchlight/core/providers/places.schemas';
import { slugify } from '@porchlight/core/text/slug';
import { formatPhoneAsTyped } from '../phone-as-typed';

/** The company form's fields as typed (spec 2 §3 "New profile payload" without the derived ones). */
export interface CompanyFormValues {
  name: string;
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  phoneNumber: string;
  website: string;
}

export type CompanyField = keyof CompanyFormValues;

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  address: '',
  address2: '',
  city: '',
  stateCode: '',
  zipCode: '',
  countryCode: 'US',
  phoneNumber: '',
  website: '',
};

const UNITED_STATES = 'United States';

/** What a business found through the places search fills in (spec 2 §4: step 1 prefills step 2). */
export function valuesFromPlace(business: PlaceBusiness): CompanyFormValues {
  return {
    name: business.name,
    address: business.address ?? '',
    address2: business.address2 ?? '',
    city: business.city ?? '',
    stateCode: business.stateCode ?? '',
    zipCode: business.zipCode ?? '',
    // A business abroad keeps its country, so the form says 'The only country supported…'.
    countryCode: business.countryCode ?? 'US',
    phoneNumber: formatPhoneAsTyped(business.phoneNumber ?? ''),
    website: business.website ?? '',
  };
}

export function countryLabel(countryCode: string): string {
  return countryCode.toUpperCase() === 'US' ? UNITED_STATES : countryCode;
}

/** The request body: the typed fields plus the slug, state and country names the spec's payload has. */
export function newProfileBody(values: CompanyFormValues, placeID: string | null): NewProfileRequestInput {
  return {
    ...values,
    uri: slugify(values.name),
    stateName: stateName(values.stateCode) || null,
    countryName: countryLabel(values.countryCode),
    placeID,
  };
}
