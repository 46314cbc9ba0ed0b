import { describe, expect, it } from 'vitest';
import { pricingAddressIssues } from './pricing-address.rules';
import { pricingRequestSchema } from './pricing-request.schemas';

const valid = {
  firstName: 'Robin',
  lastName: 'Lee',
  preferredContactMethod: 'email',
  email: 'robin@example.com',
  mobilePhoneNumber: '',
  services: ['House Cleaning'],
  inputForm: [],
  type: 'paa',
};

function messages(body: object, options = { customDomain: false, asksAddress: false }) {
  const parsed = pricingRequestSchema(options).safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('pricingRequestSchema', () => {
  it('accepts a complete request and fills the state name', () => {
    const parsed = pricingRequestSchema({ customDomain: false, asksAddress: true }).parse({
      ...valid,
      address: '100 Congress Ave',
      city: 'Austin',
      stateCode: 'tx',
      zipCode: '78701',
    });
    expect(parsed).toMatchObject({ stateCode: 'TX', stateName: 'Texas', countryCode: 'US' });
  });

  it('needs a service and the contact rules of spec 2 §5', () => {
    expect(messages({ ...valid, services: [] })).toEqual({ services: 'Please select at least one service' });
    expect(messages({ ...valid, firstName: '', email: '' })).toEqual({
      firstName: 'A first name is required',
      email: 'An email address is required',
    });
    expect(messages({ ...valid, preferredContactMethod: 'phone', mobilePhoneNumber: '512555' })).toEqual({
      mobilePhoneNumber: 'Please enter a valid phone number',
    });
  });

  it('checks the address when a form asks where', () => {
    expect(messages(valid, { customDomain: false, asksAddress: true })).toEqual({
      address: 'Address is required',
      city: 'City is required',
      stateCode: 'State is required',
      zipCode: 'Zip code is required',
    });
  });

  it('refuses SEO pitches on a custom domain only', () => {
    const pitch = {
      ...valid,
      inputForm: [{ name: 'description', label: 'Tell us', type: 'textarea', value: 'Cheap SEO for you' }],
    };
    expect(messages(pitch, { customDomain: true, asksAddress: false })).toEqual({
      'inputForm.description': 'Soliciting services is not allowed.',
    });
    expect(messages(pitch)).toEqual({});
  });
});

describe('pricingAddressIssues', () => {
  it('has the spec’s words for a bad zip and the limits', () => {
    expect(
      pricingAddressIssues({
        address: 'x'.repeat(47),
        address2: '',
        city: 'y'.repeat(26),
        stateCode: 'ZZ',
        zipCode: '7870',
      }),
    ).toEqual({
      address: 'Address must be 46 characters or less',
      city: 'City must be 25 characters or less',
      stateCode: 'State is required',
      zipCode: 'Zip code format is invalid',
    });
  });
});
