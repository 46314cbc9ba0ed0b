import {
  type ContactRequest,
  contactDescription,
  contactMessages,
  contactRequestSchema,
  PREFERRED_CONTACT_METHOD_LABELS,
} from '@porchlight/core/providers/contact.schemas';
import { formatPhoneNumber, menuVisibility } from '@porchlight/core/providers/profile.rules';
import type { z } from 'zod';
import type { UnitOfWork } from '../../plugins/repositories';
import type { Access } from '../identity/access';
import { type Principal, userIdOf } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { emailMessage, smsMessage } from '../platform/notification-message';
import type { CustomDomainResolver } from '../providers/custom-domains';
import type { ProviderRow } from '../providers/profile.repository';
import type { RequestsRepository } from './requests.repository';

/** zod issues -> { field: message } and the first message, as the error handler answers a 400. */
function badRequest(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fields[field] ??= issue.message;
  }
  return new AppError('badRequest', Object.values(fields)[0] ?? 'Invalid request', fields);
}

/** The paragraphs of the provider's e-mail about a Contact Us request. */
function notificationParagraphs(
  provider: ProviderRow,
  request: ContactRequest,
  requestNumber: number,
): string[] {
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
  const contact = [
    `Preferred contact method: ${PREFERRED_CONTACT_METHOD_LABELS[request.preferredContactMethod]}`,
  ];
  if (request.email) contact.push(`Email: ${request.email}`);
  if (request.mobilePhoneNumber) contact.push(`Phone: ${formatPhoneNumber(request.mobilePhoneNumber)}`);
  const paragraphs = [
    `${name} sent ${provider.name} a message through the Contact Us form of your profile (request #${requestNumber}).`,
    contact.join('\n'),
    `Message:\n${contactDescription(request.inputForm)}`,
  ];
  if (request.submittedFromUrl) paragraphs.push(`Sent from ${request.submittedFromUrl}`);
  return paragraphs;
}

/** The text message: who wrote and how to reach them, within one or two SMS segments. */
function notificationSms(provider: ProviderRow, request: ContactRequest, requestNumber: number): string {
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
  const reach = [
    request.mobilePhoneNumber ? formatPhoneNumber(request.mobilePhoneNumber) : null,
    request.email,
  ]
    .filter(Boolean)
    .join(', ');
  return `${provider.name}: new Contact Us request #${requestNumber} from ${name}${reach ? ` (${reach})` : ''}.`;
}

export function createRequestsService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  customDomains: CustomDomainResolver;
  siteName: string;
  publicUrl: string;
}) {
  /**
   * Who hears about a Contact Us request, and how: the contact preferences for all/cu (e-mail or
   * SMS); without any, the profile e-mail, else the owners by e-mail.
   */
  async function recipients(
    repository: RequestsRepository,
    provider: ProviderRow,
  ): Promise<{ emails: string[]; phones: string[] }> {
    const preferred = await repository.listPreferences(provider.id, 'cu');
    if (preferred.length > 0) {
      const values = (method: 'email' | 'sms') => [
        ...new Set(
          preferred.filter((pref) => pref.method === method).map((pref) => pref.value.toLowerCase()),
        ),
      ];
      return { emails: values('email'), phones: values('sms') };
    }
    if (provider.email) return { emails: [provider.email], phones: [] };
    return { emails: await repository.listOwnerEmails(provider.id), phones: [] };
  }

  return {
    /**
     * POST client-hub/request/{uri}: the accessibility probe answers at once; a Contact Us request is
     * validated by the core schema (the SEO rule when it comes through a custom domain), stored and
     * sent to the provider.
     */
    async submit(
      principal: Principal,
      { uri, body }: { uri: string; body: Record<string, unknown> },
    ): Promise<{ requestNumber: number } | { accessible: true }> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'contact');
      if (body.accessibilityTest === true) return { accessible: true };

      if (provider.disableRequestForms) throw new AppError('forbidden', contactMessages.formsDisabled);
      const reachable = menuVisibility({
        isOwner: false,
        isCreatingProfile: false,
        unclaimed: provider.unclaimed,
        email: provider.email,
        services: [],
        aboutDesc: null,
      }).contact;
      if (!reachable) throw new AppError('forbidden', contactMessages.notReachable);

      const customDomain = (await deps.customDomains.resolve(principal.hostname)) !== null;
      const parsed = contactRequestSchema({ customDomain }).safeParse(body);
      if (!parsed.success) throw badRequest(parsed.error);
      const request = parsed.data;

      const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
      // The request, its number and its e-mails commit together: no mail about a request that is not stored.
      const requestNumber = await deps.unitOfWork(async ({ counters, requests, outbox, events }) => {
        const requestNumber = await counters.next(provider.id, 'request');
        await requests.insertRequest({
          providerId: provider.id,
          requestNumber,
          userId: userIdOf(principal),
          type: 'cu',
          firstName: request.firstName,
          lastName: request.lastName || null,
          preferredContactMethod: request.preferredContactMethod,
          email: request.email || null,
          mobilePhoneNumber: request.mobilePhoneNumber || null,
          inputForm: request.inputForm,
          countryCode: request.countryCode || null,
          submittedFromUrl: request.submittedFromUrl ?? null,
        });
        const meta = { kind: 'contact-request', requestNumber, providerId: provider.id };
        const { emails, phones } = await recipients(requests, provider);
        for (const to of emails) {
          await outbox.enqueue(
            emailMessage(
              to,
              {
                providerName: provider.name,
                siteName: deps.siteName,
                subject: `New Contact Us message from ${name}`,
                paragraphs: notificationParagraphs(provider, request, requestNumber),
              },
              meta,
            ),
          );
        }
        for (const to of phones)
          await outbox.enqueue(smsMessage(to, notificationSms(provider, request, requestNumber), meta));
        await events.publish('outbox.queued', {});
        return requestNumber;
      });
      return { requestNumber };
    },
  };
}
