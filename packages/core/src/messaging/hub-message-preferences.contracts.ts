import { hubUriParamsSchema } from '../client-hub/client-hub.schemas';
import { defineEndpoint } from '../platform/contract';
import {
  clientMessagePreferencesSchema,
  hubMessagePreferencesChangeSchema,
} from './client-messaging.schemas';
import {
  changeHubMessagePreferencesRoute,
  getHubMessagePreferencesRoute,
} from './hub-message-preferences.routes';

export const getHubMessagePreferencesEndpoint = defineEndpoint(getHubMessagePreferencesRoute, {
  params: hubUriParamsSchema,
  response: clientMessagePreferencesSchema,
  summary:
    "The hub client's own consent to this company's texts (the words they agree to, when and how it was recorded), whether their number replied STOP, and their automatic-messages switch",
});
export const changeHubMessagePreferencesEndpoint = defineEndpoint(changeHubMessagePreferencesRoute, {
  params: hubUriParamsSchema,
  body: hubMessagePreferencesChangeSchema,
  response: clientMessagePreferencesSchema,
  summary:
    'The hub client agrees to texts or withdraws (recorded as theirs, with the words shown), or turns automatic messages off or on; 400 without a mobile number',
});
