'use client';

import { Stack } from '@mantine/core';
import type { AnsweredQuestion, PricingAnswerValue } from '@porchlight/core/requests/pricing-questions.rules';
import { QuestionStep } from '@/features/requests/pricing-wizard/question-step';
import classes from './booking-wizard.module.css';

const stay = () => {};

/** The first field of a question left blank, for the focus ('service and options' refused). */
export const questionField = (form: HTMLElement, name: string) =>
  form.querySelector<HTMLElement>(
    `[data-question="${CSS.escape(name)}"] :is(input:checked, input, select, textarea)`,
  );

/**
 * The chosen offer's questions under the offers ('service and options', plan §7), each as the pricing
 * wizard asks it; all on one step, so a radio answer does not move on by itself.
 */
export function OfferQuestions({
  questions,
  answers,
  errors,
  onChange,
}: {
  questions: readonly AnsweredQuestion[];
  answers: Readonly<Record<string, PricingAnswerValue>>;
  errors: Readonly<Record<string, string>>;
  onChange: (name: string, value: PricingAnswerValue) => void;
}) {
  return (
    <Stack gap="lg" mt="lg" data-testid="booking-questions">
      {questions.map((question) => (
        <div key={question.name} data-question={question.name} className={classes.question}>
          <QuestionStep
            question={question}
            value={answers[question.name]}
            error={errors[question.name] ?? null}
            onChange={(value) => onChange(question.name, value)}
            onRadioChosen={stay}
          />
        </div>
      ))}
    </Stack>
  );
}
