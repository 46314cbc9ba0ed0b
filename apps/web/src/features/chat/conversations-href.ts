/** The provider's conversations page in the owner's account area. */
export const CONVERSATIONS_PATH = '/account/conversations';

export const conversationsHref = (vanityName: string) =>
  `${CONVERSATIONS_PATH}?company=${encodeURIComponent(vanityName)}`;
