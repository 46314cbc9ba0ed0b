import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  stages as dockerStages,
  finalStageCopies,
  instructions,
} from '../../../../../scripts/lib/dockerfile.mjs';
import { configSchema } from '../../config';

/**
 * Docker does not run on our machines, and hadolint is in neither npm nor Debian: these are the checks a
 * linter would make on the Dockerfile and compose.yaml (hadolint's DL3000, DL3002, DL3006/DL3007,
 * DL3020, DL3025 and compose's own structure), plus what Porchlight needs from them. The two-process API
 * test covers the behaviour the files set up.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const all = instructions(dockerfile);
  const stages = dockerStages(dockerfile);
  const final = stages.at(-1)!;
  const known = new Set([
    'FROM',
    'RUN',
    'CMD',
    'LABEL',
    'EXPOSE',
    'ENV',
    'ADD',
    'COPY',
    'ENTRYPOINT',
    'VOLUME',
    'USER',
    'WORKDIR',
    'ARG',
    'ONBUILD',
    'STOPSIGNAL',
    'HEALTHCHECK',
    'SHELL',
  ]);

  it('has only known instructions', () => {
    expect(all.filter((instruction) => !known.has(instruction.keyword))).toEqual([]);
  });

  it('is multi-stage, each base image pinned to a version (no latest)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const names = new Set(stages.map((stage) => stage.name).filter(Boolean));
    for (const stage of stages) {
      if (names.has(stage.image)) continue; // built on an earlier stage
      expect(stage.image, stage.image).toMatch(/^[\w./-]+:[\w.-]+$/);
      expect(stage.image).not.toMatch(/:latest$/);
    }
  });

  it('copies from stages it defines, with COPY rather than ADD', () => {
    const names = stages.map((stage) => stage.name);
    for (const copy of all.filter((instruction) => instruction.keyword === 'COPY')) {
      const from = /--from=(\S+)/.exec(copy.args)?.[1];
      if (from) expect(names.slice(0, names.length), `line ${copy.line}`).toContain(from);
    }
    expect(all.filter((instruction) => instruction.keyword === 'ADD')).toEqual([]);
  });

  it('uses absolute WORKDIRs', () => {
    for (const workdir of all.filter((instruction) => instruction.keyword === 'WORKDIR'))
      expect(workdir.args).toMatch(/^\//);
  });

  it('runs as a non-root user in the final stage', () => {
    const users = final.body.filter((instruction) => instruction.keyword === 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)!.args).not.toMatch(/^(root|0)(:|$)/);
    // Nothing after the last USER runs as root again.
    const lastUser = final.body.lastIndexOf(users.at(-1)!);
    expect(final.body.slice(lastUser).filter((instruction) => instruction.keyword === 'RUN')).toEqual([]);
  });

  it('starts node itself as PID 1 (exec form), so SIGTERM reaches the graceful shutdown', () => {
    const cmd = final.body.filter((instruction) => instruction.keyword === 'CMD').at(-1)!;
    const argv = JSON.parse(cmd.args) as string[];
    expect(argv).toEqual(['node', 'scripts/serve.mjs']);
    expect(existsSync(path.join(root, argv[1]!))).toBe(true);
    expect(final.body.some((instruction) => instruction.keyword === 'ENTRYPOINT')).toBe(false);
  });

  it('runs the Node major of package.json engines', () => {
    const major = /^>=(\d+)/.exec(JSON.parse(read('package.json')).engines.node)?.[1];
    for (const stage of stages.filter((stage) => stage.image.startsWith('node:')))
      expect(stage.image).toMatch(new RegExp(`^node:${major}[.-]`));
  });

  it('copies only what runs into the final stage: no sources, tests, scripts or e2e, nothing whole', () => {
    const copies = finalStageCopies(dockerfile);
    expect(copies.length).toBeGreaterThan(0);
    for (const { from, sources, line } of copies) {
      expect(from, `line ${line}`).toBe('build');
      for (const source of sources) {
        expect(source, `line ${line}`).not.toMatch(/^\/app\/?$|^\.$|\/src(\/|$)|e2e|test/);
        if (source.startsWith('/app/scripts/'))
          expect(['/app/scripts/serve.mjs', '/app/scripts/lib/run-server.mjs']).toContain(source);
      }
    }
  });

  it('listens on all interfaces, keeps data in /data and checks liveness', () => {
    const env = final.body
      .filter((instruction) => instruction.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/HOST=0\.0\.0\.0/);
    expect(env).toMatch(/DATA_DIR=\/data/);
    expect(final.body.find((instruction) => instruction.keyword === 'EXPOSE')?.args).toBe('3000');
    expect(final.body.find((instruction) => instruction.keyword === 'HEALTHCHECK')?.args).toContain(
      '/api/v1/health',
    );
  });

  it('builds the web app and leaves development dependencies out of the image', () => {
    const runs = all.filter((instruction) => instruction.keyword === 'RUN').map((i) => i.args);
    expect(runs.some((run) => run.includes('npm ci'))).toBe(true);
    expect(runs.some((run) => run.includes('npm run build') && run.includes('npm prune --omit=dev'))).toBe(
      true,
    );
  });

  it('has a .dockerignore that keeps installed modules, builds, data and secrets out of the context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', '**/.next', 'data', '.git', '.env'])
      expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  type Service = {
    image?: string;
    build?: unknown;
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }> | string[];
    healthcheck?: { test: string[] | string };
    volumes?: string[];
    ports?: string[];
    stop_grace_period?: string;
  };
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;
  const apps = ['app1', 'app2'].map((name) => services[name]!);

  it('runs two app processes, PostgreSQL 16 and a load balancer', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'caddy', 'postgres']);
    expect(services.postgres!.image).toMatch(/^postgres:16(\.\d+)?(-[\w]+)?$/);
    expect(services.caddy!.image).toMatch(/^caddy:2\.[\w.-]+$/);
    for (const service of Object.values(services)) expect(service.image ?? '').not.toMatch(/:latest$/);
  });

  it('gives both processes the same image, database, secret and media', () => {
    const [first, second] = apps as [Service, Service];
    expect(first.build).toBe('.');
    expect(second.image).toBe(first.image);
    expect(second.environment).toEqual(first.environment);
    expect(first.environment!.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(first.environment!.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
    expect(first.environment!.HOST).toBe('0.0.0.0');
    expect(first.volumes).toContain('media:/data/media');
    expect(Object.keys(compose.volumes)).toContain('media');
  });

  it('sets only variables the server reads', () => {
    const known = new Set(Object.keys(configSchema.shape));
    for (const name of Object.keys(apps[0]!.environment!)) expect(known, name).toContain(name);
  });

  it('starts the apps after PostgreSQL is healthy, and routes only to ready apps', () => {
    for (const app of apps) {
      expect(app.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
      expect(JSON.stringify(app.healthcheck!.test)).toContain('/api/v1/ready');
      expect(app.stop_grace_period).toBe('15s');
    }
    expect(JSON.stringify(services.postgres!.healthcheck!.test)).toContain('pg_isready');
    expect(services.caddy!.depends_on).toEqual(['app1', 'app2']);
  });

  it('mounts a Caddyfile that balances both apps by readiness', () => {
    const mount = services.caddy!.volumes!.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'))!;
    const caddyfile = path.join(root, mount.split(':')[0]!);
    expect(existsSync(caddyfile)).toBe(true);
    const text = readFileSync(caddyfile, 'utf8');
    expect(text).toMatch(/reverse_proxy\s+app1:3000\s+app2:3000\s*\{/);
    expect(text).toMatch(/health_uri\s+\/api\/v1\/ready/);
    // Braces balance: Caddy refuses a file where they do not.
    expect(text.split('{').length).toBe(text.split('}').length);
  });
});
