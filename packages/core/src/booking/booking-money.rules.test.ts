import { describe, expect, it } from 'vitest';
import { depositCentsOf, refundCentsOf } from './booking-money.rules';

describe('depositCentsOf', () => {
  it('asks nothing without a deposit', () => {
    expect(depositCentsOf(null, 14_900)).toBe(0);
  });
  it('asks a fixed deposit, never more than a known price', () => {
    expect(depositCentsOf({ kind: 'fixed', cents: 2_500 }, 14_900)).toBe(2_500);
    expect(depositCentsOf({ kind: 'fixed', cents: 2_500 }, null)).toBe(2_500);
    expect(depositCentsOf({ kind: 'fixed', cents: 2_500 }, 1_000)).toBe(1_000);
  });
  it('rounds a percent of the price half up to the cent', () => {
    expect(depositCentsOf({ kind: 'percent', percent: 20 }, 12_500)).toBe(2_500);
    expect(depositCentsOf({ kind: 'percent', percent: 15 }, 9_999)).toBe(1_500);
    expect(depositCentsOf({ kind: 'percent', percent: 10 }, 1_005)).toBe(101);
  });
  it('asks no percent of a price given on site', () => {
    expect(depositCentsOf({ kind: 'percent', percent: 20 }, null)).toBe(0);
  });
});

describe('refundCentsOf', () => {
  it('refunds in full when the pro declines, cancels or does not reply', () => {
    for (const endedBy of ['provider', 'deadline'] as const)
      expect(refundCentsOf({ depositCents: 2_500, endedBy, refundPolicy: 'keep', wasConfirmed: true })).toBe(
        2_500,
      );
  });
  it("follows the company's policy when the client cancels", () => {
    expect(
      refundCentsOf({ depositCents: 2_500, endedBy: 'client', refundPolicy: 'refund', wasConfirmed: true }),
    ).toBe(2_500);
    expect(
      refundCentsOf({ depositCents: 2_500, endedBy: 'client', refundPolicy: 'keep', wasConfirmed: true }),
    ).toBe(0);
  });
  it('refunds in full when the client withdraws a request the company had not approved', () => {
    expect(
      refundCentsOf({ depositCents: 2_500, endedBy: 'client', refundPolicy: 'keep', wasConfirmed: false }),
    ).toBe(2_500);
  });
});
