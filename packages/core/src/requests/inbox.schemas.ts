import { z } from 'zod';

/** The provider's inbox of requests (Contact Us 'cu' and pricing 'paa'), newest first (issue 12). */

export const inboxQuerySchema = z.object({
  vanityName: z.string().trim().min(1).max(100),
  first: z.coerce.number().int().min(0).max(100_000).default(0),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});

export const inboxAttachmentSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});

export const inboxRequestSchema = z.object({
  requestNumber: z.number(),
  type: z.enum(['cu', 'paa']),
  status: z.string(),
  createdAt: z.string(),
  /** When an owner or manager marked it read; null while unread. */
  readAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  preferredContactMethod: z.enum(['email', 'phone', 'both']),
  email: z.string().nullable(),
  mobilePhoneNumber: z.string().nullable(),
  services: z.array(z.string()),
  inputForm: z.array(
    z.object({
      name: z.string().optional(),
      label: z.string(),
      type: z.string(),
      value: z.string(),
      valueLabel: z.string().optional(),
    }),
  ),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  submittedFromUrl: z.string().nullable(),
  attachments: z.array(inboxAttachmentSchema),
});
export type InboxRequest = z.infer<typeof inboxRequestSchema>;

export const inboxResponseSchema = z.object({
  requests: z.array(inboxRequestSchema),
  totalRecords: z.number(),
  unreadCount: z.number(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const inboxRequestParamsSchema = z.object({
  requestNumber: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A request's photo: numbered 1, 2 … in the order they were sent, as the inbox lists them. */
export const inboxAttachmentParamsSchema = inboxRequestParamsSchema.extend({
  attachmentNumber: z.coerce.number().int().positive().max(1_000),
});

export const unreadRequestsResponseSchema = z.object({ unreadCount: z.number() });
