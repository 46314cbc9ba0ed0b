import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './run-server.mjs';

export const PERFORMANCE_REPORT = path.join(root, 'docs/performance.md');

/**
 * Puts a benchmark's section into docs/performance.md between its markers (`<!-- bench:NAME start -->`,
 * `<!-- bench:NAME end -->`): in place of the last one written, or at the end the first time, so each
 * bench rewrites only its own figures. Answers the section as written, markers included.
 */
export function writePerformanceSection(name, body) {
  const start = `<!-- bench:${name} start -->`;
  const end = `<!-- bench:${name} end -->`;
  const section = [start, body, end].join('\n');
  const current = existsSync(PERFORMANCE_REPORT)
    ? readFileSync(PERFORMANCE_REPORT, 'utf8')
    : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(PERFORMANCE_REPORT, next);
  return section;
}
