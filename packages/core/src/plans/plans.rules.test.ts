import { describe, expect, it } from 'vitest';
import { PLAN_ITEMS } from './plans.catalog';
import {
  activeItems,
  addMonths,
  graceEndsAt,
  hasFeature,
  heldItemsHaveFeature,
  itemsOf,
  itemsWithFeature,
  monthlyPriceLabel,
  monthlyTotalCents,
  proFlagOf,
  proratedCents,
} from './plans.rules';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const now = day('2026-11-26');
const free = { planItems: [], complimentaryItems: [], toolsTrialEndsAt: null };

describe('the catalogue', () => {
  it('prices every item in whole cents, $19.99 a month as the spec quotes', () => {
    for (const item of PLAN_ITEMS) expect(item.priceCents).toBe(1999);
    expect(monthlyPriceLabel(PLAN_ITEMS.find((item) => item.key === 'phone') ?? PLAN_ITEMS[0])).toBe(
      'from $19.99/month',
    );
    expect(monthlyTotalCents(['pro', 'domain', 'fsm'])).toBe(5997);
  });
});

describe('what a company has', () => {
  it('Pro gives rich text, 5-star Google reviews and a custom domain; the domain add-on only the domain', () => {
    const pro = { ...free, planItems: ['pro'] };
    expect(hasFeature(pro, 'richTextAbout', now)).toBe(true);
    expect(hasFeature(pro, 'customDomain', now)).toBe(true);
    const domain = { ...free, planItems: ['domain'] };
    expect(hasFeature(domain, 'customDomain', now)).toBe(true);
    expect(hasFeature(domain, 'richTextAbout', now)).toBe(false);
    expect(hasFeature(free, 'customDomain', now)).toBe(false);
  });

  it('a custom domain is bought with Pro or its add-on, and is held once either is paid, given or on trial', () => {
    expect(itemsWithFeature('customDomain').map((item) => item.key)).toEqual(['pro', 'domain']);
    const held = (state: 'paid' | 'complimentary' | 'trial' | 'none', key: 'pro' | 'domain' | 'fsm') =>
      PLAN_ITEMS.map((item) => ({ key: item.key, state: item.key === key ? state : ('none' as const) }));
    expect(heldItemsHaveFeature(held('paid', 'domain'), 'customDomain')).toBe(true);
    expect(heldItemsHaveFeature(held('complimentary', 'pro'), 'customDomain')).toBe(true);
    expect(heldItemsHaveFeature(held('none', 'pro'), 'customDomain')).toBe(false);
    expect(heldItemsHaveFeature(held('trial', 'fsm'), 'customDomain')).toBe(false);
    expect(heldItemsHaveFeature(held('trial', 'fsm'), 'serviceManager')).toBe(true);
  });

  it('the trial covers the Service Manager and the Client Hub until it ends, then only their add-ons do', () => {
    const inTrial = { ...free, toolsTrialEndsAt: day('2026-12-01') };
    expect(activeItems(inTrial, now)).toEqual(['fsm', 'clientHub']);
    expect(hasFeature(inTrial, 'serviceManager', day('2026-12-02'))).toBe(false);
    expect(hasFeature({ ...inTrial, planItems: ['fsm'] }, 'serviceManager', day('2026-12-02'))).toBe(true);
    expect(hasFeature(inTrial, 'richTextAbout', now)).toBe(false);
  });

  it('pro is 1 when paid, 2 when given, 0 otherwise', () => {
    expect(proFlagOf({ planItems: ['pro'], complimentaryItems: ['pro'] })).toBe(1);
    expect(proFlagOf({ planItems: ['domain'], complimentaryItems: ['pro'] })).toBe(2);
    expect(proFlagOf({ planItems: ['domain'], complimentaryItems: [] })).toBe(0);
  });

  it('reads items in catalogue order, unknown keys dropped', () => {
    expect(itemsOf(['domain', 'pro', 'nope'])).toEqual(['pro', 'domain']);
  });
});

describe('billing periods', () => {
  it('renews on the same day of the month, the last day when a month is shorter', () => {
    expect(addMonths(day('2026-01-31'), 1)).toEqual(day('2026-02-28'));
    expect(addMonths(day('2026-02-28'), 1, 31)).toEqual(day('2026-03-31'));
    expect(addMonths(day('2026-11-26'), 1)).toEqual(day('2026-12-26'));
  });

  it('prorates by the second in whole cents, as Stripe does', () => {
    const period = { start: day('2026-11-01'), end: day('2026-12-01') };
    expect(proratedCents(1999, period, day('2026-11-01'))).toBe(1999);
    expect(proratedCents(1999, period, day('2026-11-16'))).toBe(1000);
    expect(proratedCents(1999, period, day('2026-12-01'))).toBe(0);
    expect(proratedCents(1999, period, day('2026-12-05'))).toBe(0);
  });

  it('leaves 7 days of grace after a failed renewal', () => {
    expect(graceEndsAt(day('2026-11-26'))).toEqual(day('2026-12-03'));
  });
});
