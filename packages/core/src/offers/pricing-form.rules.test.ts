import { describe, expect, it } from 'vitest';
import type { PricingFormQuestion } from './offer-defaults';
import { fieldName, optionsFromLabels, pricingFormIssue } from './pricing-form.rules';

const radio = (label: string, options: string[]): PricingFormQuestion => ({
  type: 'radio',
  label,
  name: label.toLowerCase(),
  required: true,
  options: optionsFromLabels(options),
});

describe('pricingFormIssue', () => {
  it('accepts a sound form', () => {
    expect(pricingFormIssue([radio('Floor', ['Ground', 'Upper'])])).toBeNull();
  });

  it('has the spec’s messages', () => {
    expect(pricingFormIssue([radio('Floor', ['A']), radio(' floor ', ['B'])])).toBe(
      'Duplicate field labels are not allowed',
    );
    expect(pricingFormIssue([radio('Floor', [])])).toBe(
      'Radio button field "Floor" must have at least one option',
    );
    expect(pricingFormIssue([radio('Floor', ['Upper', 'upper '])])).toBe(
      'Duplicate option labels found in field "Floor"',
    );
  });

  it('allows one uploader and one address field', () => {
    const uploader: PricingFormQuestion = {
      type: 'uploader',
      label: 'Photos',
      name: 'attachments_1',
      required: false,
    };
    expect(pricingFormIssue([uploader, { ...uploader, label: 'More photos', name: 'attachments_2' }])).toBe(
      'Only one photo uploader is allowed',
    );
  });
});

describe('names and values', () => {
  it('derives option values from labels: lowercase, letters, digits, spaces as hyphens', () => {
    expect(optionsFromLabels(['Twice a Year!', '6 or more'])).toEqual([
      { label: 'Twice a Year!', value: 'twice-a-year' },
      { label: '6 or more', value: '6-or-more' },
    ]);
  });

  it('names fields from their label, uniquely; the uploader "attachments_" plus a timestamp', () => {
    expect(fieldName('radio', 'Which floor?', ['which-floor'])).toBe('which-floor-2');
    expect(fieldName('uploader', 'Photos', [], () => 42)).toBe('attachments_42');
  });
});
