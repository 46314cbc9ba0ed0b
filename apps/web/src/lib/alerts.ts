import type { NotificationData } from '@mantine/notifications';
import { ALERT_ERROR_MS, ALERT_INFO_MS } from '@porchlight/core/ui/ui.constants';
import { whenFeedbackReady } from './feedback-layer-request';

/** Settles once every alert asked for so far is on screen (the alert layer loads on first use). */
let alertsShown: Promise<void> = Promise.resolve();

async function showAlert(alert: NotificationData): Promise<void> {
  await whenFeedbackReady();
  const { notifications } = await import('@mantine/notifications');
  notifications.show(alert);
}

function queueAlert(alert: NotificationData): void {
  const shown = showAlert(alert);
  alertsShown = Promise.all([alertsShown, shown.catch(() => {})]).then(() => {});
}

/** Resolves when the alerts asked for so far are visible: wait for it before leaving the page. */
export function whenAlertsShown(): Promise<void> {
  return alertsShown;
}

/** The one way to tell the user something happened: errors stay 5 s, everything else 2 s (spec 1 §9). */
export function showError(message: string, title?: string): void {
  queueAlert({ color: 'red', title, message, autoClose: ALERT_ERROR_MS, withBorder: true });
}

export function showSuccess(message: string, title?: string): void {
  queueAlert({ color: 'teal', title, message, autoClose: ALERT_INFO_MS, withBorder: true });
}

export function showInfo(message: string, title?: string): void {
  queueAlert({ color: 'brand', title, message, autoClose: ALERT_INFO_MS, withBorder: true });
}
