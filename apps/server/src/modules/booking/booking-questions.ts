import {
  bookedAnswersOf,
  bookingAnswerIssues,
  bookingQuestionsOf,
} from '@porchlight/core/booking/booking-questions.rules';
import type { BookingRequest } from '@porchlight/core/booking/booking-request.schemas';
import { AppError } from '../platform/app-error';
import type { BookingOptionsRepository } from './booking-options.repository';

/**
 * A booking's answers to its offer's questions (plan §7 'service and options'), checked before anything is
 * written: 400 on `answers.{name}` in the pricing wizard's words. The booking then keeps them in the
 * questions' words (bookedAnswersOf), which its visit's notes show. An offer that is not bookable is left
 * to the slot check (404).
 */
export type CheckedBooking = Omit<BookingRequest, 'answers'> & {
  answers: ReturnType<typeof bookedAnswersOf>;
};

export async function withCheckedAnswers(
  repository: Pick<BookingOptionsRepository, 'findPricingForm'>,
  providerId: string,
  body: BookingRequest,
): Promise<CheckedBooking> {
  const pricingForm = await repository.findPricingForm(providerId, body.offer);
  // Not bookable: the slot check answers 404; its answers are kept as sent, never shown.
  if (pricingForm === undefined)
    return {
      ...body,
      answers: body.answers.map((answer) => ({ ...answer, label: answer.label ?? answer.name })),
    };
  const questions = bookingQuestionsOf(pricingForm);
  const issues = bookingAnswerIssues(questions, body.answers);
  const [first] = Object.values(issues);
  if (first) throw new AppError('badRequest', first, issues);
  return { ...body, answers: bookedAnswersOf(questions, body.answers) };
}
