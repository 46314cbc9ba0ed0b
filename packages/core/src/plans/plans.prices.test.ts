import { describe, expect, it } from 'vitest';
import { FREE_LISTING, PLAN_ITEMS, planItemOf } from './plans.catalog';
import { monthlyPriceLabel } from './plans.rules';

/** Moved from site/site.constants.test.ts with the business page's plans (issue 21). */
describe('the plan catalogue as the business page and the Plans page quote it', () => {
  it('prices every item in whole cents, the listing free', () => {
    for (const item of PLAN_ITEMS) expect(Number.isSafeInteger(item.priceCents)).toBe(true);
    expect(FREE_LISTING.priceCents).toBe(0);
  });

  it("labels a month's price as quoted, 'from' for the phone system", () => {
    expect(monthlyPriceLabel(planItemOf('pro'))).toBe('$19.99/month');
    expect(monthlyPriceLabel(planItemOf('phone'))).toBe('from $19.99/month');
  });

  it('never sells what Pro includes without saying Pro includes it', () => {
    const pro = planItemOf('pro');
    for (const item of PLAN_ITEMS) {
      if (item.key === 'pro') continue;
      const overlap = item.features.some((feature) => (pro.features as readonly string[]).includes(feature));
      if (overlap) expect(item.summary, item.key).toMatch(/Professional plan/);
    }
    expect(planItemOf('domain').summary).toMatch(/Pro includes one/);
  });
});
