/** The calendar feed's words (issue 33 item 6); ours, the spec is silent. */
export const calendarFeedMessages = {
  feedNotFound: 'This calendar link does not work anymore. Ask for a new one on My schedule.',
  feedOff: 'Your calendar feed is turned off. The old link no longer works.',
} as const;
