import { describe, expect, it } from 'vitest';
import { availabilityMessages as messages } from './booking.messages';
import { availabilityQuerySchema } from './booking-availability.schemas';

describe('availabilityQuerySchema', () => {
  it('asks 14 days from today unless told', () => {
    expect(availabilityQuerySchema.parse({ offer: 'deep-clean' })).toEqual({ offer: 'deep-clean', days: 14 });
    expect(availabilityQuerySchema.parse({ offer: 'deep-clean', from: '2026-12-01', days: '60' })).toEqual({
      offer: 'deep-clean',
      from: '2026-12-01',
      days: 60,
    });
  });

  it('refuses more than 60 days, a date that does not read, and no offer, in words', () => {
    const result = availabilityQuerySchema.safeParse({ offer: ' ', from: '2026-02-30', days: '61' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      `offer: ${messages.offerRequired}`,
      `from: ${messages.fromInvalid}`,
      `days: ${messages.daysInvalid}`,
    ]);
    expect(messages.daysInvalid).toBe('Ask for 1 to 60 days');
  });
});
