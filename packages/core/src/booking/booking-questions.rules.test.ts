import { describe, expect, it } from 'vitest';
import { buildPricingForm, type PricingFormQuestion } from '../offers/offer-defaults';
import { bookedAnswersOf, bookingAnswerIssues, bookingQuestionsOf } from './booking-questions.rules';

const extras: PricingFormQuestion = {
  type: 'checkbox',
  label: 'Any extras?',
  name: 'extras',
  required: false,
  options: [
    { label: 'Inside the oven', value: 'oven' },
    { label: 'Inside the fridge', value: 'fridge' },
  ],
};
const form = [
  ...buildPricingForm([
    { name: 'bedrooms' },
    { name: 'pets' },
    { name: 'address' },
    { name: 'availability' },
    { name: 'description' },
  ]),
  extras,
  { type: 'uploader' as const, label: 'Photos', name: 'attachments_1', required: true },
];
const questions = bookingQuestionsOf(form);

describe('bookingQuestionsOf', () => {
  it("asks the pricing form's own questions, less the address, photos and the time the booking picks", () => {
    expect(questions.map((question) => question.name)).toEqual(['bedrooms', 'pets', 'description', 'extras']);
  });

  it('asks nothing of an offer without a pricing form', () => {
    expect(bookingQuestionsOf([])).toEqual([]);
  });
});

describe('bookingAnswerIssues', () => {
  const answered = [
    { name: 'bedrooms', value: '3' },
    { name: 'pets', value: 'dogs' },
  ];

  it('takes the required answers among the choices, optional ones left out', () => {
    expect(bookingAnswerIssues(questions, answered)).toEqual({});
    expect(
      bookingAnswerIssues(questions, [
        ...answered,
        { name: 'extras', value: 'oven,fridge' },
        { name: 'description', value: 'Two floors' },
      ]),
    ).toEqual({});
  });

  it("refuses a required question left out or blank in the spec's words", () => {
    expect(bookingAnswerIssues(questions, [{ name: 'pets', value: 'dogs' }])).toEqual({
      'answers.bedrooms': 'How many bedrooms? is required',
    });
    expect(bookingAnswerIssues(questions, [...answered.slice(1), { name: 'bedrooms', value: ' ' }])).toEqual({
      'answers.bedrooms': 'How many bedrooms? is required',
    });
  });

  it("refuses a value that is not one of a dropdown's, radio's or checkbox's choices", () => {
    expect(
      bookingAnswerIssues(questions, [
        { name: 'bedrooms', value: '12' },
        { name: 'pets', value: 'parrots' },
        { name: 'extras', value: 'oven,garage' },
      ]),
    ).toEqual({
      'answers.bedrooms': 'How many bedrooms? is not one of the choices',
      'answers.pets': 'Do you have pets? is not one of the choices',
      'answers.extras': 'Any extras? is not one of the choices',
    });
  });

  it('refuses an answer to a question the offer does not ask', () => {
    expect(bookingAnswerIssues(questions, [...answered, { name: 'availability', value: 'asap' }])).toEqual({
      'answers.availability': 'This question is not asked for this service',
    });
  });
});

describe('bookedAnswersOf', () => {
  it("keeps the answers in the questions' order and words, the choices by their labels", () => {
    expect(
      bookedAnswersOf(questions, [
        { name: 'extras', value: 'oven,fridge' },
        { name: 'bedrooms', value: '6-or-more' },
        { name: 'description', value: '' },
      ]),
    ).toEqual([
      { name: 'bedrooms', label: 'How many bedrooms?', value: '6 or more' },
      { name: 'extras', label: 'Any extras?', value: 'Inside the oven, Inside the fridge' },
    ]);
  });
});
