import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  getMessageSettingsRoute,
  moveMessageClockRoute,
  previewMessageKindRoute,
  restoreMessageKindRoute,
  saveMessageKindRoute,
  updateMessageSettingsRoute,
} from './message-settings.routes';
import {
  kindRuleBodySchema,
  messageClockSchema,
  messageKindParamsSchema,
  messageKindSchema,
  messagePreviewSchema,
  messageSettingsSchema,
  moveMessageClockSchema,
  saveKindRuleSchema,
  updateMessageSettingsSchema,
} from './message-settings.schemas';

export const getMessageSettingsEndpoint = defineEndpoint(getMessageSettingsRoute, {
  query: ownerProviderQuerySchema,
  response: messageSettingsSchema,
  summary:
    "The provider's automatic messages: quiet hours, cutoffs, and every kind's switches, timing and template",
});

export const updateMessageSettingsEndpoint = defineEndpoint(updateMessageSettingsRoute, {
  query: ownerProviderQuerySchema,
  body: updateMessageSettingsSchema,
  response: messageSettingsSchema,
  summary:
    'Changes quiet hours, the visit cancel cutoff or estimate validity (409 when the version is stale)',
});

export const saveMessageKindEndpoint = defineEndpoint(saveMessageKindRoute, {
  params: messageKindParamsSchema,
  query: ownerProviderQuerySchema,
  body: saveKindRuleSchema,
  response: messageKindSchema,
  summary: "Saves one kind's switches, timing and template (400 per field; 409 when the version is stale)",
});

export const restoreMessageKindEndpoint = defineEndpoint(restoreMessageKindRoute, {
  params: messageKindParamsSchema,
  query: ownerProviderQuerySchema,
  response: messageKindSchema,
  summary: 'Restores one kind to the default switches, timing and template',
});

export const previewMessageKindEndpoint = defineEndpoint(previewMessageKindRoute, {
  params: messageKindParamsSchema,
  query: ownerProviderQuerySchema,
  body: kindRuleBodySchema,
  response: messagePreviewSchema,
  summary: "A kind's e-mail and text as a sample client would get them (nothing stored)",
});

export const moveMessageClockEndpoint = defineEndpoint(moveMessageClockRoute, {
  query: ownerProviderQuerySchema,
  body: moveMessageClockSchema,
  response: messageClockSchema,
  summary: "Test servers: moves the provider's message clock forward (404 where it does not move)",
});
