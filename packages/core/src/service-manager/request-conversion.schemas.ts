import { z } from 'zod';
import { clientSchema } from './clients.schemas';
import { numberParamSchema } from './documents.schemas';
import { estimateSchema } from './estimates.schemas';

/** POST provider/service-manager/requests/{requestNumber}/convert: a request becomes a client and a draft estimate. */

export const convertRequestParamsSchema = z.object({ requestNumber: numberParamSchema });

export const convertRequestResponseSchema = z.object({
  client: clientSchema,
  /** True when the client already existed (the same e-mail address), so none was added. */
  existingClient: z.boolean(),
  estimate: estimateSchema,
});
export type ConvertRequestResponse = z.infer<typeof convertRequestResponseSchema>;
