import { z } from 'zod';
import { requestUploadResponseSchema } from '../requests/pricing-request.schemas';
import { attachmentSchema, numberParamSchema } from './documents.schemas';
import { DOCUMENT_TYPES } from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/** Files attached to an estimate or invoice by its provider (spec 3 §3 "Attachment"). */

/** `/provider/service-manager/attachments/{type}/{number}`: the document. */
export const documentParamsSchema = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: messages.documentTypeInvalid }),
  number: numberParamSchema,
});

/** `…/{attachmentNumber}`: one of its files. */
export const attachmentParamsSchema = documentParamsSchema.extend({ attachmentNumber: numberParamSchema });

/** The document's files after a change, in number order. */
export const attachmentsResponseSchema = z.object({ attachments: z.array(attachmentSchema) });

/** An upload: each file's outcome (a refused one never fails the others), then the files attached. */
export const attachmentUploadResponseSchema = requestUploadResponseSchema.extend(
  attachmentsResponseSchema.shape,
);
export type AttachmentUploadResponse = z.infer<typeof attachmentUploadResponseSchema>;
