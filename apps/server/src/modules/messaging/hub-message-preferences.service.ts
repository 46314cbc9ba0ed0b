import type {
  ClientMessagePreferences,
  HubMessagePreferencesChange,
} from '@porchlight/core/messaging/client-messaging.schemas';
import { messagingMessages as messages } from '@porchlight/core/messaging/messaging.messages';
import type { HubContext } from '../client-hub/hub-client-of';
import type { Principal } from '../identity/principal';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { messagePreferencesOf, setClientTextConsent, switchClientMessages } from './message-preferences';
import { hubConsentWordingOf } from './text-consent';

/**
 * A client's own message preferences in the Client Hub (issue 35 slice 7, docs/plans/reminders.md §5.4,
 * §7): the session's client only (hubOf), for the hub's company. Consent given here is recorded as the
 * client's (`client-hub`, with the words they read and the time); the switch is the one the company's
 * Messages tab shows. Members' names stay out of the answer.
 */
export function createHubMessagePreferencesService(deps: {
  hubOf: (principal: Principal, uri: string) => Promise<HubContext>;
  unitOfWork: UnitOfWork;
}) {
  const read = (repositories: Repositories, { provider, client }: HubContext) =>
    messagePreferencesOf(repositories, client, {
      wording: hubConsentWordingOf(client, provider.name),
      timeZone: provider.timeZone,
      showRecorder: false,
    });

  return {
    /** GET client-hub/message-preferences/{uri} */
    async preferences(principal: Principal, uri: string): Promise<ClientMessagePreferences> {
      const hub = await deps.hubOf(principal, uri);
      return deps.unitOfWork((repositories) => read(repositories, hub));
    },

    /** PATCH client-hub/message-preferences/{uri} */
    async change(
      principal: Principal,
      uri: string,
      change: HubMessagePreferencesChange,
    ): Promise<ClientMessagePreferences> {
      const hub = await deps.hubOf(principal, uri);
      const { provider } = hub;
      return deps.unitOfWork(async (repositories) => {
        if (change.textConsent !== undefined)
          await setClientTextConsent(repositories, {
            provider,
            client: hub.client,
            consented: change.textConsent,
            via: 'client-hub',
            by: null,
            wording: hubConsentWordingOf(hub.client, provider.name),
            needsMobile: messages.hubConsentNeedsMobile(provider.name),
          });
        if (change.automaticMessages !== undefined)
          await switchClientMessages(repositories, hub.client.id, change.automaticMessages);
        const client = (await repositories.clients.find(provider.id, hub.client.id)) ?? hub.client;
        return read(repositories, { provider, client });
      });
    },
  };
}

export type HubMessagePreferencesService = ReturnType<typeof createHubMessagePreferencesService>;
