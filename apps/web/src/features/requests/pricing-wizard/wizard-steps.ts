import type { PricingFormQuestion } from '@porchlight/core/offers/offer-defaults';
import {
  type AnsweredQuestion,
  type PricingOfferForm,
  pricingQuestionsFor,
} from '@porchlight/core/requests/pricing-questions.rules';

/** The wizard's steps for the chosen services (spec 2 §4 "Pricing wizard"). */
export type WizardStep =
  | { kind: 'services' }
  | { kind: 'question'; question: AnsweredQuestion }
  | { kind: 'address' }
  | { kind: 'photos'; uploader: PricingFormQuestion | null }
  | { kind: 'contact' };

/**
 * Services, one step per question, the address when a service asks where, photos, then contact.
 * Photos are always offered (optional unless a form's uploader is required): a picture answers
 * most "how much?" questions faster than words (docs/decisions.md).
 */
export function wizardSteps(offers: readonly PricingOfferForm[], services: readonly string[]): WizardStep[] {
  const { questions, asksAddress, uploader } = pricingQuestionsFor(offers, services);
  return [
    { kind: 'services' },
    ...questions.map((question) => ({ kind: 'question' as const, question })),
    ...(asksAddress ? [{ kind: 'address' as const }] : []),
    { kind: 'photos', uploader },
    { kind: 'contact' },
  ];
}

/** spec 2 §4: progress is (step - 1) / total, steps counted from 1. */
export function wizardProgress(stepIndex: number, total: number): number {
  return total > 0 ? Math.round((stepIndex / total) * 100) : 0;
}
