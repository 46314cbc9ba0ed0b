import { notifications } from '@mantine/notifications';
import { ALERT_ERROR_MS, ALERT_INFO_MS } from '@porchlight/core/ui/ui.constants';

/** The one way to tell the user something happened: errors stay 5 s, everything else 2 s (spec 1 §9). */
export function showError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: ALERT_ERROR_MS, withBorder: true });
}

export function showSuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: ALERT_INFO_MS, withBorder: true });
}

export function showInfo(message: string, title?: string): void {
  notifications.show({ color: 'brand', title, message, autoClose: ALERT_INFO_MS, withBorder: true });
}
