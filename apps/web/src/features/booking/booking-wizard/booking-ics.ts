/**
 * 'Add to calendar' on the confirmation (plan §7): a one-event iCalendar file made in the browser from
 * what the dialog knows (the booked start and the offer's length), UTC times, the booking's UID as
 * the e-mailed invitation's, so a calendar that has both keeps one event.
 */

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

export function bookingIcs(booking: {
  bookingId: string;
  start: string;
  durationMinutes: number;
  summary: string;
  place: string;
}): string {
  const start = new Date(booking.start);
  const end = new Date(start.getTime() + booking.durationMinutes * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Porchlight//Online booking//EN',
    'BEGIN:VEVENT',
    `UID:booking-${booking.bookingId}@${window.location.hostname}`,
    `DTSTAMP:${utc(new Date())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(booking.summary)}`,
    `LOCATION:${text(booking.place)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
