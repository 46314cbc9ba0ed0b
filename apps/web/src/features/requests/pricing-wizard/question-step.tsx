'use client';

import { Checkbox, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { AnsweredQuestion, PricingAnswerValue } from '@porchlight/core/requests/pricing-questions.rules';

/** One pricing-form question, as its type asks (spec 2 §3 "Pricing-form question"). */
export function QuestionStep({
  question,
  value,
  error,
  onChange,
  onRadioChosen,
}: {
  question: AnsweredQuestion;
  value: PricingAnswerValue | undefined;
  error: string | null;
  onChange: (value: PricingAnswerValue) => void;
  /** A radio answer moves the wizard on by itself (spec 2 §4). */
  onRadioChosen: () => void;
}) {
  const common = {
    label: (
      <Text fw={700} size="lg" span>
        {question.label}
      </Text>
    ),
    description: question.descriptionText,
    required: question.required,
    error,
  };
  const options = question.options ?? [];
  const text = typeof value === 'string' ? value : '';

  switch (question.type) {
    case 'radio':
      return (
        <Radio.Group
          {...common}
          value={text}
          onChange={(next) => {
            onChange(next);
            onRadioChosen();
          }}
        >
          <Stack gap="xs" mt="sm">
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap="xs" mt="sm">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'dropdown':
      return (
        <NativeSelect
          {...common}
          value={text}
          data={[{ value: '', label: 'Choose one' }, ...options]}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text}
          autosize
          minRows={4}
          maxLength={5000}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={text}
          maxLength={500}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
