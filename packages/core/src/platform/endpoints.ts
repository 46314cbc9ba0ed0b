import type * as chat from '../chat/chat.contracts';
import type * as clientHub from '../client-hub/client-hub.contracts';
import type * as auth from '../identity/auth.contracts';
import type * as friends from '../identity/friends.contracts';
import type * as profileEditing from '../media/profile-editing.contracts';
import type * as promoVideo from '../media/promo-video.contracts';
import type * as catalogueBrowse from '../offers/catalogue-browse.contracts';
import type * as offerEditing from '../offers/offer-editing.contracts';
import type * as offerWriting from '../offers/offer-writing.contracts';
import type * as offers from '../offers/offers.contracts';
import type * as payments from '../payments/payments.contracts';
import type * as plans from '../plans/plans.contracts';
import type * as claim from '../providers/claim.contracts';
import type * as company from '../providers/company.contracts';
import type * as details from '../providers/details.contracts';
import type * as profile from '../providers/profile.contracts';
import type * as publishing from '../providers/publishing.contracts';
import type * as socialLinks from '../providers/social-links.contracts';
import type * as requests from '../requests/requests.contracts';
import type * as googleReviews from '../reviews/google-reviews.contracts';
import type * as reviewWriting from '../reviews/review-writing.contracts';
import type * as reviews from '../reviews/reviews.contracts';
import type * as verifiedRatings from '../reviews/verified-ratings.contracts';
import type * as search from '../search/search.contracts';
import type * as serviceManager from '../service-manager/service-manager.contracts';
import type * as health from './health.contracts';
import type { AnyRoute } from './route';

/**
 * Every contract, at the type level only: a client holding a zod-free route finds its endpoint's
 * schemas here by method and path, so calling an endpoint never loads zod. Each *.contracts.ts is
 * listed once (endpoints.test.ts checks).
 */
type EndpointsOf<Module> = Module[keyof Module];

export type ContractEndpoint =
  | EndpointsOf<typeof auth>
  | EndpointsOf<typeof chat>
  | EndpointsOf<typeof clientHub>
  | EndpointsOf<typeof friends>
  | EndpointsOf<typeof profileEditing>
  | EndpointsOf<typeof promoVideo>
  | EndpointsOf<typeof offers>
  | EndpointsOf<typeof payments>
  | EndpointsOf<typeof plans>
  | EndpointsOf<typeof offerEditing>
  | EndpointsOf<typeof offerWriting>
  | EndpointsOf<typeof catalogueBrowse>
  | EndpointsOf<typeof profile>
  | EndpointsOf<typeof claim>
  | EndpointsOf<typeof company>
  | EndpointsOf<typeof details>
  | EndpointsOf<typeof publishing>
  | EndpointsOf<typeof socialLinks>
  | EndpointsOf<typeof requests>
  | EndpointsOf<typeof googleReviews>
  | EndpointsOf<typeof reviewWriting>
  | EndpointsOf<typeof reviews>
  | EndpointsOf<typeof verifiedRatings>
  | EndpointsOf<typeof search>
  | EndpointsOf<typeof serviceManager>
  | EndpointsOf<typeof health>;

/** A route some contract gives schemas to. */
export type ContractRoute = Pick<ContractEndpoint, 'method' | 'path'> & AnyRoute;

/** The endpoint (route and schemas) of a route. */
export type EndpointOf<R extends ContractRoute> = Extract<
  ContractEndpoint,
  { readonly method: R['method']; readonly path: R['path'] }
>;
