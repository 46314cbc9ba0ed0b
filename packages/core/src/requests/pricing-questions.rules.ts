import type { PricingFormQuestion } from '../offers/offer-defaults';
import { pricingRequestMessages } from './pricing-request.constants';

/**
 * Which questions a pricing request asks and which answers it needs (spec 2 §4 "Pricing wizard"),
 * pure, for the wizard and the server alike. Questions of several chosen services are asked once
 * per name; the address, uploader and contact questions are steps of their own, not answers.
 */

export interface PricingOfferForm {
  name: string;
  pricingForm: readonly PricingFormQuestion[];
}

/** A question answered in the wizard's own step (not the address, photos or contact steps). */
export type AnsweredQuestion = PricingFormQuestion & {
  type: 'text' | 'dropdown' | 'checkbox' | 'radio' | 'textarea';
};

export interface PricingQuestions {
  questions: AnsweredQuestion[];
  /** Some chosen service asks where: the address step is shown and its fields are required. */
  asksAddress: boolean;
  /** The uploader of the chosen services, if any; `required` makes at least one photo required. */
  uploader: PricingFormQuestion | null;
}

const STEP_TYPES = new Set(['address', 'uploader', 'contact']);

function isAnswered(question: PricingFormQuestion): question is AnsweredQuestion {
  return !STEP_TYPES.has(question.type);
}

export function pricingQuestionsFor(
  offers: readonly PricingOfferForm[],
  serviceNames: readonly string[],
): PricingQuestions {
  const chosen = offers.filter((offer) => serviceNames.includes(offer.name));
  const seen = new Set<string>();
  const questions: AnsweredQuestion[] = [];
  let asksAddress = false;
  let uploader: PricingFormQuestion | null = null;
  for (const question of chosen.flatMap((offer) => offer.pricingForm)) {
    if (question.type === 'address') asksAddress = true;
    else if (question.type === 'uploader') {
      if (!uploader || (question.required && !uploader.required)) uploader = question;
    } else if (isAnswered(question) && !seen.has(question.name)) {
      seen.add(question.name);
      questions.push(question);
    }
  }
  return { questions, asksAddress, uploader };
}

/** An answer as the wizard keeps it: one value, or the values of a checkbox question. */
export type PricingAnswerValue = string | string[];

export function isBlankAnswer(value: PricingAnswerValue | undefined): boolean {
  if (value === undefined) return true;
  return Array.isArray(value) ? value.length === 0 : value.trim() === '';
}

/** The message for a required question left blank, else null. */
export function questionIssue(question: PricingFormQuestion, value: PricingAnswerValue | undefined) {
  return question.required && isBlankAnswer(value)
    ? pricingRequestMessages.questionRequired(question.label)
    : null;
}

/** One answer of the request's inputForm (spec 2 §3: answers with valueLabel). */
export interface PricingAnswer {
  name: string;
  label: string;
  type: string;
  value: string;
  valueLabel?: string;
}

function labelOf(question: PricingFormQuestion, value: string): string {
  return question.options?.find((option) => option.value === value)?.label ?? value;
}

/** The wizard's answers as the request's inputForm, in the questions' order, blanks left out. */
export function toInputForm(
  questions: readonly AnsweredQuestion[],
  answers: Readonly<Record<string, PricingAnswerValue>>,
): PricingAnswer[] {
  return questions.flatMap((question) => {
    const value = answers[question.name];
    if (value === undefined || isBlankAnswer(value)) return [];
    const values = Array.isArray(value) ? value : [value.trim()];
    const base = { name: question.name, label: question.label, type: question.type };
    if (!question.options?.length) return [{ ...base, value: values.join(', ') }];
    return [
      {
        ...base,
        value: values.join(','),
        valueLabel: values.map((one) => labelOf(question, one)).join(', '),
      },
    ];
  });
}

/** The server's check of an inputForm against the chosen services' questions: field → message. */
export function inputFormIssues(
  questions: readonly AnsweredQuestion[],
  inputForm: readonly { name?: string; label: string; value: string }[],
): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const question of questions) {
    const answer = inputForm.find((entry) => (entry.name ?? entry.label) === question.name);
    const message = questionIssue(question, answer?.value);
    if (message) issues[`inputForm.${question.name}`] = message;
  }
  return issues;
}
