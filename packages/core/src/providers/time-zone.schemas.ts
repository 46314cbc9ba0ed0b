import { z } from 'zod';
import { timeZoneMessages } from './owner-tools.messages';

/**
 * A provider's IANA time zone (issue 33): its open hours and every time shown to its people are wall
 * times there. It follows the location until the owner chooses one.
 */

/** The zones a US business is likely in, first in the owner's list; any other IANA zone is accepted too. */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Phoenix', label: 'Mountain Time, no daylight saving (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
  { value: 'America/Puerto_Rico', label: 'Atlantic Time (Puerto Rico)' },
] as const;

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether the runtime knows the zone (Node's and the browser's ICU both carry the IANA database). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: timeZoneMessages.invalid })
  .trim()
  .min(1, timeZoneMessages.invalid)
  .max(64, timeZoneMessages.invalid)
  // 'Area/City' names only: Intl also takes offsets such as '+05:00', which have no daylight saving.
  .regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/, timeZoneMessages.invalid)
  .refine(isTimeZone, timeZoneMessages.invalid);

/** PATCH provider/profile/time-zone */
export const timeZoneRequestSchema = z.object({ timeZone: timeZoneSchema });
export type TimeZoneRequest = z.infer<typeof timeZoneRequestSchema>;

export const timeZoneResponseSchema = z.object({
  timeZone: z.string(),
  /** True once the owner chose it; until then it follows the location. */
  chosen: z.boolean(),
});
export type TimeZoneResponse = z.infer<typeof timeZoneResponseSchema>;
