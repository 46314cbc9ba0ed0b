import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  calendarFeedRoute,
  createCalendarFeedRoute,
  deleteCalendarFeedRoute,
  getCalendarFeedRoute,
} from './calendar-feed.routes';
import { calendarFeedOffSchema, calendarFeedParamsSchema, calendarFeedSchema } from './calendar-feed.schemas';

export const getCalendarFeedEndpoint = defineEndpoint(getCalendarFeedRoute, {
  query: ownerProviderQuerySchema,
  response: calendarFeedSchema,
  summary: "The caller's calendar feed URL (null while they have none)",
});

export const createCalendarFeedEndpoint = defineEndpoint(createCalendarFeedRoute, {
  query: ownerProviderQuerySchema,
  body: noOptionsSchema,
  response: calendarFeedSchema,
  summary: 'A new calendar feed URL for the caller; the one before stops working at once',
});

export const deleteCalendarFeedEndpoint = defineEndpoint(deleteCalendarFeedRoute, {
  query: ownerProviderQuerySchema,
  response: calendarFeedOffSchema,
  summary: "Turns the caller's calendar feed off (its URL answers 404)",
});

export const calendarFeedEndpoint = defineEndpoint(calendarFeedRoute, {
  params: calendarFeedParamsSchema,
  response: null,
  summary: "A team member's visits as iCalendar (text/calendar), 30 days back to 12 months ahead",
});
