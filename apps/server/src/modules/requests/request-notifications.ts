import {
  type ContactRequest,
  contactDescription,
  PREFERRED_CONTACT_METHOD_LABELS,
} from '@porchlight/core/providers/contact.schemas';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { PricingRequest } from '@porchlight/core/requests/pricing-request.schemas';
import type { ProviderRow } from '../providers/profile.repository';

/** What the provider is told about a new request, by e-mail and by text message. */

type Contact = Pick<
  ContactRequest,
  'firstName' | 'lastName' | 'preferredContactMethod' | 'email' | 'mobilePhoneNumber'
>;

export const requesterName = (request: Contact) =>
  [request.firstName, request.lastName].filter(Boolean).join(' ');

function contactLines(request: Contact): string {
  const lines = [
    `Preferred contact method: ${PREFERRED_CONTACT_METHOD_LABELS[request.preferredContactMethod]}`,
  ];
  if (request.email) lines.push(`Email: ${request.email}`);
  if (request.mobilePhoneNumber) lines.push(`Phone: ${formatPhoneNumber(request.mobilePhoneNumber)}`);
  return lines.join('\n');
}

/** The paragraphs of the provider's e-mail about a Contact Us request. */
export function contactEmailParagraphs(
  provider: ProviderRow,
  request: ContactRequest,
  requestNumber: number,
) {
  const paragraphs = [
    `${requesterName(request)} sent ${provider.name} a message through the Contact Us form of your profile (request #${requestNumber}).`,
    contactLines(request),
    `Message:\n${contactDescription(request.inputForm)}`,
  ];
  if (request.submittedFromUrl) paragraphs.push(`Sent from ${request.submittedFromUrl}`);
  return paragraphs;
}

/** The paragraphs of the provider's e-mail about a pricing request: services, answers, where, who. */
export function pricingEmailParagraphs(
  provider: ProviderRow,
  request: PricingRequest,
  requestNumber: number,
) {
  const paragraphs = [
    `${requesterName(request)} asked ${provider.name} for pricing and availability (request #${requestNumber}).`,
    `Services: ${request.services.join(', ')}`,
  ];
  if (request.inputForm.length > 0)
    paragraphs.push(
      request.inputForm.map((answer) => `${answer.label}\n${answer.valueLabel || answer.value}`).join('\n\n'),
    );
  const place = [
    request.address,
    request.address2,
    request.city,
    [request.stateCode, request.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  if (place) paragraphs.push(`Address: ${place}`);
  paragraphs.push(contactLines(request));
  return paragraphs;
}

/** The text message: who wrote and how to reach them, within one or two SMS segments. */
export function requestSms(
  provider: ProviderRow,
  request: Contact,
  requestNumber: number,
  kind: 'Contact Us request' | 'pricing request',
): string {
  const reach = [
    request.mobilePhoneNumber ? formatPhoneNumber(request.mobilePhoneNumber) : null,
    request.email,
  ]
    .filter(Boolean)
    .join(', ');
  return `${provider.name}: new ${kind} #${requestNumber} from ${requesterName(request)}${reach ? ` (${reach})` : ''}.`;
}
