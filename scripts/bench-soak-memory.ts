// The server's resident memory as the system sees it (/proc/<pid>/status VmRSS), read every few seconds
// while the load runs, without forcing a garbage collection (that would change what is measured).
import { readFileSync } from 'node:fs';
import { median } from './bench-measure';

export interface RssSample {
  /** Milliseconds since the sampler started. */
  at: number;
  bytes: number;
}

export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

export function sampleRss(pid: number, everyMs: number) {
  const started = Date.now();
  const samples: RssSample[] = [];
  const read = () => samples.push({ at: Date.now() - started, bytes: rssOf(pid) });
  read();
  const timer = setInterval(read, everyMs);
  return {
    samples,
    /** Median of the samples taken in the last `ms` milliseconds. */
    medianOfLast(ms: number): number {
      const now = Date.now() - started;
      return median(samples.filter((sample) => sample.at >= now - ms).map((sample) => sample.bytes));
    },
    /** The largest sample taken since `fromMs`. */
    maxSince(fromMs: number): number {
      return Math.max(...samples.filter((sample) => sample.at >= fromMs).map((sample) => sample.bytes));
    },
    elapsed: () => Date.now() - started,
    stop: () => clearInterval(timer),
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
