import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { createSeriesRoute, skipVisitRoute } from './series.routes';
import { createSeriesSchema, seriesAnswerSchema, seriesJobParamsSchema } from './series.schemas';
import { cancelVisitSchema, visitParamsSchema, visitSchema } from './visits.schemas';

export const createSeriesEndpoint = defineEndpoint(createSeriesRoute, {
  params: seriesJobParamsSchema,
  query: ownerProviderQuerySchema,
  body: createSeriesSchema,
  response: seriesAnswerSchema,
  status: 201,
  summary: "Repeat the job's visits (weekly, every 2 or 4 weeks, monthly) until a date or a count",
});

export const skipVisitEndpoint = defineEndpoint(skipVisitRoute, {
  params: visitParamsSchema,
  query: ownerProviderQuerySchema,
  body: cancelVisitSchema,
  response: visitSchema,
  summary: 'Skip a date of a series (the visit stays, as skipped)',
});
