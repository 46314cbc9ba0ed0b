import type { outbox } from '@porchlight/db/schema/index';

/** One queued message as the outbox keeps it: what a delivery adapter sends. */
export type OutboxRow = typeof outbox.$inferSelect;

/** Hands one row to the outside world (SMTP, the local mailbox, an SMS gateway …) or throws. */
export interface OutboxTransport {
  readonly name: string;
  /** Resolves with the transport's id of the message when it has one (Twilio's sid, for status callbacks). */
  // biome-ignore lint/suspicious/noConfusingVoidType: the mail and payment-event transports resolve with nothing.
  deliver(message: OutboxRow): Promise<void | { externalId: string }>;
}

/**
 * A message that can never be delivered as it is (Twilio: the recipient replied STOP, or the number is not
 * a mobile number): failed at once, never retried.
 */
export class PermanentDeliveryError extends Error {}
