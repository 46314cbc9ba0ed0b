'use client';

import { waitForInvoiceStatusRoute } from '@porchlight/core/payments/payments.routes';
import type { InvoiceStatus } from '@porchlight/core/service-manager/service-manager.constants';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-error';
import { callHub } from '../hub-api';

/** After a failed wait (the network, a server restarting), the next one starts this much later. */
const RETRY_AFTER_MS = 5_000;

/** Only these refusals are worth waiting again for; a 4xx (the session ended, no such invoice) is final. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) || error.isNetworkError || error.status >= 500;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/**
 * While the open invoice shows Processing (a bank debit on its way), waits on the server for its
 * status to change — the server answers when the processor's event is recorded — and tells the page,
 * so a settled or failed debit shows without a reload.
 */
export function useSettlingPayment({
  vanityName,
  invoiceNumber,
  shown,
  onChange,
}: {
  vanityName: string;
  invoiceNumber: number;
  /** The status the page shows, or null before the invoice is read. */
  shown: InvoiceStatus | null;
  onChange: (status: InvoiceStatus) => void;
}) {
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (shown !== 'Processing') return;
    const controller = new AbortController();
    const { signal } = controller;
    const waitForChange = async () => {
      while (!signal.aborted) {
        try {
          const answer: { status: InvoiceStatus } = await callHub(
            vanityName,
            waitForInvoiceStatusRoute,
            { params: { uri: vanityName }, query: { invoiceNumber, seen: shown } },
            { signal },
          );
          if (answer.status !== shown) {
            changed.current(answer.status);
            return;
          }
        } catch (error) {
          if (signal.aborted || !isPassing(error)) return;
          await pause(RETRY_AFTER_MS, signal);
        }
      }
    };
    void waitForChange();
    return () => controller.abort();
  }, [vanityName, invoiceNumber, shown]);
}
