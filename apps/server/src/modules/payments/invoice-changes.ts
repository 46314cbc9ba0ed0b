import type { AppEvents } from '../platform/events.repository';

type InvoicePaymentEvents = {
  subscribe(topic: 'invoice.payment', handler: (payload: AppEvents['invoice.payment']) => void): () => void;
};

export interface InvoiceWatch {
  /** Resolves at the invoice's next payment change, after `waitMs`, when `signal` aborts or the server closes. */
  changed: Promise<void>;
  /** Ends the watch early (always call it: it clears the timer). */
  stop(): void;
}

/**
 * Open hub pages waiting on an invoice (a bank debit settling), woken by the 'invoice.payment' event that
 * any process publishes when it records a payment. One subscription per process; each wait costs a
 * timer, never a database connection. Events are hints: a woken page reads the invoice again.
 */
export function createInvoiceChanges(events: InvoicePaymentEvents) {
  const waiting = new Map<string, Set<() => void>>();
  let closed = false;
  events.subscribe('invoice.payment', ({ invoiceId }) => {
    for (const wake of waiting.get(invoiceId) ?? []) wake();
  });

  return {
    watch(invoiceId: string, waitMs: number, signal?: AbortSignal): InvoiceWatch {
      let wake = () => {};
      const changed = new Promise<void>((resolve) => {
        wake = resolve;
      });
      if (closed || signal?.aborted) return { changed: Promise.resolve(), stop: () => {} };
      const timer = setTimeout(() => wake(), waitMs);
      const wakers = waiting.get(invoiceId) ?? new Set();
      waiting.set(invoiceId, wakers.add(wake));
      signal?.addEventListener('abort', wake, { once: true });
      const stop = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', wake);
        wakers.delete(wake);
        if (wakers.size === 0 && waiting.get(invoiceId) === wakers) waiting.delete(invoiceId);
        wake();
      };
      return { changed, stop };
    },

    /** The server is stopping: every wait answers now, so none holds the graceful stop open. */
    close() {
      closed = true;
      for (const wakers of waiting.values()) for (const wake of wakers) wake();
    },

    /** How many pages wait (tests). */
    get size() {
      let count = 0;
      for (const wakers of waiting.values()) count += wakers.size;
      return count;
    },
  };
}

export type InvoiceChanges = ReturnType<typeof createInvoiceChanges>;
