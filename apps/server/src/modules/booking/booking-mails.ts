import { bookingMailMessages as words } from '@porchlight/core/booking/booking.messages';
import { hubVisitMailMessages } from '@porchlight/core/client-hub/hub-visits.messages';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { emailMessage, type NotificationContent } from '../platform/notification-message';
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
export function bookingInvitation(
  facts: BookedFacts,
  site: MailSite,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): string {
  const host = new URL(site.publicUrl).hostname;
  const calendar = ical({
    prodId: { company: site.siteName, product: 'online-booking', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `booking-${facts.bookingId}@${host}`,
    sequence: facts.sequence,
    start: facts.startsAt,
    end: facts.endsAt,
    summary: `${facts.offerName} · ${facts.providerName}`,
    location: facts.place,
    description: `${words.confirmed(facts.visitor.firstName, facts.offerName, facts.providerName, facts.when)}\n${words.timesIn(facts.zoneName)}`,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
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

/**
 * The visitor's confirmation, carrying the invitation (outbox meta `calendarEvent`, read by mailMessageOf)
 * and, when given, the client hub link where the booking is rescheduled or cancelled (plan §2.6).
 */
export function bookingConfirmation(facts: BookedFacts, site: MailSite, hubUrl?: string): OutboxMessage {
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
      ...(hubUrl ? { link: { label: hubVisitMailMessages.manageBooking, url: hubUrl } } : {}),
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
      link: { label: words.openSchedule, url: scheduleUrl(facts, site) },
    },
    { kind: 'booking-new', bookingId: facts.bookingId },
  );
}

/** The owner's Schedule tab, where booking requests are answered. */
export const scheduleUrl = (facts: Pick<BookedFacts, 'vanityName'>, site: MailSite) =>
  `${site.publicUrl}/account/service-manager?company=${encodeURIComponent(facts.vanityName)}&tab=schedule`;

/** The provider's booking dialog: a declined or unanswered visitor picks another time there. */
const bookAgainUrl = (facts: BookedFacts, site: MailSite) =>
  `${site.publicUrl}/company/${encodeURIComponent(facts.vanityName)}/book`;

const clientName = (facts: BookedFacts) => `${facts.visitor.firstName} ${facts.visitor.lastName}`;

/**
 * An e-mail about the booking from its company, to `to` (the visitor, or one of the company's addresses):
 * the company's and site's names filled in, the booking's id in the meta.
 */
export function bookingMail(
  to: string,
  facts: BookedFacts,
  site: MailSite,
  content: Pick<NotificationContent, 'subject' | 'paragraphs' | 'link'>,
  meta: { kind: string } & Record<string, unknown>,
): OutboxMessage {
  return emailMessage(
    to,
    { providerName: facts.providerName, siteName: site.siteName, ...content },
    { ...meta, bookingId: facts.bookingId },
  );
}

/** Approval mode (plan §2.4): the visitor asked; '{replyBy}' as 'Tue, Dec 1, 5 PM'. */
export function requestSentMail(facts: BookedFacts, replyBy: string, site: MailSite): OutboxMessage {
  return emailMessage(
    facts.visitor.email,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.requestedSubject(facts.providerName, facts.when),
      paragraphs: [
        words.requested(facts.visitor.firstName, facts.offerName, facts.providerName, facts.when),
        words.willReplyBy(facts.providerName, replyBy),
        words.bookedAddress(facts.place),
        words.timesIn(facts.zoneName),
      ],
    },
    { kind: 'booking-requested', bookingId: facts.bookingId },
  );
}

/** The company's "New booking request — reply by …", to each address that hears about requests. */
export function newRequestNotice(
  to: string,
  facts: BookedFacts,
  replyBy: string,
  site: MailSite,
): OutboxMessage {
  return emailMessage(
    to,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.newRequestSubject(replyBy),
      paragraphs: [
        words.newRequest(clientName(facts), facts.offerName, facts.when, facts.memberName),
        words.answerBy(replyBy),
        words.bookedAddress(facts.place),
        words.contactLine(facts.visitor.email, facts.visitor.phone),
      ],
      link: { label: words.answerRequest, url: scheduleUrl(facts, site) },
    },
    { kind: 'booking-request-new', bookingId: facts.bookingId },
  );
}

/** The pro declined: the visitor is told, with the pro's note if any, and may pick another time. */
export function declinedMail(facts: BookedFacts, reason: string | undefined, site: MailSite): OutboxMessage {
  return emailMessage(
    facts.visitor.email,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.declinedSubject(facts.providerName, facts.when),
      paragraphs: [
        words.declined(facts.visitor.firstName, facts.providerName, facts.offerName, facts.when),
        ...(reason ? [words.declineNote(reason)] : []),
      ],
      link: { label: words.bookAgain, url: bookAgainUrl(facts, site) },
    },
    { kind: 'booking-declined', bookingId: facts.bookingId },
  );
}

/** Nobody answered in time: the visitor is told and may pick another time. */
export function expiredMail(facts: BookedFacts, site: MailSite): OutboxMessage {
  return emailMessage(
    facts.visitor.email,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.expiredSubject(facts.providerName),
      paragraphs: [words.expired(facts.providerName), words.expiredDetail(facts.offerName, facts.when)],
      link: { label: words.bookAgain, url: bookAgainUrl(facts, site) },
    },
    { kind: 'booking-expired', bookingId: facts.bookingId },
  );
}

/** The company's note that a request lapsed unanswered. */
export function expiredNotice(to: string, facts: BookedFacts, site: MailSite): OutboxMessage {
  return emailMessage(
    to,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.expiredNoticeSubject(clientName(facts), facts.when),
      paragraphs: [words.expiredNotice(clientName(facts), facts.when)],
      link: { label: words.openSchedule, url: scheduleUrl(facts, site) },
    },
    { kind: 'booking-request-expired', bookingId: facts.bookingId },
  );
}
