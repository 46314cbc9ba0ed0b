import { z } from 'zod';
import { COMPLETION_STEP_KEYS } from './completion.rules';

/** POST provider/profile/publish: the add-ons wanted (spec 2 §3); the wizard sends an empty body. */
export const publishRequestSchema = z.object({
  wantsFreeListing: z.boolean().optional(),
  wantsWebsite: z.boolean().optional(),
  wantsFsm: z.boolean().optional(),
  wantsPhone: z.boolean().optional(),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const publishStateResponseSchema = z.object({ vanityName: z.string(), published: z.boolean() });
export type PublishStateResponse = z.infer<typeof publishStateResponseSchema>;

/** GET provider/profile/completion: the wizard's steps and what publishing still needs. */
export const completionResponseSchema = z.object({
  published: z.boolean(),
  steps: z.array(
    z.object({
      key: z.enum(COMPLETION_STEP_KEYS),
      label: z.string(),
      required: z.boolean(),
      complete: z.boolean(),
    }),
  ),
  percentage: z.number(),
  /** The publish requirements not met, by field (spec 2 §5 messages). */
  publishBlockers: z.record(z.string(), z.string()),
  canPublish: z.boolean(),
});
export type CompletionResponse = z.infer<typeof completionResponseSchema>;
