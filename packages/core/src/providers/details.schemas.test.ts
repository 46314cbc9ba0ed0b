import { describe, expect, it } from 'vitest';
import { contactPreferencesRequestSchema } from './contact-preferences.schemas';
import { collapseLineBreaks, companyDetailsRequestSchema, emailChangeRequestSchema } from './details.schemas';
import { companyInfoMessages } from './owner-tools.messages';

describe('company details', () => {
  it('collapses line breaks to single spaces', () => {
    expect(collapseLineBreaks('One.\r\n\r\n  Two.\nThree')).toBe('One. Two. Three');
  });

  it('counts the 200 characters after collapsing', () => {
    const text = `${'a'.repeat(100)}\n${'b'.repeat(99)}`;
    expect(companyDetailsRequestSchema.parse({ aboutMetadata: text }).aboutMetadata).toHaveLength(200);
    expect(
      companyDetailsRequestSchema.safeParse({ aboutMetadata: `${text}b` }).error?.issues[0]?.message,
    ).toBe(companyInfoMessages.briefDescriptionTooLong);
  });

  it('needs something to change, and clears the phone with an empty value', () => {
    expect(companyDetailsRequestSchema.safeParse({}).success).toBe(false);
    expect(companyDetailsRequestSchema.parse({ phoneNumber: '' })).toEqual({ phoneNumber: null });
  });

  it('clears the e-mail with empty text', () => {
    expect(emailChangeRequestSchema.parse({ email: ' ' })).toEqual({ email: null });
    expect(emailChangeRequestSchema.parse({ email: 'A@B.Example' })).toEqual({ email: 'a@b.example' });
    expect(emailChangeRequestSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });

  it('keeps SMS numbers as digits and drops repeated preferences', () => {
    expect(
      contactPreferencesRequestSchema.parse({
        contactPrefs: [
          { type: 'all', method: 'sms', value: '(512) 555-0100' },
          { type: 'all', method: 'sms', value: '512.555.0100' },
          { type: 'cu', method: 'email', value: 'Desk@A.Example' },
        ],
      }).contactPrefs,
    ).toEqual([
      { type: 'all', method: 'sms', value: '5125550100' },
      { type: 'cu', method: 'email', value: 'desk@a.example' },
    ]);
  });
});
