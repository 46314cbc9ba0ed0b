export const INSIGHTS_PATH = '/account/insights';

/** The Insights page of one company (owner and managers). */
export function insightsHref(vanityName: string): string {
  return `${INSIGHTS_PATH}?company=${encodeURIComponent(vanityName)}`;
}
