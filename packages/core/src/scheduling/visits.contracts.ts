import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  cancelVisitRoute,
  changeVisitStatusRoute,
  createVisitRoute,
  listJobVisitsRoute,
  listScheduleRoute,
  updateVisitRoute,
} from './visits.routes';
import {
  cancelVisitSchema,
  createVisitSchema,
  jobVisitsParamsSchema,
  scheduleRangeQuerySchema,
  updateVisitSchema,
  visitListSchema,
  visitParamsSchema,
  visitSchema,
  visitStatusSchema,
  visitWorkAnswerSchema,
} from './visits.schemas';

export const listJobVisitsEndpoint = defineEndpoint(listJobVisitsRoute, {
  params: jobVisitsParamsSchema,
  query: ownerProviderQuerySchema,
  response: visitListSchema,
  summary: "A job's visits, first to last",
});

export const createVisitEndpoint = defineEndpoint(createVisitRoute, {
  params: jobVisitsParamsSchema,
  query: ownerProviderQuerySchema,
  body: createVisitSchema,
  response: visitSchema,
  status: 201,
  summary: 'A visit of the job: timed or waiting to be, who goes, its checklist from the estimate',
});

export const updateVisitEndpoint = defineEndpoint(updateVisitRoute, {
  params: visitParamsSchema,
  query: ownerProviderQuerySchema,
  body: updateVisitSchema,
  response: visitSchema,
  summary: 'Move, resize, assign or note a visit (409 when someone else changed it first)',
});

export const cancelVisitEndpoint = defineEndpoint(cancelVisitRoute, {
  params: visitParamsSchema,
  query: ownerProviderQuerySchema,
  body: cancelVisitSchema,
  response: visitSchema,
  summary: 'Cancel a visit (it frees its people and no longer counts for the job)',
});

export const changeVisitStatusEndpoint = defineEndpoint(changeVisitStatusRoute, {
  params: visitParamsSchema,
  query: ownerProviderQuerySchema,
  body: visitStatusSchema,
  response: visitWorkAnswerSchema,
  summary: 'On my way, started, completed (with the job invoice, if asked)',
});

export const listScheduleEndpoint = defineEndpoint(listScheduleRoute, {
  query: scheduleRangeQuerySchema,
  response: visitListSchema,
  summary: "The visits in a range of time: the team's, one member's, a technician's own",
});
