// npm start: build the web app when its sources changed since the last build, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, runServer } from './lib/run-server.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const buildId = path.join(root, 'apps/web/.next/BUILD_ID');
const sources = ['apps/web', 'packages/core/src'].map((dir) => newestMtime(path.join(root, dir)));
const isStale = !existsSync(buildId) || Math.max(...sources) > statSync(buildId).mtimeMs;
if (isStale) {
  console.log('[porchlight] Building the web app (about a minute on first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@porchlight/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.exit(await runServer());
