import type { PreferredContactMethod } from '@porchlight/core/providers/contact.constants';
import type { PricingAnswerValue } from '@porchlight/core/requests/pricing-questions.rules';
import { PRICING_WIZARD_STORAGE_KEY } from '@porchlight/core/requests/pricing-request.constants';
import { rememberWizardOpen } from './wizard-open';

/** Everything typed into the wizard but the photos: kept in session storage across a reload. */
export interface WizardState {
  step: number;
  services: string[];
  answers: Record<string, PricingAnswerValue>;
  address: { address: string; address2: string; city: string; stateCode: string; zipCode: string };
  contact: {
    firstName: string;
    lastName: string;
    preferredContactMethod: PreferredContactMethod;
    email: string;
    mobilePhoneNumber: string;
  };
}

export function initialWizardState(preselected: string | null): WizardState {
  return {
    // spec 2 §4: with a preselected service the wizard starts at step 2.
    step: preselected ? 1 : 0,
    services: preselected ? [preselected] : [],
    answers: {},
    address: { address: '', address2: '', city: '', stateCode: '', zipCode: '' },
    contact: {
      firstName: '',
      lastName: '',
      preferredContactMethod: 'email',
      email: '',
      mobilePhoneNumber: '',
    },
  };
}

/**
 * Where the wizard starts: what this profile's wizard was left with, unless it was about other
 * services than the offer page's own; then the offer starts afresh, keeping who and where.
 */
export function startingState(vanityName: string, preselected: string | null): WizardState {
  const stored = readStoredWizard(vanityName);
  if (!stored) return initialWizardState(preselected);
  if (preselected && !stored.services.includes(preselected))
    return { ...initialWizardState(preselected), address: stored.address, contact: stored.contact };
  return stored;
}

const storageKey = (vanityName: string) => `${PRICING_WIZARD_STORAGE_KEY}:${vanityName.toLowerCase()}`;

/** The stored wizard of this profile, if one was left open (a reload in the middle of it). */
export function readStoredWizard(vanityName: string): WizardState | null {
  try {
    const text = window.sessionStorage.getItem(storageKey(vanityName));
    return text ? (JSON.parse(text) as WizardState) : null;
  } catch {
    return null;
  }
}

export function storeWizard(vanityName: string, state: WizardState): void {
  try {
    window.sessionStorage.setItem(storageKey(vanityName), JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the wizard still works, it just won't survive a reload.
  }
}

/** After sending: nothing to resume. */
export function clearStoredWizard(vanityName: string): void {
  rememberWizardOpen(vanityName, false);
  try {
    window.sessionStorage.removeItem(storageKey(vanityName));
  } catch {}
}
