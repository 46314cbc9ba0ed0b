// npm start: check the Node version, bundle the server (a second), build the web app when its sources changed
// since the last build, seed the demo data when SEED_DEMO is on (its own step: the server never loads demo
// code), then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { root, serve } from './lib/run-server.mjs';

/** `>=24` → [24, 0, 0]; undefined for any other form (the engines field uses this one). */
function minimumVersion(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  return match?.slice(1).map((part) => Number(part ?? 0));
}

function isOlder(version, minimum) {
  const differing = minimum.findIndex((part, index) => (version[index] ?? 0) !== part);
  return differing !== -1 && (version[differing] ?? 0) < minimum[differing];
}

/** Stops with one sentence on a Node older than package.json's engines, instead of an obscure failure later. */
function checkNodeVersion() {
  const required = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines?.node;
  const minimum = required && minimumVersion(required);
  if (!minimum || !isOlder(process.versions.node.split('.').map(Number), minimum)) return;
  console.error(
    `[porchlight] Porchlight needs Node ${required} (package.json "engines") but this is Node ${process.versions.node}: run npm install, which brings Node ${minimum[0]} for Linux x64 (node_modules/.bin/node), or install Node ${minimum[0]} yourself, and run npm start again.`,
  );
  process.exit(1);
}

checkNodeVersion();

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
await buildServer();
process.exit(await serve());
