const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Dec 26, 2026': a day as the product writes it in mail, receipts and pages (UTC, so every process agrees). */
export function formatDay(date: Date | string): string {
  return dayFormat.format(typeof date === 'string' ? new Date(date) : date);
}
