import { describe, expect, it } from 'vitest';
import { replyByLabel, replyByOf } from './booking-deadline.rules';

describe('replyByOf', () => {
  const createdAt = new Date('2026-12-01T15:00:00Z');

  it('gives the pro their reply hours when the visit is further away', () => {
    const startsAt = new Date('2026-12-04T14:00:00Z');
    expect(replyByOf({ createdAt, replyHours: 24, startsAt })).toEqual(new Date('2026-12-02T15:00:00Z'));
  });

  it('ends an hour before the visit when that comes first', () => {
    const startsAt = new Date('2026-12-01T20:00:00Z');
    expect(replyByOf({ createdAt, replyHours: 12, startsAt })).toEqual(new Date('2026-12-01T19:00:00Z'));
  });
});

describe('replyByLabel', () => {
  it("says the deadline in the provider's zone", () => {
    expect(replyByLabel(new Date('2026-12-01T23:00:00Z'), 'America/Chicago')).toBe('Tue, Dec 1, 5 PM');
    expect(replyByLabel(new Date('2026-12-01T23:30:00Z'), 'America/New_York')).toBe('Tue, Dec 1, 6:30 PM');
  });
});
