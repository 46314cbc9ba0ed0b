import type { PricingFormQuestion } from '../offers/offer-defaults';
import {
  type AnsweredQuestion,
  isBlankAnswer,
  type PricingAnswerValue,
  pricingQuestionsFor,
  questionIssue,
  toInputForm,
} from '../requests/pricing-questions.rules';
import { bookingRequestMessages as messages } from './booking.messages';

/**
 * A bookable offer's questions in the visitor's booking dialog ('service and options', plan §7), pure,
 * for the dialog and the server alike: the pricing wizard's own questions (pricingQuestionsFor), less the
 * 'When do you need it done?' the time step answers; the address and contact are steps of their own.
 */

/** The pricing form's question the booking's time step answers instead. */
const ANSWERED_BY_THE_TIME = 'availability';

export function bookingQuestionsOf(pricingForm: readonly PricingFormQuestion[]): AnsweredQuestion[] {
  return pricingQuestionsFor([{ name: 'offer', pricingForm }], ['offer']).questions.filter(
    (question) => question.name !== ANSWERED_BY_THE_TIME,
  );
}

/** An answer as a booking sends it: by the question's name, a checkbox's values comma-joined. */
export interface SentAnswer {
  name: string;
  value: string;
}

/** A sent value as the wizard keeps it: a checkbox's values as a list. */
function keptValue(question: AnsweredQuestion, value: string): PricingAnswerValue {
  if (question.type !== 'checkbox') return value;
  return value
    .split(',')
    .map((one) => one.trim())
    .filter(Boolean);
}

/**
 * What a booking's answers lack or get wrong, field (`answers.{name}`) → message: a required question
 * left blank in the spec's words ('{Label} is required'), a value not among a dropdown's, radio's or
 * checkbox's choices, an answer to a question the offer does not ask.
 */
export function bookingAnswerIssues(
  questions: readonly AnsweredQuestion[],
  answers: readonly SentAnswer[],
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const answer of answers)
    if (!questions.some((question) => question.name === answer.name))
      issues[`answers.${answer.name}`] = messages.questionNotAsked;
  for (const question of questions) {
    const sent = answers.find((answer) => answer.name === question.name);
    const value = sent === undefined ? undefined : keptValue(question, sent.value);
    const required = questionIssue(question, value);
    const choices = question.options?.map((option) => option.value);
    const values = value === undefined || isBlankAnswer(value) ? [] : [value].flat();
    const offMenu = choices?.length && values.some((one) => !choices.includes(one));
    const issue = required ?? (offMenu ? messages.answerNotOffered(question.label) : null);
    if (issue) issues[`answers.${question.name}`] = issue;
  }
  return issues;
}

/**
 * The answers a booking keeps (its visit's notes, plan §2.5) in the questions' order and words: the
 * question's label, a choice's label ('6 or more', not '6-or-more'), blanks left out.
 */
export function bookedAnswersOf(
  questions: readonly AnsweredQuestion[],
  answers: readonly SentAnswer[],
): { name: string; label: string; value: string }[] {
  const byName = Object.fromEntries(
    questions.flatMap((question) => {
      const sent = answers.find((answer) => answer.name === question.name);
      return sent ? [[question.name, keptValue(question, sent.value)]] : [];
    }),
  );
  return toInputForm(questions, byName).map((answer) => ({
    name: answer.name,
    label: answer.label,
    value: answer.valueLabel ?? answer.value,
  }));
}
