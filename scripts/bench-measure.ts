// Measuring tools of the benchmarks: one client's latency, autocannon's rate, medians and tables.
import autocannon from 'autocannon';

export interface TimedRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export interface Rate {
  /** Requests per second over the whole measurement. */
  perSecond: number;
  /** Requests answered in the measurement (a failed one included). */
  total: number;
  p99: number;
  errors: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Milliseconds for one request, the body read to its end; a non-2xx answer stops the benchmark. */
export async function timeRequest(baseUrl: string, request: TimedRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...(request.body ? JSON_HEADERS : {}), ...request.headers },
    body: request.body,
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${request.method} ${request.path}`);
  return took;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Requests per second from `connections` clients for `seconds`, cycling through the requests. */
export async function measureRate(
  baseUrl: string,
  requests: TimedRequest[],
  connections: number,
  seconds: number,
): Promise<Rate> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      body: request.body,
      headers: { ...(request.body ? JSON_HEADERS : {}), ...request.headers },
    })),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    perSecond: result.requests.total / result.duration,
    total: result.requests.total,
    p99: result.latency.p99,
    errors: failed,
  };
}

/** A Markdown table with right-aligned numbers. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}

export const ms = (value: number) => value.toFixed(1);
export const times = (value: number) => `${value.toFixed(1)}×`;
export const share = (value: number) => `${Math.round(value * 100)}%`;
