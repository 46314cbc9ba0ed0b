import { uiMessages } from '@porchlight/core/ui/ui.messages';

export const profileMessages = {
  notFound: (vanityName: string) => `Company "${vanityName}" Not Found`,
  offerNotFound: uiMessages.offerNotAvailable,
} as const;
