import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  contactFormToRequest,
  contactMessages,
  contactRequestSchema,
  mentionsSeo,
} from './contact.schemas';

const valid = {
  firstName: 'Casey',
  lastName: 'Morgan',
  preferredContactMethod: 'email' as const,
  email: 'casey@example.com',
  mobilePhoneNumber: '',
  description: 'Please call me about a deep clean.',
};

function errors(values: object, customDomain = false): Record<string, string> {
  const result = contactFormSchema({ customDomain }).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contact form rules (spec 1 §5)', () => {
  it('accepts a complete form', () => expect(errors(valid)).toEqual({}));

  it('reports every missing field at once', () => {
    expect(
      errors({
        preferredContactMethod: 'both',
        firstName: '',
        email: '',
        mobilePhoneNumber: '',
        description: '',
      }),
    ).toEqual({
      firstName: contactMessages.firstNameRequired,
      email: contactMessages.emailRequired,
      mobilePhoneNumber: contactMessages.phoneRequired,
      description: contactMessages.descriptionRequired,
    });
  });

  it('needs the email only for email or both, the phone only for phone or both', () => {
    expect(
      errors({ ...valid, email: '', preferredContactMethod: 'phone', mobilePhoneNumber: '(512) 555-0100' }),
    ).toEqual({});
    expect(errors({ ...valid, preferredContactMethod: 'phone' })).toEqual({
      mobilePhoneNumber: contactMessages.phoneRequired,
    });
    expect(errors({ ...valid, email: '', preferredContactMethod: 'email' })).toEqual({
      email: contactMessages.emailRequired,
    });
  });

  it('checks the email format and the 10 phone digits', () => {
    expect(errors({ ...valid, email: 'not-an-email' })).toEqual({ email: contactMessages.emailInvalid });
    expect(errors({ ...valid, preferredContactMethod: 'both', mobilePhoneNumber: '(512) 555-01' })).toEqual({
      mobilePhoneNumber: contactMessages.phoneInvalid,
    });
  });

  it('limits names and email to 128 characters', () => {
    expect(errors({ ...valid, firstName: 'a'.repeat(129) })).toEqual({
      firstName: contactMessages.nameTooLong,
    });
    expect(errors({ ...valid, email: `${'a'.repeat(120)}@example.com` })).toEqual({
      email: contactMessages.emailTooLong,
    });
  });

  it('refuses SEO pitches on custom domains only', () => {
    const pitch = { ...valid, description: 'We offer SEO services for your site' };
    expect(errors(pitch)).toEqual({});
    expect(errors(pitch, true)).toEqual({ description: contactMessages.soliciting });
    expect(mentionsSeo('seo.')).toBe(true);
    expect(mentionsSeo('Moving to Seoul')).toBe(false);
  });

  it('turns the form into the request the server validates with the same rules', () => {
    const request = contactFormToRequest(
      { ...valid, preferredContactMethod: 'both', mobilePhoneNumber: '(512) 555-0100' },
      'http://x/contact-us',
    );
    expect(request).toMatchObject({
      type: 'cu',
      mobilePhoneNumber: '5125550100',
      inputForm: [{ label: 'Description', type: 'textarea', value: valid.description }],
      countryCode: 'US',
    });
    expect(contactRequestSchema({ customDomain: false }).safeParse(request).success).toBe(true);
    const seo = { ...request, inputForm: [{ label: 'Description', type: 'textarea', value: 'SEO' }] };
    const result = contactRequestSchema({ customDomain: true }).safeParse(seo);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['description'],
      message: contactMessages.soliciting,
    });
  });
});
