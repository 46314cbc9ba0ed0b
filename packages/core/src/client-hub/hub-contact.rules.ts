import { formatPhoneNumber } from '../providers/profile.rules';

/**
 * A Client Hub customer's own details in the Contact Us form and the pricing wizard (spec 1 §6 and
 * spec 2 §6 "Authenticated client-hub user": prefilled and locked). Zod-free: the visitor's contact
 * form reads it.
 */

/** The fields of GET client-hub/details/{uri} that the forms use. */
export interface HubClientRecord {
  firstName: string;
  lastName: string | null;
  emailAddress: string | null;
  mobilePhoneNumber: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  stateCode: string | null;
  zipCode: string | null;
}

/**
 * The fields a client's record locks: the name, and the e-mail address that puts the request in the
 * client's hub. The phone and the address are filled in but stay open (docs/decisions.md).
 */
export const HUB_LOCKED_CONTACT_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type HubLockedField = (typeof HUB_LOCKED_CONTACT_FIELDS)[number];

export const hubContactMessages = {
  /** Ours: above a form whose name and e-mail come from the hub. */
  locked: 'Signed in through the Client Hub: your name and email come from your account.',
} as const;

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

const text = (value: string | null) => value?.trim() ?? '';

/** The locked fields' values on record; the server puts them over what a hub client's request says. */
export function hubLockedContact(
  client: Pick<HubClientRecord, 'firstName' | 'lastName' | 'emailAddress'>,
): Partial<Record<HubLockedField, string>> {
  const onRecord = { firstName: client.firstName, lastName: client.lastName, email: client.emailAddress };
  const locked: Partial<Record<HubLockedField, string>> = {};
  for (const field of HUB_LOCKED_CONTACT_FIELDS) {
    const value = text(onRecord[field]);
    if (value) locked[field] = value;
  }
  return locked;
}

/** What the forms fill in from the client's record, and which of it they lock. */
export function hubContactPrefill(client: HubClientRecord): HubContactPrefill {
  const locked = hubLockedContact(client);
  return {
    contact: {
      firstName: text(client.firstName),
      lastName: text(client.lastName),
      email: text(client.emailAddress),
      mobilePhoneNumber: formatPhoneNumber(text(client.mobilePhoneNumber)) ?? '',
    },
    address: {
      address: text(client.address),
      address2: text(client.address2),
      city: text(client.city),
      stateCode: text(client.stateCode),
      zipCode: text(client.zipCode),
    },
    locked: HUB_LOCKED_CONTACT_FIELDS.filter((field) => field in locked),
  };
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
