import type {
  AutomaticMessagesSwitch,
  ClientMessagePreferences,
  ClientMessages,
  TextConsent,
} from '@porchlight/core/messaging/client-messaging.schemas';
import { deliveryStateOf } from '@porchlight/core/messaging/delivery-state';
import { isMessageKind, MESSAGE_KIND_DEFINITIONS } from '@porchlight/core/messaging/message-kinds';
import {
  messagingMessages as messages,
  oneOffMessageLabels,
} from '@porchlight/core/messaging/messaging.messages';
import { toSingleLine } from '@porchlight/core/platform/text.rules';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { serviceManagerProvider } from '../service-manager/service-manager-access';
import { messagePreferencesOf, setClientTextConsent, switchClientMessages } from './message-preferences';
import { consentWordingOf } from './text-consent';

type ClientCall = { vanityName: string; clientId: string };

/** How much of a body the log shows. */
const EXCERPT_LENGTH = 140;

/**
 * A client's automatic messages (issue 35 slice 4, docs/plans/reminders.md §1.5, §7): the consent to
 * texts a member records with the words the client agreed to, and the client's on/off switch.
 */
export function createClientMessagingService(deps: { access: Access; unitOfWork: UnitOfWork }) {
  const providerOf = serviceManagerProvider(deps.access);

  async function clientOf(repositories: Repositories, providerId: string, clientId: string) {
    const client = await repositories.clients.find(providerId, clientId);
    if (!client) throw new AppError('notFound', serviceManagerMessages.clientNotFound);
    return client;
  }

  /** The live consent with who recorded it and when, and the words a member confirms. */
  async function consentOf(
    repositories: Repositories,
    client: Parameters<typeof consentWordingOf>[0],
    companyName: string,
  ): Promise<TextConsent> {
    const view = await repositories.clientMessages.consentView(client.id);
    return {
      consent: view ? { ...view, at: view.at.toISOString() } : null,
      wording: consentWordingOf(client, companyName),
    };
  }

  return {
    /** GET provider/service-manager/clients/{clientId}/messages: the client's log, newest first. */
    async listMessages(
      principal: Principal,
      { vanityName, clientId, first, rows }: ClientCall & { first: number; rows: number },
    ): Promise<ClientMessages> {
      const provider = await providerOf(principal, vanityName);
      const page = await deps.unitOfWork(async (repositories) => {
        await clientOf(repositories, provider.id, clientId);
        return repositories.clientMessages.page(clientId, { first, rows });
      });
      return {
        messages: page.rows.map(({ message, outboxStatus, carrierStatus }) => ({
          id: message.id,
          kind: message.kind,
          label: isMessageKind(message.kind)
            ? MESSAGE_KIND_DEFINITIONS[message.kind].label
            : (oneOffMessageLabels[message.kind] ?? 'Reply'),
          direction: message.direction,
          channel: message.channel,
          to: message.toAddress,
          subject: message.subject,
          excerpt: toSingleLine(message.body).slice(0, EXCERPT_LENGTH),
          state: deliveryStateOf({
            direction: message.direction,
            skippedBecause: message.skippedBecause,
            outboxStatus,
            carrierStatus,
          }),
          outcome: message.skippedBecause,
          at: message.createdAt.toISOString(),
        })),
        totalRecords: page.total,
      };
    },

    /** GET provider/service-manager/clients/{clientId}/message-preferences */
    async preferences(
      principal: Principal,
      { vanityName, clientId }: ClientCall,
    ): Promise<ClientMessagePreferences> {
      const provider = await providerOf(principal, vanityName);
      return deps.unitOfWork(async (repositories) => {
        const client = await clientOf(repositories, provider.id, clientId);
        return messagePreferencesOf(repositories, client, {
          wording: consentWordingOf(client, provider.name),
          timeZone: provider.timeZone,
          showRecorder: true,
        });
      });
    },

    /** PUT provider/service-manager/clients/{clientId}/text-consent */
    async setTextConsent(
      principal: Principal,
      { vanityName, clientId }: ClientCall,
      { consented }: { consented: boolean },
    ): Promise<TextConsent> {
      const user = requireUser(principal);
      const provider = await providerOf(principal, vanityName);
      return deps.unitOfWork(async (repositories) => {
        const client = await clientOf(repositories, provider.id, clientId);
        await setClientTextConsent(repositories, {
          provider,
          client,
          consented,
          via: 'provider',
          by: user.userId,
          needsMobile: messages.consentNeedsMobile,
        });
        return consentOf(repositories, client, provider.name);
      });
    },

    /** PATCH provider/service-manager/clients/{clientId}/automatic-messages: off cancels what is pending. */
    async switchAutomaticMessages(
      principal: Principal,
      { vanityName, clientId }: ClientCall,
      { on }: AutomaticMessagesSwitch,
    ): Promise<AutomaticMessagesSwitch> {
      const provider = await providerOf(principal, vanityName);
      await deps.unitOfWork(async (repositories) => {
        const client = await clientOf(repositories, provider.id, clientId);
        await switchClientMessages(repositories, client.id, on);
      });
      return { on };
    },
  };
}

export type ClientMessagingService = ReturnType<typeof createClientMessagingService>;
