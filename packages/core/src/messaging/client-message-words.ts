import type { DeliveryState } from './delivery-state';
import type { MESSAGE_OUTCOMES, MessageChannel } from './message-kinds';

/**
 * A client's messages in words (docs/plans/reminders.md §8): the log's states and why a channel was not
 * sent, the consent's who and how, and what the On my way tap sends. Browser-safe.
 */

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Not sent',
  received: 'Received',
};

export const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'E-mail', sms: 'Text' };

type Outcome = (typeof MESSAGE_OUTCOMES)[number];

/** Why a message (or one channel of it) did not go, after "Not sent: " or "gets nothing: ". */
export function outcomeWords(outcome: Outcome, channel: MessageChannel): string {
  switch (outcome) {
    case 'paid':
      return 'the invoice was paid';
    case 'visit-cancelled':
      return 'the visit was cancelled';
    case 'visit-moved':
      return 'the visit moved';
    case 'answered':
      return 'the estimate was answered';
    case 'booked-late':
      return 'booked after the reminder’s time';
    case 'no-address':
      return channel === 'sms' ? 'no mobile number' : 'no e-mail address';
    case 'no-consent':
      return 'no consent to texts';
    case 'opted-out':
      return 'the number replied STOP';
    case 'client-switched-off':
      return 'automatic messages are off for this client';
    case 'kind-off':
      return 'this message is switched off';
    case 'quiet-hours':
      return 'quiet hours';
    case 'discarded':
      return 'discarded';
  }
}

/** How a consent was recorded, after "Recorded " ("by Sam Lee", "by a text (START)", …). */
export function consentSourceWords(
  via: 'provider' | 'client-hub' | 'booking' | 'keyword',
  byName: string | null,
) {
  if (via === 'keyword') return 'when they texted START';
  if (via === 'client-hub') return 'by them in the Client Hub';
  if (via === 'booking') return 'when they booked online';
  return byName ? `by ${byName}` : 'by your team';
}

/** How a consent was recorded, as the client reads it in the Client Hub (after "You agreed … on {date}"). */
export function hubConsentSourceWords(
  via: 'provider' | 'client-hub' | 'booking' | 'keyword',
  companyName: string,
): string {
  if (via === 'keyword') return 'You agreed by texting START';
  if (via === 'client-hub') return 'You agreed here';
  if (via === 'booking') return 'You agreed when you booked online';
  return `${companyName} recorded your agreement`;
}

/** What the On my way tap sends, as the technician reads it before tapping. */
export type OnMyWayPreview = {
  told: 'text' | 'email' | 'both' | null;
  /** When nothing goes: why (the text's reason when there is a mobile number). */
  because: Outcome | null;
};

export function onMyWayNotice(clientFirstName: string, preview: OnMyWayPreview): string {
  if (preview.told === 'both') return `${clientFirstName} gets a text and an e-mail`;
  if (preview.told === 'text') return `${clientFirstName} gets a text`;
  if (preview.told === 'email') return `${clientFirstName} gets an e-mail`;
  const why = preview.because ? outcomeWords(preview.because, 'sms') : 'no e-mail address or mobile number';
  return `${clientFirstName} gets nothing: ${why}`;
}
