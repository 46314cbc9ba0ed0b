import { defineRoute, ownerCallAccess } from '../platform/route';

/** The owner's online-booking settings (issue 34 item 1, plan §4-5): `manageBooking`. */
const manage = ownerCallAccess('manageBooking');

export const getBookingSettingsRoute = defineRoute({
  method: 'GET',
  path: '/provider/booking/settings',
  access: manage,
});
export const putBookingSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/provider/booking/settings',
  access: manage,
});
