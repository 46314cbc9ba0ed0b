// npm run size: builds the web app, then checks each public route's first-load JavaScript (gzip -9,
// modern browsers) against its budget; exits 1 when one is over. `--no-build` measures the last build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib/run-server.mjs';

const KB = 1000;

/** The issue's budgets, first match wins; routes without one (logged-in pages, errors) are listed for information. */
const BUDGETS = [
  { name: 'profile pages', budgetKb: 165, matches: (route) => route.startsWith('/company/') },
  {
    name: 'search',
    budgetKb: 160,
    matches: (route) => route === '/' || route === '/search' || route.startsWith('/search/'),
  },
  {
    name: 'other public pages',
    budgetKb: 155,
    matches: (route) =>
      ['/terms', '/privacy', '/cookies', '/business', '/account/login', '/account/register'].includes(route),
  },
];

const webDir = path.join(root, 'apps/web');

function readJson(relativePath) {
  return JSON.parse(readFileSync(path.join(webDir, relativePath), 'utf8'));
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Only browsers without ES modules load the polyfills (`<script noModule>`).
const polyfills = new Set(readJson('.next/build-manifest.json').polyfillFiles.map((file) => `.next/${file}`));
const gzippedSizes = new Map();

function gzippedSize(chunkPath) {
  let size = gzippedSizes.get(chunkPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(webDir, chunkPath)), { level: 9 }).length;
    gzippedSizes.set(chunkPath, size);
  }
  return size;
}

const rows = readJson('.next/diagnostics/route-bundle-stats.json')
  .map(({ route, firstLoadChunkPaths }) => {
    const bytes = firstLoadChunkPaths
      .filter((chunk) => !polyfills.has(chunk))
      .reduce((sum, chunk) => sum + gzippedSize(chunk), 0);
    const budget = BUDGETS.find((candidate) => candidate.matches(route));
    return { route, kb: bytes / KB, budget };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const width = Math.max(...rows.map((row) => row.route.length));
let over = 0;
console.log(`${'route'.padEnd(width)}  first-load JS (gzip -9)  budget`);
for (const { route, kb, budget } of rows) {
  const isOver = budget !== undefined && kb > budget.budgetKb;
  if (isOver) over += 1;
  const verdict = budget === undefined ? '—' : `${budget.budgetKb} KB ${isOver ? 'OVER' : 'ok'}`;
  console.log(`${route.padEnd(width)}  ${`${kb.toFixed(1)} KB`.padStart(23)}  ${verdict}`);
}
if (over > 0) {
  console.error(`\n${over} route(s) over their JavaScript budget.`);
  process.exit(1);
}
console.log('\nEvery public route is within its JavaScript budget.');
