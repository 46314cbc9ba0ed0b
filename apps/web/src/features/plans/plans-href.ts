/** The owner's Plans page in the account area (issue 21). Kept free of imports: the shell links here. */
export const PLANS_PATH = '/account/plans';

/**
 * The Plans page of a company; with `returnTo` (a path of this site, checked by the page) the owner is
 * sent back there once a plan change is paid for, e.g. to the dialog that asked for the upgrade.
 */
export function plansHref(vanityName?: string, returnTo?: string): string {
  const query = new URLSearchParams();
  if (vanityName) query.set('company', vanityName);
  if (returnTo) query.set('returnTo', returnTo);
  const search = query.toString();
  return search ? `${PLANS_PATH}?${search}` : PLANS_PATH;
}

/** What Stripe Checkout appends to the Plans page when it sends the owner back (`checkout=cs_…`). */
export const CHECKOUT_RETURN_PARAM = 'checkout';
