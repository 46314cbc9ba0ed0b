import { createHash } from 'node:crypto';
import { bookingMailMessages } from '@porchlight/core/booking/booking.messages';
import type { BookingRequest } from '@porchlight/core/booking/booking-request.schemas';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import type { ClientRow } from '../service-manager/clients.repository';
import type { AvailabilityFacts } from './availability.repository';

/** What a booking keeps of what the visitor asked (plan §2.3, §2.5): pure, for bookings.service.ts. */

const MINUTE_MS = 60_000;

export type Visitor = BookingRequest['contact'];

/** sha256 of what was asked: the same key sent with another body is refused (plan §2.3 keyReused). */
export function requestHashOf(body: BookingRequest, start: Date, visitor: Visitor): string {
  const asked = {
    offer: body.offer,
    start: start.toISOString(),
    visitor,
    address: body.address,
    answers: body.answers,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/** A window's length when the provider books arrival windows ('8-10 AM' is 120); null for start times. */
export function arrivalWindowOf(facts: AvailabilityFacts, start: Date, timeZone: string): number | null {
  if (facts.settings?.mode !== 'windows') return null;
  const minute = wallClockOf(start, timeZone).minutes;
  const window = facts.windows.find((each) => each.startsMinute === minute);
  return window ? window.endsMinute - window.startsMinute : null;
}

/**
 * The visit's notes: the offer's answers, and what a guest typed that differs from the matched client's
 * record, which stays as it was (anyone can type an e-mail address, §2.5).
 */
export function visitNotesOf(matched: ClientRow | undefined, visitor: Visitor, body: BookingRequest): string {
  const lines = body.answers.map((answer) => `${answer.label}: ${answer.value}`);
  if (matched) {
    const typed = [`${visitor.firstName} ${visitor.lastName}`, visitor.phone, placeOf(body.address)];
    const recorded = [
      `${matched.firstName} ${matched.lastName ?? ''}`.trim(),
      matched.mobilePhoneNumber ?? '',
      placeOf({
        address: matched.address ?? '',
        address2: matched.address2 ?? '',
        city: matched.city ?? '',
        stateCode: matched.stateCode ?? '',
        zipCode: matched.zipCode ?? '',
      }),
    ];
    if (typed.some((value, index) => value !== recorded[index]))
      lines.unshift(bookingMailMessages.bookedAs(typed.join(' · ')));
  }
  return lines.join('\n');
}

/** Busy minutes of a member within [from, to): the member with fewest is tried first (§2.1). */
export function busyMinutes(busy: readonly [string, string][], from: number, to: number): number {
  let total = 0;
  for (const [start, end] of busy)
    total += Math.max(0, Math.min(to, Date.parse(end)) - Math.max(from, Date.parse(start)));
  return total / MINUTE_MS;
}

export function placeOf(address: BookingRequest['address']): string {
  return [address.address, address.address2, address.city, `${address.stateCode} ${address.zipCode}`]
    .filter(Boolean)
    .join(', ');
}
