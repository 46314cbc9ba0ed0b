import { describe, expect, it } from 'vitest';
import { isLockedByHub, prefillAddress, prefillContact } from './hub-contact.rules';
import { type HubClientRecord, hubContactPrefill, hubLockedContact } from './hub-contact-prefill.rules';

const casey: HubClientRecord = {
  firstName: 'Casey',
  lastName: 'Morgan',
  emailAddress: 'casey@example.test',
  mobilePhoneNumber: '5125550188',
  address: '100 Congress Ave',
  address2: null,
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
};
const typedNothing = { firstName: '', lastName: '', email: '', mobilePhoneNumber: '' };
const noAddress = { address: '', address2: '', city: '', stateCode: '', zipCode: '' };

describe('a hub client in the contact forms (spec 1 §6, spec 2 §6)', () => {
  it('locks the name and e-mail on record; the phone and address are filled in, not locked', () => {
    const prefill = hubContactPrefill(casey);
    expect(prefill).toEqual({
      contact: {
        firstName: 'Casey',
        lastName: 'Morgan',
        email: 'casey@example.test',
        mobilePhoneNumber: '(512) 555-0188',
      },
      address: {
        address: '100 Congress Ave',
        address2: '',
        city: 'Austin',
        stateCode: 'TX',
        zipCode: '78701',
      },
      locked: ['firstName', 'lastName', 'email'],
    });
    expect(
      ['firstName', 'email', 'mobilePhoneNumber', 'address'].map((f) => isLockedByHub(prefill, f)),
    ).toEqual([true, true, false, false]);
    expect(isLockedByHub(null, 'email')).toBe(false);
  });

  it('leaves a field open when the record has nothing for it', () => {
    const bare = { ...casey, lastName: '  ', emailAddress: null, mobilePhoneNumber: null };
    expect(hubContactPrefill(bare).locked).toEqual(['firstName']);
    expect(hubLockedContact(bare)).toEqual({ firstName: 'Casey' });
    expect(hubContactPrefill(bare).contact.mobilePhoneNumber).toBe('');
  });

  it('the server puts the trimmed locked values over the request', () => {
    expect(hubLockedContact({ firstName: ' Casey ', lastName: 'Morgan', emailAddress: 'c@x.test' })).toEqual({
      firstName: 'Casey',
      lastName: 'Morgan',
      email: 'c@x.test',
    });
  });

  it('fills the contact fields: locked ones always from the record, the others only where empty', () => {
    const prefill = hubContactPrefill(casey);
    expect(prefillContact({ ...typedNothing, preferredContactMethod: 'phone' }, prefill)).toEqual({
      ...prefill.contact,
      preferredContactMethod: 'phone',
    });
    const typed = {
      firstName: 'Someone',
      lastName: 'Else',
      email: 'a@b.test',
      mobilePhoneNumber: '(737) 555-0100',
    };
    expect(prefillContact(typed, prefill)).toEqual({
      ...prefill.contact,
      mobilePhoneNumber: '(737) 555-0100',
    });
  });

  it('fills the address only when none was typed', () => {
    const prefill = hubContactPrefill(casey);
    expect(prefillAddress(noAddress, prefill)).toEqual(prefill.address);
    const elsewhere = { ...noAddress, city: 'Round Rock' };
    expect(prefillAddress(elsewhere, prefill)).toBe(elsewhere);
  });
});
