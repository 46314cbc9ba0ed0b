import { z } from 'zod';
import { stateName } from '../geo/us-states';
import { contactMessages } from '../providers/contact.constants';
import {
  contactIssues,
  DEFAULT_COUNTRY,
  mentionsSeo,
  phoneDigits,
  preferredContactMethodSchema,
  trimmedText,
} from '../providers/contact.schemas';
import { pricingAddressIssues } from './pricing-address.rules';
import { pricingRequestMessages } from './pricing-request.constants';

/** POST client-hub/request/{uri} with type 'paa' (spec 2 §3 "Pricing request payload", §5). */

export const pricingAnswerSchema = z.object({
  name: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(40),
  value: z.string().max(5000),
  valueLabel: z.string().max(2000).optional(),
});

/**
 * The request's own rules; the answers' rules depend on the provider's pricing forms (the service
 * checks them with pricing-questions.rules.ts), and the address rules on whether a form asks where.
 */
export function pricingRequestSchema(options: { customDomain: boolean; asksAddress?: boolean }) {
  return z
    .object({
      firstName: trimmedText,
      lastName: trimmedText,
      preferredContactMethod: preferredContactMethodSchema,
      email: trimmedText,
      mobilePhoneNumber: trimmedText.transform(phoneDigits),
      services: z
        .array(z.string().trim().min(1).max(200), { error: pricingRequestMessages.servicesRequired })
        .min(1, pricingRequestMessages.servicesRequired)
        .max(50),
      inputForm: z.array(pricingAnswerSchema).max(100).default([]),
      address: trimmedText,
      address2: trimmedText,
      city: trimmedText,
      stateCode: trimmedText.transform((value) => value.toUpperCase()),
      stateName: trimmedText,
      zipCode: trimmedText,
      countryCode: z.string().trim().max(2).default(DEFAULT_COUNTRY.countryCode),
      countryName: z.string().trim().max(60).default(DEFAULT_COUNTRY.countryName),
      type: z.literal('paa'),
      submittedFromUrl: z.string().trim().max(2000).optional(),
    })
    .superRefine((values, ctx) => {
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const issue of contactIssues(values)) add(issue.path, issue.message);
      const anyAddress = values.address || values.city || values.zipCode;
      if (options.asksAddress || anyAddress)
        for (const [path, message] of Object.entries(pricingAddressIssues(values))) add(path, message);
      // On a custom domain the provider's own site is not a place to pitch SEO to them (spec 2 §5).
      if (options.customDomain)
        for (const answer of values.inputForm)
          if (answer.type === 'textarea' && mentionsSeo(answer.value))
            add(`inputForm.${answer.name}`, contactMessages.soliciting);
    })
    .transform((values) => ({ ...values, stateName: values.stateName || stateName(values.stateCode) }));
}
export type PricingRequest = z.output<ReturnType<typeof pricingRequestSchema>>;
export type PricingRequestInput = z.input<ReturnType<typeof pricingRequestSchema>>;

/** The answer to a request: its number, and the token its photos are sent with (ours). */
export const pricingResponseSchema = z.object({ requestNumber: z.number(), uploadToken: z.string() });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/** POST client-hub/request/upload?uri=: per-file outcomes (DESIGN "Uploads"). */
export const requestUploadQuerySchema = z.object({ uri: z.string().trim().min(1).max(100) });
export const requestUploadResponseSchema = z.object({
  fileUploadStatus: z.array(
    z.object({ fileName: z.string(), uploaded: z.boolean(), message: z.string().optional() }),
  ),
});
export type RequestUploadResponse = z.infer<typeof requestUploadResponseSchema>;
