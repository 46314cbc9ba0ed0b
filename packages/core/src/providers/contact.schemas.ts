import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../identity/auth.constants';
import { isSingleLine, textMessages } from '../platform/text.rules';
import {
  CONTACT_DESCRIPTION_LABEL,
  CONTACT_DESCRIPTION_MAX_LENGTH,
  contactMessages,
  DEFAULT_COUNTRY,
  PHONE_DIGITS,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
} from './contact.constants';

/** The Contact Us form and request (spec 1 §3 "Contact request", §5 "Contact form"). */

// Moved to contact.constants.ts (zod-free, for the browser); re-exported for the modules that read them here.
export {
  CONTACT_DESCRIPTION_LABEL,
  CONTACT_DESCRIPTION_MAX_LENGTH,
  contactMessages,
  DEFAULT_COUNTRY,
  PHONE_DIGITS,
  PHONE_MASK,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  type PreferredContactMethod,
} from './contact.constants';

export interface ContactRuleOptions {
  /** On a provider's custom domain a description mentioning SEO is refused (spec 1 §5). */
  customDomain: boolean;
}

/** 'SEO' as a word, any case: "SEO services", "seo." — not "Seoul". */
export function mentionsSeo(text: string): boolean {
  return /(^|[^a-z])seo([^a-z]|$)/i.test(text);
}

export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

const emailFormat = z.email();

export interface ContactFields {
  firstName: string;
  lastName: string;
  preferredContactMethod: PreferredContactMethod;
  email: string;
  mobilePhoneNumber: string;
}

export type ContactIssue = { path: string; message: string };

/** Every rule of spec 1 §5 "Contact form" except the description, in one place for form and server. */
export function contactIssues(fields: ContactFields): ContactIssue[] {
  const issues: ContactIssue[] = [];
  const method = fields.preferredContactMethod;
  if (!fields.firstName) issues.push({ path: 'firstName', message: contactMessages.firstNameRequired });
  else if (fields.firstName.length > NAME_MAX_LENGTH)
    issues.push({ path: 'firstName', message: contactMessages.nameTooLong });
  if (fields.lastName.length > NAME_MAX_LENGTH)
    issues.push({ path: 'lastName', message: contactMessages.nameTooLong });
  // Names go into the notification's subject: a line break there would be a new mail header.
  for (const path of ['firstName', 'lastName'] as const)
    if (!isSingleLine(fields[path])) issues.push({ path, message: textMessages.lineBreak });

  const needsEmail = method === 'email' || method === 'both';
  if (!fields.email) {
    if (needsEmail) issues.push({ path: 'email', message: contactMessages.emailRequired });
  } else if (fields.email.length > EMAIL_MAX_LENGTH) {
    issues.push({ path: 'email', message: contactMessages.emailTooLong });
  } else if (!emailFormat.safeParse(fields.email).success) {
    issues.push({ path: 'email', message: contactMessages.emailInvalid });
  }

  const needsPhone = method === 'phone' || method === 'both';
  const digits = phoneDigits(fields.mobilePhoneNumber);
  if (!digits) {
    if (needsPhone) issues.push({ path: 'mobilePhoneNumber', message: contactMessages.phoneRequired });
  } else if (digits.length !== PHONE_DIGITS) {
    issues.push({ path: 'mobilePhoneNumber', message: contactMessages.phoneInvalid });
  }
  return issues;
}

function descriptionIssues(description: string, options: ContactRuleOptions, path: string): ContactIssue[] {
  if (!description) return [{ path, message: contactMessages.descriptionRequired }];
  if (description.length > CONTACT_DESCRIPTION_MAX_LENGTH)
    return [{ path, message: contactMessages.descriptionTooLong }];
  if (options.customDomain && mentionsSeo(description))
    return [{ path, message: contactMessages.soliciting }];
  return [];
}

export const trimmedText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

export const preferredContactMethodSchema = z.enum(PREFERRED_CONTACT_METHODS, {
  error: 'Please choose how we should contact you',
});

/** The Contact Us form's values; the form validates with this and the server with the request below. */
export function contactFormSchema(options: ContactRuleOptions) {
  return z
    .object({
      firstName: trimmedText,
      lastName: trimmedText,
      preferredContactMethod: preferredContactMethodSchema,
      email: trimmedText,
      mobilePhoneNumber: trimmedText,
      description: trimmedText,
    })
    .superRefine((values, ctx) => {
      for (const issue of [
        ...contactIssues(values),
        ...descriptionIssues(values.description, options, 'description'),
      ])
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
}
export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;

export const requestAnswerSchema = z.object({
  label: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(40),
  value: z.string().max(CONTACT_DESCRIPTION_MAX_LENGTH + 100),
  valueLabel: z.string().max(500).optional(),
});
export type RequestAnswer = z.infer<typeof requestAnswerSchema>;

/** The description answer of a Contact Us request's inputForm. */
export function contactDescription(inputForm: readonly { label: string; value: string }[]): string {
  const answer = inputForm.find(
    (entry) => entry.label.trim().toLowerCase() === CONTACT_DESCRIPTION_LABEL.toLowerCase(),
  );
  return answer?.value.trim() ?? '';
}

/** POST client-hub/request/{uri} with type 'cu'; field errors for the description land on 'description'. */
export function contactRequestSchema(options: ContactRuleOptions) {
  return z
    .object({
      firstName: trimmedText,
      lastName: trimmedText,
      preferredContactMethod: preferredContactMethodSchema,
      email: trimmedText,
      mobilePhoneNumber: trimmedText.transform(phoneDigits),
      inputForm: z.array(requestAnswerSchema).max(50).default([]),
      countryCode: z.string().trim().max(2).default(DEFAULT_COUNTRY.countryCode),
      countryName: z.string().trim().max(60).default(DEFAULT_COUNTRY.countryName),
      type: z.literal('cu'),
      submittedFromUrl: z.string().trim().max(2000).optional(),
    })
    .superRefine((values, ctx) => {
      for (const issue of [
        ...contactIssues(values),
        ...descriptionIssues(contactDescription(values.inputForm), options, 'description'),
      ])
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    });
}
export type ContactRequest = z.output<ReturnType<typeof contactRequestSchema>>;

/** The form's values as the request the server expects. */
export function contactFormToRequest(
  values: ContactFormValues,
  submittedFromUrl: string,
): z.input<ReturnType<typeof contactRequestSchema>> {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    preferredContactMethod: values.preferredContactMethod,
    email: values.email ?? '',
    mobilePhoneNumber: phoneDigits(values.mobilePhoneNumber),
    inputForm: [{ label: CONTACT_DESCRIPTION_LABEL, type: 'textarea', value: values.description ?? '' }],
    ...DEFAULT_COUNTRY,
    type: 'cu',
    submittedFromUrl,
  };
}

/** The accessibility probe (spec 1 §7): answered 200, nothing stored. */
export const accessibilityProbeSchema = z.object({ accessibilityTest: z.literal(true) });

export const contactResponseSchema = z.object({ requestNumber: z.number() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
export const probeResponseSchema = z.object({ accessible: z.literal(true) });
