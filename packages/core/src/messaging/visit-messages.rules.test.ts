import { describe, expect, it } from 'vitest';
import { defaultRuleOf } from './message-rules';
import { desiredVisitMessages, type VisitForMessages } from './visit-messages.rules';

const rules = {
  'booking-confirmation': defaultRuleOf('booking-confirmation'),
  'visit-reminder': defaultRuleOf('visit-reminder'),
};
const CHICAGO = 'America/Chicago';
const now = new Date('2026-03-01T18:00:00Z');
const visit = (change: Partial<VisitForMessages> = {}): VisitForMessages => ({
  id: 'v1',
  status: 'scheduled',
  // Mon Mar 9, 2026 10 AM CDT: the day after clocks spring forward.
  startsAt: new Date('2026-03-09T15:00:00Z'),
  jobClosed: false,
  clientOn: true,
  ...change,
});

describe('desired visit messages', () => {
  it('a timed visit: a confirmation 2 minutes on and a reminder at 9 AM local the day before, across the change', () => {
    expect(desiredVisitMessages({ visit: visit(), rules, timeZone: CHICAGO, now })).toEqual([
      {
        kind: 'booking-confirmation',
        dedupeKey: 'booking-confirmation:v1:2026-03-09T15:00:00.000Z',
        dueAt: new Date('2026-03-01T18:02:00Z'),
        channels: ['email', 'sms'],
      },
      {
        kind: 'visit-reminder',
        dedupeKey: 'visit-reminder:v1:2026-03-09T15:00:00.000Z',
        // Sun Mar 8 09:00 CDT (the clocks moved at 2 AM that morning).
        dueAt: new Date('2026-03-08T14:00:00Z'),
        channels: ['email', 'sms'],
      },
    ]);
  });

  it('nothing for a cancelled, skipped, untimed or past visit, a closed job or a client switched off', () => {
    for (const change of [
      { status: 'cancelled' },
      { status: 'skipped' },
      { status: 'on-my-way' },
      { startsAt: null },
      { startsAt: new Date('2026-03-01T17:00:00Z') },
      { jobClosed: true },
      { clientOn: false },
    ])
      expect(desiredVisitMessages({ visit: visit(change), rules, timeZone: CHICAGO, now })).toEqual([]);
  });

  it('a kind with both channels off is not wanted; one channel off leaves the other', () => {
    const off = { ...rules, 'visit-reminder': { ...rules['visit-reminder'], emailOn: false, smsOn: false } };
    const textOnly = {
      ...rules,
      'booking-confirmation': { ...rules['booking-confirmation'], emailOn: false },
    };
    expect(
      desiredVisitMessages({ visit: visit(), rules: off, timeZone: CHICAGO, now }).map((one) => one.kind),
    ).toEqual(['booking-confirmation']);
    expect(
      desiredVisitMessages({ visit: visit(), rules: textOnly, timeZone: CHICAGO, now })[0]?.channels,
    ).toEqual(['sms']);
  });
});
