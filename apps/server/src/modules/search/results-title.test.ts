import type { QueryMeaning } from '@porchlight/core/search/catalogue-matcher';
import { describe, expect, it } from 'vitest';
import { titleSubject } from './results-title';

const meaning = (serviceName: string | null, services: string[], categoryName: string | null = null) =>
  ({
    serviceName,
    categoryName,
    category: null,
    services: services.map((u, index) => ({ u, score: 1 - index / 10 })),
    wider: serviceName
      ? [
          { name: 'Pool Maintenance', services: ['pool-opening'] },
          { name: 'Pools and Spas', category: 'pools-and-spas' },
        ]
      : [],
    score: 1,
    content: 'x',
  }) satisfies QueryMeaning;
const names = new Map([
  ['pool-cleaning', 'Pool Cleaning'],
  ['pool-repair', 'Pool Repair'],
]);
const nameOf = (u: string) => names.get(u);
const offering = (...services: string[]) => ({ searchServices: services, step: 0 });
const widenedTo = (step: number, ...services: string[]) => ({ searchServices: services, step });

describe('titleSubject', () => {
  it('names the service read when a shown result offers it', () => {
    const read = meaning('Pool Cleaning', ['pool-cleaning', 'pool-repair']);
    expect(titleSubject(read, [offering('pool-repair'), offering('pool-cleaning')], nameOf)).toEqual({
      serviceName: 'Pool Cleaning',
      categoryName: null,
    });
  });

  it('names the service the first result was chosen for when none offers the one read', () => {
    const read = meaning('Pool Cleaning', ['pool-cleaning', 'pool-repair']);
    expect(titleSubject(read, [offering('pool-repair')], nameOf).serviceName).toBe('Pool Repair');
  });

  it('names the service read on a page of results it widened to, when others are what it reads as', () => {
    const read = meaning('Pool Cleaning', ['pool-cleaning']);
    expect(titleSubject(read, [widenedTo(1, 'pool-opening')], nameOf, 0).serviceName).toBe('Pool Cleaning');
  });

  it('names the subcategory or category the search widened to when nothing is what it reads as', () => {
    const read = meaning('Pool Cleaning', ['pool-cleaning']);
    expect(titleSubject(read, [widenedTo(1, 'pool-opening')], nameOf, 1)).toEqual({
      serviceName: null,
      categoryName: 'Pool Maintenance',
    });
    expect(titleSubject(read, [widenedTo(2, 'category:pools-and-spas')], nameOf, 2).categoryName).toBe(
      'Pools and Spas',
    );
  });

  it('keeps categories, and leaves vague readings to the user\u2019s words', () => {
    expect(titleSubject(meaning(null, ['pool-repair'], 'Pools and Spas'), [], nameOf).categoryName).toBe(
      'Pools and Spas',
    );
    expect(titleSubject(meaning(null, ['pool-repair']), [offering('pool-repair')], nameOf)).toEqual({
      serviceName: null,
      categoryName: null,
    });
  });
});
