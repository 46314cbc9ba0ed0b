import { describe, expect, it } from 'vitest';
import {
  desiredEstimateMessages,
  type EstimateForMessages,
  expiryOf,
  isEstimateExpired,
} from './estimate-messages.rules';
import { defaultRuleOf } from './message-rules';

const rules = {
  'estimate-follow-up': defaultRuleOf('estimate-follow-up'),
  'estimate-expiring': defaultRuleOf('estimate-expiring'),
};
const CHICAGO = 'America/Chicago';
const estimate = (change: Partial<EstimateForMessages> = {}): EstimateForMessages => ({
  id: 'e1',
  status: 'Sent',
  // Sent Thu Mar 5, 2026 at 3 PM CST.
  sentAt: new Date('2026-03-05T21:00:00Z'),
  expiresOn: '2026-04-04',
  clientOn: true,
  ...change,
});

describe('estimate follow-ups', () => {
  it('the first 9 AM 3 days after sending, and 9 AM 2 days before the last day, in the provider zone', () => {
    expect(desiredEstimateMessages({ estimate: estimate(), rules, timeZone: CHICAGO })).toEqual([
      {
        kind: 'estimate-follow-up',
        dedupeKey: 'estimate-follow-up:e1',
        // Sun Mar 8 9 AM comes before 3 PM + 3 days: Mon Mar 9, 9 AM CDT.
        dueAt: new Date('2026-03-09T14:00:00Z'),
        channels: ['email', 'sms'],
      },
      {
        kind: 'estimate-expiring',
        dedupeKey: 'estimate-expiring:e1:2026-04-04',
        dueAt: new Date('2026-04-02T14:00:00Z'),
        channels: ['email', 'sms'],
      },
    ]);
  });

  it('no expiring notice without a last day; none at all once answered or for a client switched off', () => {
    expect(
      desiredEstimateMessages({ estimate: estimate({ expiresOn: null }), rules, timeZone: CHICAGO }).map(
        (one) => one.kind,
      ),
    ).toEqual(['estimate-follow-up']);
    for (const change of [
      { status: 'Approved' as const },
      { status: 'Rejected' as const },
      { status: 'Closed' as const },
      { status: 'Draft' as const },
      { clientOn: false },
    ])
      expect(desiredEstimateMessages({ estimate: estimate(change), rules, timeZone: CHICAGO })).toEqual([]);
  });

  it('expires the day after its last day; validity 0 never expires', () => {
    expect(expiryOf('2026-03-05', 30)).toBe('2026-04-04');
    expect(expiryOf('2026-03-05', 0)).toBeNull();
    expect(isEstimateExpired('2026-04-04', '2026-04-04')).toBe(false);
    expect(isEstimateExpired('2026-04-04', '2026-04-05')).toBe(true);
    expect(isEstimateExpired(null, '2030-01-01')).toBe(false);
  });
});
