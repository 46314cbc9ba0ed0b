import { describe, expect, it } from 'vitest';
import { clientFromRequest, draftItemsFromRequest, notesFromRequest } from './request-conversion.rules';
import { NOTES_MAX_LENGTH } from './service-manager.constants';

const request = {
  requestNumber: 7,
  firstName: 'Riley',
  lastName: '',
  email: 'Riley@Example.test',
  mobilePhoneNumber: '(512) 555-0142',
  services: ['Deep Cleaning'],
  inputForm: [
    { label: 'Bedrooms', value: '3', valueLabel: '3 bedrooms' },
    { label: 'Skipped', value: '  ' },
  ],
  address: '1100 Congress Ave',
  address2: null,
  city: 'Austin',
  stateCode: 'TX',
  zipCode: '78701',
};

describe('request conversion', () => {
  it('makes the customer a client with the asked-about address as the service address', () => {
    expect(clientFromRequest(request)).toMatchObject({
      firstName: 'Riley',
      lastName: null,
      emailAddress: 'riley@example.test',
      mobilePhoneNumber: '5125550142',
      address: '1100 Congress Ave',
      separateBilling: false,
    });
  });

  it('drafts an unpriced line per service and writes the answered questions as notes', () => {
    expect(draftItemsFromRequest(request)).toEqual([
      {
        name: 'Deep Cleaning',
        description: null,
        rate: 0,
        quantity: 1,
        tax: false,
        type: null,
        billingCycle: null,
      },
    ]);
    expect(notesFromRequest(request)).toBe('From request #7\nBedrooms: 3 bedrooms');
    expect(draftItemsFromRequest({ ...request, services: null })).toEqual([]);
  });

  it('cuts long notes to the limit', () => {
    const long = { ...request, inputForm: [{ label: 'Story', value: 'x'.repeat(NOTES_MAX_LENGTH) }] };
    expect(notesFromRequest(long)).toHaveLength(NOTES_MAX_LENGTH);
  });
});
