import { describe, expect, it } from 'vitest';
import { ADD_ON_MONTHLY_CENTS, PRO_PLAN_MONTHLY_CENTS, SERVICE_MANAGER_TRIAL_DAYS } from './site.constants';

describe('quoted prices', () => {
  it('are whole cents, as the spec quotes them ($19.99 a month)', () => {
    for (const cents of [ADD_ON_MONTHLY_CENTS, PRO_PLAN_MONTHLY_CENTS]) {
      expect(Number.isSafeInteger(cents)).toBe(true);
      expect(cents).toBe(1999);
    }
    expect(SERVICE_MANAGER_TRIAL_DAYS).toBe(30);
  });
});
