import { describe, expect, it } from 'vitest';
import { coverage, similarity, trigrams } from './trigram';

describe('trigrams', () => {
  it('pads words like pg_trgm', () => {
    expect([...trigrams('Cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
  });
  it('leaves the last word open for prefixes', () => {
    expect([...trigrams('ca', { prefix: true })]).toEqual(['  c', ' ca']);
  });
});

describe('similarity and coverage', () => {
  it('scores identical text 1 and unrelated text 0', () => {
    expect(similarity(trigrams('House Cleaning'), trigrams('house cleaning'))).toBe(1);
    expect(similarity(trigrams('plumbing'), trigrams('xyz'))).toBe(0);
  });
  it('tolerates typos', () => {
    const typo = similarity(trigrams('hose cleening'), trigrams('house cleaning'));
    expect(typo).toBeGreaterThan(0.3);
    expect(typo).toBeGreaterThan(similarity(trigrams('hose cleening'), trigrams('tenant screening')));
  });
  it('a typed prefix is fully covered by the word it starts', () => {
    expect(coverage(trigrams('clea', { prefix: true }), trigrams('Carpet Cleaning'))).toBe(1);
  });
});
