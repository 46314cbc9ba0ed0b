/** Calendar days ('YYYY-MM-DD') with Intl alone: safe in the browser, no Temporal. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of an instant in a zone (en-CA writes dates that way). */
export function localDateOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The date `days` after a 'YYYY-MM-DD' one (calendar arithmetic at UTC noon, clear of any change). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
