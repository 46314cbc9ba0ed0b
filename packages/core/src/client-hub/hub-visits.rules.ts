/**
 * When a client may still change a visit online (issue 34 item 4, issue 35 item 2): until `cutoffHours`
 * ELAPSED hours before it starts (an instant, so a daylight-saving change between now and the visit
 * neither adds nor takes an hour).
 */

const HOUR_MS = 3_600_000;

export function changesCloseAt(startsAt: Date, cutoffHours: number): Date {
  return new Date(startsAt.getTime() - cutoffHours * HOUR_MS);
}

export function changesOpen(startsAt: Date, cutoffHours: number, now: Date): boolean {
  return now.getTime() < changesCloseAt(startsAt, cutoffHours).getTime();
}

/** '24 hours', '1 hour', for the cutoff sentence. */
export function cutoffWords(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
