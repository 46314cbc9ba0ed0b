import { bookingMailMessages as words } from '@porchlight/core/booking/booking.messages';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { emailMessage } from '../platform/notification-message';
import type { OutboxMessage } from '../platform/outbox.repository';

/** What the booking's e-mails say: filled in by the booking's unit of work. */
export interface BookedFacts {
  bookingId: string;
  providerName: string;
  vanityName: string;
  offerName: string;
  /** 'Tue, Dec 1 · 8-10 AM' */
  when: string;
  /** 'Central Time' */
  zoneName: string;
  startsAt: Date;
  endsAt: Date;
  /** The visit's version: the invitation's SEQUENCE, so a later update replaces it. */
  sequence: number;
  visitor: { firstName: string; lastName: string; email: string; phone: string };
  place: string;
  memberName: string;
}

export interface MailSite {
  siteName: string;
  publicUrl: string;
}

/**
 * The invitation (plan §3): METHOD:REQUEST, UTC times, UID `booking-<id>@<host>` kept across later
 * changes, SEQUENCE the visit's version; the organizer is the site's sender on the provider's behalf.
 */
export function bookingInvitation(facts: BookedFacts, site: MailSite): string {
  const host = new URL(site.publicUrl).hostname;
  const calendar = ical({
    prodId: { company: site.siteName, product: 'online-booking', language: 'EN' },
    method: ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `booking-${facts.bookingId}@${host}`,
    sequence: facts.sequence,
    start: facts.startsAt,
    end: facts.endsAt,
    summary: `${facts.offerName} · ${facts.providerName}`,
    location: facts.place,
    description: `${words.confirmed(facts.visitor.firstName, facts.offerName, facts.providerName, facts.when)}\n${words.timesIn(facts.zoneName)}`,
    status: ICalEventStatus.CONFIRMED,
    organizer: { name: `${facts.providerName} via ${site.siteName}`, email: `no-reply@${host}` },
    attendees: [
      {
        name: `${facts.visitor.firstName} ${facts.visitor.lastName}`,
        email: facts.visitor.email,
        rsvp: false,
        role: ICalAttendeeRole.REQ,
      },
    ],
  });
  return calendar.toString();
}

/** The visitor's confirmation, carrying the invitation (outbox meta `calendarEvent`, read by mailMessageOf). */
export function bookingConfirmation(facts: BookedFacts, site: MailSite): OutboxMessage {
  return emailMessage(
    facts.visitor.email,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.confirmedSubject(facts.providerName, facts.when),
      paragraphs: [
        words.confirmed(facts.visitor.firstName, facts.offerName, facts.providerName, facts.when),
        words.bookedAddress(facts.place),
        `${words.timesIn(facts.zoneName)} ${words.addToCalendar}`,
      ],
    },
    {
      kind: 'booking-confirmed',
      bookingId: facts.bookingId,
      calendarEvent: { method: 'REQUEST', content: bookingInvitation(facts, site) },
    },
  );
}

/** The provider's "new booking" e-mail, to each address that hears about requests. */
export function newBookingNotice(to: string, facts: BookedFacts, site: MailSite): OutboxMessage {
  const client = `${facts.visitor.firstName} ${facts.visitor.lastName}`;
  return emailMessage(
    to,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.newBookingSubject(client, facts.when),
      paragraphs: [
        words.newBooking(client, facts.offerName, facts.when, facts.memberName),
        words.bookedAddress(facts.place),
        words.contactLine(facts.visitor.email, facts.visitor.phone),
      ],
      link: {
        label: words.openSchedule,
        url: `${site.publicUrl}/account/service-manager?company=${encodeURIComponent(facts.vanityName)}&tab=schedule`,
      },
    },
    { kind: 'booking-new', bookingId: facts.bookingId },
  );
}
