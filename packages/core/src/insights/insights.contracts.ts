import { defineEndpoint } from '../platform/contract';
import { getInsightsRoute, insightEventsRoute } from './insights.routes';
import { insightBeaconSchema, insightsQuerySchema, insightsSchema } from './insights.schemas';

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
