import { PRICING_WIZARD_STORAGE_KEY } from '@porchlight/core/requests/pricing-request.constants';

/**
 * Whether the wizard was open on this page when it went away: a reload in the middle of a request
 * opens it again where it was; another page of the profile does not (zod- and Mantine-free: every
 * visitor's page reads it). The answers themselves are kept per profile (wizard-state.ts).
 */
const openKey = (vanityName: string) => `${PRICING_WIZARD_STORAGE_KEY}-open:${vanityName.toLowerCase()}`;

export function wasWizardOpen(vanityName: string): boolean {
  try {
    return window.sessionStorage.getItem(openKey(vanityName)) === window.location.pathname;
  } catch {
    return false;
  }
}

export function rememberWizardOpen(vanityName: string, open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(openKey(vanityName), window.location.pathname);
    else window.sessionStorage.removeItem(openKey(vanityName));
  } catch {}
}
