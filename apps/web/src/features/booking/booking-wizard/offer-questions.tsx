'use client';

import { Stack } from '@mantine/core';
import type { AnsweredQuestion, PricingAnswerValue } from '@porchlight/core/requests/pricing-questions.rules';
import type { CSSProperties } from 'react';
import { QuestionStep } from '@/features/requests/pricing-wizard/question-step';
import classes from './booking-wizard.module.css';

const stay = () => {};

/** Mantine's error red (#fa5252) gives 3.3:1 on white: its words and borders here in shade 9 (WCAG AA). */
const ERROR_AA = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

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
    <Stack gap="lg" mt="lg" data-testid="booking-questions" style={ERROR_AA}>
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
