import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const sourceDir = path.resolve(appDir, '..');
const mantineStylesDir = path.resolve(appDir, '../../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Names the app imports from @mantine/core: Button, MenuItem, … */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(sourceDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',')) {
        const bare = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (bare) names.add(bare);
      }
    }
  }
  return names;
}

describe("Mantine's stylesheets", () => {
  it('include the stylesheet of every component the app imports (MenuItem counts as Menu)', () => {
    // mantine-styles.ts, or the module that uses it (a dialog's own chunk: Stepper in the booking dialog).
    const listed = [path.join(appDir, 'mantine-styles.ts'), ...sourceFiles(sourceDir)]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const stylesheets = readdirSync(mantineStylesDir)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.replace(/\.css$/, ''))
      .sort((a, b) => b.length - a.length);
    const missing = [...importedNames()]
      .map((name) => stylesheets.find((component) => name.startsWith(component)))
      .filter((component): component is string => component !== undefined)
      .filter((component) => !listed.includes(`'@mantine/core/styles/${component}.css'`));
    expect([...new Set(missing)]).toEqual([]);
  });
});
