import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import {
  clientHubLink,
  isHubId,
  linkExpiry,
  statusAfterSending,
} from '@porchlight/core/client-hub/client-hub.rules';
import type {
  SendNewLinkRequest,
  SendToClientResponse,
} from '@porchlight/core/client-hub/client-hub.schemas';
import { throttlingMessages } from '@porchlight/core/platform/throttling.messages';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { MailAttachment } from '../../adapters/mail-message';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { estimateSent } from '../messaging/estimate-messages';
import { planInvoiceMessages } from '../messaging/invoice-messages';
import { messageClient } from '../messaging/message-client';
import { queueAutoPay } from '../payments/auto-pay-queue';
import { AppError } from '../platform/app-error';
import type { RateLimit, Throttle } from '../platform/throttle';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { profileMessages } from '../providers/profile.messages';
import type { ProfileRepository, ProviderRow } from '../providers/profile.repository';
import type { ClientRow } from '../service-manager/clients.repository';
import { serviceManagerProvider } from '../service-manager/service-manager-access';
import { hubLinkEmail, hubLinkSms, type LinkedDocument } from './hub-link-messages';
import { removingStoredOnFailure, storeSentDocumentPdf } from './hub-link-pdf';

type DocumentKind = LinkedDocument['kind'];

/**
 * Secure links (spec 3 §2.4): the provider sends an estimate or invoice to the client's hub, and a
 * client whose link expired asks for a new one. The link row and its messages commit together.
 */
export function createHubLinksService(deps: {
  access: Access;
  profiles: Pick<ProfileRepository, 'findProviderByVanityName'>;
  unitOfWork: UnitOfWork;
  siteName: string;
  publicUrl: string;
  throttle: Throttle;
  newLinksPerClient: RateLimit;
  /** Where the PDF an e-mail carries waits for the outbox (hub-link-pdf.ts). */
  storage: MediaStorage;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const providerOf = serviceManagerProvider(deps.access);

  /**
   * Writes a link for the client and queues its e-mail (and text); the caller's transaction. A text
   * carries a link of its own: only the e-mailed one shows its holder reads the client's mail.
   */
  async function issueLink(
    repositories: Repositories,
    input: {
      provider: ProviderRow;
      client: ClientRow;
      document: LinkedDocument | null;
      renewed: boolean;
      sms: boolean;
      /** The document's PDF, attached to the e-mail. */
      attachment?: MailAttachment | null;
    },
  ) {
    const { provider, client, document } = input;
    const newLink = async (emailedTo: string | null) => {
      const link = await repositories.clientHub.insertLink({
        clientId: client.id,
        providerId: provider.id,
        artifactType: document?.kind ?? null,
        artifactNumber: document?.number ?? null,
        emailedTo,
        expiresAt: linkExpiry(now()),
      });
      const url = clientHubLink({
        siteUrl: deps.publicUrl,
        vanityName: provider.vanityName,
        sessionId: link.id,
        clientHubId: client.clientHubId,
        ...(document
          ? {
              section: document.kind === 'estimate' ? ('view-estimate' as const) : ('view-invoice' as const),
              number: document.number,
            }
          : {}),
      });
      return { link, url };
    };
    const mailed = await newLink(client.emailAddress);
    const email = hubLinkEmail({
      provider,
      client,
      document,
      url: mailed.url,
      siteName: deps.siteName,
      renewed: input.renewed,
    });
    // Logged on the client's page with its delivery state (docs/plans/reminders.md §1.4).
    const logged = { providerId: provider.id, clientId: client.id, kind: 'client-hub-link' };
    await messageClient(
      repositories,
      logged,
      input.attachment ? { ...email, meta: { ...email.meta, attachments: [input.attachment] } } : email,
    );
    const texted =
      input.sms && document !== null && client.mobilePhoneNumber ? client.mobilePhoneNumber : null;
    if (texted && document)
      await messageClient(
        repositories,
        logged,
        hubLinkSms(provider, client, document, (await newLink(null)).url),
      );
    await repositories.events.publish('outbox.queued', {});
    return { link: mailed.link, texted };
  }

  /** The document, its client and status, from the provider's records in this transaction. */
  async function findDocument(
    repositories: Repositories,
    providerId: string,
    kind: DocumentKind,
    number: number,
  ) {
    if (kind === 'estimate') {
      const record = await repositories.estimates.find(providerId, number);
      if (!record) throw new AppError('notFound', smMessages.estimateNotFound);
      return {
        id: record.estimate.id,
        client: record.client,
        status: record.estimate.status,
        total: record.estimate.total,
        items: record.items,
      };
    }
    const record = await repositories.invoices.find(providerId, number);
    if (!record) throw new AppError('notFound', smMessages.invoiceNotFound);
    return {
      id: record.invoice.id,
      client: record.client,
      status: record.invoice.status,
      total: record.invoice.total,
      items: record.items,
    };
  }

  return {
    /**
     * POST provider/service-manager/{estimates|invoices}/{n}/send: a 7-day link by e-mail (and text,
     * unless `sms: false`), in one transaction with the status change: a Draft becomes Sent.
     */
    async send(
      principal: Principal,
      input: { vanityName: string; kind: DocumentKind; number: number; sms: boolean },
    ): Promise<SendToClientResponse> {
      const provider = await providerOf(principal, input.vanityName);
      return removingStoredOnFailure(deps.storage, (stored) =>
        deps.unitOfWork(async (repositories) => {
          const document = await findDocument(repositories, provider.id, input.kind, input.number);
          const { client } = document;
          if (!client.emailAddress)
            throw new AppError('badRequest', hubMessages.clientHasNoEmail, {
              clientId: hubMessages.clientHasNoEmail,
            });
          // Outside Draft a document has items (the Service Manager's rule); sending leaves Draft.
          if (document.items.length === 0)
            throw new AppError('badRequest', smMessages.itemsRequired, { items: smMessages.itemsRequired });
          const status = statusAfterSending(document.status);
          if (status !== document.status) {
            if (input.kind === 'estimate')
              await repositories.estimates.setStatus(provider.id, input.number, 'Sent');
            else await repositories.invoices.setStatus(provider.id, input.number, 'Sent');
          }
          // Its first sending starts the estimate's validity and follow-ups (issue 35).
          if (input.kind === 'estimate' && status === 'Sent') await estimateSent(repositories, document.id);
          // A client on auto-pay is charged once this send commits (payments module); the invoice's
          // reminders are planned with the send.
          if (input.kind === 'invoice') {
            await queueAutoPay(repositories, {
              providerId: provider.id,
              clientId: client.id,
              invoiceNumber: input.number,
            });
            await planInvoiceMessages(repositories, document.id);
          }
          const attachment = await storeSentDocumentPdf(repositories, deps.storage, provider, input);
          if (attachment) stored(attachment.key);
          const { link, texted } = await issueLink(repositories, {
            provider,
            client,
            document: { kind: input.kind, number: input.number, total: document.total },
            renewed: false,
            sms: input.sms,
            attachment,
          });
          return {
            status,
            emailedTo: client.emailAddress,
            textedTo: texted,
            linkExpiresAt: link.expiresAt.toISOString(),
            message: hubMessages.sent(
              input.kind === 'estimate' ? 'Estimate' : 'Invoice',
              client.emailAddress,
            ),
          };
        }),
      );
    },

    /**
     * POST client-hub/auth/send-new-link/{providerUri}: a new link for the client of an earlier one,
     * to the client's own address only (spec 3 §8: 404 unknown link, 401 another address). The old
     * link is the credential, so this works before anyone is signed in.
     */
    async sendNewLink(
      _principal: Principal,
      input: { providerUri: string; body: SendNewLinkRequest },
    ): Promise<{ message: string }> {
      const provider = await deps.profiles.findProviderByVanityName(input.providerUri);
      if (!provider) throw new AppError('notFound', profileMessages.notFound(input.providerUri));
      const { sessionId, clientHubId, email } = input.body;
      const invalid = new AppError('notFound', hubMessages.sessionInvalid(provider.name));
      if (!isHubId(sessionId) || !isHubId(clientHubId)) throw invalid;
      return deps.unitOfWork(async (repositories) => {
        const found = await repositories.clientHub.findLink(sessionId);
        if (!found || found.link.providerId !== provider.id || found.client.clientHubId !== clientHubId)
          throw invalid;
        if (found.client.emailAddress !== email.toLowerCase())
          throw new AppError('unauthorized', hubMessages.emailNotAssociated(email));
        // Counted on the pool, so a refused call stays counted: this client's inbox, whoever asks.
        await deps.throttle.take(
          `hub-new-link:client:${found.client.id}`,
          deps.newLinksPerClient,
          throttlingMessages.tooManyNewLinks,
        );
        const { artifactType, artifactNumber } = found.link;
        // A booking's job link (plan §2.6) is renewed as a link to the hub: jobs are not sent documents.
        const document =
          artifactType && artifactType !== 'job' && artifactNumber !== null
            ? { kind: artifactType, number: artifactNumber, total: 0 }
            : null;
        await issueLink(repositories, {
          provider,
          client: found.client,
          document,
          renewed: true,
          sms: false,
        });
        return { message: hubMessages.newLinkSent };
      });
    },
  };
}

export type HubLinksService = ReturnType<typeof createHubLinksService>;
