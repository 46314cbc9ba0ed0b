import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  approveBookingRoute,
  declineBookingRoute,
  listBookingRequestsRoute,
} from './booking-requests.routes';
import {
  bookingAnswerParamsSchema,
  bookingAnswerSchema,
  bookingRequestItemSchema,
  bookingRequestsSchema,
} from './booking-requests.schemas';

export const listBookingRequestsEndpoint = defineEndpoint(listBookingRequestsRoute, {
  query: ownerProviderQuerySchema,
  response: bookingRequestsSchema,
  summary: 'Online bookings awaiting the pro’s reply, soonest deadline first',
});

export const approveBookingEndpoint = defineEndpoint(approveBookingRoute, {
  params: bookingAnswerParamsSchema,
  query: ownerProviderQuerySchema,
  body: bookingAnswerSchema,
  response: bookingRequestItemSchema,
  summary: 'Approve a booking request (409 past its deadline or when someone else answered first)',
});

export const declineBookingEndpoint = defineEndpoint(declineBookingRoute, {
  params: bookingAnswerParamsSchema,
  query: ownerProviderQuerySchema,
  body: bookingAnswerSchema,
  response: bookingRequestItemSchema,
  summary: 'Decline a booking request: the visit is cancelled and the client told',
});
