import { defineRoute, ownerCallAccess } from '../platform/route';

/** The pro's booking requests in approval mode (issue 34, plan §4-5): `answerBookings`, owner and managers. */
const answer = ownerCallAccess('answerBookings');

export const listBookingRequestsRoute = defineRoute({
  method: 'GET',
  path: '/provider/booking/requests',
  access: answer,
});
export const approveBookingRoute = defineRoute({
  method: 'POST',
  path: '/provider/booking/:bookingId/approve',
  access: answer,
});
export const declineBookingRoute = defineRoute({
  method: 'POST',
  path: '/provider/booking/:bookingId/decline',
  access: answer,
});
