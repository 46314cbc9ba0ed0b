import { defineEndpoint } from '../platform/contract';
import { getInsightsRoute } from './insights.routes';
import { insightsQuerySchema, insightsSchema } from './insights.schemas';

export const getInsightsEndpoint = defineEndpoint(getInsightsRoute, {
  query: insightsQuerySchema,
  response: insightsSchema,
  summary:
    "Insights: the profile's views, search impressions and clicks, requests and chats over a range against the previous one",
});
