import { hubVisitMailMessages as words } from '@porchlight/core/client-hub/hub-visits.messages';
import { type MailSite, scheduleUrl } from '../booking/booking-mails';
import { emailMessage } from '../platform/notification-message';
import type { OutboxMessage } from '../platform/outbox.repository';

/** What the company hears when its client cancels a visit or asks for another time in the hub. */
export interface HubVisitFacts {
  providerName: string;
  vanityName: string;
  client: { name: string; email: string; phone: string };
  jobTitle: string;
  jobNumber: number;
  /** 'Tue, Dec 1 · 8-10 AM' */
  when: string;
}

export function visitCancelledNotice(to: string, facts: HubVisitFacts, site: MailSite): OutboxMessage {
  return emailMessage(
    to,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.cancelledNoticeSubject(facts.client.name, facts.when),
      paragraphs: [
        words.cancelledNotice(facts.client.name, facts.jobTitle, facts.jobNumber, facts.when),
        words.contactLine(facts.client.email, facts.client.phone),
      ],
      link: { label: words.openSchedule, url: scheduleUrl(facts, site) },
    },
    { kind: 'hub-visit-cancelled', jobNumber: facts.jobNumber },
  );
}

export function anotherTimeNotice(
  to: string,
  facts: HubVisitFacts,
  note: string,
  site: MailSite,
): OutboxMessage {
  return emailMessage(
    to,
    {
      providerName: facts.providerName,
      siteName: site.siteName,
      subject: words.anotherTimeSubject(facts.client.name, facts.when),
      paragraphs: [
        words.anotherTime(facts.client.name, facts.jobTitle, facts.jobNumber, facts.when),
        ...(note ? [words.note(note)] : []),
        words.contactLine(facts.client.email, facts.client.phone),
      ],
      link: { label: words.openSchedule, url: scheduleUrl(facts, site) },
    },
    { kind: 'hub-visit-another-time', jobNumber: facts.jobNumber },
  );
}
