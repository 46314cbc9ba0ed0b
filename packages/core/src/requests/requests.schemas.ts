import { z } from 'zod';
import { contactResponseSchema, probeResponseSchema } from '../providers/contact.schemas';
import { pricingResponseSchema } from './pricing-request.schemas';

/**
 * POST client-hub/request/{uri}: a Contact Us request (type 'cu', spec 1 §3), a pricing request
 * (type 'paa', spec 2 §3) or the accessibility probe. Only the probe flag is read here; the service
 * checks a request with the contact or pricing schema, whose rules depend on the request's host and
 * the provider's pricing forms.
 */
export const clientHubRequestBodySchema = z.looseObject({ accessibilityTest: z.boolean().optional() });
export const clientHubRequestResponseSchema = z.union([
  pricingResponseSchema,
  contactResponseSchema,
  probeResponseSchema,
]);
