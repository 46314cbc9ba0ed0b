import type { MediaStorage } from '../../adapters/storage/media-storage';

/** Where a failed clean-up is told: a leftover file costs space, never correctness. */
export interface CleanupLog {
  error(payload: unknown, message: string): void;
}

/** Writing several files of one upload as a unit, and removing files whose record is gone. */
export function storedFiles(storage: MediaStorage, log?: CleanupLog) {
  async function removeQuietly(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        storage
          .remove(key)
          .catch((error: unknown) => log?.error({ err: error, key }, 'media removal failed')),
      ),
    );
  }

  /** Saves all files or none: a failure removes what was already written. */
  async function saveAll(files: [key: string, data: Buffer][]): Promise<void> {
    const saved: string[] = [];
    try {
      for (const [key, data] of files) {
        await storage.save(key, data);
        saved.push(key);
      }
    } catch (error) {
      await removeQuietly(saved);
      throw error;
    }
  }

  /**
   * Saves the files, then records them (a unit of work): when the record fails, or `kept` says it
   * declined (the owner full or gone), the files are removed, so no upload leaves a stray file.
   */
  async function saveThenRecord<T>(
    files: [key: string, data: Buffer][],
    record: () => Promise<T>,
    kept: (outcome: T) => boolean,
  ): Promise<T> {
    const keys = files.map(([key]) => key);
    await saveAll(files);
    const outcome = await record().catch(async (error: unknown) => {
      await removeQuietly(keys);
      throw error;
    });
    if (!kept(outcome)) await removeQuietly(keys);
    return outcome;
  }

  return { saveAll, removeQuietly, saveThenRecord };
}
