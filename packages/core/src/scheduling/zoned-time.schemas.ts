import { z } from 'zod';
import { wireTimeMessages } from './scheduling.messages';

/**
 * Times on the wire (docs/plans/scheduling.md §4): RFC 3339 with its offset ('2026-11-01T01:30:00-05:00'),
 * or a wall time without one ('2026-11-01T01:30') that the server reads in the provider's zone.
 * Only the shape is checked here: whether the time exists there needs the zone (zoned-time.rules.ts).
 */

/** Groups: 1 the wall date and time, 2 the offset ('Z', '-05:00') when there is one. */
export const WIRE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:\d{2})?$/;

export const wireTimeSchema = z
  .string({ error: wireTimeMessages.invalid })
  .max(40, wireTimeMessages.invalid)
  .regex(WIRE_TIME_PATTERN, wireTimeMessages.invalid);
