import { describe, expect, it } from 'vitest';
import { createCatalogueMatcher, type MatchableEntry } from './catalogue-matcher';

const entry = (n: string, c: string, keywords: string[] = [], p = 2): MatchableEntry => ({
  n,
  c,
  u: n.toLowerCase().replace(/\W+/g, '-'),
  cu: c.toLowerCase().replace(/\W+/g, '-'),
  p,
  keywords,
});

const matcher = createCatalogueMatcher([
  entry('House Cleaning', 'Cleaning', ['maid', 'housekeeping'], 5),
  entry('Carpet Cleaning', 'Cleaning', ['rug cleaning']),
  entry('Window Cleaning', 'Cleaning'),
  entry('Plumbing', 'Plumbers', ['plumber'], 5),
  entry('Drain Cleaning', 'Plumbers', ['clogged drain']),
  entry('Tenant Screening', 'Real Estate'),
  entry('Pool Cleaning', 'Pools and Spas'),
  entry('Pool Repair', 'Pools and Spas'),
]);

describe('understand', () => {
  it('reads a misspelled service as that service', () => {
    const meaning = matcher.understand('hose cleening');
    expect(meaning.serviceName).toBe('House Cleaning');
    expect(meaning.services[0]?.u).toBe('house-cleaning');
    expect(meaning.services.map((s) => s.u)).not.toContain('tenant-screening');
  });

  it('finds a service by its keyword', () => {
    expect(matcher.understand('maid').serviceName).toBe('House Cleaning');
  });

  it('reads a category name as the whole category', () => {
    const meaning = matcher.understand('plumbers');
    expect(meaning).toMatchObject({ serviceName: null, categoryName: 'Plumbers' });
    expect(meaning.services.map((s) => s.u).sort()).toEqual(['drain-cleaning', 'plumbing']);
  });

  it('searches every service as good as the best one', () => {
    expect(
      matcher
        .understand('pool')
        .services.map((s) => s.u)
        .sort(),
    ).toEqual(['pool-cleaning', 'pool-repair']);
  });

  it('understands nothing in gibberish', () => {
    expect(matcher.understand('zzqx')).toEqual({
      serviceName: null,
      categoryName: null,
      services: [],
      score: 0,
    });
  });
});

describe('suggest', () => {
  it('completes a prefix, most popular first among equals', () => {
    const names = matcher.suggest('clea', 4).map((s) => s.entry.n);
    expect(names).toHaveLength(4);
    expect(names[0]).toBe('House Cleaning');
  });
});

describe('naming the search', () => {
  const repairs = createCatalogueMatcher([
    entry('AC Repair', 'HVAC'),
    entry('Auto Repair', 'Automotive'),
    entry('Pipe Repair', 'Plumbers'),
    entry('Roof Repair', 'Roofing'),
    entry('Painting', 'Painters', [], 5),
    entry('Lead Paint Removal', 'Painters'),
    entry('Cabinet Painting', 'Painters'),
    entry('Deck Painting', 'Painters'),
  ]);

  it('names no service when many equally popular ones fit a vague word', () => {
    const meaning = repairs.understand('repair');
    expect(meaning.serviceName).toBeNull();
    expect(meaning.services).toHaveLength(4);
  });

  it('names the most popular of equally good readings', () => {
    expect(repairs.understand('paint').serviceName).toBe('Painting');
  });
});
