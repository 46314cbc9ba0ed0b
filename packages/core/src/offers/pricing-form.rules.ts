import type { PricingFormQuestion } from './offer-defaults';
import { optionValue } from './offer-defaults';

/** The pricing-form builder's rules (spec 2 §5 "Pricing-form builder"), for the builder and the server. */

export const pricingFormMessages = {
  duplicateLabels: 'Duplicate field labels are not allowed',
  radioWithoutOptions: (label: string) => `Radio button field "${label}" must have at least one option`,
  duplicateOptions: (label: string) => `Duplicate option labels found in field "${label}"`,
  /** Ours. */
  labelRequired: 'Every field needs a label',
  dropdownWithoutOptions: (label: string) => `Dropdown field "${label}" must have at least one option`,
  oneUploader: 'Only one photo uploader is allowed',
  oneAddress: 'Only one address field is allowed',
  saved: 'Pricing form saved',
  errorTitle: 'Pricing Form Error',
  uploaderLabel: (required: boolean) =>
    required
      ? 'Add photos of the job (up to 10 photos)'
      : 'Add photos of the job (optional, up to 10 photos)',
} as const;

/** Question types the builder adds; the contact step is always asked, so it is not a field. */
export const BUILDER_FIELD_TYPES = [
  'text',
  'textarea',
  'dropdown',
  'radio',
  'checkbox',
  'uploader',
  'address',
] as const;
export type BuilderFieldType = (typeof BUILDER_FIELD_TYPES)[number];
export const BUILDER_FIELD_LABELS: Record<BuilderFieldType, string> = {
  text: 'Short answer',
  textarea: 'Long answer',
  dropdown: 'Dropdown',
  radio: 'Multiple choice (one answer)',
  checkbox: 'Checkboxes (several answers)',
  uploader: 'Photo uploader',
  address: 'Service address',
};
export const PRICING_FORM_MAX_FIELDS = 30;
export const PRICING_FIELD_LABEL_MAX = 200;
export const PRICING_FIELD_MAX_OPTIONS = 30;

const normalized = (label: string) => label.trim().toLowerCase();

function duplicates(labels: readonly string[]): boolean {
  const seen = labels.map(normalized);
  return new Set(seen).size !== seen.length;
}

/** The first broken rule of a pricing form, or null when it can be saved. */
export function pricingFormIssue(questions: readonly PricingFormQuestion[]): string | null {
  if (questions.some((question) => !question.label.trim())) return pricingFormMessages.labelRequired;
  if (duplicates(questions.map((question) => question.label))) return pricingFormMessages.duplicateLabels;
  if (questions.filter((question) => question.type === 'uploader').length > 1)
    return pricingFormMessages.oneUploader;
  if (questions.filter((question) => question.type === 'address').length > 1)
    return pricingFormMessages.oneAddress;
  for (const question of questions) {
    const options = question.options ?? [];
    if (question.type === 'radio' && options.length === 0)
      return pricingFormMessages.radioWithoutOptions(question.label);
    if (question.type === 'dropdown' && options.length === 0)
      return pricingFormMessages.dropdownWithoutOptions(question.label);
    if (duplicates(options.map((option) => option.label)))
      return pricingFormMessages.duplicateOptions(question.label);
  }
  return null;
}

/**
 * A field's name from its label, unique in the form: 'How big is the lawn?' → 'how-big-is-the-lawn';
 * the uploader is "attachments_" plus a timestamp (spec 2 §3).
 */
export function fieldName(
  type: BuilderFieldType,
  label: string,
  taken: readonly string[],
  now: () => number = Date.now,
): string {
  if (type === 'uploader') return `attachments_${now()}`;
  if (type === 'address') return 'address';
  const base = optionValue(label).slice(0, 60) || 'field';
  let name = base;
  for (let suffix = 2; taken.includes(name); suffix++) name = `${base}-${suffix}`;
  return name;
}

/** Options from labels, each value derived from its label (spec 2 §5). */
export function optionsFromLabels(labels: readonly string[]): { label: string; value: string }[] {
  return labels.map((label) => ({ label: label.trim(), value: optionValue(label) }));
}
