import { contactMessages, contactRequestSchema } from '@porchlight/core/providers/contact.schemas';
import { menuVisibility } from '@porchlight/core/providers/profile.rules';
import type { PricingOfferForm } from '@porchlight/core/requests/pricing-questions.rules';
import { inputFormIssues, pricingQuestionsFor } from '@porchlight/core/requests/pricing-questions.rules';
import { pricingRequestMessages } from '@porchlight/core/requests/pricing-request.constants';
import { pricingRequestSchema } from '@porchlight/core/requests/pricing-request.schemas';
import type { z } from 'zod';
import type { ClientHubRepository } from '../client-hub/client-hub.repository';
import type { Access } from '../identity/access';
import { type Principal, userIdOf } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { emailMessage, smsMessage } from '../platform/notification-message';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { CustomDomainResolver } from '../providers/custom-domains';
import type { ProviderRow } from '../providers/profile.repository';
import { hubClientContact } from './hub-client-contact';
import {
  contactEmailParagraphs,
  pricingEmailParagraphs,
  requesterName,
  requestSms,
} from './request-notifications';
import type { RequestsRepository } from './requests.repository';
import type { UploadTokens } from './upload-token';

/** Field → message, as the error handler answers a 400. */
function badRequest(fields: Record<string, string>): AppError {
  return new AppError('badRequest', Object.values(fields)[0] ?? 'Invalid request', fields);
}

function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/** The answers of a request that failed its schema, so their own issues are reported too. */
function answersIn(body: Record<string, unknown>): { name?: string; label: string; value: string }[] {
  if (!Array.isArray(body.inputForm)) return [];
  return body.inputForm.filter(
    (answer): answer is { name?: string; label: string; value: string } =>
      typeof answer === 'object' &&
      answer !== null &&
      typeof (answer as { label?: unknown }).label === 'string' &&
      typeof (answer as { value?: unknown }).value === 'string',
  );
}

interface Notice {
  kind: 'contact-request' | 'pricing-request';
  subject: string;
  paragraphs: string[];
  sms: string;
  link?: { label: string; url: string };
}

export function createRequestsService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  customDomains: CustomDomainResolver;
  /** Each offer's pricing form: what a pricing request must answer. */
  pricingForms: (providerId: string) => Promise<PricingOfferForm[]>;
  uploadTokens: UploadTokens;
  /** A hub client's record, whose name and e-mail its own requests carry. */
  hubClients: Pick<ClientHubRepository, 'findClient'>;
  siteName: string;
  publicUrl: string;
}) {
  const asHubClient = hubClientContact(deps.hubClients);
  /**
   * Who hears about a request, and how: the contact preferences for all or its type (e-mail or
   * SMS); without any, the profile e-mail, else the owners by e-mail.
   */
  async function recipients(repository: RequestsRepository, provider: ProviderRow, type: 'cu' | 'paa') {
    const preferred = await repository.listPreferences(provider.id, type);
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

  /** Stores the request and queues its notices in one transaction: no mail about a request not stored. */
  async function store(
    provider: ProviderRow,
    type: 'cu' | 'paa',
    values: Omit<Parameters<RequestsRepository['insertRequest']>[0], 'providerId' | 'requestNumber' | 'type'>,
    notice: (requestNumber: number) => Notice,
  ): Promise<number> {
    return deps.unitOfWork(async ({ counters, requests, outbox, events }: Repositories) => {
      const requestNumber = await counters.next(provider.id, 'request');
      await requests.insertRequest({ ...values, providerId: provider.id, requestNumber, type });
      const { kind, subject, paragraphs, sms, link } = notice(requestNumber);
      const meta = { kind, requestNumber, providerId: provider.id };
      const { emails, phones } = await recipients(requests, provider, type);
      for (const to of emails)
        await outbox.enqueue(
          emailMessage(
            to,
            { providerName: provider.name, siteName: deps.siteName, subject, paragraphs, link },
            meta,
          ),
        );
      for (const to of phones) await outbox.enqueue(smsMessage(to, sms, meta));
      await events.publish('outbox.queued', {});
      return requestNumber;
    });
  }

  const inboxLink = (provider: ProviderRow) => ({
    label: 'Open your requests',
    url: `${deps.publicUrl}/account/requests?company=${encodeURIComponent(provider.vanityName)}`,
  });

  async function submitContact(
    principal: Principal,
    provider: ProviderRow,
    body: unknown,
    customDomain: boolean,
  ) {
    const parsed = contactRequestSchema({ customDomain }).safeParse(body);
    if (!parsed.success) throw badRequest(zodFields(parsed.error));
    const request = parsed.data;
    const requestNumber = await store(
      provider,
      'cu',
      {
        userId: userIdOf(principal),
        firstName: request.firstName,
        lastName: request.lastName || null,
        preferredContactMethod: request.preferredContactMethod,
        email: request.email || null,
        mobilePhoneNumber: request.mobilePhoneNumber || null,
        inputForm: request.inputForm,
        countryCode: request.countryCode || null,
        submittedFromUrl: request.submittedFromUrl ?? null,
      },
      (number) => ({
        kind: 'contact-request',
        subject: `New Contact Us message from ${requesterName(request)}`,
        paragraphs: contactEmailParagraphs(provider, request, number),
        sms: requestSms(provider, request, number, 'Contact Us request'),
        link: inboxLink(provider),
      }),
    );
    return { requestNumber };
  }

  async function submitPricing(
    principal: Principal,
    provider: ProviderRow,
    body: Record<string, unknown>,
    customDomain: boolean,
  ) {
    const offers = await deps.pricingForms(provider.id);
    const services = Array.isArray(body.services)
      ? body.services.filter((name) => typeof name === 'string')
      : [];
    const unknown = services.find((name) => !offers.some((offer) => offer.name === name));
    if (unknown !== undefined) throw badRequest({ services: pricingRequestMessages.unknownService });
    const { questions, asksAddress } = pricingQuestionsFor(offers, services);

    const parsed = pricingRequestSchema({ customDomain, asksAddress }).safeParse(body);
    const fields = parsed.success ? {} : zodFields(parsed.error);
    Object.assign(
      fields,
      inputFormIssues(questions, parsed.success ? parsed.data.inputForm : answersIn(body)),
    );
    if (!parsed.success || Object.keys(fields).length > 0) throw badRequest(fields);
    const request = parsed.data;

    const requestNumber = await store(
      provider,
      'paa',
      {
        userId: userIdOf(principal),
        firstName: request.firstName,
        lastName: request.lastName || null,
        preferredContactMethod: request.preferredContactMethod,
        email: request.email || null,
        mobilePhoneNumber: request.mobilePhoneNumber || null,
        services: request.services,
        inputForm: request.inputForm,
        address: request.address || null,
        address2: request.address2 || null,
        city: request.city || null,
        stateCode: request.stateCode || null,
        zipCode: request.zipCode || null,
        countryCode: request.countryCode || null,
        submittedFromUrl: request.submittedFromUrl ?? null,
      },
      (number) => ({
        kind: 'pricing-request',
        subject: `New pricing request from ${requesterName(request)}`,
        paragraphs: pricingEmailParagraphs(provider, request, number),
        sms: requestSms(provider, request, number, 'pricing request'),
        link: inboxLink(provider),
      }),
    );
    return { requestNumber, uploadToken: deps.uploadTokens.issue(provider.id, requestNumber) };
  }

  return {
    /**
     * POST client-hub/request/{uri}: the accessibility probe answers at once; a Contact Us ('cu') or
     * pricing ('paa') request is checked by its core schema (the SEO rule when it comes through a
     * custom domain; a pricing request also against the provider's pricing forms), stored and sent on.
     * A hub client of this provider sends under the name and e-mail on its record.
     */
    async submit(
      principal: Principal,
      { uri, body }: { uri: string; body: Record<string, unknown> },
    ): Promise<{ requestNumber: number; uploadToken?: string } | { accessible: true }> {
      const access = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'contact');
      const { provider } = access;
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
      const request = await asHubClient(principal, access, body);
      if (request.type === 'paa') return submitPricing(principal, provider, request, customDomain);
      return submitContact(principal, provider, request, customDomain);
    },
  };
}
