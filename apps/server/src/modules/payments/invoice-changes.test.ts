import { describe, expect, it } from 'vitest';
import { createInvoiceChanges } from './invoice-changes';

/** The event bus as the watch sees it: one topic, published by hand. */
function fakeEvents() {
  let handler: (payload: { invoiceId: string }) => void = () => {};
  return {
    subscribe(_topic: 'invoice.payment', next: (payload: { invoiceId: string }) => void) {
      handler = next;
      return () => {};
    },
    publish: (invoiceId: string) => handler({ invoiceId }),
  };
}

const settled = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('invoice changes', () => {
  it('wakes the pages waiting on that invoice only, and forgets them once stopped', async () => {
    const events = fakeEvents();
    const changes = createInvoiceChanges(events);
    const mine = changes.watch('inv-1', 60_000);
    const other = changes.watch('inv-2', 60_000);
    expect(changes.size).toBe(2);
    events.publish('inv-1');
    expect([await settled(mine.changed), await settled(other.changed)]).toEqual([true, false]);
    mine.stop();
    other.stop();
    expect(changes.size).toBe(0);
  });

  it('answers after the wait, when the page goes away, and when the server stops', async () => {
    const changes = createInvoiceChanges(fakeEvents());
    expect(await settled(changes.watch('inv-1', 1).changed)).toBe(true);
    const gone = new AbortController();
    const page = changes.watch('inv-1', 60_000, gone.signal);
    gone.abort();
    expect(await settled(page.changed)).toBe(true);
    const open = changes.watch('inv-2', 60_000);
    changes.close();
    expect(await settled(open.changed)).toBe(true);
    expect(await settled(changes.watch('inv-3', 60_000).changed)).toBe(true);
  });
});
