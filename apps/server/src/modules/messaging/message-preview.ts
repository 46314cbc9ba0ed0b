import { formatCents } from '@porchlight/core/billing/money.rules';
import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import { MESSAGE_KIND_DEFINITIONS, type MessageKind } from '@porchlight/core/messaging/message-kinds';
import type { MessagePreview } from '@porchlight/core/messaging/message-settings.schemas';
import {
  composeText,
  LINK_PLACEHOLDERS,
  paragraphsOf,
  parseTemplate,
  renderTokens,
  usesPlaceholder,
  withoutMissingLinks,
} from '@porchlight/core/messaging/template.rules';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import { dateLabel, spanLabel } from '@porchlight/core/scheduling/time-labels.rules';
import { localDateOf } from '@porchlight/core/scheduling/zoned-time.rules';
import { SegmentedMessage } from 'sms-segments-calculator';
import { emailMessage } from '../platform/notification-message';

export interface PreviewProvider {
  name: string;
  phone: string | null;
  timeZone: string;
}

/** A sample client's values for a provider: a visit tomorrow 8-10 AM in its zone, invoice and estimate. */
export function sampleValuesOf(
  provider: PreviewProvider,
  publicUrl: string,
  now: Date,
): Record<string, string> {
  const tomorrow = localDateOf(new Date(now.getTime() + 24 * 60 * 60_000), provider.timeZone);
  const start = wallTimeOn(tomorrow, 0, 8 * 60, provider.timeZone);
  const end = wallTimeOn(tomorrow, 0, 10 * 60, provider.timeZone);
  const dayLabel = (days: number) =>
    dateLabel(wallTimeOn(tomorrow, days, 12 * 60, provider.timeZone), provider.timeZone);
  return {
    client_first_name: 'Alex',
    client_name: 'Alex Rivera',
    company_name: provider.name,
    company_phone: formatPhoneNumber(provider.phone) ?? '(555) 010-0199',
    visit_date: dateLabel(start, provider.timeZone),
    visit_time: spanLabel(start, end, provider.timeZone),
    job_title: 'Gutter cleaning',
    address: '123 Main St, Springfield, IL 62701',
    technician_first_name: 'Sam',
    invoice_number: '1042',
    amount_due: formatCents(24_000),
    due_date: dayLabel(13),
    estimate_number: '1043',
    estimate_total: formatCents(125_000),
    expires_on: dayLabel(29),
    link: `${publicUrl}/hub/sample`,
    card_link: `${publicUrl}/hub/sample#my-account`,
  };
}

/** The longest values a text is checked with at save: long names and addresses, a hub link. */
export function longestValuesOf(provider: PreviewProvider, publicUrl: string): Record<string, string> {
  return {
    client_first_name: 'Christopher-Alexander',
    client_name: 'Christopher-Alexander Montgomery-Fitzgerald',
    company_name: provider.name,
    company_phone: '(555) 010-0199 ext. 1234',
    visit_date: 'Wed, Sep 30',
    visit_time: '10:30 AM CDT-12:30 PM CST',
    job_title: 'Whole-house gutter cleaning and downspout repair',
    address: '12345 North Martin Luther King Junior Boulevard, Apartment 1234, Springfield, IL 62701',
    technician_first_name: 'Christopher-Alexander',
    invoice_number: '1000000',
    amount_due: '$100,000.00',
    due_date: 'Wed, Sep 30',
    estimate_number: '1000000',
    estimate_total: '$100,000.00',
    expires_on: 'Wed, Sep 30',
    link: `${publicUrl}/hub/${'x'.repeat(64)}`,
    card_link: `${publicUrl}/hub/${'x'.repeat(64)}#my-account`,
  };
}

interface Template {
  subject: string;
  emailBody: string;
  smsBody: string;
}

/**
 * The link placeholders without a value: pages the message cannot open (no Client Hub, deliver-message);
 * the sentences leading to them are left out of what is sent.
 */
const missingLinksOf = (values: Record<string, string>) =>
  LINK_PLACEHOLDERS.filter((placeholder) => !values[placeholder]);

/** A kind's text as sent with these values; the templates were checked before (parse errors throw). */
export function renderText(kind: MessageKind, template: Template, values: Record<string, string>): string {
  const { placeholders, linkLabel } = MESSAGE_KIND_DEFINITIONS[kind];
  const parsed = parseTemplate(template.smsBody, placeholders);
  if (!parsed.ok) throw new Error(parsed.message);
  const tokens = withoutMissingLinks(parsed.tokens, { placeholders: missingLinksOf(values), button: false });
  return composeText({
    companyName: values.company_name ?? '',
    body: renderTokens(tokens, values),
    link: linkLabel ? values.link || null : null,
    bodyHasLink: usesPlaceholder(tokens, 'link'),
  });
}

export function segmentsOf(text: string) {
  const segmented = new SegmentedMessage(text);
  return {
    smsSegments: segmented.segmentsCount,
    smsEncoding: segmented.getEncodingName() === 'GSM-7' ? ('GSM-7' as const) : ('UCS-2' as const),
  };
}

/** A kind's e-mail and text as a client would get them, rendered with `values`. */
export function previewOf(
  kind: MessageKind,
  template: Template,
  values: Record<string, string>,
  siteName: string,
): MessagePreview {
  const { placeholders, linkLabel } = MESSAGE_KIND_DEFINITIONS[kind];
  // Without its link the e-mail has no button, and no sentence pointing at one.
  const missing = { placeholders: missingLinksOf(values), button: linkLabel !== null && !values.link };
  const render = (text: string) => {
    const parsed = parseTemplate(text, placeholders);
    if (!parsed.ok) throw new Error(parsed.message);
    return renderTokens(withoutMissingLinks(parsed.tokens, missing), values);
  };
  const email = emailMessage(
    'client@example.com',
    {
      providerName: values.company_name,
      subject: render(template.subject),
      paragraphs: paragraphsOf(render(template.emailBody)),
      link: linkLabel && values.link ? { label: linkLabel, url: values.link } : undefined,
      siteName,
    },
    {},
  );
  const sms = renderText(kind, template, values);
  return {
    subject: email.subject ?? '',
    emailText: email.body,
    emailHtml: email.html ?? '',
    sms,
    ...segmentsOf(sms),
  };
}
