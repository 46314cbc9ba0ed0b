/** The provider's inbox of requests in the owner's account area. */
export const REQUESTS_PATH = '/account/requests';

export const requestsHref = (vanityName: string) =>
  `${REQUESTS_PATH}?company=${encodeURIComponent(vanityName)}`;
