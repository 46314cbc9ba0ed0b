import type { OpenInterval } from '../providers/open-hours.schemas';
import { openSpansOf } from '../scheduling/zoned-time.rules';
import { bookingBlockerMessages as messages } from './booking.messages';
import type { BookingSettings, BookingWindow } from './booking-settings.schemas';

/**
 * Why online booking is not shown to visitors yet (plan §2.7 `listed`), in the owner's words; none
 * means listed. Server side (zoned-time.rules): the dialog shows the list the API answers.
 */
export function bookingBlockersOf(input: {
  settings: BookingSettings;
  bookableOffers: number;
  memberIds: readonly string[];
  windows: readonly BookingWindow[];
  openHours: readonly OpenInterval[];
  /** The company takes online payments (a deposit is charged through them). */
  paymentsOn: boolean;
}): string[] {
  const blockers: string[] = [];
  if (!input.settings.enabled) blockers.push(messages.off);
  if (input.bookableOffers === 0) blockers.push(messages.noOffer);
  if (input.memberIds.length === 0) blockers.push(messages.noMember);
  if (input.openHours.length === 0) blockers.push(messages.noOpenHours);
  else if (input.settings.mode === 'windows' && !someWindowFits(input.windows, input.openHours))
    blockers.push(messages.noWindowInHours);
  if (input.settings.deposit && !input.paymentsOn) blockers.push(messages.depositNeedsPayments);
  return blockers;
}

/** A window is offered on a day whose open hours contain it (plan §1.2). */
function someWindowFits(windows: readonly BookingWindow[], openHours: readonly OpenInterval[]): boolean {
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => openSpansOf(openHours, weekday));
  return windows.some((window) =>
    weekdays.some((spans) =>
      spans.some((span) => span.opens <= window.startsMinute && window.endsMinute <= span.closes),
    ),
  );
}
