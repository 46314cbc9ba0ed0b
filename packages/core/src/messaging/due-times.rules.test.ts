import { describe, expect, it } from 'vitest';
import { dueTimeOf } from './due-times.rules';
import { defaultRuleOf } from './message-rules';

const chicago = 'America/Chicago';

describe('due times on the provider’s clock', () => {
  const reminder = defaultRuleOf('visit-reminder');

  it('reminds at 9:00 AM the day before, across both daylight-saving changes', () => {
    // Mon Mar 9, 2026 10 AM CDT: the day before is Sun Mar 8, the day clocks spring forward.
    expect(
      dueTimeOf('visit-reminder', { instant: new Date('2026-03-09T15:00:00Z') }, reminder, chicago),
    ).toEqual(new Date('2026-03-08T14:00:00Z'));
    // Mon Nov 2, 2026 10 AM CST: Sun Nov 1 is the day clocks fall back, 9 AM is CST.
    expect(
      dueTimeOf('visit-reminder', { instant: new Date('2026-11-02T16:00:00Z') }, reminder, chicago),
    ).toEqual(new Date('2026-11-01T15:00:00Z'));
  });

  it('uses the visit’s local date, not UTC’s (a 7 PM Phoenix visit is the next day in UTC)', () => {
    expect(
      dueTimeOf('visit-reminder', { instant: new Date('2026-06-11T02:00:00Z') }, reminder, 'America/Phoenix'),
    ).toEqual(new Date('2026-06-09T16:00:00Z'));
  });

  it('reminds 7 days before at a chosen time', () => {
    expect(
      dueTimeOf(
        'visit-reminder',
        { instant: new Date('2026-06-15T15:00:00Z') },
        { ...reminder, offsetDays: 7, sendAtMinute: 17 * 60 + 30 },
        chicago,
      ),
    ).toEqual(new Date('2026-06-08T22:30:00Z'));
  });

  it('steps invoices from the due date', () => {
    const due = { date: '2026-06-15' };
    expect(dueTimeOf('invoice-due-soon', due, defaultRuleOf('invoice-due-soon'), chicago)).toEqual(
      new Date('2026-06-12T14:00:00Z'),
    );
    expect(dueTimeOf('invoice-due-today', due, defaultRuleOf('invoice-due-today'), chicago)).toEqual(
      new Date('2026-06-15T14:00:00Z'),
    );
    expect(dueTimeOf('invoice-overdue', due, defaultRuleOf('invoice-overdue'), chicago)).toEqual(
      new Date('2026-06-22T14:00:00Z'),
    );
  });

  it('follows an estimate up at the first 9:00 AM three full days after sending', () => {
    const rule = defaultRuleOf('estimate-follow-up');
    // Sent Mon 8 AM: Thu 9 AM is past 72 hours.
    expect(
      dueTimeOf('estimate-follow-up', { instant: new Date('2026-06-01T13:00:00Z') }, rule, chicago),
    ).toEqual(new Date('2026-06-04T14:00:00Z'));
    // Sent Mon 3 PM: Thu 9 AM is not yet 72 hours, so Fri 9 AM.
    expect(
      dueTimeOf('estimate-follow-up', { instant: new Date('2026-06-01T20:00:00Z') }, rule, chicago),
    ).toEqual(new Date('2026-06-05T14:00:00Z'));
  });

  it('asks for a review 2 hours after the job and confirms a booking 2 minutes after', () => {
    const at = new Date('2026-06-01T20:00:00Z');
    expect(dueTimeOf('review-request', { instant: at }, defaultRuleOf('review-request'), chicago)).toEqual(
      new Date('2026-06-01T22:00:00Z'),
    );
    expect(
      dueTimeOf('booking-confirmation', { instant: at }, defaultRuleOf('booking-confirmation'), chicago),
    ).toEqual(new Date('2026-06-01T20:02:00Z'));
  });
});
