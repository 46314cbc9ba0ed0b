// The soak's report: per-kind latency (also as a multiple of the static file's in the same run), the
// rates, errors, memory and payments, the median over the runs, and the verdict against the targets.
import { cpus } from 'node:os';
import { median, ms, table, times } from './bench-measure';
import { percentileOf, totalsOf } from './bench-soak-load';
import { megabytes } from './bench-soak-memory';
import { SOAK_KINDS, type SoakKind } from './bench-soak-mix';
import type { RunResult } from './bench-soak-run';

export const TARGETS = { errorRate: 0.001, memoryGrowth: 1.1 };

export interface Verdict {
  passed: boolean;
  reasons: string[];
}

interface LatencyFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

function kindFigures(run: RunResult, kind: SoakKind | 'all'): LatencyFigures {
  if (kind === 'all') {
    const { requests, errors, latencies } = totalsOf(run.soak);
    return { requests, errors, p50: percentileOf(latencies, 50), p99: percentileOf(latencies, 99) };
  }
  const figures = run.soak.byKind.get(kind) ?? { answered: 0, failed: 0, latencies: [] };
  return {
    requests: figures.answered,
    errors: figures.failed,
    p50: percentileOf(figures.latencies, 50),
    p99: percentileOf(figures.latencies, 99),
  };
}

const errorRateOf = (run: RunResult) => {
  const { requests, errors } = totalsOf(run.soak);
  return requests === 0 ? 0 : errors / requests;
};
const memoryGrowthOf = (run: RunResult) => run.rss.after / run.rss.settled;
const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
const rate = (value: number) => `${Math.round(value)}/s`;
/** Two decimals: the memory target is 1.10×. */
const ratio = (value: number) => `${value.toFixed(2)}×`;

export function verdictOf(runs: RunResult[]): Verdict {
  const reasons = runs.flatMap((run, index) => {
    const name = runs.length > 1 ? `run ${index + 1}: ` : '';
    const problems: string[] = [];
    if (errorRateOf(run) >= TARGETS.errorRate) problems.push(`${name}errors ${percent(errorRateOf(run))}`);
    if (memoryGrowthOf(run) > TARGETS.memoryGrowth)
      problems.push(`${name}RSS grew to ${ratio(memoryGrowthOf(run))} of the settled figure`);
    if (run.payments.paidTwice + run.payments.chargedTwice > 0) problems.push(`${name}an invoice paid twice`);
    return problems;
  });
  return { passed: reasons.length === 0, reasons };
}

function latencyRows(runs: RunResult[]): string[][] {
  return [...SOAK_KINDS, 'all' as const].map((kind) => {
    const figures = runs.map((run) => kindFigures(run, kind));
    const statics = runs.map((run) => kindFigures(run, 'static file'));
    const multiple = (key: 'p50' | 'p99') =>
      median(figures.map((figure, index) => figure[key] / (statics[index]?.[key] ?? Number.NaN)));
    return [
      kind === 'all' ? 'all requests' : kind,
      String(Math.round(median(figures.map((figure) => figure.requests)))),
      String(Math.round(median(figures.map((figure) => figure.errors)))),
      ms(median(figures.map((figure) => figure.p50))),
      ms(median(figures.map((figure) => figure.p99))),
      times(multiple('p50')),
      times(multiple('p99')),
    ];
  });
}

function summaryRows(runs: RunResult[]): string[][] {
  const of = (figure: (run: RunResult) => number) => median(runs.map(figure));
  const perRun = (figure: (run: RunResult) => string) =>
    runs.length > 1 ? ` (runs: ${runs.map(figure).join(', ')})` : '';
  return [
    [
      'peak of the mix (closed loop)',
      `${rate(of((run) => run.peak.perSecond))} at ${of((run) => run.peak.connections)} connections`,
      '',
    ],
    [
      'soak rate: asked / answered',
      `${rate(of((run) => run.targetRate))} / ${rate(of((run) => run.soak.perSecond))}`,
      '80% of the peak',
    ],
    ['requests', String(Math.round(of((run) => totalsOf(run.soak).requests))), ''],
    [
      'errors (≥ 400, socket errors, timeouts)',
      `${Math.round(of((run) => totalsOf(run.soak).errors))} = ${percent(of(errorRateOf))}${perRun((run) => percent(errorRateOf(run)))}`,
      `< ${percent(TARGETS.errorRate)}`,
    ],
    [
      'server RSS: settled after warm-up → after the soak and 10 s idle',
      `${megabytes(of((run) => run.rss.settled))} → ${megabytes(of((run) => run.rss.after))} = ${ratio(of(memoryGrowthOf))}${perRun((run) => ratio(memoryGrowthOf(run)))}`,
      `≤ ${ratio(TARGETS.memoryGrowth)}`,
    ],
    ['server RSS: highest sample during the soak', megabytes(of((run) => run.rss.highest)), ''],
    [
      'JS heap after a full GC: after warm-up → after the soak',
      `${megabytes(of((run) => run.heap.settled))} → ${megabytes(of((run) => run.heap.after))}`,
      '',
    ],
    [
      'invoices paid / paid twice / charged twice',
      `${of((run) => run.payments.paid)} / ${of((run) => run.payments.paidTwice)} / ${of((run) => run.payments.chargedTwice)}`,
      'none twice',
    ],
  ];
}

export interface ReportSettings {
  soakSeconds: number;
  warmUpSeconds: number;
  rampSeconds: number;
  date: string;
}

export function soakReport(runs: RunResult[], settings: ReportSettings): string {
  const verdict = verdictOf(runs);
  const loads = runs.map((run) => `${run.load.before.toFixed(1)} → ${run.load.after.toFixed(1)}`).join(', ');
  const minutes = settings.soakSeconds / 60;
  const p99ByMinute = runs
    .map((run) => run.soak.p99ByMinute.map((value) => value.toFixed(0)).join(' / '))
    .join('; ');
  return [
    `${settings.date}, ${cpus().length} cores shared with other work, 1-minute load average ${loads}; ${runs.length === 1 ? 'one run' : `median of ${runs.length} runs`}. Ramp ${settings.rampSeconds} s per step, warm-up ${settings.warmUpSeconds} s, soak ${minutes % 1 === 0 ? `${minutes} minutes` : `${settings.soakSeconds} s`} at 80% of the peak.`,
    '',
    'Latency during the soak by kind of request (milliseconds from sending to the last byte; × = multiple of',
    'the static file’s figure in the same run):',
    '',
    table(['request', 'answers', 'errors', 'p50', 'p99', 'p50 ×', 'p99 ×'], latencyRows(runs)),
    '',
    table(['figure', 'measured', 'target'], summaryRows(runs)),
    '',
    `p99 of each minute of the soak (ms): ${p99ByMinute}.`,
    '',
    verdict.passed
      ? `Verdict: met — errors below ${percent(TARGETS.errorRate)}, memory within ${Math.round((TARGETS.memoryGrowth - 1) * 100)}% of the settled figure, no invoice paid twice.`
      : `Verdict: missed — ${verdict.reasons.join('; ')}.`,
  ].join('\n');
}
