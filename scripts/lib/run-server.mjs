import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs one entry of the server bundle (apps/server/dist, built by scripts/build-server.mjs) on this Node,
 * forwarding stop signals; resolves with its exit code.
 */
function runEntry(name, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', `apps/server/dist/${name}.mjs`], {
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
  return runEntry('server', env);
}

/** Seeds the demo data (migrating and loading reference data first) and exits; resolves with its exit code. */
export function runDemoSeed(env = {}) {
  return runEntry('demo-seed', env);
}

/** SEED_DEMO as the server's config reads it: on unless 'false' or '0' (an empty value counts as unset). */
export function seedDemoOn(env = process.env) {
  return !['false', '0'].includes(env.SEED_DEMO ?? '');
}

/** What npm start does once the app is built, and the container's command: the demo seed step, then the server. */
export async function serve(env = {}) {
  if (seedDemoOn({ ...process.env, ...env })) {
    const seeded = await runDemoSeed(env);
    if (seeded !== 0) return seeded;
  }
  return runServer(env);
}
