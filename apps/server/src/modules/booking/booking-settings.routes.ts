import {
  getBookingSettingsEndpoint,
  putBookingSettingsEndpoint,
} from '@porchlight/core/booking/booking-settings.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The owner's online-booking settings (issue 34 item 1). */
export const bookingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookingSettings } = app.services;
  const tags = ['booking'];

  // GET /api/v1/provider/booking/settings?vanityName=
  addEndpointRoute(app, getBookingSettingsEndpoint, { tags }, async (request) =>
    bookingSettings.get(request.principal, request.query),
  );
  // PUT /api/v1/provider/booking/settings?vanityName=
  addEndpointRoute(app, putBookingSettingsEndpoint, { tags }, async (request) =>
    bookingSettings.put(request.principal, { ...request.query, body: request.body }),
  );
};
