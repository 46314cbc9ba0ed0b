/**
 * A message's state as the client's log shows it (docs/plans/reminders.md §1.4): queued in the outbox, sent
 * (a transport took it), delivered (a carrier said so, texts only), failed, or skipped with its reason.
 */
export const DELIVERY_STATES = ['queued', 'sent', 'delivered', 'failed', 'skipped', 'received'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export function deliveryStateOf(input: {
  direction: 'in' | 'out';
  skippedBecause: string | null;
  outboxStatus: 'pending' | 'delivered' | 'failed' | null;
  carrierStatus: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed' | null;
}): DeliveryState {
  if (input.direction === 'in') return 'received';
  if (input.skippedBecause) return 'skipped';
  if (input.carrierStatus === 'delivered') return 'delivered';
  if (input.carrierStatus === 'undelivered' || input.carrierStatus === 'failed') return 'failed';
  if (input.outboxStatus === 'failed') return 'failed';
  return input.outboxStatus === 'delivered' ? 'sent' : 'queued';
}
