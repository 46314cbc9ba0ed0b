import { describe, expect, it } from 'vitest';
import { createCatalogueMatcher, type MatchableEntry } from './catalogue-matcher';

const slug = (name: string) => name.toLowerCase().replace(/\W+/g, '-');
const entry = (n: string, c: string, keywords: string[] = [], p = 2, s?: string): MatchableEntry => ({
  n,
  c,
  u: slug(n),
  cu: slug(c),
  su: s && slug(s),
  s,
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
      category: null,
      services: [],
      wider: [],
      score: 0,
      content: 'zzqx',
    });
  });
});

describe('everyday words', () => {
  const everyday = createCatalogueMatcher([
    entry('House Cleaning', 'Cleaning', ['maid', 'cleaning service', 'cleaning lady'], 5, 'Home Cleaning'),
    entry('Deep Cleaning', 'Cleaning', ['spring cleaning'], 4, 'Home Cleaning'),
    entry('Sewer Cleaning', 'Septic and Sewer', ['sewer rodding'], 2, 'Sewer Lines'),
    entry('Office Cleaning', 'Cleaning', ['commercial cleaning'], 3, 'Commercial'),
    entry('Remodeling', 'Remodeling Contractors', ['remodeling contractor'], 5, 'Home Remodeling'),
    entry('Kitchen Remodeling', 'Remodeling Contractors', [], 4, 'Kitchens'),
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

  it('widens a named service to the rest of its subcategory, then to its category', () => {
    const meaning = everyday.understand('maid');
    expect(meaning.services.map((s) => s.u)).toEqual(['house-cleaning']);
    expect(meaning.wider).toEqual([
      { name: 'Home Cleaning', services: ['deep-cleaning'] },
      { name: 'Cleaning', category: 'cleaning' },
    ]);
    // Alone in its subcategory, a service widens to its category only.
    expect(everyday.understand('office cleaning').wider).toEqual([
      { name: 'Cleaning', category: 'cleaning' },
    ]);
  });

  it('reads a category named as written as the category, even where its words without filler name a service', () => {
    for (const query of ['remodeling contractors', 'best remodeling contractors near me']) {
      expect(everyday.understand(query), query).toMatchObject({
        serviceName: null,
        categoryName: 'Remodeling Contractors',
        category: 'remodeling-contractors',
        wider: [],
      });
    }
    expect(everyday.understand('remodeling')).toMatchObject({ serviceName: 'Remodeling', category: null });
    // A longer synonym of a service comes first: 'cleaning service' is House Cleaning, not the Cleaning category.
    expect(everyday.understand('cleaning service').serviceName).toBe('House Cleaning');
  });

  it('reads a subcategory named as written as that subcategory, widened to its category', () => {
    const meaning = everyday.understand('home cleaning near me');
    expect(meaning).toMatchObject({ serviceName: null, categoryName: 'Home Cleaning', category: null });
    expect(meaning.services.map((s) => s.u).sort()).toEqual(['deep-cleaning', 'house-cleaning']);
    expect(meaning.wider).toEqual([{ name: 'Cleaning', category: 'cleaning' }]);
    expect(everyday.understand('kitchens').categoryName).toBe('Kitchens');
  });

  it('widens nothing when no one service is named', () => {
    expect(everyday.understand('plumbers').wider).toEqual([]);
    const repairs = createCatalogueMatcher([entry('AC Repair', 'HVAC'), entry('Roof Repair', 'Roofing')]);
    expect(repairs.understand('repair').wider).toEqual([]);
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
