import { MESSAGE_CHANNELS, type MessageChannel } from '@porchlight/core/messaging/message-kinds';
import type { OutboxMessage } from '../platform/outbox.repository';
import type { Repositories } from '../platform/unit-of-work';

/** Who a message is to and what it is, for the client's log (docs/plans/reminders.md §1.4). */
export interface ClientMessageOf {
  providerId: string;
  clientId: string;
  /** An automatic kind (message-kinds), or a one-off: `client-hub-link`, `payment-succeeded`… */
  kind: string;
  /** The automatic message this is a channel of: its log row is unique per channel (sent once). */
  scheduledMessageId?: string | null;
}

const isClientChannel = (channel: string): channel is MessageChannel =>
  (MESSAGE_CHANNELS as readonly string[]).includes(channel);

/**
 * Every message to a client goes through here (plan §1.4): its outbox row and its log row, in the
 * caller's transaction, so the client's Messages tab shows it with its delivery state. Answers the
 * outbox id, or undefined when this automatic message already went on this channel (a second run).
 * The caller publishes `outbox.queued` once its messages are queued.
 */
export async function messageClient(
  repositories: Repositories,
  of: ClientMessageOf,
  message: OutboxMessage,
): Promise<string | undefined> {
  if (!isClientChannel(message.channel)) throw new Error(`a ${message.channel} is not a message to a client`);
  const logId = await repositories.clientMessages.log({
    providerId: of.providerId,
    clientId: of.clientId,
    scheduledMessageId: of.scheduledMessageId ?? null,
    kind: of.kind,
    channel: message.channel,
    toAddress: message.to,
    subject: message.subject,
    body: message.body,
  });
  if (!logId) return undefined;
  const outboxId = await repositories.outbox.enqueue(message);
  await repositories.clientMessages.linkOutbox(logId, outboxId);
  return outboxId;
}
