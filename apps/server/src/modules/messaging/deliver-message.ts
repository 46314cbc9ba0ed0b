import {
  clientHubLink,
  clientHubOpens,
  type HubSection,
  linkExpiry,
} from '@porchlight/core/client-hub/client-hub.rules';
import { messageClockNow } from '@porchlight/core/messaging/message-clock.rules';
import type { MESSAGE_OUTCOMES, MessageChannel } from '@porchlight/core/messaging/message-kinds';
import type { MessagePreview } from '@porchlight/core/messaging/message-settings.schemas';
import { nextSendable } from '@porchlight/core/messaging/quiet-hours.rules';
import type { PlanHolder } from '@porchlight/core/plans/plans.rules';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { smsMessage } from '../platform/notification-message';
import type { OutboxMessage } from '../platform/outbox.repository';
import type { Repositories } from '../platform/unit-of-work';
import type { ClientRow } from '../service-manager/clients.repository';
import { channelRefusal, quietHoursOf } from './channel-checks';
import { messageClient } from './message-client';
import { previewOf, renderText } from './message-preview';
import type { ScheduledMessageRow } from './scheduled-messages.repository';
import { armMessage, ruleOf } from './visit-messages';

/**
 * The last step of every automatic message (docs/plans/reminders.md §3.2), whatever it is about: each
 * channel checked, rendered with the message's values and hub links, handed to the outbox with its log
 * row, and the message settled (or re-armed for the morning).
 */

type Outcome = (typeof MESSAGE_OUTCOMES)[number];

/** A message found due a little early (the queue's clock and ours) still goes; later than this, it waits. */
const EARLY_TOLERANCE_MS = 30_000;

export interface SendMessageDeps {
  publicUrl: string;
  siteName: string;
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

/** The message clock as a send sees it: its "now", the provider's test offset, and real time. */
export interface MessageTiming {
  now: Date;
  offsetMs: number;
  realNow: Date;
}

/** The provider's "now" on its message clock (real time but on test servers), with the offset and real time. */
export async function messageTimingOf(
  repositories: Repositories,
  providerId: string,
  realNow: Date,
): Promise<MessageTiming> {
  const offsetMs = await repositories.messageSettings.clockOffset(providerId);
  return { now: messageClockNow(realNow, offsetMs), offsetMs, realNow };
}

/**
 * A message found due later than its job ran (a move whose new timer was lost) is moved to its time
 * and re-armed; true when it waits.
 */
export async function waitsForItsTime(
  repositories: Repositories,
  message: { id: string },
  want: { dueAt: Date },
  timing: MessageTiming,
): Promise<boolean> {
  if (want.dueAt.getTime() <= timing.now.getTime() + EARLY_TOLERANCE_MS) return false;
  await repositories.scheduledMessages.move(message.id, { dueAt: want.dueAt });
  await armMessage(repositories, { id: message.id, dueAt: want.dueAt }, timing.offsetMs, timing.realNow);
  return true;
}

/** Where a link placeholder opens the client's hub: a section, and the document it shows. */
export interface HubTarget {
  section?: HubSection;
  number?: number;
  artifact?: { type: 'estimate' | 'invoice' | 'job'; number: number };
}

/** Everything a message needs to go: who gets it, whose it is, its values and where its links open. */
export interface MessageContext {
  client: ClientRow;
  /** The company, with its plan: its hub links go only while its Client Hub opens. */
  provider: { id: string; name: string; vanityName: string; timeZone: string } & PlanHolder;
  values: Record<string, string>;
  /** Where each link placeholder opens: the client's hub, or a page of the site (`url`). */
  links: Partial<Record<'link' | 'card_link', HubTarget | { url: string }>>;
}

/** The placeholders every message has: the client's names and the company's. */
export function commonValuesOf(
  client: Pick<ClientRow, 'firstName' | 'lastName'>,
  provider: { name: string; phoneNumber: string | null },
): Record<string, string> {
  return {
    client_first_name: client.firstName,
    client_name: [client.firstName, client.lastName].filter(Boolean).join(' '),
    company_name: provider.name,
    company_phone: formatPhoneNumber(provider.phoneNumber) ?? '',
  };
}

export async function deliverChannels(
  repositories: Repositories,
  deps: SendMessageDeps,
  input: { message: ScheduledMessageRow; context: MessageContext } & MessageTiming,
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

  // A hub without its add-on (and past the trial) refuses the client: such links are left out, and
  // the message renders without the sentences that lead to them (message-preview).
  const hubOpens = clientHubOpens(provider, input.realNow);
  /** The hub links of a channel's own (the e-mailed one shows its holder reads the client's mail). */
  const linksFor = async (emailedTo: string | null) => {
    const urls: Record<string, string> = {};
    const hubTargets: [string, HubTarget][] = [];
    for (const [placeholder, target] of Object.entries(context.links))
      if (target && 'url' in target) urls[placeholder] = target.url;
      else if (target) hubTargets.push([placeholder, target]);
    if (hubTargets.length === 0 || !hubOpens) return urls;
    const artifact = hubTargets.find(([, target]) => target.artifact)?.[1].artifact;
    const link = await repositories.clientHub.insertLink({
      clientId: client.id,
      providerId: provider.id,
      artifactType: artifact?.type ?? null,
      artifactNumber: artifact?.number ?? null,
      emailedTo,
      expiresAt: linkExpiry(input.realNow),
    });
    for (const [placeholder, target] of hubTargets)
      urls[placeholder] = clientHubLink({
        siteUrl: deps.publicUrl,
        vanityName: provider.vanityName,
        sessionId: link.id,
        clientHubId: client.clientHubId,
        section: target.section,
        number: target.number,
      });
    return urls;
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
    const values = { ...context.values, ...(await linksFor(channel === 'email' ? to : null)) };
    const meta = { kind: message.kind, scheduledMessageId: message.id };
    const outgoing: OutboxMessage =
      channel === 'email'
        ? emailOf(to, previewOf(message.kind, rule, values, deps.siteName), meta)
        : smsMessage(to, renderText(message.kind, rule, values), meta);
    // Undefined: this channel went already (a second run).
    if (await messageClient(repositories, base, outgoing)) queued += 1;
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
