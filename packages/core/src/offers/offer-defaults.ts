import { escapeHtml } from '../text/html';
import type { InputFormName } from './catalogue.constants';

/**
 * What a new offer starts with when it comes from a catalogue entry (spec 2 §3 "Offer"): its pricing
 * form from the entry's inputForm, deterministic descriptions (the offline stand-in for AI texts) and
 * its page sections. Pure, so both the server's Add Services and the demo seeds build offers alike.
 */

/** A pricing-form question (spec 2 §3). */
export interface PricingFormQuestion {
  type: 'text' | 'dropdown' | 'checkbox' | 'radio' | 'address' | 'textarea' | 'uploader' | 'contact';
  label: string;
  name: string;
  descriptionText?: string;
  required: boolean;
  options?: { label: string; value: string }[];
  valueType?: string;
}

/** One section of an offer's page (spec 2 §3: description, pricing, gallery, each with a uuid). */
export interface OfferSection {
  uuid: string;
  type: string;
  options?: Record<string, boolean>;
}

/** Option value from its label, as the form builder derives it (spec 2 §5). */
export function optionValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');
}

function options(labels: string[]): { label: string; value: string }[] {
  return labels.map((label) => ({ label, value: optionValue(label) }));
}

const QUESTIONS: Record<InputFormName, Omit<PricingFormQuestion, 'name'>> = {
  frequency: {
    type: 'radio',
    label: 'How often do you need this service?',
    required: true,
    // The spec's frequency codes (spec 2 §3 "Option lists").
    options: [
      { label: 'Weekly', value: 'w' },
      { label: 'Bi-Weekly', value: 'bw' },
      { label: 'Monthly', value: 'm' },
      { label: 'Bi-Monthly', value: 'bm' },
      { label: 'Quarterly', value: 'q' },
      { label: 'Twice a Year', value: 'ty' },
      { label: 'Yearly', value: 'y' },
    ],
  },
  bedrooms: {
    type: 'dropdown',
    label: 'How many bedrooms?',
    required: true,
    options: options(['1', '2', '3', '4', '5', '6 or more']),
  },
  bathrooms: {
    type: 'dropdown',
    label: 'How many bathrooms?',
    required: true,
    options: options(['1', '1.5', '2', '2.5', '3', '3.5', '4 or more']),
  },
  pets: {
    type: 'radio',
    label: 'Do you have pets?',
    required: true,
    options: options(['No pets', 'Dogs', 'Cats', 'Dogs and cats', 'Other pets']),
  },
  availability: {
    type: 'radio',
    label: 'When do you need it done?',
    required: true,
    options: options(['As soon as possible', 'Within a week', 'Within a month', 'I am flexible']),
  },
  address: {
    type: 'address',
    label: 'Where is the service needed?',
    required: true,
  },
  'location-type': {
    type: 'radio',
    label: 'Where should the service take place?',
    required: true,
    options: options(['At my home or business', 'At your place of business', 'Online or by phone']),
  },
  'phone-type': {
    type: 'radio',
    label: 'What kind of phone can we reach you on?',
    required: true,
    options: options(['Mobile phone', 'Landline']),
  },
  description: {
    type: 'textarea',
    label: 'Tell us about your project',
    descriptionText: 'Anything that helps us give an accurate price: size, materials, access, timing.',
    required: false,
  },
  clippings: {
    type: 'radio',
    label: 'What should we do with the grass clippings?',
    required: true,
    options: options(['Bag and haul away', 'Mulch into the lawn', 'Leave on the lawn']),
  },
  'lawn-size': {
    type: 'radio',
    label: 'How big is your lawn?',
    required: true,
    options: options([
      'Small (under 5,000 sq ft)',
      'Medium (5,000 to 10,000 sq ft)',
      'Large (10,000 to 20,000 sq ft)',
      'Very large (over 20,000 sq ft)',
    ]),
  },
  'grass-height': {
    type: 'radio',
    label: 'How tall is the grass right now?',
    required: true,
    options: options(['Short (under 4 in)', 'Medium (4 to 8 in)', 'Tall (over 8 in)']),
  },
};

/** The questions of an entry without an inputForm of its own. */
export const DEFAULT_INPUT_FORM: readonly { name: InputFormName }[] = [
  { name: 'address' },
  { name: 'description' },
];

/** The pricing-form questions for a catalogue entry's inputForm, in its order. */
export function buildPricingForm(inputForm: readonly { name: InputFormName }[]): PricingFormQuestion[] {
  return inputForm.map(({ name }) => ({ name, ...structuredClone(QUESTIONS[name]) }));
}

/** Deterministic description texts for a service (the offline stand-in for AI descriptions). */
export function describeOffer(
  service: { name: string; category: string },
  companyName: string,
): { descriptionText: string; descriptionHtml: string; descriptionTeaser: string } {
  const { name, category } = service;
  const variants: [string, string, string] = [
    `${name} by ${companyName}: careful, on-time work from a local team that treats your home like its own. Tell us what you need and you get a clear price before we start.`,
    `Looking for ${name}? ${companyName} handles jobs of every size, with upfront pricing, tidy crews and a satisfaction guarantee on every visit.`,
    `Our ${category.toLowerCase()} specialists take care of ${name} from start to finish: we arrive on time, explain the options in plain words and leave the place cleaner than we found it.`,
  ];
  const pick = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % variants.length;
  const descriptionText = variants[pick] ?? variants[0];
  const teasers: [string, string, string] = [
    `${name} with upfront pricing and friendly local pros.`,
    `Fast, reliable ${name} from ${companyName}.`,
    `${name} done right the first time, guaranteed.`,
  ];
  const descriptionHtml = `<p>${escapeHtml(descriptionText)}</p><ul><li>Licensed and insured</li><li>Written quote before any work</li><li>Satisfaction guaranteed</li></ul>`;
  return { descriptionText, descriptionHtml, descriptionTeaser: teasers[pick] ?? teasers[0] };
}

/** The page sections of a new offer: description, pricing and a gallery of tagged photos. */
export function defaultOfferSections(newUuid: () => string): OfferSection[] {
  return [
    { uuid: newUuid(), type: 'description' },
    { uuid: newUuid(), type: 'pricing' },
    { uuid: newUuid(), type: 'gallery', options: { taggedPhotos: true, promoVideo: false } },
  ];
}
