import { z } from 'zod';
import { MESSAGE_CLOCK_MAX_HOURS } from './message-clock.rules';
import {
  MESSAGE_GROUPS,
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  MESSAGE_SETTING_RANGES,
  PLACEHOLDERS,
} from './message-kinds';
import { messagingMessages as messages } from './messaging.messages';

/** A wall time of the provider's or client's day, 'HH:mm'. */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeFormat);
/** 0 when nothing was saved yet (the defaults); the saved row's version otherwise. */
const versionSchema = z.number().int().min(0).max(2_147_483_647);

export const messageKindParamsSchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: messages.unknownKind }),
});

export const messageKindSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  label: z.string(),
  group: z.enum(MESSAGE_GROUPS),
  /** When it goes, in words: "9:00 AM the day before". */
  when: z.string(),
  emailOn: z.boolean(),
  smsOn: z.boolean(),
  offsetDays: z.number().nullable(),
  /** The time of day `days` kinds go, 'HH:mm'; null for the others. */
  sendAt: z.string().nullable(),
  delayMinutes: z.number().nullable(),
  subject: z.string(),
  emailBody: z.string(),
  smsBody: z.string(),
  isDefault: z.boolean(),
  version: z.number(),
  placeholders: z.array(z.enum(PLACEHOLDERS)),
});
export type MessageKindView = z.infer<typeof messageKindSchema>;

export const messageSettingsSchema = z.object({
  version: z.number(),
  quietHours: z.object({ start: z.string(), end: z.string() }),
  visitCancelCutoffHours: z.number(),
  estimateValidDays: z.number(),
  /** The provider's message clock on a test server; null where it does not move. */
  clock: z.object({ now: z.iso.datetime({ offset: true }) }).nullable(),
  kinds: z.array(messageKindSchema),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const updateMessageSettingsSchema = z
  .object({
    version: versionSchema,
    quietHours: z.object({ start: timeOfDaySchema, end: timeOfDaySchema }).optional(),
    visitCancelCutoffHours: z
      .number(messages.cutoffRange)
      .int(messages.cutoffRange)
      .min(MESSAGE_SETTING_RANGES.visitCancelCutoffHours.min, messages.cutoffRange)
      .max(MESSAGE_SETTING_RANGES.visitCancelCutoffHours.max, messages.cutoffRange)
      .optional(),
    estimateValidDays: z
      .number(messages.validityRange)
      .int(messages.validityRange)
      .min(MESSAGE_SETTING_RANGES.estimateValidDays.min, messages.validityRange)
      .max(MESSAGE_SETTING_RANGES.estimateValidDays.max, messages.validityRange)
      .optional(),
  })
  .refine((body) => !body.quietHours || body.quietHours.start !== body.quietHours.end, {
    message: messages.quietHoursSame,
    path: ['quietHours', 'end'],
  });
export type UpdateMessageSettings = z.infer<typeof updateMessageSettingsSchema>;

/** A kind's rule as the editor sends it; the kind's own checks (placeholders, ranges) are core's checkKindRule. */
export const kindRuleBodySchema = z.object({
  emailOn: z.boolean(),
  smsOn: z.boolean(),
  offsetDays: z.number().int().min(0).max(365).nullish(),
  sendAt: z.string().max(5).nullish(),
  delayMinutes: z.number().int().min(0).max(10_000).nullish(),
  subject: z.string().max(MESSAGE_LIMITS.subject, messages.subjectTooLong),
  emailBody: z.string().max(MESSAGE_LIMITS.emailBody, messages.emailBodyTooLong),
  smsBody: z.string().max(MESSAGE_LIMITS.smsBody, messages.smsBodyTooLong),
});
export type KindRuleBody = z.infer<typeof kindRuleBodySchema>;

export const saveKindRuleSchema = kindRuleBodySchema.extend({ version: versionSchema });
export type SaveKindRule = z.infer<typeof saveKindRuleSchema>;

export const messagePreviewSchema = z.object({
  subject: z.string(),
  emailText: z.string(),
  emailHtml: z.string(),
  sms: z.string(),
  smsSegments: z.number(),
  smsEncoding: z.enum(['GSM-7', 'UCS-2']),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const moveMessageClockSchema = z.object({
  hours: z
    .number(messages.clockHoursRange)
    .int(messages.clockHoursRange)
    .min(1, messages.clockHoursRange)
    .max(MESSAGE_CLOCK_MAX_HOURS, messages.clockHoursRange),
});

export const messageClockSchema = z.object({ now: z.iso.datetime({ offset: true }) });
