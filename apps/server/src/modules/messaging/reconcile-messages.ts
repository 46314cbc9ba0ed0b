import type { MESSAGE_OUTCOMES, MessageChannel, MessageKind } from '@porchlight/core/messaging/message-kinds';
import type { Repositories } from '../platform/unit-of-work';
import type { ScheduledMessageRow } from './scheduled-messages.repository';
import { armMessage, messageJobKey } from './visit-messages';

type Outcome = (typeof MESSAGE_OUTCOMES)[number];

interface Desired {
  kind: MessageKind;
  dedupeKey: string;
  dueAt: Date;
  channels: MessageChannel[];
}

/**
 * Makes a record's pending messages match the desired set by key (docs/plans/reminders.md §3.1), in the
 * caller's unit of work: a pending row no longer desired is cancelled with `outcome` and its job removed
 * (unless `keep` says otherwise), one whose time or channels changed is moved and re-armed, and a desired
 * one still to come is made. Sent and skipped rows are history; a time already past is not made.
 */
export async function reconcileMessages(
  repositories: Repositories,
  input: {
    pending: readonly ScheduledMessageRow[];
    desired: readonly Desired[];
    keep?: (row: ScheduledMessageRow) => boolean;
    outcome: Outcome;
    subject: { providerId: string; clientId: string; invoiceId?: string; estimateId?: string };
    now: Date;
    offsetMs: number;
    realNow: Date;
  },
): Promise<void> {
  const { pending, desired, offsetMs, realNow } = input;
  const cancelled: string[] = [];
  for (const row of pending) {
    const want = desired.find((one) => one.dedupeKey === row.dedupeKey);
    if (!want) {
      if (input.keep?.(row)) continue;
      cancelled.push(row.id);
      await repositories.jobQueue.remove(messageJobKey(row.id));
      continue;
    }
    if (row.dueAt.getTime() === want.dueAt.getTime() && row.channels.join() === want.channels.join())
      continue;
    await repositories.scheduledMessages.move(row.id, { dueAt: want.dueAt, channels: want.channels });
    await armMessage(repositories, { id: row.id, dueAt: want.dueAt }, offsetMs, realNow);
  }
  await repositories.scheduledMessages.settle(cancelled, 'cancelled', input.outcome);
  for (const want of desired) {
    if (pending.some((row) => row.dedupeKey === want.dedupeKey) || want.dueAt <= input.now) continue;
    const row = await repositories.scheduledMessages.insert({
      ...input.subject,
      kind: want.kind,
      dedupeKey: want.dedupeKey,
      dueAt: want.dueAt,
      channels: want.channels,
    });
    if (row) await armMessage(repositories, row, offsetMs, realNow);
  }
}
