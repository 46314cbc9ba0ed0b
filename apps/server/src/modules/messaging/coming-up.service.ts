import type { ComingUpMessages } from '@porchlight/core/messaging/coming-up.schemas';
import { isMessageKind, MESSAGE_KIND_DEFINITIONS } from '@porchlight/core/messaging/message-kinds';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import type { ComingUpRepository } from './coming-up.repository';

/**
 * The Automatic messages tab's coming-up list (docs/plans/reminders.md §7, §8): what will go to whom and
 * when, soonest first, for owners and managers (`manageMessages`); no bodies (they are written at send).
 */
export function createComingUpService(deps: { access: Access; repository: ComingUpRepository }) {
  return {
    /** GET provider/messages/coming-up */
    async list(
      principal: Principal,
      { vanityName, first, rows }: { vanityName: string; first: number; rows: number },
    ): Promise<ComingUpMessages> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName },
        'manageMessages',
      );
      const page = await deps.repository.page(provider.id, { first, rows });
      return {
        messages: page.rows.map((row) => ({
          id: row.id,
          at: row.dueAt.toISOString(),
          kind: row.kind,
          label: isMessageKind(row.kind) ? MESSAGE_KIND_DEFINITIONS[row.kind].label : row.kind,
          clientName: row.clientName,
          // A text goes only with the client's consent: without it the list does not promise one.
          channels: row.textConsent ? row.channels : row.channels.filter((channel) => channel !== 'sms'),
        })),
        totalRecords: page.total,
        timeZone: provider.timeZone,
      };
    },
  };
}

export type ComingUpService = ReturnType<typeof createComingUpService>;
