import { z } from 'zod';
import { contactResponseSchema, probeResponseSchema } from '../providers/contact.schemas';

/**
 * POST client-hub/request/{uri}: a Contact Us request (type 'cu', spec 1 §3) or the accessibility
 * probe. Only the probe flag is read here; the service checks a request with the contact schema,
 * whose SEO rule depends on the request's host.
 */
export const clientHubRequestBodySchema = z.looseObject({ accessibilityTest: z.boolean().optional() });
export const clientHubRequestResponseSchema = z.union([contactResponseSchema, probeResponseSchema]);
