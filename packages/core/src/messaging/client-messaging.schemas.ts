import { z } from 'zod';
import { pagedQuerySchema } from '../service-manager/paging.schemas';
import { DELIVERY_STATES } from './delivery-state';
import { MESSAGE_CHANNELS, MESSAGE_OUTCOMES } from './message-kinds';
import { messagingMessages } from './messaging.messages';

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

/** GET provider/service-manager/clients/{clientId}/message-preferences: the Messages tab's settings. */
export const clientMessagePreferencesSchema = textConsentSchema.extend({
  /** The client's mobile number (digits), null without one: consent needs it. */
  phone: z.string().nullable(),
  automaticMessages: z.boolean(),
  /** The number replied STOP: no company texts it until it texts START. */
  optedOut: z.boolean(),
  /** The provider's zone: the log's and the consent's times are shown on its clock. */
  timeZone: z.string(),
});
export type ClientMessagePreferences = z.infer<typeof clientMessagePreferencesSchema>;

/**
 * PATCH client-hub/message-preferences/{uri}: the hub client changes one or both of their own
 * preferences (the answer is `clientMessagePreferencesSchema` in their words).
 */
export const hubMessagePreferencesChangeSchema = z
  .object({ textConsent: z.boolean().optional(), automaticMessages: z.boolean().optional() })
  .refine((body) => body.textConsent !== undefined || body.automaticMessages !== undefined, {
    message: messagingMessages.hubNothingToChange,
  });
export type HubMessagePreferencesChange = z.infer<typeof hubMessagePreferencesChangeSchema>;

/** GET provider/service-manager/clients/{clientId}/messages: newest first. */
export const clientMessagesQuerySchema = pagedQuerySchema(['createdAt'], 'createdAt');
export type ClientMessagesQuery = z.output<typeof clientMessagesQuerySchema>;

export const clientMessageSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The kind in words ("Appointment reminder"; "Reply" for a text back). */
  label: z.string(),
  direction: z.enum(['out', 'in']),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  /** The first words of the body. */
  excerpt: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** Why a channel was not sent (skipped). */
  outcome: z.enum(MESSAGE_OUTCOMES).nullable(),
  at: z.string(),
});
export const clientMessagesSchema = z.object({
  messages: z.array(clientMessageSchema),
  totalRecords: z.number(),
});
export type ClientMessages = z.infer<typeof clientMessagesSchema>;
