import { describe, expect, it } from 'vitest';
import { createCatalogueMatcher, type MatchableEntry } from './catalogue-matcher';

const entry = (n: string, c: string, keywords: string[] = [], p = 2, su?: string): MatchableEntry => ({
  n,
  c,
  u: n.toLowerCase().replace(/\W+/g, '-'),
  cu: c.toLowerCase().replace(/\W+/g, '-'),
  su,
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
      content: 'zzqx',
    });
  });
});

describe('everyday words', () => {
  const everyday = createCatalogueMatcher([
    entry('House Cleaning', 'Cleaning', ['maid', 'cleaning service', 'cleaning lady'], 5, 'home'),
    entry('Deep Cleaning', 'Cleaning', ['spring cleaning'], 4, 'home'),
    entry('Sewer Cleaning', 'Septic and Sewer', ['sewer rodding'], 2, 'sewer'),
    entry('Office Cleaning', 'Cleaning', ['commercial cleaning'], 3, 'commercial'),
    entry('Plumbing', 'Plumbers', ['plumber'], 5),
    entry('HVAC', 'HVAC Gas and Ventilation', ['heating and air', 'ac repair'], 5),
    entry('AC Repair', 'HVAC Gas and Ventilation', ['air conditioner repair'], 4),
    entry('Tree Service', 'Tree Care', ['arborist'], 4),
    entry('Tree Removal', 'Tree Care', ['cut down tree'], 4),
  ]);

  it('reads a synonym phrase as its service, not as the first trigram match', () => {
    const meaning = everyday.understand('cleaning service');
    expect(meaning.serviceName).toBe('House Cleaning');
    expect(meaning.services.map((s) => s.u)).not.toContain('sewer-cleaning');
    expect(everyday.understand('Cleaning Lady').serviceName).toBe('House Cleaning');
    expect(everyday.understand('maids').serviceName).toBe('House Cleaning');
  });

  it('drops filler words before reading the service', () => {
    expect(everyday.understand('plumber near me').serviceName).toBe('Plumbing');
    expect(everyday.understand('best plumbing company').serviceName).toBe('Plumbing');
    expect(everyday.understand('tree services').serviceName).toBe('Tree Service');
  });

  it('reads only filler as asking for nothing in particular', () => {
    for (const query of ['services', 'company', 'near me', 'services near me']) {
      expect(everyday.understand(query), query).toMatchObject({
        content: '',
        services: [],
        serviceName: null,
      });
    }
  });

  it('names no service from a weak word alone, but still searches the services it fits', () => {
    const repairs = createCatalogueMatcher([
      entry('AC Repair', 'HVAC'),
      entry('Pipe Repair', 'Plumbers', [], 3),
      entry('Roof Repair', 'Roofing'),
    ]);
    const meaning = repairs.understand('repair');
    expect(meaning.serviceName).toBeNull();
    expect(meaning.services.map((s) => s.u)).toEqual(expect.arrayContaining(['ac-repair', 'roof-repair']));
  });

  it('lets the other words decide when a weak word is in the query', () => {
    const sinks = createCatalogueMatcher([
      entry('Sink Installation', 'Plumbers'),
      entry('Faucet Repair', 'Plumbers', [], 3),
      entry('Pipe Repair', 'Plumbers', [], 3),
    ]);
    expect(sinks.understand('sink repair').serviceName).toBe('Sink Installation');
  });

  it('names the exact service and also searches the services whose synonym the query is', () => {
    const meaning = everyday.understand('ac repair');
    expect(meaning.serviceName).toBe('AC Repair');
    expect(meaning.services.map((s) => s.u)).toEqual(['ac-repair', 'hvac']);
  });

  it('ranks equally good readings by the providers near the place, then by popularity', () => {
    const pools = createCatalogueMatcher([
      entry('Pool Cleaning', 'Pools and Spas', [], 4),
      entry('Pool Repair', 'Pools and Spas', [], 3),
      entry('Pool Opening', 'Pools and Spas', [], 3),
    ]);
    expect(pools.understand('pool').serviceName).toBe('Pool Cleaning');
    const nearby = pools.understand('pool', { supply: (u) => (u === 'pool-repair' ? 2 : 0) });
    expect(nearby.serviceName).toBe('Pool Repair');
    // The named service leads the results: the others score a little lower.
    const [named, ...others] = nearby.services;
    for (const other of others) expect(other.score).toBeLessThan(named!.score);
  });

  it('keeps an exact reading ahead of services more pros offer', () => {
    const meaning = everyday.understand('deep cleaning', {
      supply: (u) => (u === 'house-cleaning' ? 50 : 0),
    });
    expect(meaning.serviceName).toBe('Deep Cleaning');
  });

  it('adds the rest of the subcategory, well below, when few pros near the place offer the service', () => {
    const few = everyday.understand('maid', { supply: () => 0 });
    expect(few.services.map((s) => s.u)).toEqual(['house-cleaning', 'deep-cleaning']);
    expect(few.services[1]!.score).toBeLessThan(few.services[0]!.score / 2);
    const many = everyday.understand('maid', { supply: () => 10 });
    expect(many.services.map((s) => s.u)).toEqual(['house-cleaning']);
  });

  it('reads a category name as written as the category, its singular as the service keyword', () => {
    expect(everyday.understand('plumbers')).toMatchObject({ categoryName: 'Plumbers', serviceName: null });
    expect(everyday.understand('plumber')).toMatchObject({ categoryName: null, serviceName: 'Plumbing' });
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
    const pipes = repairs.understand('pipe');
    expect(pipes.serviceName).toBe('Pipe Repair');
  });

  it('names the most popular of equally good readings', () => {
    expect(repairs.understand('paint').serviceName).toBe('Painting');
  });
});
