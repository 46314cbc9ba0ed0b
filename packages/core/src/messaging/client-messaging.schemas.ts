import { z } from 'zod';

/** PUT provider/service-manager/clients/{clientId}/text-consent: the client agreed (or withdrew). */
export const textConsentBodySchema = z.object({ consented: z.boolean() });

export const textConsentSchema = z.object({
  consent: z
    .object({
      phone: z.string(),
      at: z.string(),
      via: z.enum(['provider', 'client-hub', 'booking', 'keyword']),
      byName: z.string().nullable(),
    })
    .nullable(),
  /** The words the member confirms the client agreed to, as stored with the consent. */
  wording: z.string(),
});
export type TextConsent = z.infer<typeof textConsentSchema>;

/** PATCH provider/service-manager/clients/{clientId}/automatic-messages */
export const automaticMessagesSchema = z.object({ on: z.boolean() });
export type AutomaticMessagesSwitch = z.infer<typeof automaticMessagesSchema>;
