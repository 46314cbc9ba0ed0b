import { dueTimeOf } from '@porchlight/core/messaging/due-times.rules';
import { messageClockNow } from '@porchlight/core/messaging/message-clock.rules';
import { channelsOf } from '@porchlight/core/messaging/visit-messages.rules';
import type { Repositories } from '../platform/unit-of-work';
import { commonValuesOf, deliverChannels, type MessageTiming, type SendMessageDeps } from './deliver-message';
import type { ScheduledMessageRow } from './scheduled-messages.repository';
import { armMessage, ruleOf } from './visit-messages';

/** At most one review request from a provider to a client in this many days (plan §4). */
const REVIEW_REQUEST_EVERY_DAYS = 90;

/**
 * A job completed or an invoice paid, whichever comes first (an invoice without a job on its own):
 * its client is asked for a review after the kind's delay (2 hours by default), in the event's unit of
 * work. Every client alike, with the same words (docs/plans/reminders.md §5.7: FTC 16 CFR 465, Google's
 * policy against review gating): no rating first, no filter; the only stops are the client's own switch,
 * the provider's switch for the kind, and one request per client every 90 days. Once per job or invoice.
 */
export async function requestReview(
  repositories: Repositories,
  about: { jobId: string } | { invoiceId: string },
  options: { realNow?: Date } = {},
): Promise<void> {
  const context = await repositories.scheduledMessages.reviewContext(about);
  if (!context?.client.automaticMessages) return;
  const { client, provider } = context;
  const rule = await ruleOf(repositories, provider.id, 'review-request');
  const channels = channelsOf(rule);
  if (channels.length === 0) return;
  const realNow = options.realNow ?? new Date();
  const offsetMs = await repositories.messageSettings.clockOffset(provider.id);
  const now = messageClockNow(realNow, offsetMs);
  const since = new Date(now.getTime() - REVIEW_REQUEST_EVERY_DAYS * 24 * 60 * 60_000);
  if (await repositories.scheduledMessages.askedForReviewSince(provider.id, client.id, since)) return;
  const subject =
    context.jobId !== null
      ? { jobId: context.jobId }
      : { invoiceId: 'invoiceId' in about ? about.invoiceId : null };
  const row = await repositories.scheduledMessages.insert({
    providerId: provider.id,
    clientId: client.id,
    kind: 'review-request',
    ...subject,
    dedupeKey:
      context.jobId !== null
        ? `review-request:job:${context.jobId}`
        : `review-request:invoice:${subject.invoiceId}`,
    dueAt: dueTimeOf('review-request', { instant: now }, rule, provider.timeZone),
    channels,
  });
  if (row) await armMessage(repositories, row, offsetMs, realNow);
}

/** Sends a review request, linking to the profile's Add Review dialog; skipped if the client switched messages off. */
export async function sendReviewRequest(
  repositories: Repositories,
  deps: SendMessageDeps,
  message: ScheduledMessageRow,
  timing: MessageTiming,
): Promise<void> {
  const about = message.jobId
    ? { jobId: message.jobId }
    : message.invoiceId
      ? { invoiceId: message.invoiceId }
      : null;
  const context = about && (await repositories.scheduledMessages.reviewContext(about));
  if (!context) return;
  if (!context.client.automaticMessages)
    return repositories.scheduledMessages.settle([message.id], 'skipped', 'client-switched-off');
  const { client, provider } = context;
  const url = `${deps.publicUrl.replace(/\/$/, '')}/company/${encodeURIComponent(provider.vanityName)}/reviews/new`;
  await deliverChannels(repositories, deps, {
    message,
    context: {
      client,
      provider,
      values: { ...commonValuesOf(client, provider), job_title: context.jobTitle ?? '' },
      links: { link: { url } },
    },
    ...timing,
  });
}
