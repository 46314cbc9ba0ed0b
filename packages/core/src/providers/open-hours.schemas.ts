import { z } from 'zod';

/**
 * Open hours as they are kept (issue 33): weekly intervals of wall-clock minutes in the provider's time
 * zone. The spec's hours object (spec 2 §3) is derived from them (open-hours.rules.ts).
 */

/** ISO weekdays: Monday = 1 … Sunday = 7 (as Temporal's `dayOfWeek` and PostgreSQL's `isodow`). */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const MINUTES_PER_DAY = 1440;

export const openIntervalSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    /** Minutes after local midnight; 0-1440 is open all day. */
    opensMinute: z
      .number()
      .int()
      .min(0)
      .max(MINUTES_PER_DAY - 1),
    closesMinute: z.number().int().min(1).max(MINUTES_PER_DAY),
  })
  .refine((interval) => interval.opensMinute < interval.closesMinute, { path: ['closesMinute'] });
export type OpenInterval = z.infer<typeof openIntervalSchema>;
