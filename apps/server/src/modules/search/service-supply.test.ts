import { describe, expect, it } from 'vitest';
import { createServiceSupply, type SupplyRow } from './service-supply';

// Austin (30.27, -97.74) is in cell row 120, column 82; Phoenix (33.45, -112.07) in 123, 67.
const rows: SupplyRow[] = [
  { u: 'pool-repair', row: 120, column: 82, providers: 2 },
  { u: 'pool-cleaning', row: 123, column: 67, providers: 5 },
  { u: 'pool-cleaning', row: null, column: null, providers: 1 },
];
const austin = { latitude: 30.27, longitude: -97.74, meters: 40_000 };

describe('createServiceSupply', () => {
  it('counts the providers near a place, or everywhere without one', async () => {
    const supply = createServiceSupply(async () => rows);
    const near = await supply.near(austin);
    expect(near('pool-repair')).toBe(2);
    expect(near('pool-cleaning')).toBe(0);
    const anywhere = await supply.near(undefined);
    expect(anywhere('pool-cleaning')).toBe(6);
  });

  it('reads the counts once, and again in the background once they are old', async () => {
    let clock = 0;
    let loads = 0;
    const supply = createServiceSupply(
      async () => {
        loads++;
        return loads === 1 ? rows : [{ u: 'pool-repair', row: 120, column: 82, providers: 9 }];
      },
      () => clock,
    );
    await supply.near(austin);
    await supply.near(austin);
    expect(loads).toBe(1);
    clock = 10 * 60_000;
    expect((await supply.near(austin))('pool-repair')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    expect((await supply.near(austin))('pool-repair')).toBe(9);
  });
});
