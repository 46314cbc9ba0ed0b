import { defineEndpoint } from '../platform/contract';
import { createTimeOffRoute, deleteTimeOffRoute, listTimeOffRoute } from './time-off.routes';
import {
  createTimeOffSchema,
  ownerProviderQuerySchema,
  timeOffDeletedSchema,
  timeOffListQuerySchema,
  timeOffListSchema,
  timeOffParamsSchema,
  timeOffSchema,
} from './time-off.schemas';

export const listTimeOffEndpoint = defineEndpoint(listTimeOffRoute, {
  query: timeOffListQuerySchema,
  response: timeOffListSchema,
  summary: "Time off in a range: the team's and each member's (a technician's own and the team's)",
});

export const createTimeOffEndpoint = defineEndpoint(createTimeOffRoute, {
  query: ownerProviderQuerySchema,
  body: createTimeOffSchema,
  response: timeOffSchema,
  status: 201,
  summary: "A member's time off, or the whole team's (holidays)",
});

export const deleteTimeOffEndpoint = defineEndpoint(deleteTimeOffRoute, {
  params: timeOffParamsSchema,
  query: ownerProviderQuerySchema,
  response: timeOffDeletedSchema,
  summary: 'Remove time off',
});
