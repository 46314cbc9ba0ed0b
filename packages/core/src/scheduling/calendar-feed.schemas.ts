import { z } from 'zod';
import { calendarFeedMessages as messages } from './calendar-feed.messages';

/** Calendar apps like a file name: the URL ends in '.ics', which is not part of the secret. */
export const CALENDAR_FEED_SUFFIX = '.ics';

/** GET, POST provider/schedule/feed: the caller's feed URL, or null while they have none. */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** DELETE provider/schedule/feed */
export const calendarFeedOffSchema = z.object({ message: z.string() });

/** GET calendar/{feedToken}: the token, with or without its '.ics'. */
export const calendarFeedParamsSchema = z.object({
  feedToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}(\.ics)?$/, messages.feedNotFound)
    .transform((token) =>
      token.endsWith(CALENDAR_FEED_SUFFIX) ? token.slice(0, -CALENDAR_FEED_SUFFIX.length) : token,
    ),
});
