import { defineEndpoint } from '../platform/contract';
import {
  contactPreferencesRequestSchema,
  contactPreferencesResponseSchema,
} from './contact-preferences.schemas';
import {
  changeEmailRoute,
  getContactPreferencesRoute,
  getDocumentSettingsRoute,
  requestWebsiteDomainRoute,
  updateCompanyDetailsRoute,
  updateContactPreferencesRoute,
  updateDocumentSettingsRoute,
  updateHoursRoute,
  updateLocationRoute,
  updateTimeZoneRoute,
  verifyEmailRoute,
} from './details.routes';
import {
  companyDetailsRequestSchema,
  companyDetailsResponseSchema,
  documentSettingsRequestSchema,
  documentSettingsResponseSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailVerifyRequestSchema,
  emailVerifyResponseSchema,
  locationRequestSchema,
  locationResponseSchema,
  websiteDomainRequestSchema,
  websiteDomainResponseSchema,
} from './details.schemas';
import { hoursRequestSchema } from './hours.schemas';
import { hoursSchema, ownerProviderQuerySchema } from './profile.schemas';
import { timeZoneRequestSchema, timeZoneResponseSchema } from './time-zone.schemas';

export const updateCompanyDetailsEndpoint = defineEndpoint(updateCompanyDetailsRoute, {
  query: ownerProviderQuerySchema,
  body: companyDetailsRequestSchema,
  response: companyDetailsResponseSchema,
  summary: 'General information, phone number or website',
});

export const changeEmailEndpoint = defineEndpoint(changeEmailRoute, {
  query: ownerProviderQuerySchema,
  body: emailChangeRequestSchema,
  response: emailChangeResponseSchema,
  summary: 'E-mail a code to the new address, or clear the address',
});

export const verifyEmailEndpoint = defineEndpoint(verifyEmailRoute, {
  query: ownerProviderQuerySchema,
  body: emailVerifyRequestSchema,
  response: emailVerifyResponseSchema,
  summary: 'Set the new e-mail address with its code',
});

export const updateLocationEndpoint = defineEndpoint(updateLocationRoute, {
  query: ownerProviderQuerySchema,
  body: locationRequestSchema,
  response: locationResponseSchema,
});

export const updateHoursEndpoint = defineEndpoint(updateHoursRoute, {
  query: ownerProviderQuerySchema,
  body: hoursRequestSchema,
  response: hoursSchema,
});

export const updateTimeZoneEndpoint = defineEndpoint(updateTimeZoneRoute, {
  query: ownerProviderQuerySchema,
  body: timeZoneRequestSchema,
  response: timeZoneResponseSchema,
});

export const requestWebsiteDomainEndpoint = defineEndpoint(requestWebsiteDomainRoute, {
  query: ownerProviderQuerySchema,
  body: websiteDomainRequestSchema,
  response: websiteDomainResponseSchema,
  summary: 'Ask for a website on a custom domain; we call back',
});

export const getContactPreferencesEndpoint = defineEndpoint(getContactPreferencesRoute, {
  query: ownerProviderQuerySchema,
  response: contactPreferencesResponseSchema,
});

export const updateContactPreferencesEndpoint = defineEndpoint(updateContactPreferencesRoute, {
  query: ownerProviderQuerySchema,
  body: contactPreferencesRequestSchema,
  response: contactPreferencesResponseSchema,
});

export const getDocumentSettingsEndpoint = defineEndpoint(getDocumentSettingsRoute, {
  query: ownerProviderQuerySchema,
  response: documentSettingsResponseSchema,
  summary: 'The license number and logo printed on estimates, invoices and receipts',
});

export const updateDocumentSettingsEndpoint = defineEndpoint(updateDocumentSettingsRoute, {
  query: ownerProviderQuerySchema,
  body: documentSettingsRequestSchema,
  response: documentSettingsResponseSchema,
  summary: 'Set the license number and whether the profile picture is the logo on PDFs',
});
