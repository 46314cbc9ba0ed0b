import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server process loads no demo code: nothing reachable through the imports of server.ts comes from
 * packages/db/src/seed/ (the demo seed is its own step, demo-seed.ts). A static walk of the import graph
 * over our own sources (relative paths and @porchlight/* packages), type-only imports included.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(root, 'apps/server/src/server.ts');
const demoSeedEntry = path.join(root, 'apps/server/src/demo-seed.ts');
const seedFolder = path.join(root, 'packages/db/src/seed') + path.sep;

const WORKSPACES: Record<string, string> = {
  '@porchlight/core/': 'packages/core/src/',
  '@porchlight/db/': 'packages/db/src/',
};

/** `import … from`, `export … from`, `import '…'` and `import('…')`. */
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();

/** Our file behind a specifier; undefined for an npm package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const workspace = Object.keys(WORKSPACES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (workspace) base = path.join(root, WORKSPACES[workspace] ?? '', specifier.slice(workspace.length));
  else return undefined;
  const stem = base.replace(/\.[cm]?js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find(isFile);
  if (!found) throw new Error(`${path.relative(root, from)}: cannot resolve '${specifier}'`);
  return found;
}

/** Every file of ours the entry loads, each with the chain of imports that reaches it. */
function reachableFrom(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier);
      if (!target || chains.has(target)) continue;
      chains.set(target, [...(chains.get(file) ?? []), target]);
      queue.push(target);
    }
  }
  return chains;
}

const seedFilesOf = (chains: Map<string, string[]>) =>
  [...chains]
    .filter(([file]) => file.startsWith(seedFolder))
    .map(([, chain]) => chain.map((file) => path.relative(root, file)).join(' → '));

describe("the server's imports", () => {
  it('walk the whole server: app, plugins, modules and the packages they use', () => {
    const relative = [...reachableFrom(serverEntry).keys()].map((file) => path.relative(root, file));
    expect(relative).toContain('apps/server/src/app.ts');
    expect(relative).toContain('apps/server/src/composition/storage.ts');
    expect(relative).toContain('packages/db/src/reference/reference-data.ts');
    expect(relative.some((file) => file.startsWith('apps/server/src/modules/'))).toBe(true);
    expect(relative.some((file) => file.startsWith('packages/core/src/'))).toBe(true);
    expect(relative.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([]);
  });

  it('reach nothing in packages/db/src/seed/ (the demo seed is its own step)', () => {
    const fromServer = reachableFrom(serverEntry);
    expect(seedFilesOf(fromServer)).toEqual([]);
    expect(fromServer.has(demoSeedEntry)).toBe(false);
  });

  it('would see a seed import: the demo seed step reaches the demo data', () => {
    const fromDemoSeed = seedFilesOf(reachableFrom(demoSeedEntry));
    expect(fromDemoSeed).toContain('apps/server/src/demo-seed.ts → packages/db/src/seed/demo.ts');
  });
});
