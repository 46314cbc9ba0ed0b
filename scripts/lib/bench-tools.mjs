// Installs the benchmark-only tools (package.json "benchTools": load generator, Lighthouse) on demand, so the
// default install and the production image never carry them; `npm install` later prunes them again.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './run-server.mjs';

const benchTools = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).benchTools;
const requireFromRoot = createRequire(path.join(root, 'package.json'));

function installedVersion(name) {
  try {
    return JSON.parse(readFileSync(requireFromRoot.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    return undefined;
  }
}

const missing = Object.entries(benchTools).filter(([name, version]) => installedVersion(name) !== version);
if (missing.length > 0) {
  const specs = missing.map(([name, version]) => `${name}@${version}`);
  console.log(`[bench] Installing ${specs.join(', ')} (benchmarks only)…`);
  const install = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...specs], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
