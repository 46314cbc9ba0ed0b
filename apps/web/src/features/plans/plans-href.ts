/** The owner's Plans page in the account area (issue 21). Kept free of imports: the shell links here. */
export const PLANS_PATH = '/account/plans';

export const plansHref = (vanityName?: string) =>
  vanityName ? `${PLANS_PATH}?company=${encodeURIComponent(vanityName)}` : PLANS_PATH;

/** What Stripe Checkout appends to the Plans page when it sends the owner back (`checkout=cs_…`). */
export const CHECKOUT_RETURN_PARAM = 'checkout';
