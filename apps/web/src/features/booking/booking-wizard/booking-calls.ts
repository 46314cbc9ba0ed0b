import { availabilityRoute } from '@porchlight/core/booking/booking-availability.routes';
import { bookingOptionsRoute } from '@porchlight/core/booking/booking-options.routes';
import {
  checkBookingPaymentRoute,
  createBookingRoute,
  getBookingRoute,
} from '@porchlight/core/booking/booking-request.routes';
import { phoneDigits } from '@porchlight/core/providers/contact.schemas';
import { type AnsweredQuestion, toInputForm } from '@porchlight/core/requests/pricing-questions.rules';
import { callApi } from '@/lib/api-client';
import type { BookingState } from './booking-state';

/** The booking dialog's calls (plan §5), each by its core route. */

export const readOptions = (vanityName: string) =>
  callApi(bookingOptionsRoute, { params: { uri: vanityName } });

export const readAvailability = (vanityName: string, offer: string, from: string | undefined) =>
  callApi(availabilityRoute, { params: { uri: vanityName }, query: { offer, from, days: 14 } });

/** `questions`: the chosen offer's; answers kept for another offer's questions are not sent. */
export function bookingBodyOf(state: BookingState, questions: readonly AnsweredQuestion[]) {
  return {
    idempotencyKey: state.idempotencyKey ?? '',
    offer: state.offerUri ?? '',
    start: state.start ?? '',
    answers: toInputForm(questions, state.answers).map(({ name, label, value }) => ({ name, label, value })),
    contact: { ...state.contact, phone: phoneDigits(state.contact.phone) },
    address: state.address,
  };
}

export const sendBooking = (
  vanityName: string,
  state: BookingState,
  questions: readonly AnsweredQuestion[],
) => callApi(createBookingRoute, { params: { uri: vanityName }, body: bookingBodyOf(state, questions) });

export const readConfirmation = (vanityName: string, bookingId: string, token: string) =>
  callApi(getBookingRoute, { params: { uri: vanityName, bookingId }, query: { token } });

/** After the card form: the server reads the deposit back from the processor; the booking confirms once paid. */
export const checkDepositPayment = (
  vanityName: string,
  booked: { bookingId: string; token: string },
  paymentIntentId: string,
) =>
  callApi(checkBookingPaymentRoute, {
    params: { uri: vanityName, bookingId: booked.bookingId },
    body: { token: booked.token, paymentIntentId },
  });
