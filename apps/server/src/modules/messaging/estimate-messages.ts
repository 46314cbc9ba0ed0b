import { formatCents } from '@porchlight/core/billing/money.rules';
import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import {
  desiredEstimateMessages,
  type EstimateMessageKind,
  expiryOf,
  isEstimateExpired,
} from '@porchlight/core/messaging/estimate-messages.rules';
import { MESSAGE_DEFAULTS } from '@porchlight/core/messaging/message-kinds';
import type { KindRule } from '@porchlight/core/messaging/message-rules';
import { messagingMessages } from '@porchlight/core/messaging/messaging.messages';
import { dateLabel } from '@porchlight/core/scheduling/time-labels.rules';
import { localDateOf } from '@porchlight/core/scheduling/zoned-time.rules';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import {
  commonValuesOf,
  deliverChannels,
  type MessageTiming,
  messageTimingOf,
  type SendMessageDeps,
  waitsForItsTime,
} from './deliver-message';
import { reconcileMessages } from './reconcile-messages';
import type { ScheduledMessageRow } from './scheduled-messages.repository';
import { kindRulesOf } from './visit-messages';

type EstimateContext = NonNullable<Awaited<ReturnType<Repositories['scheduledMessages']['estimateContext']>>>;

const estimateRulesOf = (repositories: Repositories, providerId: string) =>
  kindRulesOf<EstimateMessageKind>(repositories, providerId, ['estimate-follow-up', 'estimate-expiring']);

const desiredOf = (context: EstimateContext, rules: Record<EstimateMessageKind, KindRule>) =>
  desiredEstimateMessages({
    estimate: { ...context.estimate, clientOn: context.client.automaticMessages },
    rules,
    timeZone: context.provider.timeZone,
  });

const outcomeOf = (context: EstimateContext) =>
  context.client.automaticMessages ? ('answered' as const) : ('client-switched-off' as const);

/** 'Tue, Dec 1': how a date of the provider's reads in messages. */
const dayLabel = (date: string, zone: string) => dateLabel(wallTimeOn(date, 0, 12 * 60, zone), zone);

/**
 * An estimate sent to the client, in the send's unit of work: the first sending is remembered with the
 * last day to approve it (the provider's validity, 30 days unless changed; 0 = never; sent again once
 * expired, a new last day), and its follow-ups are planned.
 */
export async function estimateSent(
  repositories: Repositories,
  estimateId: string,
  options: { realNow?: Date } = {},
): Promise<void> {
  const before = await repositories.scheduledMessages.estimateContext({ id: estimateId });
  if (!before) return;
  const timing = await messageTimingOf(repositories, before.provider.id, options.realNow ?? new Date());
  const settings = await repositories.messageSettings.findSettings(before.provider.id);
  const validDays = settings?.estimateValidDays ?? MESSAGE_DEFAULTS.estimateValidDays;
  const today = localDateOf(timing.now, before.provider.timeZone);
  // Sent again after its last day ("Ask … to send it again"): a new validity from today.
  await repositories.scheduledMessages.markEstimateSent(
    estimateId,
    timing.now,
    expiryOf(today, validDays),
    isEstimateExpired(before.estimate.expiresOn, today),
  );
  await planEstimateMessages(repositories, estimateId, timing);
}

/**
 * Makes an estimate's pending follow-ups match what they should be now (sent, a rule changed), in the
 * caller's unit of work.
 */
export async function planEstimateMessages(
  repositories: Repositories,
  estimateId: string,
  timing: { now: Date; offsetMs: number; realNow: Date } | { realNow?: Date } = {},
): Promise<void> {
  const context = await repositories.scheduledMessages.estimateContext({ id: estimateId });
  if (!context) return;
  const clock =
    'now' in timing
      ? timing
      : await messageTimingOf(repositories, context.provider.id, timing.realNow ?? new Date());
  await reconcileMessages(repositories, {
    pending: await repositories.scheduledMessages.pendingOfEstimate(estimateId),
    desired: desiredOf(context, await estimateRulesOf(repositories, context.provider.id)),
    outcome: outcomeOf(context),
    subject: { providerId: context.provider.id, clientId: context.client.id, estimateId },
    ...clock,
  });
}

/**
 * An estimate's status written (approved or declined in the hub or by the provider, closed, sent again)
 * or its last day changed: follow-ups it no longer wants are cancelled ('answered') and their jobs removed
 * in the same unit of work, so none waits to be skipped when it comes due; a new last day moves the notice.
 */
export async function estimateStatusWritten(
  repositories: Repositories,
  input: { providerId: string; estimateNumber: number },
): Promise<void> {
  const id = await repositories.estimates.findIdByNumber(input.providerId, input.estimateNumber);
  if (id) await planEstimateMessages(repositories, id);
}

/**
 * The hub's approval of an estimate past its last day (on the provider's clock) is refused, 409 with
 * the day and who to ask (plan §7). Called in the approval's unit of work.
 */
export async function refuseExpiredEstimate(
  repositories: Repositories,
  input: { providerId: string; estimateNumber: number; realNow?: Date },
): Promise<void> {
  const context = await repositories.scheduledMessages.estimateContext(input);
  if (!context?.estimate.expiresOn) return;
  const zone = context.provider.timeZone;
  const { now } = await messageTimingOf(repositories, input.providerId, input.realNow ?? new Date());
  if (isEstimateExpired(context.estimate.expiresOn, localDateOf(now, zone)))
    throw new AppError(
      'conflict',
      messagingMessages.estimateExpired(dayLabel(context.estimate.expiresOn, zone), context.provider.name),
    );
}

/**
 * Sends an estimate's follow-up or expiring notice while it is still wanted under its key (the
 * estimate Sent and unanswered); otherwise it is skipped ('answered').
 */
export async function sendEstimateMessage(
  repositories: Repositories,
  deps: SendMessageDeps,
  message: ScheduledMessageRow,
  timing: MessageTiming,
): Promise<void> {
  const context =
    message.estimateId && (await repositories.scheduledMessages.estimateContext({ id: message.estimateId }));
  if (!context) return;
  const want = desiredOf(context, await estimateRulesOf(repositories, message.providerId)).find(
    (one) => one.dedupeKey === message.dedupeKey,
  );
  if (!want) return repositories.scheduledMessages.settle([message.id], 'skipped', outcomeOf(context));
  if (await waitsForItsTime(repositories, message, want, timing)) return;
  const { estimate, client, provider } = context;
  const number = estimate.estimateNumber;
  await deliverChannels(repositories, deps, {
    message,
    context: {
      client,
      provider,
      values: {
        ...commonValuesOf(client, provider),
        estimate_number: String(number),
        estimate_total: formatCents(estimate.total),
        expires_on: estimate.expiresOn ? dayLabel(estimate.expiresOn, provider.timeZone) : '',
      },
      links: { link: { section: 'view-estimate', number, artifact: { type: 'estimate', number } } },
    },
    ...timing,
  });
}
