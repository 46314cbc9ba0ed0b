// Bundles the server's entry points into apps/server/dist, so production runs plain JavaScript on Node
// (no TypeScript loader). Our workspace packages are bundled in; every npm package stays an import of
// node_modules, so native addons (sharp, argon2), Next and PostgreSQL's binaries load as installed.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { root } from './lib/run-server.mjs';

/** Each entry becomes apps/server/dist/<name>.mjs: the server, the demo seed step, the reference-data command. */
export const serverEntries = {
  server: 'apps/server/src/server.ts',
  'demo-seed': 'apps/server/src/demo-seed.ts',
  reference: 'packages/db/src/reference/cli.ts',
};
export const serverDist = path.join(root, 'apps/server/dist');

/** Bare imports (npm packages, node: built-ins) stay external; @porchlight/* and relative files are bundled. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@porchlight/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  rmSync(serverDist, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
  // esbuild keeps a service process for later builds: npm start builds once, then runs the server for hours.
  await stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
