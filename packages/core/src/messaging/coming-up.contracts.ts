import { defineEndpoint } from '../platform/contract';
import { listComingUpMessagesRoute } from './coming-up.routes';
import { comingUpMessagesSchema, comingUpQuerySchema } from './coming-up.schemas';

export const listComingUpMessagesEndpoint = defineEndpoint(listComingUpMessagesRoute, {
  query: comingUpQuerySchema,
  response: comingUpMessagesSchema,
  summary:
    'The automatic messages still to go to clients, soonest first: when, which, to whom, by e-mail or text',
});
