import type { InsightEventKind } from './insight-events.rules';

/**
 * What only the visitor's browser sees (docs/plans/insights.md §2.4): a profile's clicks and starts, sent by
 * its beacon. Completions (requests sent, chats started) are counted from their own tables. Kept apart from
 * the rules so the profile's listener loads these few bytes only.
 */
export const BEACON_EVENT_KINDS = [
  'phone-click',
  'website-click',
  'contact-start',
  'pricing-start',
  'chat-start',
] as const satisfies readonly InsightEventKind[];
export type BeaconEventKind = (typeof BEACON_EVENT_KINDS)[number];

/** The attribute naming the beacon event of a profile's link or control. */
export const INSIGHT_ATTRIBUTE = 'data-insight';

/** Marks a profile's link or control: a click on it (or inside it) sends its event once per page. */
export function insightAttribute(kind: BeaconEventKind): { [INSIGHT_ATTRIBUTE]: BeaconEventKind } {
  return { [INSIGHT_ATTRIBUTE]: kind };
}
