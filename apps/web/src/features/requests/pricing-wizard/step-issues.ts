import { contactIssues } from '@porchlight/core/providers/contact.schemas';
import { pricingAddressIssues } from '@porchlight/core/requests/pricing-address.rules';
import { questionIssue } from '@porchlight/core/requests/pricing-questions.rules';
import { pricingRequestMessages as messages } from '@porchlight/core/requests/pricing-request.constants';
import type { WizardState } from './wizard-state';
import type { WizardStep } from './wizard-steps';

/** What keeps the step from moving on: field → message ('step' for the step as a whole). */
export function stepIssues(
  step: WizardStep,
  state: WizardState,
  photos: readonly File[],
): Record<string, string> {
  switch (step.kind) {
    case 'services':
      return state.services.length === 0 ? { step: messages.servicesRequired } : {};
    case 'question': {
      const issue = questionIssue(step.question, state.answers[step.question.name]);
      return issue ? { step: issue } : {};
    }
    case 'address':
      return pricingAddressIssues(trimmed(state.address));
    case 'photos':
      return step.uploader?.required && photos.length === 0 ? { step: messages.attachmentsRequired } : {};
    case 'contact':
      return Object.fromEntries(
        contactIssues(trimmed(state.contact)).map((issue) => [issue.path, issue.message]),
      );
  }
}

function trimmed<T extends Record<string, string>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as T;
}

/** The step a server field error belongs to, so the wizard can go back to it. */
export function stepOfField(steps: readonly WizardStep[], field: string): number {
  const [head, name] = field.split('.');
  const index = steps.findIndex((step) => {
    if (head === 'services') return step.kind === 'services';
    if (head === 'inputForm') return step.kind === 'question' && step.question.name === name;
    if (['address', 'address2', 'city', 'stateCode', 'zipCode'].includes(head ?? ''))
      return step.kind === 'address';
    return step.kind === 'contact';
  });
  return index === -1 ? steps.length - 1 : index;
}
