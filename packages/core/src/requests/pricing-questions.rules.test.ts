import { describe, expect, it } from 'vitest';
import { buildPricingForm } from '../offers/offer-defaults';
import { inputFormIssues, pricingQuestionsFor, questionIssue, toInputForm } from './pricing-questions.rules';

const cleaning = {
  name: 'House Cleaning',
  pricingForm: buildPricingForm([
    { name: 'frequency' },
    { name: 'bedrooms' },
    { name: 'address' },
    { name: 'description' },
  ]),
};
const windows = {
  name: 'Window Washing',
  pricingForm: [
    ...buildPricingForm([{ name: 'frequency' }, { name: 'pets' }]),
    { type: 'uploader' as const, label: 'Photos', name: 'attachments_1', required: true },
  ],
};

describe('pricingQuestionsFor', () => {
  it('asks each question of the chosen services once, and makes address and photos steps of their own', () => {
    const { questions, asksAddress, uploader } = pricingQuestionsFor(
      [cleaning, windows],
      ['House Cleaning', 'Window Washing'],
    );
    expect(questions.map((question) => question.name)).toEqual([
      'frequency',
      'bedrooms',
      'description',
      'pets',
    ]);
    expect(asksAddress).toBe(true);
    expect(uploader?.required).toBe(true);
  });

  it('asks nothing of services not chosen', () => {
    const { questions, asksAddress, uploader } = pricingQuestionsFor([cleaning, windows], ['Window Washing']);
    expect(questions.map((question) => question.name)).toEqual(['frequency', 'pets']);
    expect(asksAddress).toBe(false);
    expect(uploader?.name).toBe('attachments_1');
  });
});

describe('answers', () => {
  const [frequency, bedrooms] = pricingQuestionsFor([cleaning], ['House Cleaning']).questions;
  if (!frequency || !bedrooms) throw new Error('the cleaning form lost its questions');

  it('says "{Label} is required" for a required question left blank', () => {
    expect(questionIssue(frequency, undefined)).toBe('How often do you need this service? is required');
    expect(questionIssue(frequency, '  ')).toBe('How often do you need this service? is required');
    expect(questionIssue(frequency, 'w')).toBeNull();
  });

  it('sends option answers with their labels, in the questions’ order, blanks left out', () => {
    expect(toInputForm([frequency, bedrooms], { bedrooms: '3', frequency: 'bw', other: 'x' })).toEqual([
      { name: 'frequency', label: frequency.label, type: 'radio', value: 'bw', valueLabel: 'Bi-Weekly' },
      { name: 'bedrooms', label: bedrooms.label, type: 'dropdown', value: '3', valueLabel: '3' },
    ]);
    expect(toInputForm([frequency], { frequency: '' })).toEqual([]);
  });

  it('lets the server find each required answer missing', () => {
    expect(inputFormIssues([frequency, bedrooms], [{ name: 'bedrooms', label: 'x', value: '2' }])).toEqual({
      'inputForm.frequency': 'How often do you need this service? is required',
    });
  });
});
