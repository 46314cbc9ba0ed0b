/**
 * A Client Hub customer's own details in the Contact Us form and the pricing wizard (spec 1 §6 and
 * spec 2 §6 "Authenticated client-hub user": prefilled and locked). Zod-free and small: the visitor's
 * contact form carries it; making the prefill from a record (hub-contact-prefill.rules.ts) loads only
 * for hub clients.
 */

/**
 * The fields a client's record locks: the name, and the e-mail address that puts the request in the
 * client's hub. The phone and the address are filled in but stay open (docs/decisions.md).
 */
export const HUB_LOCKED_CONTACT_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type HubLockedField = (typeof HUB_LOCKED_CONTACT_FIELDS)[number];

export interface HubContactFields {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhoneNumber: string;
}

export interface HubAddressFields {
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  zipCode: string;
}

const ADDRESS_FIELDS = ['address', 'address2', 'city', 'stateCode', 'zipCode'] as const;

export interface HubContactPrefill {
  /** As the forms show them: the phone as (999) 999-9999, a missing value as ''. */
  contact: HubContactFields;
  address: HubAddressFields;
  /** Only the locked fields the record has a value for: an empty one stays the visitor's to type. */
  locked: readonly HubLockedField[];
}

export function isLockedByHub(prefill: HubContactPrefill | null | undefined, field: string): boolean {
  return prefill?.locked.some((locked) => locked === field) ?? false;
}

/** The contact fields from the record: the locked ones always, the others where nothing was typed. */
export function prefillContact<Fields extends HubContactFields>(
  current: Fields,
  prefill: HubContactPrefill,
): Fields {
  const pick = (field: keyof HubContactFields) =>
    isLockedByHub(prefill, field) || !current[field].trim() ? prefill.contact[field] : current[field];
  return {
    ...current,
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    email: pick('email'),
    mobilePhoneNumber: pick('mobilePhoneNumber'),
  };
}

/** The client's address, unless one was typed already (the service may be needed somewhere else). */
export function prefillAddress<Fields extends HubAddressFields>(
  current: Fields,
  prefill: HubContactPrefill,
): Fields {
  const typed = ADDRESS_FIELDS.some((field) => current[field].trim() !== '');
  return typed ? current : { ...current, ...prefill.address };
}
