import {
  type ContactRequest,
  contactDescription,
  contactMessages,
  contactRequestSchema,
  PREFERRED_CONTACT_METHOD_LABELS,
} from '@porchlight/core/providers/contact.schemas';
import { formatPhoneNumber, menuVisibility } from '@porchlight/core/providers/profile.rules';
import type { z } from 'zod';
import type { Mailer } from '../../plugins/mail';
import { AppError } from '../platform/app-error';
import type { CustomDomainResolver } from '../providers/custom-domains';
import type { ProfileRepository, ProviderRow } from '../providers/profile.repository';
import { findVisibleProvider, type Viewer } from '../providers/profile-visibility';
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
  repository: RequestsRepository;
  profiles: Pick<ProfileRepository, 'findProviderByVanityName' | 'isMember'>;
  customDomains: CustomDomainResolver;
  mail: Mailer;
}) {
  const { repository, mail } = deps;

  /** Who hears about a Contact Us request: email preferences for all/cu, else the profile e-mail, else the owners. */
  async function recipients(provider: ProviderRow): Promise<string[]> {
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
      uri: string,
      body: Record<string, unknown>,
      context: { viewer: Viewer | null; hostname: string | undefined },
    ): Promise<{ requestNumber: number } | { accessible: true }> {
      const { provider } = await findVisibleProvider(deps.profiles, uri, context.viewer);
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

      const customDomain = (await deps.customDomains.resolve(context.hostname)) !== null;
      const parsed = contactRequestSchema({ customDomain }).safeParse(body);
      if (!parsed.success) throw badRequest(parsed.error);
      const request = parsed.data;

      const requestNumber = await repository.insertRequest({
        providerId: provider.id,
        userId: context.viewer?.userId ?? null,
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

      const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
      for (const to of await recipients(provider)) {
        await mail.send({
          to,
          subject: `New Contact Us message from ${name}`,
          text: notificationText(provider, request, requestNumber),
          meta: { kind: 'contact-request', requestNumber, providerId: provider.id },
        });
      }
      return { requestNumber };
    },
  };
}
