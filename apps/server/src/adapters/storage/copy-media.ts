import type { Readable } from 'node:stream';
import type { MediaStorage } from './media-storage';

/** Files copied at a time: enough to hide a bucket's latency, few enough for a small machine. */
const PARALLEL_COPIES = 8;

export async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export interface CopyReport {
  copied: number;
  /** Already in the target with the same size (a second run after an interruption skips them). */
  skipped: number;
}

/**
 * Copies every file of one storage into another under the same key, so the database's keys stay valid
 * (npm run media-to-s3). The source is left as it is.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  options: { log?: (line: string) => void } = {},
): Promise<CopyReport> {
  if (!from.list) throw new Error(`The ${from.kind} storage cannot list its files`);
  const report: CopyReport = { copied: 0, skipped: 0 };
  const running = new Set<Promise<void>>();

  async function copyOne(key: string): Promise<void> {
    const source = await from.read(key);
    if (source === null || source === 'unsatisfiable') return;
    const existing = await to.read(key);
    if (existing && existing !== 'unsatisfiable') {
      existing.body.destroy();
      if (existing.totalSize === source.totalSize) {
        source.body.destroy();
        report.skipped += 1;
        return;
      }
    }
    await to.save(key, await bytesOf(source.body));
    report.copied += 1;
    if (report.copied % 500 === 0) options.log?.(`${report.copied} files copied…`);
  }

  for await (const key of from.list()) {
    const copy = copyOne(key).finally(() => running.delete(copy));
    running.add(copy);
    if (running.size >= PARALLEL_COPIES) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}
