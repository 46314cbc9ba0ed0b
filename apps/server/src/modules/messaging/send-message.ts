import { clientHubLink, linkExpiry } from '@porchlight/core/client-hub/client-hub.rules';
import { messageClockNow } from '@porchlight/core/messaging/message-clock.rules';
import type { MESSAGE_OUTCOMES, MessageChannel } from '@porchlight/core/messaging/message-kinds';
import type { MessagePreview } from '@porchlight/core/messaging/message-settings.schemas';
import { nextSendable } from '@porchlight/core/messaging/quiet-hours.rules';
import { desiredVisitMessages } from '@porchlight/core/messaging/visit-messages.rules';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { dateLabel, spanLabel } from '@porchlight/core/scheduling/time-labels.rules';
import { smsMessage } from '../platform/notification-message';
import type { OutboxMessage } from '../platform/outbox.repository';
import type { Repositories } from '../platform/unit-of-work';
import { channelRefusal, quietHoursOf } from './channel-checks';
import { previewOf, renderText } from './message-preview';
import type { ScheduledMessageRow } from './scheduled-messages.repository';
import { armMessage, ruleOf, visitRulesOf } from './visit-messages';

type Outcome = (typeof MESSAGE_OUTCOMES)[number];
type VisitContext = NonNullable<Awaited<ReturnType<Repositories['scheduledMessages']['visitContext']>>>;

/** A message found due a little early (the queue's clock and ours) still goes; later than this, it waits. */
const EARLY_TOLERANCE_MS = 30_000;

export interface SendMessageDeps {
  publicUrl: string;
  siteName: string;
}

/** The placeholders' values for a visit's message (the provider's zone: the visit's own times). */
function visitValuesOf(context: VisitContext, technicianFirstName: string | null): Record<string, string> {
  const { visit, client, provider } = context;
  const zone = provider.timeZone;
  const start = visit.startsAt ?? new Date(0);
  const windowEnd = visit.arrivalWindowMinutes
    ? new Date(start.getTime() + visit.arrivalWindowMinutes * 60_000)
    : (visit.endsAt ?? start);
  return {
    client_first_name: client.firstName,
    client_name: [client.firstName, client.lastName].filter(Boolean).join(' '),
    company_name: provider.name,
    company_phone: formatPhoneNumber(provider.phoneNumber) ?? '',
    visit_date: dateLabel(start, zone),
    visit_time: spanLabel(start, windowEnd, zone),
    job_title: context.jobTitle,
    address: [client.address, client.city, [client.stateCode, client.zipCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    technician_first_name: technicianFirstName ?? context.assigneeFirstName ?? provider.name,
  };
}

/** The rendered e-mail (its subject already one line, both bodies escaped by notification-message). */
function emailOf(to: string, rendered: MessagePreview, meta: Record<string, unknown>): OutboxMessage {
  return {
    channel: 'email',
    to,
    subject: rendered.subject,
    body: rendered.emailText,
    html: rendered.emailHtml,
    meta,
  };
}

/** Why the message's visit no longer wants it. */
function goneBecause(context: VisitContext): Outcome {
  if (!context.client.automaticMessages) return 'client-switched-off';
  const { status } = context.visit;
  if (status === 'cancelled' || status === 'skipped' || context.jobClosed) return 'visit-cancelled';
  return 'visit-moved';
}

/**
 * Runs one scheduled message (docs/plans/reminders.md §3.2), in the caller's unit of work: the row is
 * locked and must still be pending and wanted; each channel is checked (switches, address, consent,
 * opt-out, quiet hours), rendered and handed to the outbox with its log row (unique per message and
 * channel), and the message settles. A second run finds it settled and does nothing.
 */
export async function sendScheduledMessage(
  repositories: Repositories,
  deps: SendMessageDeps,
  input: { id: string; by?: string; realNow?: Date },
): Promise<void> {
  const message = await repositories.scheduledMessages.lock(input.id);
  if (message?.status !== 'pending' || !message.visitId) return;
  const context = await repositories.scheduledMessages.visitContext(message.visitId);
  if (!context) return;
  const realNow = input.realNow ?? new Date();
  const offsetMs = await repositories.messageSettings.clockOffset(message.providerId);
  const now = messageClockNow(realNow, offsetMs);
  const { scheduledMessages } = repositories;

  if (message.kind === 'on-my-way') {
    if (context.visit.status === 'cancelled' || !context.client.automaticMessages)
      return scheduledMessages.settle([message.id], 'skipped', goneBecause(context));
  } else {
    const rules = await visitRulesOf(repositories, message.providerId);
    const want = desiredVisitMessages({
      visit: { ...context.visit, jobClosed: context.jobClosed, clientOn: context.client.automaticMessages },
      rules,
      timeZone: context.provider.timeZone,
      now,
    }).find((one) => one.kind === message.kind);
    if (!want || want.dedupeKey !== message.dedupeKey)
      return scheduledMessages.settle([message.id], 'skipped', goneBecause(context));
    // A reminder due later than its job ran (a move whose new timer was lost) waits for its time; a
    // confirmation's time is counted from its booking, not from now.
    if (message.kind === 'visit-reminder' && want.dueAt.getTime() > now.getTime() + EARLY_TOLERANCE_MS) {
      await scheduledMessages.move(message.id, { dueAt: want.dueAt });
      return armMessage(repositories, { id: message.id, dueAt: want.dueAt }, offsetMs, realNow);
    }
  }
  await deliverChannels(repositories, deps, { message, context, now, offsetMs, realNow, by: input.by });
}

async function deliverChannels(
  repositories: Repositories,
  deps: SendMessageDeps,
  input: {
    message: ScheduledMessageRow;
    context: VisitContext;
    now: Date;
    offsetMs: number;
    realNow: Date;
    by?: string;
  },
) {
  const { message, context, now } = input;
  const { client, provider } = context;
  const rule = await ruleOf(repositories, provider.id, message.kind);
  const quietHours = await quietHoursOf(repositories, provider.id);
  const refusal = (channel: MessageChannel) =>
    channelRefusal(repositories, {
      channel,
      kind: message.kind,
      rule,
      client,
      providerTimeZone: provider.timeZone,
      quietHours,
      now,
    });

  const technicianFirstName = input.by ? await repositories.scheduledMessages.firstNameOf(input.by) : null;
  const values = visitValuesOf(context, technicianFirstName ?? null);
  /** A hub link of the channel's own (the e-mailed one shows its holder reads the client's mail). */
  const linkFor = async (emailedTo: string | null) => {
    const link = await repositories.clientHub.insertLink({
      clientId: client.id,
      providerId: provider.id,
      artifactType: null,
      artifactNumber: null,
      emailedTo,
      expiresAt: linkExpiry(input.realNow),
    });
    return clientHubLink({
      siteUrl: deps.publicUrl,
      vanityName: provider.vanityName,
      sessionId: link.id,
      clientHubId: client.clientHubId,
    });
  };

  let waiting = false;
  let queued = 0;
  let firstRefusal: Outcome | null = null;
  for (const channel of message.channels) {
    const refused = await refusal(channel);
    if (refused === 'wait') {
      waiting = true;
      continue;
    }
    const to = (channel === 'email' ? client.emailAddress : client.mobilePhoneNumber) ?? '';
    const base = {
      providerId: provider.id,
      clientId: client.id,
      scheduledMessageId: message.id,
      kind: message.kind,
      channel,
      toAddress: to,
    };
    if (refused) {
      firstRefusal ??= refused;
      await repositories.clientMessages.log({ ...base, body: '', skippedBecause: refused });
      continue;
    }
    const link = await linkFor(channel === 'email' ? to : null);
    const meta = { kind: message.kind, scheduledMessageId: message.id };
    const outgoing: OutboxMessage =
      channel === 'email'
        ? emailOf(to, previewOf(message.kind, rule, { ...values, link }, deps.siteName), meta)
        : smsMessage(to, renderText(message.kind, rule, { ...values, link }), meta);
    const logId = await repositories.clientMessages.log({
      ...base,
      subject: outgoing.subject,
      body: outgoing.body,
    });
    if (!logId) continue; // this channel went already (a second run)
    await repositories.clientMessages.linkOutbox(logId, await repositories.outbox.enqueue(outgoing));
    queued += 1;
  }
  if (queued > 0) await repositories.events.publish('outbox.queued', {});
  if (waiting) {
    // The text waits for the end of quiet hours on the client's clock; what could go went.
    const dueAt = nextSendable(input.now, client.timeZone ?? provider.timeZone, quietHours);
    await repositories.scheduledMessages.move(message.id, { dueAt, channels: ['sms'] });
    return armMessage(repositories, { id: message.id, dueAt }, input.offsetMs, input.realNow);
  }
  // A text that waited for the morning: the message went if its e-mail went earlier.
  const went = queued > 0 || (await repositories.clientMessages.sentAny(message.id));
  await repositories.scheduledMessages.settle(
    [message.id],
    went ? 'sent' : 'skipped',
    went ? null : firstRefusal,
  );
}
