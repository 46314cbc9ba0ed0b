import { DEFAULT_TEMPLATES, type MessageTemplate } from './default-templates';
import {
  DEFAULT_SEND_AT_MINUTE,
  MESSAGE_KIND_DEFINITIONS,
  MESSAGE_LIMITS,
  type MessageKind,
  SEND_AT_STEP_MINUTES,
} from './message-kinds';
import { messagingMessages as messages } from './messaging.messages';
import { parseTemplate, withoutControlCharacters } from './template.rules';

/**
 * One kind's rule as a provider has it (docs/plans/reminders.md §1.2 message_rules): switches, timing and
 * template. A provider without a saved row for the kind has `defaultRuleOf(kind)`. Browser-safe.
 */
export interface KindRule extends MessageTemplate {
  emailOn: boolean;
  smsOn: boolean;
  /** Days before/after the anchor date, for `days` kinds; null otherwise. */
  offsetDays: number | null;
  /** Minutes after midnight on the provider's clock, for `days` kinds; null otherwise. */
  sendAtMinute: number | null;
  /** Minutes after the event, for `delay` kinds; null otherwise. */
  delayMinutes: number | null;
}

export function defaultRuleOf(kind: MessageKind): KindRule {
  const { timing } = MESSAGE_KIND_DEFINITIONS[kind];
  return {
    emailOn: true,
    smsOn: true,
    offsetDays: timing.type === 'days' ? timing.offsetDays.default : null,
    sendAtMinute: timing.type === 'days' ? DEFAULT_SEND_AT_MINUTE : null,
    delayMinutes: timing.type === 'delay' ? timing.delayMinutes.default : null,
    ...DEFAULT_TEMPLATES[kind],
  };
}

/** '09:00' → 540; null when it is not a time of day on a whole five minutes. */
export function minuteOfTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 540 → '09:00'. */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** 540 → '9:00 AM', 1230 → '8:30 PM'. */
export function clockWords(minute: number): string {
  const hours = Math.floor(minute / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minute % 60).padStart(2, '0')} ${suffix}`;
}

const dayCount = (days: number) => (days === 1 ? 'the day' : `${days} days`);

/** When a kind goes, in the settings' words: "9:00 AM the day before", "2 hours after the job". */
export function whenLabel(
  kind: MessageKind,
  rule: Pick<KindRule, 'offsetDays' | 'sendAtMinute' | 'delayMinutes'>,
) {
  const { timing } = MESSAGE_KIND_DEFINITIONS[kind];
  if (timing.type === 'at-once')
    return timing.fixedDelayMinutes > 0 ? `${timing.fixedDelayMinutes} minutes after booking` : 'At once';
  if (timing.type === 'delay') {
    const minutes = rule.delayMinutes ?? timing.delayMinutes.default;
    if (minutes === 0) return `Right after ${timing.anchor}`;
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} after ${timing.anchor}`;
  }
  const at = clockWords(rule.sendAtMinute ?? DEFAULT_SEND_AT_MINUTE);
  const days = rule.offsetDays ?? timing.offsetDays.default;
  if (timing.relation === 'on') return `${at} on the ${timing.anchor}`;
  if (timing.anchor === 'visit') return `${at} ${dayCount(days)} ${timing.relation}`;
  if (timing.anchor === 'sending') return `${at}, ${days} ${days === 1 ? 'day' : 'days'} after sending`;
  return `${at}, ${days} ${days === 1 ? 'day' : 'days'} ${timing.relation} the ${timing.anchor}`;
}

/** What a provider sends to save a kind; times are wire 'HH:mm'. */
export interface KindRuleInput extends MessageTemplate {
  emailOn: boolean;
  smsOn: boolean;
  offsetDays?: number | null;
  sendAt?: string | null;
  delayMinutes?: number | null;
}

export type KindRuleCheck =
  | { ok: true; rule: KindRule }
  | { ok: false; fields: Partial<Record<keyof KindRuleInput, string>> };

function templateFieldProblem(
  value: string,
  allowed: readonly string[],
  required: string,
  max: number,
  tooLong: string,
): string | null {
  if (!value.trim()) return required;
  if (value.length > max) return tooLong;
  const parsed = parseTemplate(value, allowed);
  return parsed.ok ? null : parsed.message;
}

/**
 * A kind's rule as the provider wrote it, checked: the timing the kind has (its ranges), each template's
 * placeholders and lengths. Fields the kind has no use for are ignored (stored as null).
 */
export function checkKindRule(kind: MessageKind, input: KindRuleInput): KindRuleCheck {
  const { timing, placeholders } = MESSAGE_KIND_DEFINITIONS[kind];
  const fields: Partial<Record<keyof KindRuleInput, string>> = {};
  const template = {
    subject: withoutControlCharacters(input.subject).replace(/\n/g, ' '),
    emailBody: withoutControlCharacters(input.emailBody),
    smsBody: withoutControlCharacters(input.smsBody),
  };
  const problems = {
    subject: templateFieldProblem(
      template.subject,
      placeholders,
      messages.subjectRequired,
      MESSAGE_LIMITS.subject,
      messages.subjectTooLong,
    ),
    emailBody: templateFieldProblem(
      template.emailBody,
      placeholders,
      messages.emailBodyRequired,
      MESSAGE_LIMITS.emailBody,
      messages.emailBodyTooLong,
    ),
    smsBody: templateFieldProblem(
      template.smsBody,
      placeholders,
      messages.smsBodyRequired,
      MESSAGE_LIMITS.smsBody,
      messages.smsBodyTooLong,
    ),
  };
  for (const [field, problem] of Object.entries(problems))
    if (problem) fields[field as keyof typeof problems] = problem;

  let offsetDays: number | null = null;
  let sendAtMinute: number | null = null;
  let delayMinutes: number | null = null;
  if (timing.type === 'days') {
    const { min, max } = timing.offsetDays;
    offsetDays = input.offsetDays ?? timing.offsetDays.default;
    if (!Number.isInteger(offsetDays) || offsetDays < min || offsetDays > max)
      fields.offsetDays = messages.offsetDaysRange(min, max);
    sendAtMinute = input.sendAt ? minuteOfTime(input.sendAt) : DEFAULT_SEND_AT_MINUTE;
    if (sendAtMinute === null || sendAtMinute % SEND_AT_STEP_MINUTES !== 0)
      fields.sendAt = messages.sendAtFormat;
  }
  if (timing.type === 'delay') {
    const { max } = timing.delayMinutes;
    delayMinutes = input.delayMinutes ?? timing.delayMinutes.default;
    if (!Number.isInteger(delayMinutes) || delayMinutes < 0 || delayMinutes > max || delayMinutes % 60 !== 0)
      fields.delayMinutes = messages.delayRange(max / 60);
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    rule: { emailOn: input.emailOn, smsOn: input.smsOn, offsetDays, sendAtMinute, delayMinutes, ...template },
  };
}
