/**
 * The fragment of a profile page's address that opens the Website dialog on its custom-domain tab: the
 * way back from the Plans page once a plan with a custom domain is paid for.
 */
const CUSTOM_DOMAIN_FRAGMENT = '#request-custom-domain';

/** This page with the custom-domain tab open: the Plans page's `returnTo`. */
export function customDomainReturnTo(): string {
  return `${window.location.pathname}${window.location.search}${CUSTOM_DOMAIN_FRAGMENT}`;
}

/** Whether the address asks for the tab; the fragment then leaves it, so a reload does not reopen it. */
export function takeCustomDomainFragment(): boolean {
  if (window.location.hash !== CUSTOM_DOMAIN_FRAGMENT) return false;
  const url = new URL(window.location.href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url.href);
  return true;
}
