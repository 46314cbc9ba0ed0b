import { messageClockNow } from '@porchlight/core/messaging/message-clock.rules';
import type { MESSAGE_OUTCOMES } from '@porchlight/core/messaging/message-kinds';
import { desiredVisitMessages } from '@porchlight/core/messaging/visit-messages.rules';
import { dateLabel, spanLabel } from '@porchlight/core/scheduling/time-labels.rules';
import type { Repositories } from '../platform/unit-of-work';
import {
  commonValuesOf,
  deliverChannels,
  type MessageTiming,
  type SendMessageDeps,
  waitsForItsTime,
} from './deliver-message';
import { sendEstimateMessage } from './estimate-messages';
import { sendInvoiceMessage } from './invoice-messages';
import { sendReviewRequest } from './review-requests';
import type { ScheduledMessageRow } from './scheduled-messages.repository';
import { visitRulesOf } from './visit-messages';

type Outcome = (typeof MESSAGE_OUTCOMES)[number];
type VisitContext = NonNullable<Awaited<ReturnType<Repositories['scheduledMessages']['visitContext']>>>;

/** The placeholders' values for a visit's message (the provider's zone: the visit's own times). */
function visitValuesOf(context: VisitContext, technicianFirstName: string | null): Record<string, string> {
  const { visit, client, provider } = context;
  const zone = provider.timeZone;
  const start = visit.startsAt ?? new Date(0);
  const windowEnd = visit.arrivalWindowMinutes
    ? new Date(start.getTime() + visit.arrivalWindowMinutes * 60_000)
    : (visit.endsAt ?? start);
  return {
    ...commonValuesOf(client, provider),
    visit_date: dateLabel(start, zone),
    visit_time: spanLabel(start, windowEnd, zone),
    job_title: context.jobTitle,
    address: [client.address, client.city, [client.stateCode, client.zipCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    technician_first_name: technicianFirstName ?? context.assigneeFirstName ?? provider.name,
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
 * channel), and the message settles. A second run finds it settled and does nothing. An invoice's
 * message takes the invoice's lock first, as a payment does: a payment committing now is seen, or waits.
 */
export async function sendScheduledMessage(
  repositories: Repositories,
  deps: SendMessageDeps,
  input: { id: string; by?: string; realNow?: Date },
): Promise<void> {
  const peeked = await repositories.scheduledMessages.find(input.id);
  if (peeked?.invoiceId) await repositories.payments.lockInvoiceById(peeked.invoiceId);
  const message = await repositories.scheduledMessages.lock(input.id);
  if (message?.status !== 'pending') return;
  const realNow = input.realNow ?? new Date();
  const offsetMs = await repositories.messageSettings.clockOffset(message.providerId);
  const timing: MessageTiming = { now: messageClockNow(realNow, offsetMs), offsetMs, realNow };
  if (message.kind === 'review-request') return sendReviewRequest(repositories, deps, message, timing);
  if (message.invoiceId) return sendInvoiceMessage(repositories, deps, message, timing);
  if (message.estimateId) return sendEstimateMessage(repositories, deps, message, timing);
  if (message.visitId) return sendVisitMessage(repositories, deps, { message, by: input.by }, timing);
}

async function sendVisitMessage(
  repositories: Repositories,
  deps: SendMessageDeps,
  input: { message: ScheduledMessageRow; by?: string },
  timing: MessageTiming,
) {
  const { message } = input;
  const context = message.visitId && (await repositories.scheduledMessages.visitContext(message.visitId));
  if (!context) return;
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
      now: timing.now,
    }).find((one) => one.kind === message.kind);
    if (!want || want.dedupeKey !== message.dedupeKey)
      return scheduledMessages.settle([message.id], 'skipped', goneBecause(context));
    // A reminder due later than its job ran (a move whose new timer was lost) waits for its time; a
    // confirmation's time is counted from its booking, not from now.
    if (message.kind === 'visit-reminder' && (await waitsForItsTime(repositories, message, want, timing)))
      return;
  }
  const technicianFirstName = input.by ? await scheduledMessages.firstNameOf(input.by) : null;
  await deliverChannels(repositories, deps, {
    message,
    context: {
      client: context.client,
      provider: context.provider,
      values: visitValuesOf(context, technicianFirstName ?? null),
      // The hub's job page, where the client reschedules or cancels the visit (minted now, in this send).
      links: {
        link: {
          section: 'view-job',
          number: context.jobNumber,
          artifact: { type: 'job', number: context.jobNumber },
        },
      },
    },
    ...timing,
  });
}
