import type { PricingAnswerValue } from '@porchlight/core/requests/pricing-questions.rules';

/**
 * The booking dialog's state, kept in localStorage per profile (plan §7, decision: tabs share it) so a
 * reload reopens it at the same step with the same choices and the same idempotency key: a retried
 * 'Book' then answers the booking already made. State older than a day is dropped.
 */

/** 'deposit' follows 'confirm' for an offer that asks one: the time is held at 'Book and pay' (plan §2.3). */
export const BOOKING_STEPS = ['offer', 'time', 'details', 'confirm', 'deposit', 'done'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export interface BookingState {
  v: 1;
  savedAt: number;
  step: BookingStep;
  offerUri: string | null;
  /** The answers to the offers' questions by question name, as the pricing wizard keeps them (plan §7). */
  answers: Record<string, PricingAnswerValue>;
  /** The chosen day ('YYYY-MM-DD', provider's zone) and the first day of the strip shown. */
  date: string | null;
  stripFrom: string | null;
  /** The chosen start (RFC 3339, as availability answered it) and its words ('Tue, Dec 1 · 8-10 AM'). */
  start: string | null;
  when: string | null;
  address: { address: string; address2: string; city: string; stateCode: string; zipCode: string };
  contact: { firstName: string; lastName: string; email: string; phone: string };
  /** Made when Confirm is reached; dropped when the offer, time, address or contact change (plan §2.3). */
  idempotencyKey: string | null;
  bookingId: string | null;
  token: string | null;
}

const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function initialBookingState(offerUri: string | null): BookingState {
  return {
    v: 1,
    savedAt: Date.now(),
    step: offerUri ? 'time' : 'offer',
    offerUri,
    answers: {},
    date: null,
    stripFrom: null,
    start: null,
    when: null,
    address: { address: '', address2: '', city: '', stateCode: '', zipCode: '' },
    contact: { firstName: '', lastName: '', email: '', phone: '' },
    idempotencyKey: null,
    bookingId: null,
    token: null,
  };
}

export const bookingStorageKey = (vanityName: string) => `pl-booking:${vanityName.toLowerCase()}`;

function readStored(vanityName: string): BookingState | null {
  try {
    const text = window.localStorage.getItem(bookingStorageKey(vanityName));
    const stored = text ? (JSON.parse(text) as BookingState) : null;
    // A dialog left before it asked the offer's questions has no answers yet.
    return stored?.v === 1 && Date.now() - stored.savedAt < MAX_AGE_MS
      ? { ...stored, answers: stored.answers ?? {} }
      : null;
  } catch {
    return null;
  }
}

/**
 * Where the dialog starts: what this profile's dialog was left with, unless the address names another
 * offer (an offer page's 'Book online'); then that offer starts afresh, keeping who and where.
 */
export function startingBookingState(vanityName: string, offerUri: string | null): BookingState {
  const stored = readStored(vanityName);
  if (!stored) return initialBookingState(offerUri);
  if (offerUri && stored.offerUri !== offerUri && stored.step !== 'done')
    return { ...initialBookingState(offerUri), address: stored.address, contact: stored.contact };
  return stored;
}

export function storeBookingState(vanityName: string, state: BookingState): void {
  try {
    window.localStorage.setItem(
      bookingStorageKey(vanityName),
      JSON.stringify({ ...state, savedAt: Date.now() }),
    );
  } catch {
    // Private mode or a full storage: the dialog still works, it just won't survive a reload.
  }
}

export function clearBookingState(vanityName: string): void {
  try {
    window.localStorage.removeItem(bookingStorageKey(vanityName));
  } catch {}
}
