'use client';

import { clientHubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';

/** One thing the hub reads (a document, the client's details), again when its `key` changes. */
export function useHubResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  /** Why it could not be read: the server's word for a 404 (not this client's), else the spec's. */
  const [failed, setFailed] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is new each render; the key names what it reads
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((answer) => {
        setData(answer);
        setFailed(null);
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        setFailed(
          error instanceof ApiError && error.status === 404
            ? error.message
            : clientHubMessages.pageLoadFailed,
        );
      });
    return () => controller.abort();
  }, [key]);
  return { data, setData, failed };
}
