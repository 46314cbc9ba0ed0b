import { US_STATES } from '../geo/us-states';
import { isValidZip } from '../search/search.rules';
import {
  pricingRequestMessages as messages,
  PRICING_ADDRESS_MAX,
  PRICING_CITY_MAX,
  PRICING_ZIP_MAX,
} from './pricing-request.constants';

/** The wizard's address step (spec 2 §5 "Address step"), for the step and the server alike. */
export interface PricingAddress {
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
}

export function pricingAddressIssues(fields: PricingAddress): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!fields.address) issues.address = messages.addressRequired;
  else if (fields.address.length > PRICING_ADDRESS_MAX) issues.address = messages.addressTooLong;
  if (fields.address2.length > PRICING_ADDRESS_MAX) issues.address2 = messages.addressTooLong;
  if (!fields.city) issues.city = messages.cityRequired;
  else if (fields.city.length > PRICING_CITY_MAX) issues.city = messages.cityTooLong;
  if (!fields.stateCode || !(fields.stateCode in US_STATES)) issues.stateCode = messages.stateRequired;
  if (!fields.zipCode) issues.zipCode = messages.zipRequired;
  else if (fields.zipCode.length > PRICING_ZIP_MAX || !isValidZip(fields.zipCode))
    issues.zipCode = messages.zipInvalid;
  return issues;
}
