import { describe, expect, it } from 'vitest';
import { deliveryStateOf } from './delivery-state';

const out = { direction: 'out' as const, skippedBecause: null, outboxStatus: null, carrierStatus: null };

describe('delivery state', () => {
  it('follows the outbox, then the carrier', () => {
    expect(deliveryStateOf({ ...out, outboxStatus: 'pending' })).toBe('queued');
    expect(deliveryStateOf({ ...out, outboxStatus: 'delivered' })).toBe('sent');
    expect(deliveryStateOf({ ...out, outboxStatus: 'delivered', carrierStatus: 'delivered' })).toBe(
      'delivered',
    );
    expect(deliveryStateOf({ ...out, outboxStatus: 'delivered', carrierStatus: 'undelivered' })).toBe(
      'failed',
    );
    expect(deliveryStateOf({ ...out, outboxStatus: 'failed' })).toBe('failed');
  });

  it('says skipped for a channel decided against, received for a reply', () => {
    expect(deliveryStateOf({ ...out, skippedBecause: 'no-consent' })).toBe('skipped');
    expect(deliveryStateOf({ ...out, direction: 'in' })).toBe('received');
  });
});
