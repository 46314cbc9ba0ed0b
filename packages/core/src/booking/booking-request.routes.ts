import { defineRoute, providerPathAccess } from '../platform/route';

/** A visitor books an offered time (issue 34 item 3, plan §5): `book`, anyone but the company's people. */
export const createBookingRoute = defineRoute({
  method: 'POST',
  path: '/booking/:uri/bookings',
  access: providerPathAccess('book', 'uri'),
});

/** The booking's confirmation, for the visitor holding its token (plan §5). */
export const getBookingRoute = defineRoute({
  method: 'GET',
  path: '/booking/:uri/bookings/:bookingId',
  access: providerPathAccess('book', 'uri'),
});

/** The visitor's card form paid (or failed): the deposit's intent is read back and recorded (plan §5). */
export const checkBookingPaymentRoute = defineRoute({
  method: 'POST',
  path: '/booking/:uri/bookings/:bookingId/payment-check',
  access: providerPathAccess('book', 'uri'),
});
