import { toSingleLine } from '@porchlight/core/platform/text.rules';
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

function notificationText(provider: ProviderRow, request: ContactRequest, requestNumber: number): string {
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
  const lines = [
    `${name} sent ${provider.name} a message through the Contact Us form of your profile (request #${requestNumber}).`,
    '',
    `Preferred contact method: ${PREFERRED_CONTACT_METHOD_LABELS[request.preferredContactMethod]}`,
  ];
  if (request.email) lines.push(`Email: ${request.email}`);
  if (request.mobilePhoneNumber) lines.push(`Phone: ${formatPhoneNumber(request.mobilePhoneNumber)}`);
  lines.push('', 'Message:', contactDescription(request.inputForm));
  if (request.submittedFromUrl) lines.push('', `Sent from ${request.submittedFromUrl}`);
  return lines.join('\n');
}

export function createRequestsService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  customDomains: CustomDomainResolver;
}) {
  /** Who hears about a Contact Us request: email preferences for all/cu, else the profile e-mail, else the owners. */
  async function recipients(repository: RequestsRepository, provider: ProviderRow): Promise<string[]> {
    const preferred = await repository.listEmailPreferences(provider.id, 'cu');
    if (preferred.length > 0) return [...new Set(preferred.map((email) => email.toLowerCase()))];
    if (provider.email) return [provider.email];
    return repository.listOwnerEmails(provider.id);
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
        for (const to of await recipients(requests, provider)) {
          await outbox.enqueue({
            channel: 'email',
            to,
            // The subject becomes a mail header: one line, whatever the schema let through.
            subject: toSingleLine(`New Contact Us message from ${name}`),
            body: notificationText(provider, request, requestNumber),
            meta: { kind: 'contact-request', requestNumber, providerId: provider.id },
          });
        }
        await events.publish('outbox.queued', {});
        return requestNumber;
      });
      return { requestNumber };
    },
  };
}
