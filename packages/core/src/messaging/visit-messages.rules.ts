import { dueTimeOf } from './due-times.rules';
import { MESSAGE_KIND_DEFINITIONS, type MessageChannel, type MessageKind } from './message-kinds';
import type { KindRule } from './message-rules';

/**
 * Which messages a visit should have now (docs/plans/reminders.md §3, §4): pure, from the visit, its
 * provider's rules and the message clock. The planner makes the pending rows match; the send task asks
 * again before sending. Server side only (due times use Temporal).
 */

export type VisitMessageKind = Extract<MessageKind, 'booking-confirmation' | 'visit-reminder'>;

export interface VisitForMessages {
  id: string;
  status: string;
  startsAt: Date | null;
  jobClosed: boolean;
  /** The client's "send automatic messages" switch. */
  clientOn: boolean;
}

export interface DesiredVisitMessage {
  kind: VisitMessageKind;
  /** Unique per visit and time: a visit moved after its message went gets a new one. */
  dedupeKey: string;
  dueAt: Date;
  channels: MessageChannel[];
}

export function channelsOf(rule: Pick<KindRule, 'emailOn' | 'smsOn'>): MessageChannel[] {
  return [...(rule.emailOn ? (['email'] as const) : []), ...(rule.smsOn ? (['sms'] as const) : [])];
}

export const visitMessageKey = (kind: VisitMessageKind, visitId: string, startsAt: Date) =>
  `${kind}:${visitId}:${startsAt.toISOString()}`;

/**
 * A visit still to come, timed and scheduled, of an open job, for a client who takes messages, gets a
 * reminder at its kind's time in the provider's zone and a confirmation two minutes after booking.
 * A due time already past is still listed (a pending reminder then goes now; the planner does not
 * create one: booked too late, the confirmation said it).
 */
export function desiredVisitMessages(input: {
  visit: VisitForMessages;
  rules: Record<VisitMessageKind, KindRule>;
  timeZone: string;
  /** The provider's message clock. */
  now: Date;
}): DesiredVisitMessage[] {
  const { visit, rules, timeZone, now } = input;
  const startsAt = visit.startsAt;
  if (
    !startsAt ||
    visit.status !== 'scheduled' ||
    visit.jobClosed ||
    !visit.clientOn ||
    startsAt.getTime() <= now.getTime()
  )
    return [];
  const desired: DesiredVisitMessage[] = [];
  for (const kind of ['booking-confirmation', 'visit-reminder'] as const) {
    const channels = channelsOf(rules[kind]);
    if (channels.length === 0) continue;
    const dueAt =
      MESSAGE_KIND_DEFINITIONS[kind].timing.type === 'at-once'
        ? dueTimeOf(kind, { instant: now }, rules[kind], timeZone)
        : dueTimeOf(kind, { instant: startsAt }, rules[kind], timeZone);
    desired.push({ kind, dedupeKey: visitMessageKey(kind, visit.id, startsAt), dueAt, channels });
  }
  return desired;
}
