import { defineRoute, ownerCallAccess } from '../platform/route';

/** Company details dialogs (spec 2 §7); the schemas are in details.contracts.ts. */

export const updateCompanyDetailsRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/details',
  access: ownerCallAccess('editDetails'),
});

export const changeEmailRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/details/email',
  access: ownerCallAccess('editDetails'),
});

export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/details/email-verify',
  access: ownerCallAccess('editDetails'),
});

export const updateLocationRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/location',
  access: ownerCallAccess('editDetails'),
});

export const updateHoursRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/hours',
  access: ownerCallAccess('editDetails'),
});

/** Not in the spec (issue 33): the zone of the open hours and of every time the provider's people see. */
export const updateTimeZoneRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/time-zone',
  access: ownerCallAccess('editDetails'),
});

export const requestWebsiteDomainRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/request-website-domain',
  access: ownerCallAccess('requestCustomDomain'),
});

export const getContactPreferencesRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/contact-preferences',
  access: ownerCallAccess('editContactPreferences'),
});

export const updateContactPreferencesRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/contact-preferences',
  access: ownerCallAccess('editContactPreferences'),
});

/** Ours (issue 36): what estimates, invoices and receipts print of the company. */
export const getDocumentSettingsRoute = defineRoute({
  method: 'GET',
  path: '/provider/profile/documents',
  access: ownerCallAccess('editDetails'),
});

export const updateDocumentSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/provider/profile/documents',
  access: ownerCallAccess('editDetails'),
});
