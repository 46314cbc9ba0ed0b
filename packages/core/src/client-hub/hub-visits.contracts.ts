import { availabilityAnswerSchema } from '../booking/booking-availability.schemas';
import { defineEndpoint } from '../platform/contract';
import { hubJobDetailSchema } from './client-hub.schemas';
import {
  askAnotherTimeRoute,
  cancelHubVisitRoute,
  hubVisitAvailabilityRoute,
  rescheduleHubVisitRoute,
} from './hub-visits.routes';
import {
  hubAnotherTimeResponseSchema,
  hubAnotherTimeSchema,
  hubVisitAvailabilityQuerySchema,
  hubVisitCancelSchema,
  hubVisitParamsSchema,
  hubVisitRescheduleSchema,
} from './hub-visits.schemas';

export const cancelHubVisitEndpoint = defineEndpoint(cancelHubVisitRoute, {
  params: hubVisitParamsSchema,
  body: hubVisitCancelSchema,
  response: hubJobDetailSchema,
  summary: 'Cancel an upcoming visit until the company’s cutoff (409 after it); answers the job',
});
export const rescheduleHubVisitEndpoint = defineEndpoint(rescheduleHubVisitRoute, {
  params: hubVisitParamsSchema,
  body: hubVisitRescheduleSchema,
  response: hubJobDetailSchema,
  summary: 'Move an online booking to another bookable time until the cutoff (409 when the time went)',
});
export const askAnotherTimeEndpoint = defineEndpoint(askAnotherTimeRoute, {
  params: hubVisitParamsSchema,
  body: hubAnotherTimeSchema,
  response: hubAnotherTimeResponseSchema,
  summary: 'Ask the company for another time for a visit (e-mails the company)',
});
export const hubVisitAvailabilityEndpoint = defineEndpoint(hubVisitAvailabilityRoute, {
  params: hubVisitParamsSchema,
  query: hubVisitAvailabilityQuerySchema,
  response: availabilityAnswerSchema,
  summary: 'The bookable times an online booking may move to (its own time counted free)',
});
