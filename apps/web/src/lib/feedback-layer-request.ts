import { useSyncExternalStore } from 'react';

/**
 * Alerts and dialogs need Mantine's Notifications and ModalsProvider mounted, and those pull the
 * floating stack and focus traps. They mount on the first alert or dialog a page asks for, not for
 * every visitor: callers wait for `whenFeedbackReady()`, FeedbackHost mounts them on the request.
 */

let requested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Resolves once the alert and dialog hosts are mounted, asking for them on the first call. */
export function whenFeedbackReady(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Called by the mounted hosts. */
export function feedbackIsReady(): void {
  markReady();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page has asked for alerts or dialogs yet (FeedbackHost mounts them then). */
export function useFeedbackRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
