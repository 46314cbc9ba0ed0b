import { formatPhoneNumber } from '../providers/profile.rules';
import { HUB_LOCKED_CONTACT_FIELDS, type HubContactPrefill, type HubLockedField } from './hub-contact.rules';

/** A hub client's record made into what the contact forms fill in and lock (loaded for hub clients only). */

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

export const hubContactMessages = {
  /** Ours: above a form whose name and e-mail come from the hub. */
  locked: 'Signed in through the Client Hub: your name and email come from your account.',
} as const;

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
