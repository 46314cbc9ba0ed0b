import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { clientParamsSchema } from '../service-manager/clients.schemas';
import {
  getClientMessagePreferencesRoute,
  listClientMessagesRoute,
  setTextConsentRoute,
  switchAutomaticMessagesRoute,
} from './client-messaging.routes';
import {
  automaticMessagesSchema,
  clientMessagePreferencesSchema,
  clientMessagesQuerySchema,
  clientMessagesSchema,
  textConsentBodySchema,
  textConsentSchema,
} from './client-messaging.schemas';

export const setTextConsentEndpoint = defineEndpoint(setTextConsentRoute, {
  params: clientParamsSchema,
  query: ownerProviderQuerySchema,
  body: textConsentBodySchema,
  response: textConsentSchema,
  summary:
    'Records that the client agreed to texts at their mobile number, with the words shown (or withdraws it); 400 without a mobile number',
});

export const switchAutomaticMessagesEndpoint = defineEndpoint(switchAutomaticMessagesRoute, {
  params: clientParamsSchema,
  query: ownerProviderQuerySchema,
  body: automaticMessagesSchema,
  response: automaticMessagesSchema,
  summary: "Turns the client's automatic messages on or off (off cancels their pending messages)",
});

export const listClientMessagesEndpoint = defineEndpoint(listClientMessagesRoute, {
  params: clientParamsSchema,
  query: clientMessagesQuerySchema,
  response: clientMessagesSchema,
  summary:
    'The messages a client got (and texted back), newest first, each with its state and why it was not sent',
});

export const getClientMessagePreferencesEndpoint = defineEndpoint(getClientMessagePreferencesRoute, {
  params: clientParamsSchema,
  query: ownerProviderQuerySchema,
  response: clientMessagePreferencesSchema,
  summary:
    "The client's recorded consent to texts (with who and when), whether their number replied STOP, and their automatic-messages switch",
});
