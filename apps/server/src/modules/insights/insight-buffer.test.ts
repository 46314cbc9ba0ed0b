import type { InsightEvent } from '@porchlight/core/insights/insight-events.rules';
import { describe, expect, it, vi } from 'vitest';
import { createInsightBuffer } from './insight-buffer';
import type { NotedInsightEvent } from './insight-events.repository';

const view: InsightEvent = { vanityName: 'acme', kind: 'profile-view', page: 'home', viewerId: null };

function buffer(overrides: { batchSize?: number; maxPending?: number; fail?: boolean } = {}) {
  const batches: NotedInsightEvent[][] = [];
  const errors: number[] = [];
  const instance = createInsightBuffer({
    write: async (events) => {
      if (overrides.fail) throw new Error('database down');
      batches.push(events);
    },
    flushMs: 1_000,
    batchSize: overrides.batchSize ?? 3,
    maxPending: overrides.maxPending ?? 100,
    onError: (_error, lost) => errors.push(lost),
    onDropped: () => {},
    now: () => new Date('2026-06-15T12:00:00Z'),
  });
  return { instance, batches, errors };
}

describe('the insight buffer', () => {
  it('writes nothing while recording, then one batch after the flush interval', async () => {
    vi.useFakeTimers();
    try {
      const { instance, batches } = buffer();
      instance.record([view]);
      instance.record([view]);
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(batches).toHaveLength(1);
      expect(batches[0]).toEqual([
        { ...view, at: new Date('2026-06-15T12:00:00Z') },
        { ...view, at: new Date('2026-06-15T12:00:00Z') },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes at once when a batch is full, and drops beyond the pending bound', async () => {
    const full = buffer({ batchSize: 2 });
    full.instance.record([view, view]);
    await full.instance.flush();
    expect(full.batches.map((batch) => batch.length)).toEqual([2]);

    const bounded = buffer({ batchSize: 10, maxPending: 2 });
    bounded.instance.record([view, view, view]);
    await bounded.instance.flush();
    expect(bounded.batches.map((batch) => batch.length)).toEqual([2]);
    expect(bounded.instance.dropped).toBe(1);
  });

  it('counts batches queued behind a slow write in the bound, so memory stays bounded, and tells the drops', async () => {
    const writes: { size: number; done: () => void }[] = [];
    const told: number[] = [];
    const slow = createInsightBuffer({
      write: (events) => new Promise<void>((done) => writes.push({ size: events.length, done })),
      flushMs: 1_000,
      batchSize: 2,
      maxPending: 4,
      onError: () => {},
      onDropped: (dropped) => told.push(dropped),
    });
    slow.record([view, view]);
    slow.record([view, view]);
    // Two batches of two wait behind the first write: a fifth event is over the bound.
    slow.record([view]);
    expect(slow.dropped).toBe(1);
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    writes[0]?.done();
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    writes[1]?.done();
    await slow.flush();
    expect(writes.map((write) => write.size)).toEqual([2, 2]);
    // The drop is told (logged) at the next flush, once.
    expect(told).toEqual([1]);
  });

  it('reports a failed write with how many events it lost, and keeps working', async () => {
    const failing = buffer({ fail: true });
    failing.instance.record([view]);
    await failing.instance.flush();
    expect(failing.errors).toEqual([1]);
  });
});
