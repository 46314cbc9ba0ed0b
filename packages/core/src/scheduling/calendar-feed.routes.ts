import { defineRoute, ownerCallAccess } from '../platform/route';

/**
 * Each team member's calendar feed (issue 33 item 6): a secret iCalendar URL of their own visits that
 * Google, Apple and Outlook calendars subscribe to. Anyone who works visits may have one.
 */
const ownFeed = ownerCallAccess('workVisits');

export const getCalendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/provider/schedule/feed',
  access: ownFeed,
});
export const createCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/provider/schedule/feed',
  access: ownFeed,
});
export const deleteCalendarFeedRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/schedule/feed',
  access: ownFeed,
});

/** The feed itself: the secret in the path is the credential (calendar apps send no cookie). */
export const calendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/calendar/:feedToken',
  access: { kind: 'public' },
});
