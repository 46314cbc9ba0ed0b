import { Temporal } from 'temporal-polyfill';
import { localDateOf } from '../scheduling/zoned-time.rules';
import { DEFAULT_SEND_AT_MINUTE, MESSAGE_KIND_DEFINITIONS, type MessageKind } from './message-kinds';
import type { KindRule } from './message-rules';

/**
 * When a message falls due (docs/plans/reminders.md §5.1), on the provider's wall clock. Server side only
 * (Temporal). "9:00 AM the day before" is 09:00 on the visit's local date − 1 in the provider's zone;
 * US clocks change at 2 AM, and a time a change skips resolves forward ('compatible').
 */

/** The instant of `minute` after midnight on `date` ± `days` in `timeZone`. */
export function wallTimeOn(date: string, days: number, minute: number, timeZone: string): Date {
  const day = Temporal.PlainDate.from(date).add({ days });
  const zoned = day
    .toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 })
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  return new Date(zoned.epochMilliseconds);
}

type Timed = Pick<KindRule, 'offsetDays' | 'sendAtMinute' | 'delayMinutes'>;

/** What a kind's time is counted from: a visit's start, a due or expiry date, or an event's instant. */
export type DueAnchor = { instant: Date } | { date: string };

/**
 * A kind's due time from its anchor under the provider's rule: `days` kinds on the anchor's local date
 * (before, on or after) at the rule's time — a follow-up after sending goes at the first such time on or
 * after sending + days; `delay` kinds that many minutes after; `at-once` kinds after their fixed delay.
 */
export function dueTimeOf(kind: MessageKind, anchor: DueAnchor, rule: Timed, timeZone: string): Date {
  const { timing } = MESSAGE_KIND_DEFINITIONS[kind];
  const instantOf = (value: DueAnchor) =>
    'instant' in value ? value.instant : wallTimeOn(value.date, 0, 0, timeZone);
  if (timing.type === 'at-once')
    return new Date(instantOf(anchor).getTime() + timing.fixedDelayMinutes * 60_000);
  if (timing.type === 'delay') {
    const minutes = rule.delayMinutes ?? timing.delayMinutes.default;
    return new Date(instantOf(anchor).getTime() + minutes * 60_000);
  }
  const days = rule.offsetDays ?? timing.offsetDays.default;
  const minute = rule.sendAtMinute ?? DEFAULT_SEND_AT_MINUTE;
  const signed = timing.relation === 'before' ? -days : timing.relation === 'after' ? days : 0;
  if ('date' in anchor) return wallTimeOn(anchor.date, signed, minute, timeZone);
  const due = wallTimeOn(localDateOf(anchor.instant, timeZone), signed, minute, timeZone);
  if (timing.anchor !== 'sending') return due;
  // "3 days after sending, at 9:00 AM": sent at 3 PM Monday, the first 9:00 AM at least 3 days later.
  const earliest = anchor.instant.getTime() + days * 24 * 60 * 60_000;
  return due.getTime() >= earliest
    ? due
    : wallTimeOn(localDateOf(anchor.instant, timeZone), signed + 1, minute, timeZone);
}
