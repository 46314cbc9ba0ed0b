import { describe, expect, it } from 'vitest';
import { rankReadings } from './reading-rank';

const reading = (u: string, score: number, p = 2) => ({ entry: { u, n: u, p }, score });

describe('rankReadings', () => {
  it('lifts a slightly weaker reading that pros near the place offer', () => {
    const ranked = rankReadings([reading('sewer-cleaning', 0.55), reading('house-cleaning', 0.48, 5)], (u) =>
      u === 'house-cleaning' ? 4 : 0,
    );
    expect(ranked.map((r) => r.entry.u)).toEqual(['house-cleaning', 'sewer-cleaning']);
  });

  it('keeps the text order when nothing else tells them apart', () => {
    const ranked = rankReadings([reading('b', 0.5), reading('a', 0.6)]);
    expect(ranked.map((r) => r.entry.u)).toEqual(['a', 'b']);
    expect(ranked[0]!.tied).toBe(false);
  });

  it('calls four or more identical readings a tie', () => {
    const ranked = rankReadings(['a', 'b', 'c', 'd'].map((u) => reading(u, 0.8)));
    expect(ranked[0]!.tied).toBe(true);
    expect(rankReadings(['a', 'b', 'c'].map((u) => reading(u, 0.8)))[0]!.tied).toBe(false);
  });
});
