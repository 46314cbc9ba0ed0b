import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  getInsightsRoute,
  getWeeklyMailRoute,
  insightEventsRoute,
  updateWeeklyMailRoute,
} from './insights.routes';
import {
  insightBeaconSchema,
  insightsQuerySchema,
  insightsSchema,
  weeklyMailSettingSchema,
} from './insights.schemas';

export const getInsightsEndpoint = defineEndpoint(getInsightsRoute, {
  query: insightsQuerySchema,
  response: insightsSchema,
  summary:
    "Insights: the profile's views, search impressions and clicks, requests and chats over a range against the previous one",
});

export const insightEventsEndpoint = defineEndpoint(insightEventsRoute, {
  body: insightBeaconSchema,
  response: null,
  summary:
    "A profile's beacon: a phone or website click, or a Contact Us, pricing or chat start (JSON, sent as text/plain by navigator.sendBeacon); 204",
});

export const getWeeklyMailEndpoint = defineEndpoint(getWeeklyMailRoute, {
  query: ownerProviderQuerySchema,
  response: weeklyMailSettingSchema,
  summary: "Whether the owner gets the weekly summary e-mail (Monday morning, the provider's zone)",
});

export const updateWeeklyMailEndpoint = defineEndpoint(updateWeeklyMailRoute, {
  query: ownerProviderQuerySchema,
  body: weeklyMailSettingSchema,
  response: weeklyMailSettingSchema,
  summary: 'Turns the weekly summary e-mail on or off (the owner)',
});
