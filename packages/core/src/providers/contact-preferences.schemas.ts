import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../identity/auth.constants';
import { contactPreferenceMessages } from './owner-tools.messages';

/** Contact notification preferences (spec 2 §3 "Contact preference", §5, §7). */

/** 'all', or one kind of request: paa pricing and availability, cu Contact Us. */
export const CONTACT_PREFERENCE_TYPES = ['all', 'paa', 'cu'] as const;
export type ContactPreferenceType = (typeof CONTACT_PREFERENCE_TYPES)[number];
export const CONTACT_PREFERENCE_METHODS = ['email', 'sms'] as const;
export type ContactPreferenceMethod = (typeof CONTACT_PREFERENCE_METHODS)[number];

export const CONTACT_PREFERENCE_DISPLAY_NAMES: Record<ContactPreferenceType, string> = {
  all: 'All Requests',
  paa: 'Pricing and Availability',
  cu: 'Contact Us',
};
export const CONTACT_PREFERENCES_MAX = 10;

const looksLikeEmail = (value: string) =>
  value.length <= EMAIL_MAX_LENGTH && z.email().safeParse(value).success;

/** One preference; an SMS number is kept as its 10 digits, an e-mail lowercased. */
export const contactPreferenceSchema = z
  .object({
    type: z.enum(CONTACT_PREFERENCE_TYPES),
    method: z.enum(CONTACT_PREFERENCE_METHODS),
    value: z.string().trim().max(200),
  })
  .superRefine((pref, ctx) => {
    const displayName = pref.type === 'all' ? undefined : CONTACT_PREFERENCE_DISPLAY_NAMES[pref.type];
    if (pref.method === 'email' && !looksLikeEmail(pref.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: contactPreferenceMessages.emailInvalid(pref.value, displayName),
      });
    }
    if (pref.method === 'sms' && pref.value.replace(/\D/g, '').length !== 10) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: contactPreferenceMessages.phoneInvalid(pref.value, displayName),
      });
    }
  })
  .transform((pref) => ({
    ...pref,
    value: pref.method === 'sms' ? pref.value.replace(/\D/g, '') : pref.value.toLowerCase(),
  }));
export type ContactPreference = z.output<typeof contactPreferenceSchema>;

/** PATCH provider/profile/contact-preferences: the whole list, replacing the stored one. */
export const contactPreferencesRequestSchema = z.object({
  contactPrefs: z
    .array(contactPreferenceSchema)
    .max(CONTACT_PREFERENCES_MAX, contactPreferenceMessages.tooMany)
    // The same preference twice is kept once.
    .transform((prefs) => [
      ...new Map(prefs.map((pref) => [`${pref.type}:${pref.method}:${pref.value}`, pref])).values(),
    ]),
});
export type ContactPreferencesRequestInput = z.input<typeof contactPreferencesRequestSchema>;

export const contactPreferencesResponseSchema = z.object({
  contactPrefs: z.array(
    z.object({
      type: z.enum(CONTACT_PREFERENCE_TYPES),
      method: z.enum(CONTACT_PREFERENCE_METHODS),
      value: z.string(),
    }),
  ),
});
export type ContactPreferencesResponse = z.infer<typeof contactPreferencesResponseSchema>;
