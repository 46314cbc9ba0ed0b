import type { OutboxChannel } from '@porchlight/db/schema/index';
import { type OutboxRow, type OutboxTransport, PermanentDeliveryError } from '../../adapters/delivery';
import type { OutboxRepository } from './outbox.repository';

export interface OutboxWorkerOptions {
  repository: OutboxRepository;
  transports: Partial<Record<OutboxChannel, OutboxTransport>>;
  log: { warn(payload: object, message: string): void; error(payload: object, message: string): void };
  /** How often due rows are looked for when no event says some were queued. */
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
}

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;

/** 5 s, 10 s, 20 s … up to an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/**
 * Delivers the outbox: claims due rows (any number of workers may run, one per process), hands each
 * to its channel's transport and records the outcome, retrying failures with backoff until
 * `maxAttempts`, after which the row is marked failed for a person to look at.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { repository, transports, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function deliver(row: OutboxRow): Promise<void> {
    const transport = transports[row.channel];
    try {
      if (!transport) throw new Error(`no transport for channel ${row.channel}`);
      const sent = await transport.deliver(row);
      await repository.markDelivered(row.id, transport.name, sent?.externalId ?? null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        row.attempts < maxAttempts && !(error instanceof PermanentDeliveryError)
          ? new Date(Date.now() + retryDelayMs(row.attempts))
          : null;
      log.warn({ outboxId: row.id, attempts: row.attempts, reason }, 'outbox delivery failed');
      await repository.markFailed(row.id, reason, retryAt);
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const rows = await repository.claimDue(batchSize);
      for (const row of rows) await deliver(row);
      if (rows.length < batchSize) return;
    }
  }

  /** Delivers everything due now; a call while a drain runs makes that drain go round once more. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drainOnce();
        } catch (error) {
          log.error({ err: error }, 'outbox drain failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    /** An event said rows were queued: drain now, if this worker is running. */
    wake(): void {
      if (!stopped) void drain();
    },
    start(): void {
      if (!stopped) return;
      stopped = false;
      const tick = () => {
        void drain().finally(() => {
          if (!stopped) timer = setTimeout(tick, pollMs);
        });
      };
      tick();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
