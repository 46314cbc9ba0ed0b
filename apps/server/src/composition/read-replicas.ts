import { connect, type Database, type Executor } from '@porchlight/db/connection';
import { checkReplica, primaryLsn, type ReplicaState, UNREACHABLE } from '@porchlight/db/replication';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mayReadFromReplica } from '../modules/platform/read-freshness';
import { isUsable, replicaName } from '../modules/platform/replica-choice';

/** How often each replica's health and lag are read. */
const CHECK_INTERVAL_MS = 1_000;

/** One replica as /api/v1/ready reports it. */
export interface ReplicaReport {
  replica: string;
  reachable: boolean;
  lagSeconds: number | null;
  /** Visitors' reads may go to it now (reachable, within REPLICA_MAX_LAG_SECONDS, past the last invalidation). */
  inUse: boolean;
}

export interface ReadReplicas {
  /** Where a public read runs: a usable replica (round robin) for a visitor, the primary otherwise. */
  executor(): Executor;
  /** Reads every replica's health now (also done every second). */
  check(): Promise<void>;
  report(): ReplicaReport[];
}

declare module 'fastify' {
  interface FastifyInstance {
    readReplicas: ReadReplicas;
  }
}

interface Replica {
  name: string;
  db: Database;
  state: ReplicaState;
}

/**
 * DATABASE_REPLICA_URLS: visitors' public reads spread over streaming replicas. A provider.changed event
 * (what drops cached pages) raises the WAL position replicas must have replayed before they are read again,
 * so a dropped page is never re-rendered from a replica that has not seen the change yet.
 */
export const readReplicasPlugin = fp(
  async (app: FastifyInstance) => {
    const maxLag = app.config.REPLICA_MAX_LAG_SECONDS;
    const replicas: Replica[] = app.config.DATABASE_REPLICA_URLS.map((url) => {
      const replica = { name: replicaName(url), db: connect(url), state: UNREACHABLE };
      // A replica that went away drops its idle connections: stop using it before the next check.
      replica.db.$client.on('error', () => {
        replica.state = UNREACHABLE;
      });
      return replica;
    });
    let freshFrom = 0n;
    let invalidationsPending = 0;
    let turn = 0;
    let closing = false;

    const usable = () => replicas.filter((replica) => isUsable(replica.state, maxLag, freshFrom));

    async function check(): Promise<void> {
      await Promise.all(
        replicas.map(async (replica) => {
          replica.state = await checkReplica(replica.db);
        }),
      );
    }

    /** Until the primary's position is known, visitors read the primary (a replica might be older). */
    async function raiseFreshness(): Promise<void> {
      invalidationsPending++;
      try {
        while (!closing) {
          try {
            const position = await primaryLsn(app.db);
            if (position > freshFrom) freshFrom = position;
            break;
          } catch (error) {
            app.log.warn({ err: error }, 'could not read the primary WAL position; retrying');
            await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
          }
        }
      } finally {
        invalidationsPending--;
      }
      await check();
    }

    app.decorate('readReplicas', {
      executor() {
        if (replicas.length === 0 || invalidationsPending > 0 || !mayReadFromReplica()) return app.db;
        const candidates = usable();
        if (candidates.length === 0) return app.db;
        turn = (turn + 1) % candidates.length;
        return candidates[turn]?.db ?? app.db;
      },
      check,
      report: () =>
        replicas.map((replica) => ({
          replica: replica.name,
          reachable: replica.state.reachable,
          lagSeconds: replica.state.lagSeconds,
          inUse: isUsable(replica.state, maxLag, freshFrom),
        })),
    } satisfies ReadReplicas);

    if (replicas.length === 0) return;
    await check();
    const timer = setInterval(() => void check(), CHECK_INTERVAL_MS);
    timer.unref();
    const unsubscribe = app.events.subscribe('provider.changed', () => void raiseFreshness());
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      unsubscribe();
      await Promise.all(replicas.map((replica) => replica.db.$client.end()));
    });
  },
  { name: 'read-replicas', dependencies: ['config', 'db', 'events'] },
);
