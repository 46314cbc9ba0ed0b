import { Temporal } from 'temporal-polyfill';
import type { EstimateStatus } from '../service-manager/service-manager.constants';
import { dueTimeOf } from './due-times.rules';
import type { MessageChannel, MessageKind } from './message-kinds';
import type { KindRule } from './message-rules';
import { channelsOf } from './visit-messages.rules';

/**
 * An estimate's follow-ups (docs/plans/reminders.md §1.6, §4): 3 days after it was first sent and before
 * it expires, while the client has not answered. Pure; server side only (due times use Temporal).
 */

export const ESTIMATE_MESSAGE_KINDS = ['estimate-follow-up', 'estimate-expiring'] as const;
export type EstimateMessageKind = (typeof ESTIMATE_MESSAGE_KINDS)[number];

export interface EstimateForMessages {
  id: string;
  status: EstimateStatus;
  sentAt: Date | null;
  expiresOn: string | null;
  /** The client's "send automatic messages" switch. */
  clientOn: boolean;
}

export interface DesiredEstimateMessage {
  kind: EstimateMessageKind;
  /** The follow-up once per estimate; the expiring notice once per expiry day (a new day, a new one). */
  dedupeKey: string;
  dueAt: Date;
  channels: MessageChannel[];
}

export const isEstimateMessageKind = (kind: MessageKind): kind is EstimateMessageKind =>
  (ESTIMATE_MESSAGE_KINDS as readonly string[]).includes(kind);

/** The last day to approve an estimate sent on `sentOn` (the provider's date): null when it never expires. */
export function expiryOf(sentOn: string, validDays: number): string | null {
  return validDays > 0 ? Temporal.PlainDate.from(sentOn).add({ days: validDays }).toString() : null;
}

/** Whether `today` (the provider's date) is past the estimate's last day. */
export function isEstimateExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && Temporal.PlainDate.compare(today, expiresOn) > 0;
}

/**
 * A Sent estimate the client has not answered, of a client who takes messages, gets a follow-up at the
 * kind's time 3 days after it was first sent, and a notice 2 days before its last day (when it has one).
 * Approved, declined or closed: none. Times already past are listed (a pending one then goes now).
 */
export function desiredEstimateMessages(input: {
  estimate: EstimateForMessages;
  rules: Record<EstimateMessageKind, KindRule>;
  timeZone: string;
}): DesiredEstimateMessage[] {
  const { estimate, rules, timeZone } = input;
  if (estimate.status !== 'Sent' || !estimate.sentAt || !estimate.clientOn) return [];
  const desired: DesiredEstimateMessage[] = [];
  const followUp = channelsOf(rules['estimate-follow-up']);
  if (followUp.length > 0)
    desired.push({
      kind: 'estimate-follow-up',
      dedupeKey: `estimate-follow-up:${estimate.id}`,
      dueAt: dueTimeOf(
        'estimate-follow-up',
        { instant: estimate.sentAt },
        rules['estimate-follow-up'],
        timeZone,
      ),
      channels: followUp,
    });
  const expiring = channelsOf(rules['estimate-expiring']);
  if (estimate.expiresOn && expiring.length > 0)
    desired.push({
      kind: 'estimate-expiring',
      dedupeKey: `estimate-expiring:${estimate.id}:${estimate.expiresOn}`,
      dueAt: dueTimeOf(
        'estimate-expiring',
        { date: estimate.expiresOn },
        rules['estimate-expiring'],
        timeZone,
      ),
      channels: expiring,
    });
  return desired;
}
