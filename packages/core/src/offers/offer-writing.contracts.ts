import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { generateDescriptionRoute, generateTeaserRoute } from './offer-writing.routes';
import {
  generateDescriptionRequestSchema,
  generateDescriptionResponseSchema,
  generateTeaserRequestSchema,
  generateTeaserResponseSchema,
} from './offer-writing.schemas';

export const generateTeaserEndpoint = defineEndpoint(generateTeaserRoute, {
  query: ownerProviderQuerySchema,
  body: generateTeaserRequestSchema,
  response: generateTeaserResponseSchema,
  summary: "Write an offer's teaser with AI; saveUpdate stores it on the offer too",
  description:
    'The company name and brief description come from the provider. Capped per provider and day (429); 503 when the AI service fails.',
});

export const generateDescriptionEndpoint = defineEndpoint(generateDescriptionRoute, {
  query: ownerProviderQuerySchema,
  body: generateDescriptionRequestSchema,
  response: generateDescriptionResponseSchema,
  summary: "Write an offer's description with AI; saveUpdate stores it on the offer too",
  description:
    'Answers sanitised HTML and the same text with "- " list lines. Capped per provider and day (429); 503 when the AI service fails.',
});
