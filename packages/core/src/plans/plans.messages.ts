import { formatCents } from '../billing/money.rules';

/** The Plans page's words (ours: the spec quotes prices only; docs/decisions.md "Provider plans"). */
export const planMessages = {
  ownerOnly: 'Only the owner of this company can change its plan',
  noItems: 'Choose at least one plan or add-on',
  alreadySubscribed: 'This company already has a plan: change its add-ons instead',
  notSubscribed: 'This company has no paid plan yet',
  noChange: 'Nothing changed in your plan',
  canceled: (date: string) => `Your plan ends on ${date}. Until then everything stays on.`,
  resumed: 'Your plan continues',
  updated: 'Your plan has been updated',
  charged: (cents: number) => `Charged ${formatCents(cents)} for the rest of this month`,
  subscribed: 'Welcome to your new plan',
  cardUpdated: 'Your card has been updated',
  checkoutNotFound: 'This checkout does not exist',
  checkoutOpen: 'This checkout is not finished yet',
  receiptNotFound: 'This receipt does not exist',
  paymentFailed: 'Your last payment did not go through',
  graceNotice: (date: string) =>
    `Update your card by ${date} to keep your paid features; after that your company goes back to the free listing.`,
  testClockOnlyBuiltin: 'The test clock is only on the built-in test processor',
  clockMoved: (date: string) => `The test clock is now at ${date}`,
  needsFeature: {
    richTextAbout: 'The rich-text about section is part of the Professional plan',
    fiveStarGoogleReviews: 'Showing only 5-star Google reviews is part of the Professional plan',
    customDomain: 'A custom domain comes with the Professional plan or the Custom domain add-on',
    serviceManager:
      'The Service Manager is part of the Field service management add-on: add it on the Plans page',
    clientHub: 'The Client Hub is part of the Client Hub and invoicing add-on',
    website: 'The website is an add-on: add it on the Plans page',
    phoneSystem: 'The phone system is an add-on: add it on the Plans page',
    promoVideo: 'Promo video creation is an add-on: add it on the Plans page',
  },
  receiptSubject: (site: string, number: number) => `Your ${site} receipt #${number}`,
} as const;
