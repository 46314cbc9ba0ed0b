import { bookingAnswerMessages, bookingMessages, bookingSettingsMessages } from '../booking/booking.messages';
import { chatMessages } from '../chat/chat.messages';
import { clientHubMessages } from '../client-hub/client-hub.messages';
import { profileEditingMessages } from '../media/profile-editing.messages';
import { messagingMessages } from '../messaging/messaging.messages';
import { offerMessages } from '../offers/offers.messages';
import { paymentMessages } from '../payments/payments.messages';
import type { PlanFeature } from '../plans/plans.catalog';
import { planMessages } from '../plans/plans.messages';
import { ownerToolsMessages } from '../providers/owner-tools.messages';
import { socialLinksToastMessages } from '../providers/social-links.schemas';
import { claimMessages } from '../providers/verification.constants';
import { inboxMessages } from '../requests/inbox.messages';
import { googleReviewsMessages } from '../reviews/google-reviews.messages';
import { replyMessages, reviewMessages } from '../reviews/review-writing.messages';
import { schedulingMessages } from '../scheduling/scheduling.messages';
import { serviceManagerMessages } from '../service-manager/service-manager.messages';

/**
 * What a caller is to one provider. Everybody is `anyone`; a logged-in account is also `user`; its
 * membership adds `owner`, `manager` or `technician` (issue 33: a team member who works visits); site administrators are `admin`; any Client Hub session is
 * `hub-session` (at every provider: it may look for its address's hubs there), and a session of one
 * of this provider's clients is also `hub-client` (who also sees the provider before it is published).
 */
export const PROVIDER_ROLES = [
  'anyone',
  'user',
  'owner',
  'manager',
  'technician',
  'admin',
  'hub-session',
  'hub-client',
] as const;
export type ProviderRole = (typeof PROVIDER_ROLES)[number];

export interface ActionRule {
  /** Roles that may do it. */
  roles: readonly ProviderRole[];
  /** Roles refused even when another of the caller's roles allows it. */
  deniedTo?: readonly ProviderRole[];
  /** Refused on a provider's custom domain (spec 1 "Owner detection": owners edit on the main site). */
  mainSiteOnly?: boolean;
  /** The 403 a logged-in caller without one of the roles gets. */
  forbidden: string;
  /**
   * A call may change what the public profile or search shows. Not a mechanism: each service announces
   * its own writes (`events.providerChanged`, in the write's unit of work, content-only or not per
   * write); this only names the actions whose every endpoint profile-changes.int.test.ts calls to check
   * that they do.
   */
  changesProfile?: true;
  /** The provider's plan must include it (plans.catalog.ts); otherwise 403 with the feature's message. */
  feature?: PlanFeature;
  /**
   * Also on an unpublished provider once it has clients: its Client Hub opens before the profile is
   * public, so the secure links it sends work (issue 29 item 5); the profile itself stays hidden.
   */
  hubBeforePublishing?: true;
}

const members = ['owner', 'manager'] as const;
/** Everyone on the company's team, technicians included: they may not review it, chat with it or claim it. */
const staff = [...members, 'technician'] as const;

/**
 * Who may do what to a provider: the one table every service consults through
 * `requireProviderAccess`, and from which the permission tests are generated. Unpublished providers
 * are visible to `viewUnpublished` roles only; everyone else gets the same 404 as for a missing one.
 */
export const PROVIDER_ACCESS = {
  /** Read the public profile, its reviews and offers (published providers). */
  view: { roles: ['anyone'], forbidden: '' },
  /** See a profile before it is published. */
  viewUnpublished: { roles: [...staff, 'admin', 'hub-client'], forbidden: '' },
  /** Send a Contact Us request. */
  contact: { roles: ['anyone'], forbidden: '' },
  /** Review the provider: anyone with an account except its own people. */
  writeReview: {
    roles: ['user'],
    deniedTo: staff,
    forbidden: reviewMessages.memberCannotReview,
    changesProfile: true,
  },
  /** Read friends' reviews of the provider and delete one's own. */
  review: { roles: ['user'], forbidden: '', changesProfile: true },
  /** Banner, logo, photos, about text, promotional videos. */
  editProfile: {
    roles: members,
    mainSiteOnly: true,
    forbidden: profileEditingMessages.noProvider,
    changesProfile: true,
  },
  editSocialLinks: {
    roles: members,
    mainSiteOnly: true,
    forbidden: socialLinksToastMessages.notManager,
    changesProfile: true,
  },
  editGoogleReviews: {
    roles: members,
    mainSiteOnly: true,
    forbidden: googleReviewsMessages.notManager,
    changesProfile: true,
  },
  replyToReviews: { roles: members, forbidden: replyMessages.notManager, changesProfile: true },
  /** Chat with the provider (while its chat is on, a service rule): anyone but its own people. */
  chat: { roles: ['anyone'], deniedTo: staff, forbidden: chatMessages.memberCannotChat },
  /** Read and answer the provider's chats, wherever the member is logged in. */
  answerChat: { roles: members, forbidden: chatMessages.notAnswerer },
  /** Turn the provider's live chat on or off (the profile shows the chat panel or not). */
  editChat: {
    roles: members,
    mainSiteOnly: true,
    forbidden: chatMessages.notAnswerer,
    changesProfile: true,
  },
  /** Claim an unclaimed profile with a code e-mailed to its address: any account but its own people. */
  claim: { roles: ['user'], deniedTo: staff, mainSiteOnly: true, forbidden: claimMessages.alreadyMember },
  /**
   * Company details (general information, e-mail, location, hours, website): the owner only (spec 2
   * §6 "Provider (profile owner)").
   */
  editDetails: {
    roles: ['owner'],
    mainSiteOnly: true,
    forbidden: ownerToolsMessages.notOwner,
    changesProfile: true,
  },
  /** Publish and disable the profile (spec 2 §4 "Publishing"). */
  publish: {
    roles: ['owner'],
    mainSiteOnly: true,
    forbidden: ownerToolsMessages.notOwner,
    changesProfile: true,
  },
  /** Ask us for a website on a custom domain: the owner, with a plan that includes one. */
  requestCustomDomain: {
    roles: ['owner'],
    mainSiteOnly: true,
    forbidden: ownerToolsMessages.notOwner,
    feature: 'customDomain',
  },
  /** Who hears about new requests, and how (spec 2 §3 "Contact preference"). */
  editContactPreferences: { roles: ['owner'], mainSiteOnly: true, forbidden: ownerToolsMessages.notOwner },
  /** The completion wizard's steps and what publishing still needs. */
  viewCompletion: { roles: members, mainSiteOnly: true, forbidden: ownerToolsMessages.notMember },
  /** Insights (issue 37): how the profile does, owner and managers; technicians work visits only. */
  viewInsights: { roles: members, mainSiteOnly: true, forbidden: ownerToolsMessages.notMember },
  /** Add and remove the profile's services (spec 2 §4 "Add services"): its owner and managers. */
  editServices: {
    roles: members,
    mainSiteOnly: true,
    forbidden: offerMessages.notMember,
    changesProfile: true,
  },
  /** Read the provider's requests (Contact Us and pricing) and mark them read: owner and managers. */
  readRequests: { roles: members, forbidden: inboxMessages.notMember },
  /**
   * The Service Manager (issue 13): clients, estimates, invoices and jobs, owner and managers only;
   * admins are refused like any other account (docs/decisions.md "Owner editing").
   */
  useServiceManager: {
    roles: members,
    forbidden: serviceManagerMessages.notMember,
    feature: 'serviceManager',
  },
  /**
   * Plan the company's schedule (issue 33): the team list, and every visit of every member; owner and
   * managers. Technicians work their own visits only.
   */
  manageSchedule: {
    roles: members,
    forbidden: schedulingMessages.notScheduler,
    feature: 'serviceManager',
  },
  /**
   * Work one's visits (issue 33): read them, on my way, start, complete. Technicians reach only the
   * visits they are assigned to (the service answers 404 for others'); owners and managers all of them.
   */
  workVisits: {
    roles: staff,
    forbidden: schedulingMessages.notTeamMember,
    feature: 'serviceManager',
  },
  /**
   * Online booking's settings (issue 34): on or off, offers, windows, members, deposit. The owner's call,
   * as what the profile and search show follows from them.
   */
  manageBooking: {
    roles: ['owner'],
    mainSiteOnly: true,
    forbidden: bookingSettingsMessages.ownerOnly,
    feature: 'serviceManager',
  },
  /** Answer online bookings in approval mode (issue 34): approve or decline them; owner and managers. */
  answerBookings: {
    roles: members,
    forbidden: bookingAnswerMessages.notAnswerer,
    feature: 'serviceManager',
  },
  /** Book a time online (issue 34): anyone but the company's own people. */
  book: { roles: ['anyone'], deniedTo: staff, forbidden: bookingMessages.memberCannotBook },
  /** Invite and remove team members (spec 2 §6: who works for the company is the owner's call). */
  manageTeam: {
    roles: ['owner'],
    mainSiteOnly: true,
    forbidden: ownerToolsMessages.notOwner,
    feature: 'serviceManager',
  },
  /** The automatic messages clients get (issue 35): switches, timing, templates; owner and managers. */
  manageMessages: {
    roles: members,
    forbidden: messagingMessages.notMember,
    feature: 'serviceManager',
  },
  /** Move the test message clock (docs/plans/reminders.md §5.6): the owner, on test servers only. */
  moveMessageClock: {
    roles: ['owner'],
    forbidden: messagingMessages.notOwnerClock,
    feature: 'serviceManager',
  },
  /** Turn online payments on and refund them: money leaving the business is the owner's call. */
  managePayments: { roles: ['owner'], forbidden: paymentMessages.ownerOnly, feature: 'serviceManager' },
  /** What the company pays the platform for (issue 21): the owner's decision alone. */
  managePlan: { roles: ['owner'], mainSiteOnly: true, forbidden: planMessages.ownerOnly },
  /**
   * The Client Hub (spec 3 §2.4): a hub session of one client of this provider reads that client's
   * estimates, invoices, requests and jobs and acts on them; nobody else, the provider's people included.
   */
  useClientHub: { roles: ['hub-client'], forbidden: clientHubMessages.notHubClient, feature: 'clientHub' },
  /**
   * A logged-in account, or any hub session, lists and opens the hubs of this provider's clients with
   * the address it has proven (a verified account's, an e-mailed link's): Select and Switch Account.
   */
  findClientHubs: {
    roles: ['user', 'hub-session'],
    forbidden: clientHubMessages.switchFailed,
    hubBeforePublishing: true,
  },
  /** The Client Hub page itself (the provider's name and logo), for anyone. */
  openClientHub: { roles: ['anyone'], forbidden: '', hubBeforePublishing: true },
} as const satisfies Record<string, ActionRule>;

export type ProviderAction = keyof typeof PROVIDER_ACCESS;

/** True when one of the caller's roles may do the action and none is refused it. */
export function canDo(roles: readonly ProviderRole[], action: ProviderAction): boolean {
  const rule: ActionRule = PROVIDER_ACCESS[action];
  if (rule.deniedTo?.some((role) => roles.includes(role))) return false;
  return roles.some((role) => rule.roles.includes(role));
}

/**
 * Only a signed-in caller (an account, or a Client Hub session) may ever do it: a visitor is answered 401
 * before anything else about the call is looked at, its input included.
 */
export function needsLogin(action: ProviderAction): boolean {
  return !canDo(['anyone'], action);
}

/** An owner or manager of the provider: sees the owner's view and controls of the profile. */
export function isProviderMember(roles: readonly ProviderRole[]): boolean {
  return roles.includes('owner') || roles.includes('manager');
}
