// Playwright's webServer: one e2e app server per worker (scripts/e2e-server.mjs on E2E_PORT + i), started
// side by side — Playwright starts the entries of a webServer array one after the other, and each spends
// ~20 s creating its database and demo data. Prints E2E_SERVERS_READY once every server answers.
import { spawn } from 'node:child_process';
import { root } from './lib/run-server.mjs';

const basePort = Number(process.env.E2E_PORT ?? 3100);
const count = Number(process.env.E2E_WORKERS ?? 1);
const ports = Array.from({ length: count }, (_, index) => basePort + index);

const servers = ports.map((port) =>
  spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port) },
  }),
);
const exits = servers.map(
  (server) => new Promise((resolve) => server.on('exit', (code) => resolve(code ?? 1))),
);

let stopped = false;
const stopAll = (signal) => {
  stopped = true;
  for (const server of servers) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll(signal);
    Promise.all(exits).then((codes) => process.exit(Math.max(...codes)));
  });

const answers = async (port) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok;
  } catch {
    return false;
  }
};

// A server that ends unasked (a failed seed, a taken port, a crash) stops the others and fails the run.
Promise.race(exits).then((code) => {
  if (stopped) return;
  stopAll('SIGTERM');
  Promise.all(exits).then(() => process.exit(code || 1));
});

const waiting = new Set(ports);
while (waiting.size > 0 && !stopped) {
  for (const port of [...waiting]) if (await answers(port)) waiting.delete(port);
  if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!stopped) console.log(`E2E_SERVERS_READY on ports ${ports.join(', ')}`);
