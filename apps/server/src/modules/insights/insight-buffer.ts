import type { InsightEvent } from '@porchlight/core/insights/insight-events.rules';
import type { NotedInsightEvent } from './insight-events.repository';

export interface InsightBufferOptions {
  /** Writes one batch (one multi-row INSERT). */
  write(events: NotedInsightEvent[]): Promise<unknown>;
  /** A flush at the latest this long after the first event waiting. */
  flushMs: number;
  /** A flush as soon as this many wait. */
  batchSize: number;
  /**
   * Beyond this many waiting, in the next batch or in batches queued behind a slow write (the database is
   * down or slower than the events come, say), new events are dropped: counts are not money.
   */
  maxPending: number;
  onError(error: unknown, lost: number): void;
  /** Told at the next flush how many events were dropped since the last, so an overload shows in the log. */
  onDropped(dropped: number): void;
  now?: () => Date;
}

/**
 * Insight events noted by requests without waiting (docs/plans/insights.md §2.2): `record` only pushes; a
 * timer or a full batch writes them in one statement, one write at a time. `close` writes what is left.
 */
export function createInsightBuffer(options: InsightBufferOptions) {
  const now = options.now ?? (() => new Date());
  let pending: NotedInsightEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** Events in batches handed to `write` and not yet written: memory the bound must count too. */
  let queued = 0;
  let dropped = 0;
  let droppedUntold = 0;

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (droppedUntold > 0) {
      options.onDropped(droppedUntold);
      droppedUntold = 0;
    }
    if (pending.length === 0) return writing;
    const batch = pending;
    pending = [];
    queued += batch.length;
    writing = writing.then(() =>
      options.write(batch).then(
        () => {
          queued -= batch.length;
        },
        (error: unknown) => {
          queued -= batch.length;
          options.onError(error, batch.length);
        },
      ),
    );
    return writing;
  }

  return {
    record(events: readonly InsightEvent[]): void {
      if (events.length === 0) return;
      const at = now();
      for (const event of events) {
        if (pending.length + queued >= options.maxPending) {
          dropped += 1;
          droppedUntold += 1;
          continue;
        }
        pending.push({ ...event, at });
      }
      if (pending.length >= options.batchSize) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs);
        // A waiting flush never keeps the process alive on its own; close() writes what is left.
        timer.unref();
      }
    },
    flush,
    /** Events dropped because too many waited (logged by the owner). */
    get dropped() {
      return dropped;
    },
  };
}

export type InsightBuffer = ReturnType<typeof createInsightBuffer>;
