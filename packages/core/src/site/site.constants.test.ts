import { describe, expect, it } from 'vitest';
import { BUSINESS_PLANS, monthlyPriceLabel } from './site.constants';

describe('business plans', () => {
  it('price every plan in whole cents, the listing free', () => {
    for (const plan of BUSINESS_PLANS) expect(Number.isSafeInteger(plan.priceCents)).toBe(true);
    expect(BUSINESS_PLANS.find((plan) => plan.key === 'listing')?.priceCents).toBe(0);
  });

  it("label a month's price as quoted, 'from' for the phone system", () => {
    const label = (key: string) => {
      const plan = BUSINESS_PLANS.find((candidate) => candidate.key === key);
      if (!plan) throw new Error(`no plan ${key}`);
      return monthlyPriceLabel(plan);
    };
    expect(label('pro')).toBe('$19.99/month');
    expect(label('phone')).toBe('from $19.99/month');
  });
});
