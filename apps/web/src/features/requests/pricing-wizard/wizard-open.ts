import { PRICING_WIZARD_STORAGE_KEY } from '@porchlight/core/requests/pricing-request.constants';

/**
 * Whether the wizard was open on this profile when the page went away: a reload in the middle of a
 * request opens it again where it was (zod- and Mantine-free: every visitor's page reads it).
 */
const openKey = (vanityName: string) => `${PRICING_WIZARD_STORAGE_KEY}-open:${vanityName.toLowerCase()}`;

export function wasWizardOpen(vanityName: string): boolean {
  try {
    return window.sessionStorage.getItem(openKey(vanityName)) === '1';
  } catch {
    return false;
  }
}

export function rememberWizardOpen(vanityName: string, open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(openKey(vanityName), '1');
    else window.sessionStorage.removeItem(openKey(vanityName));
  } catch {}
}
