import type { Executor } from '@porchlight/db/connection';
import { sql } from 'drizzle-orm';

/** The one PostgreSQL channel every process listens on (composition/events.ts). */
export const EVENTS_CHANNEL = 'porchlight_events';

/** What crosses processes: a topic and ids, never whole records (NOTIFY payloads stay small). */
export interface AppEvents {
  /** A provider's public profile changed (or a provider appeared): caches showing it must go. */
  'provider.changed': {
    vanityNameLc: string;
    /**
     * Only what its pages and cards show changed (a review, a photo), not where it is listed: search pages
     * that do not show it stay cached. Without it, every search page goes too (published, services, location).
     */
    contentOnly?: boolean;
  };
  /** Outbox rows were queued: workers may deliver now instead of at their next poll. */
  'outbox.queued': Record<string, never>;
  /** A login's refresh family was revoked (logout, reuse of a stolen token): its access tokens must stop working. */
  'session.revoked': { familyId: string };
  /** An invoice's online payments changed (paid, settled, failed, refunded): hub pages waiting on it read it again. */
  'invoice.payment': { invoiceId: string };
  /** A chat message was stored: every process pushes it to its sockets in that conversation. */
  'chat.message': { conversationId: string; messageId: number };
}
export type EventTopic = keyof AppEvents;

/** How much of a provider's public face a write changed (see 'provider.changed'). */
export interface ProviderChange {
  /** Only what its pages and cards show (a review, a photo, its hours), not where search lists it. */
  contentOnly: boolean;
}

export function createEventsRepository(db: Executor) {
  /**
   * Announces an event to every process. Inside a transaction PostgreSQL sends it on commit and
   * drops it on rollback, so listeners never hear of a change that did not happen.
   */
  async function publish<T extends EventTopic>(topic: T, payload: AppEvents[T]): Promise<void> {
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ topic, payload })})`);
  }

  return {
    publish,
    /**
     * The one way cached pages of a provider are dropped: every service write that changes what its
     * public pages or search show calls this in the unit of work of that write, so the event goes
     * out exactly when the change commits (profile-changes.int.test.ts checks every such endpoint).
     */
    providerChanged(provider: { vanityName: string }, { contentOnly }: ProviderChange): Promise<void> {
      return publish('provider.changed', { vanityNameLc: provider.vanityName.toLowerCase(), contentOnly });
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
