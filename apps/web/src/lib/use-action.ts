'use client';

import { RELOAD_AFTER_ALERT_MS } from '@porchlight/core/ui/ui.constants';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showError, showSuccess, whenAlertsShown } from './alerts';
import { ApiError, errorMessage } from './api-error';
import { showErrorDialog } from './error-dialog';
import { useLeadingDebounce } from './use-leading-debounce';

export interface ActionOptions<Args extends unknown[], Result> {
  /** The success alert (spec 1 §9); a function answering '' shows none. */
  success?: string | ((result: Result, ...args: Args) => string);
  /**
   * After success: 'router' re-reads the page's server data; 'reload' reloads the page and
   * 'reload-soon' does so once the success alert has been read. A reload keeps the action busy.
   */
  refresh?: 'router' | 'reload' | 'reload-soon';
  /** Success leaves the page (the action navigates away): stay busy until it has gone. */
  staysBusy?: boolean;
  /** A failure the component shows itself (field messages, an inline alert): true when it did. */
  onError?: (error: unknown, ...args: Args) => boolean;
  /** The error dialog's title (spec 1 §8); without one a failure shows as an error alert. */
  errorTitle?: string;
  /** The spec's handler label a failure is logged under. */
  errorLabel?: string;
  /** Shown for any failure instead of the server's message. */
  errorMessage?: string;
  /** Shown when the request got no answer, instead of the generic network message. */
  networkError?: string;
}

export interface Action<Args extends unknown[]> {
  /** Runs the action; calls within the submit debounce of the last run are dropped (spec 1 §4). */
  run: (...args: Args) => void;
  /** The arguments of the run under way, or null. */
  pending: Args | null;
  busy: boolean;
}

/** A failure the action detected itself (not the server's): shown with its own message. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

/** Reloads the page after a pause, so the success alert can be read first. */
export function reloadSoon(delayMs: number = RELOAD_AFTER_ALERT_MS): void {
  // The pause counts from when the alert shows: its layer may still be loading on the first alert.
  void whenAlertsShown().then(() => window.setTimeout(() => window.location.reload(), delayMs));
}

function showFailure<Args extends unknown[], Result>(
  error: unknown,
  options: ActionOptions<Args, Result>,
): void {
  if (options.errorLabel) console.warn(options.errorLabel, error);
  const isNetworkError = !(error instanceof ApiError) || error.isNetworkError;
  const message =
    options.errorMessage ??
    (error instanceof ActionError
      ? error.message
      : isNetworkError && options.networkError
        ? options.networkError
        : errorMessage(error));
  if (options.errorTitle) showErrorDialog(options.errorTitle, message);
  else showError(message);
}

/**
 * A user's action on the server: leading-edge debounce (a double click must not submit twice), busy
 * state for the button, the success alert, then a refresh or reload; a failure goes to the
 * component's own handler or else to the error dialog (spec 1 §8) or an error alert.
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  options: ActionOptions<Args, Result> = {},
): Action<Args> {
  const router = useRouter();
  const [pending, setPending] = useState<Args | null>(null);

  const run = useLeadingDebounce(async (...args: Args) => {
    setPending(args);
    let leaving = false;
    try {
      const result = await action(...args);
      const { success, refresh } = options;
      // A success function may answer '' when this outcome needs no alert.
      const message = typeof success === 'function' ? success(result, ...args) : success;
      if (message) showSuccess(message);
      if (refresh === 'router') router.refresh();
      else if (refresh === 'reload') window.location.reload();
      else if (refresh === 'reload-soon') reloadSoon();
      leaving = options.staysBusy === true || refresh === 'reload' || refresh === 'reload-soon';
    } catch (error) {
      if (!options.onError?.(error, ...args)) showFailure(error, options);
    } finally {
      if (!leaving) setPending(null);
    }
  });

  return { run, pending, busy: pending !== null };
}
