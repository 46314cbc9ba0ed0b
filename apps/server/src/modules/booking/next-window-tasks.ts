import type { JobTask } from '../../adapters/job-queue';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { refreshNextWindow } from './next-window';

/**
 * The periodic net under search's next window (plan §2.7): the writes that move it refresh it in their own
 * unit of work; this catches what they cannot see (time passing into the notice, a manual visit, time off,
 * demo data seeded without the service), each provider in its own unit of work.
 */
export const NEXT_WINDOWS_TASK = 'booking-next-windows';
export const NEXT_WINDOWS_CRONTAB = `*/15 * * * * ${NEXT_WINDOWS_TASK}`;

const BATCH = 200;

type Deps = { unitOfWork: UnitOfWork; repositories: Repositories };

/** Refreshes the next windows due a refresh; the task's body, and run once when a process starts its jobs. */
export async function refreshStaleNextWindows(deps: Deps, now = new Date()): Promise<void> {
  for (const providerId of await deps.repositories.bookingSettings.staleNextWindows(now, BATCH))
    await deps.unitOfWork(async (repositories) => {
      const provider = await repositories.profiles.findProviderById(providerId);
      if (provider) await refreshNextWindow(repositories, provider, now);
    });
}

export function createNextWindowTasks(deps: Deps): Record<string, JobTask> {
  return { [NEXT_WINDOWS_TASK]: () => refreshStaleNextWindows(deps) };
}
