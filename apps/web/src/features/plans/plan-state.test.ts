import { planPageMessages as words } from '@porchlight/core/plans/plans.messages';
import type { PlanView } from '@porchlight/core/plans/plans.schemas';
import { describe, expect, it } from 'vitest';
import { choiceChange, choosableKeys, initialChoice, planBadge, toggled } from './plan-state';

const items = (['pro', 'website', 'domain'] as const).map((key) => ({
  key,
  name: key,
  priceCents: 1999,
  priceLabel: '$19.99/month',
  summary: '',
  includes: [],
  state: key === 'website' ? ('complimentary' as const) : ('none' as const),
}));

const view = (changes: Partial<PlanView>) =>
  ({
    status: 'free',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    paidItems: [],
    items,
    ...changes,
  }) as PlanView;

describe('the Plans page state', () => {
  it('names the status as the badge shows it', () => {
    expect(planBadge(view({})).label).toBe(words.status.free);
    expect(planBadge(view({ status: 'canceled' })).label).toBe(words.status.free);
    expect(planBadge(view({ status: 'active' })).label).toBe(words.status.active);
    expect(planBadge(view({ status: 'past_due' })).label).toBe(words.status.pastDue);
    const ending = view({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-26T10:00:00Z',
    });
    expect(planBadge(ending).label).toBe('Ends on Dec 26, 2026');
  });

  it('offers what the platform does not give, starting from what is paid for', () => {
    expect(choosableKeys(view({}))).toEqual(['pro', 'domain']);
    expect(initialChoice(view({ status: 'canceled', paidItems: ['pro'] }))).toEqual([]);
    expect(initialChoice(view({ status: 'past_due', paidItems: ['pro'] }))).toEqual(['pro']);
  });

  it('tells additions from removals and totals the choice', () => {
    const running = view({ status: 'active', paidItems: ['pro'] });
    expect(choiceChange(running, ['pro'])).toMatchObject({ changed: false, totalCents: 1999 });
    expect(choiceChange(running, ['domain'])).toEqual({
      added: ['domain'],
      removed: ['pro'],
      changed: true,
      totalCents: 1999,
    });
    expect(toggled(running, ['domain'], 'pro', true)).toEqual(['pro', 'domain']);
    expect(toggled(running, ['pro', 'domain'], 'pro', false)).toEqual(['domain']);
  });
});
