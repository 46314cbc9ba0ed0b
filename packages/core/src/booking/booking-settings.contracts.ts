import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { getBookingSettingsRoute, putBookingSettingsRoute } from './booking-settings.routes';
import { bookingSettingsRequestSchema, bookingSettingsResponseSchema } from './booking-settings.schemas';

export const getBookingSettingsEndpoint = defineEndpoint(getBookingSettingsRoute, {
  query: ownerProviderQuerySchema,
  response: bookingSettingsResponseSchema,
  summary: 'Online booking settings: offers, windows, members, and why it is not shown yet',
});

export const putBookingSettingsEndpoint = defineEndpoint(putBookingSettingsRoute, {
  query: ownerProviderQuerySchema,
  body: bookingSettingsRequestSchema,
  response: bookingSettingsResponseSchema,
  summary: 'Save the online booking settings (409 when someone else saved first)',
});
