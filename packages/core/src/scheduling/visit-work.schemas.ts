import { z } from 'zod';
import { requestUploadResponseSchema } from '../requests/pricing-request.schemas';
import { numberParamSchema } from '../service-manager/documents.schemas';
import { visitWorkMessages as messages } from './scheduling.messages';
import { visitNotesField, visitParamsSchema, visitSchema, visitVersionField } from './visits.schemas';

/**
 * What the person working records at a visit (issue 33 item 3, docs/plans/scheduling.md §4 slice 2):
 * checklist ticks, notes and photos. Every answer is the visit as it is now.
 */

/** `…/visits/{visitId}/checklist/{itemId}` */
export const checklistItemParamsSchema = visitParamsSchema.extend({
  itemId: z.uuid({ error: messages.checklistItemNotFound }),
});

/**
 * PUT …/checklist/{itemId}: done or not, set (not toggled), so a retried tap changes nothing; two
 * people ticking different lines never clash, so no version is asked.
 */
export const checklistTickSchema = z.object({ done: z.boolean() });
export type ChecklistTick = z.output<typeof checklistTickSchema>;

/** PUT …/notes: the whole notes, at the version read (409 when someone else changed the visit first). */
export const visitNotesSchema = z.object({ version: visitVersionField, notes: visitNotesField });
export type VisitNotes = z.output<typeof visitNotesSchema>;

/** `…/photos/{photoNumber}` */
export const visitPhotoParamsSchema = visitParamsSchema.extend({ photoNumber: numberParamSchema });

/** An upload: each file's outcome (a refused one never fails the others), then the visit with its photos. */
export const visitPhotoUploadSchema = visitSchema.extend(requestUploadResponseSchema.shape);
export type VisitPhotoUpload = z.infer<typeof visitPhotoUploadSchema>;
