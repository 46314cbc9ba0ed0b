import {
  changeEmailEndpoint,
  getContactPreferencesEndpoint,
  getDocumentSettingsEndpoint,
  requestWebsiteDomainEndpoint,
  updateCompanyDetailsEndpoint,
  updateContactPreferencesEndpoint,
  updateDocumentSettingsEndpoint,
  updateHoursEndpoint,
  updateLocationEndpoint,
  updateTimeZoneEndpoint,
  verifyEmailEndpoint,
} from '@porchlight/core/providers/details.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Company details dialogs (spec 2 §7), each on `?vanityName=`. */
export const detailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.details;
  const tags = ['company details'];
  const sendLimit = { rateLimit: { max: app.config.VERIFICATION_CODE_RATE_LIMIT, timeWindow: '10 minutes' } };

  // PATCH /api/v1/provider/profile/details?vanityName=
  addEndpointRoute(app, updateCompanyDetailsEndpoint, { tags }, async (request) =>
    service.updateDetails(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/details/email?vanityName= (sends a code: rate-limited)
  addEndpointRoute(app, changeEmailEndpoint, { tags, config: sendLimit }, async (request) =>
    service.changeEmail(request.principal, { ...request.query, ...request.body }),
  );

  // POST /api/v1/provider/profile/details/email-verify?vanityName=
  addEndpointRoute(
    app,
    verifyEmailEndpoint,
    { tags, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => service.verifyEmail(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/location?vanityName=
  addEndpointRoute(app, updateLocationEndpoint, { tags }, async (request) =>
    service.updateLocation(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/hours?vanityName=
  addEndpointRoute(app, updateHoursEndpoint, { tags }, async (request) =>
    service.updateHours(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/time-zone?vanityName= (issue 33)
  addEndpointRoute(app, updateTimeZoneEndpoint, { tags }, async (request) =>
    service.updateTimeZone(request.principal, { ...request.query, ...request.body }),
  );

  // POST /api/v1/provider/profile/request-website-domain?vanityName= (e-mails support: rate-limited)
  addEndpointRoute(app, requestWebsiteDomainEndpoint, { tags, config: sendLimit }, async (request) =>
    service.requestWebsiteDomain(request.principal, { ...request.query, ...request.body }),
  );

  // GET /api/v1/provider/profile/contact-preferences?vanityName=
  addEndpointRoute(app, getContactPreferencesEndpoint, { tags }, async (request) =>
    service.getContactPreferences(request.principal, request.query),
  );

  // GET /api/v1/provider/profile/documents?vanityName= (issue 36)
  addEndpointRoute(app, getDocumentSettingsEndpoint, { tags }, async (request) =>
    service.getDocumentSettings(request.principal, request.query),
  );

  // PUT /api/v1/provider/profile/documents?vanityName=
  addEndpointRoute(app, updateDocumentSettingsEndpoint, { tags }, async (request) =>
    service.updateDocumentSettings(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/contact-preferences?vanityName=
  addEndpointRoute(app, updateContactPreferencesEndpoint, { tags }, async (request) =>
    service.updateContactPreferences(request.principal, { ...request.query, ...request.body }),
  );
};
