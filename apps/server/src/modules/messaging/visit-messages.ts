import { jobRunAt, messageClockNow } from '@porchlight/core/messaging/message-clock.rules';
import type { MESSAGE_OUTCOMES, MessageChannel, MessageKind } from '@porchlight/core/messaging/message-kinds';
import { defaultRuleOf, type KindRule } from '@porchlight/core/messaging/message-rules';
import {
  channelsOf,
  type DesiredVisitMessage,
  desiredVisitMessages,
  type VisitForMessages,
  type VisitMessageKind,
} from '@porchlight/core/messaging/visit-messages.rules';
import type { Repositories } from '../platform/unit-of-work';
import { channelRefusal, quietHoursOf } from './channel-checks';

/** The task that sends one scheduled message (payload `{ id }`), under the job key `msg:<id>`. */
export const SEND_MESSAGE_TASK = 'send-message';
export const messageJobKey = (messageId: string) => `msg:${messageId}`;

type Outcome = (typeof MESSAGE_OUTCOMES)[number];

/** The message's timer: its job runs when the message falls due on the provider's clock (never in the past). */
export async function armMessage(
  repositories: Repositories,
  message: { id: string; dueAt: Date },
  offsetMs: number,
  realNow: Date,
  /** Who set it off (on my way: the technician the text names). */
  by?: string,
) {
  await repositories.jobQueue.add(SEND_MESSAGE_TASK, by ? { id: message.id, by } : { id: message.id }, {
    key: messageJobKey(message.id),
    runAt: jobRunAt(message.dueAt, offsetMs, realNow),
  });
}

/** The provider's rule of one kind: the saved row, else the default. */
export async function ruleOf(
  repositories: Repositories,
  providerId: string,
  kind: MessageKind,
): Promise<KindRule> {
  const saved = await repositories.messageSettings.listRules(providerId);
  return saved.find((rule) => rule.kind === kind) ?? defaultRuleOf(kind);
}

/** The provider's rules of several kinds at once (one read), each its saved rule or the default. */
export async function kindRulesOf<Kind extends MessageKind>(
  repositories: Repositories,
  providerId: string,
  kinds: readonly Kind[],
): Promise<Record<Kind, KindRule>> {
  const saved = await repositories.messageSettings.listRules(providerId);
  return Object.fromEntries(
    kinds.map((kind) => [kind, saved.find((rule) => rule.kind === kind) ?? defaultRuleOf(kind)]),
  ) as Record<Kind, KindRule>;
}

/** Who hears of on my way: by text, e-mail, both, or nobody (the status answer's `clientTold`). */
export type ClientTold = 'text' | 'email' | 'both' | null;

/**
 * The client hears that someone is on the way (docs/plans/reminders.md §4), at once: one message per
 * visit (the steps only go forward), by whoever tapped it. Answers how the client will hear of it now.
 */
export async function queueOnMyWay(
  repositories: Repositories,
  input: { visitId: string; clientId: string; providerId: string; by: string; realNow?: Date },
): Promise<ClientTold> {
  const rule = await ruleOf(repositories, input.providerId, 'on-my-way');
  const channels = channelsOf(rule);
  const client = await repositories.clients.find(input.providerId, input.clientId);
  const provider = await repositories.scheduledMessages.providerZone(input.providerId);
  if (channels.length === 0 || !client?.automaticMessages || !provider) return null;
  const realNow = input.realNow ?? new Date();
  const offsetMs = await repositories.messageSettings.clockOffset(input.providerId);
  const now = messageClockNow(realNow, offsetMs);
  const row = await repositories.scheduledMessages.insert({
    providerId: input.providerId,
    clientId: input.clientId,
    kind: 'on-my-way',
    visitId: input.visitId,
    dedupeKey: `on-my-way:${input.visitId}`,
    dueAt: now,
    channels,
  });
  if (!row) return null;
  await armMessage(repositories, row, offsetMs, realNow, input.by);
  const quietHours = await quietHoursOf(repositories, input.providerId);
  const going: MessageChannel[] = [];
  for (const channel of channels) {
    const refused = await channelRefusal(repositories, {
      channel,
      kind: 'on-my-way',
      rule,
      client,
      providerTimeZone: provider.timeZone,
      quietHours,
      now,
    });
    if (!refused) going.push(channel);
  }
  if (going.length === 2) return 'both';
  return going[0] === 'sms' ? 'text' : (going[0] ?? null);
}

/** The provider's rules of the visit kinds: saved rows, else the defaults. */
export async function visitRulesOf(
  repositories: Repositories,
  providerId: string,
): Promise<Record<VisitMessageKind, KindRule>> {
  const saved = await repositories.messageSettings.listRules(providerId);
  const ruleOf = (kind: VisitMessageKind) => saved.find((rule) => rule.kind === kind) ?? defaultRuleOf(kind);
  return {
    'booking-confirmation': ruleOf('booking-confirmation'),
    'visit-reminder': ruleOf('visit-reminder'),
  };
}

/** Why a visit's pending message is no longer wanted, in the log's words. */
function outcomeOf(visit: VisitForMessages): Outcome {
  if (!visit.clientOn) return 'client-switched-off';
  if (visit.status === 'cancelled' || visit.status === 'skipped' || visit.jobClosed) return 'visit-cancelled';
  if (visit.status === 'scheduled' && visit.startsAt) return 'kind-off';
  return 'visit-moved';
}

const sameChannels = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

export interface PlanVisitMessagesOptions {
  /** Visits just booked or moved: each gets a confirmation (a pending one is pushed back two minutes). */
  confirm?: readonly string[] | 'earliest';
  realNow?: Date;
}

/**
 * Makes a job's visits' pending messages match what they should be now (docs/plans/reminders.md §3.1),
 * in the caller's unit of work: a reminder for each visit still to come, moved with its visit and gone
 * with it; a confirmation for the visits the caller booked or moved. Sent and skipped rows are history.
 */
export async function planJobVisitMessages(
  repositories: Repositories,
  jobId: string,
  options: PlanVisitMessagesOptions = {},
): Promise<void> {
  const visits = await repositories.scheduledMessages.visitsOfJob(jobId);
  const first = visits[0];
  if (!first) return;
  const realNow = options.realNow ?? new Date();
  const rules = await visitRulesOf(repositories, first.providerId);
  const offsetMs = await repositories.messageSettings.clockOffset(first.providerId);
  const now = messageClockNow(realNow, offsetMs);
  const pending = await repositories.scheduledMessages.pendingOfVisits(visits.map((visit) => visit.id));
  const earliest = visits
    .filter((visit) => visit.status === 'scheduled' && visit.startsAt && visit.startsAt > now)
    .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0))[0];
  const confirmed = new Set(options.confirm === 'earliest' ? [earliest?.id] : (options.confirm ?? []));
  // A visit of a live online booking is confirmed by the booking's own e-mails (the move's carries the
  // updated invitation): messaging does not confirm it again.
  for (const visitId of confirmed)
    if (visitId && (await repositories.bookingChanges.findByVisit(first.providerId, visitId)))
      confirmed.delete(visitId);

  for (const visit of visits) {
    const desired = desiredVisitMessages({ visit, rules, timeZone: visit.timeZone, now });
    const mine = pending.filter((row) => row.visitId === visit.id);
    const cancelled: string[] = [];
    for (const row of mine) {
      const want = desired.find((one) => one.kind === row.kind);
      if (!want) {
        cancelled.push(row.id);
        await repositories.jobQueue.remove(messageJobKey(row.id));
        continue;
      }
      const moved =
        row.kind === 'visit-reminder'
          ? row.dedupeKey !== want.dedupeKey ||
            row.dueAt.getTime() !== want.dueAt.getTime() ||
            !sameChannels(row.channels, want.channels)
          : confirmed.has(visit.id) && row.dedupeKey !== want.dedupeKey;
      if (!moved) continue;
      await repositories.scheduledMessages.move(row.id, {
        dueAt: want.dueAt,
        dedupeKey: want.dedupeKey,
        channels: want.channels,
      });
      await armMessage(repositories, { id: row.id, dueAt: want.dueAt }, offsetMs, realNow);
    }
    await repositories.scheduledMessages.settle(cancelled, 'cancelled', outcomeOf(visit));
    const missing = desired.filter(
      (want: DesiredVisitMessage) =>
        !mine.some((row) => row.kind === want.kind) &&
        // A reminder whose time has passed is not made (booked too late: the confirmation says it).
        (want.kind === 'visit-reminder' ? want.dueAt > now : confirmed.has(visit.id)),
    );
    for (const want of missing) {
      const row = await repositories.scheduledMessages.insert({
        providerId: visit.providerId,
        clientId: visit.clientId,
        kind: want.kind,
        visitId: visit.id,
        dedupeKey: want.dedupeKey,
        dueAt: want.dueAt,
        channels: want.channels,
      });
      if (row) await armMessage(repositories, row, offsetMs, realNow);
    }
  }
}
