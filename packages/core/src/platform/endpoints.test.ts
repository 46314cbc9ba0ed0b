import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const platform = path.dirname(fileURLToPath(import.meta.url));
const src = path.dirname(platform);

describe('the contract registry (endpoints.ts)', () => {
  it('lists every *.contracts.ts, so every route finds its schemas', () => {
    const registry = readFileSync(path.join(platform, 'endpoints.ts'), 'utf8');
    const contracts = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.contracts.ts'))
      .map((file) => path.relative(platform, path.join(src, file)).replace(/\.ts$/, ''))
      .map((specifier) => (specifier.startsWith('.') ? specifier : `./${specifier}`));
    expect(contracts.length).toBeGreaterThan(0);
    const missing = contracts.filter((specifier) => !registry.includes(`from '${specifier}'`));
    expect(missing).toEqual([]);
  });
});
