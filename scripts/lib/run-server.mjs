import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs one entry of the server package with tsx, forwarding stop signals; resolves with its exit code. */
function runEntry(entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward);
      resolve(code ?? 1);
    }),
  );
}

/** Runs the one-process server (API + web); resolves with its exit code. */
export function runServer(env = {}) {
  return runEntry('apps/server/src/server.ts', env);
}

/** Seeds the demo data (migrating and loading reference data first) and exits; resolves with its exit code. */
export function runDemoSeed(env = {}) {
  return runEntry('apps/server/src/demo-seed.ts', env);
}

/** SEED_DEMO as the server's config reads it: on unless 'false' or '0' (an empty value counts as unset). */
export function seedDemoOn(env = process.env) {
  return !['false', '0'].includes(env.SEED_DEMO ?? '');
}
