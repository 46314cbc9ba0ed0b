// Runs the soak's mix with autocannon and keeps what autocannon's totals do not: every answer's time and
// status by kind of request, and the first error bodies (to say what failed, not only how often).
import autocannon from 'autocannon';
import type { MixEntry, SoakKind } from './bench-soak-mix';

export interface KindFigures {
  answered: number;
  /** Answers of 400 and more: the mix asks nothing the server should refuse. */
  failed: number;
  /** Milliseconds from sending to the last byte, per answer. */
  latencies: number[];
}

export interface LoadResult {
  seconds: number;
  /** Answers per second over the whole run. */
  perSecond: number;
  byKind: Map<SoakKind, KindFigures>;
  /** Requests that got no answer: socket errors and timeouts (autocannon's `errors` counts both). */
  unanswered: number;
  timeouts: number;
  /** The first few failed answers, for the log. */
  failures: string[];
  /** The slowest 1% of each minute, to show whether the run drifted (ms). */
  p99ByMinute: number[];
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Requests per second over all connections (autocannon `overallRate`); unset: as fast as answered. */
  overallRate?: number;
}

const MAX_FAILURES_KEPT = 10;

export function percentileOf(samples: number[], p: number): number {
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Where each connection starts in the cycle, spread evenly (never inside a payment's chain), so that the
 * connections do not all ask for the same thing at the same moment.
 */
function startsOf(mix: MixEntry[], connections: number): number[] {
  return Array.from({ length: connections }, (_, index) => {
    let start = Math.floor((index * mix.length) / connections);
    while (mix[start]?.continuesChain) start = (start + 1) % mix.length;
    return start;
  });
}

export async function runLoad(url: string, mix: MixEntry[], options: LoadOptions): Promise<LoadResult> {
  const byKind = new Map<SoakKind, KindFigures>();
  const failures: string[] = [];
  const minutes: number[][] = [];
  // autocannon calls a request's onResponse and then, synchronously, emits 'response' with the time:
  // the kind set in the first is the kind of the answer timed in the second.
  let answeredKind: SoakKind = 'static file';
  const requests = mix.map(({ kind, request }) => ({
    ...request,
    onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
      answeredKind = kind;
      // (A string would name a module for autocannon's worker threads, which the soak does not use.)
      if (typeof request.onResponse === 'function') request.onResponse(status, body, context, headers);
      if (status >= 400 && failures.length < MAX_FAILURES_KEPT) {
        failures.push(
          `${kind}: HTTP ${status} ${request.method} ${request.path ?? '(chained)'} ${body.slice(0, 300)}`,
        );
      }
    },
  }));
  const started = Date.now();
  let finished: (error: unknown, result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = (error, result) => (error ? reject(error) : resolve(result));
  });
  const starts = startsOf(mix, options.connections);
  let clients = 0;
  const instance = autocannon(
    {
      url,
      // Each connection goes round the cycle from its own start, with its own copies of the requests.
      setupClient: (client) => {
        const start = starts[clients++ % starts.length] ?? 0;
        const rotated = [...requests.slice(start), ...requests.slice(0, start)];
        client.setRequests(rotated.map((request) => ({ ...request })));
      },
      connections: options.connections,
      duration: options.seconds,
      ...(options.overallRate ? { overallRate: Math.max(1, Math.round(options.overallRate)) } : {}),
      requests,
    },
    (error, result) => finished(error, result),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    const figures = byKind.get(answeredKind) ?? { answered: 0, failed: 0, latencies: [] };
    figures.answered++;
    if (statusCode >= 400) figures.failed++;
    figures.latencies.push(responseTime);
    byKind.set(answeredKind, figures);
    const minute = Math.floor((Date.now() - started) / 60_000);
    const inMinute = minutes[minute] ?? [];
    inMinute.push(responseTime);
    minutes[minute] = inMinute;
  });
  const result = await done;
  const answered = [...byKind.values()].reduce((sum, figures) => sum + figures.answered, 0);
  return {
    seconds: result.duration,
    perSecond: answered / result.duration,
    byKind,
    unanswered: result.errors,
    timeouts: result.timeouts,
    failures,
    p99ByMinute: minutes.filter((samples) => samples.length > 0).map((samples) => percentileOf(samples, 99)),
  };
}

/** All answers and failures of a run, whatever their kind. */
export function totalsOf(load: LoadResult): { requests: number; errors: number; latencies: number[] } {
  const kinds = [...load.byKind.values()];
  const answered = kinds.reduce((sum, figures) => sum + figures.answered, 0);
  const failed = kinds.reduce((sum, figures) => sum + figures.failed, 0);
  return {
    requests: answered + load.unanswered,
    errors: failed + load.unanswered,
    latencies: kinds.flatMap((figures) => figures.latencies),
  };
}
