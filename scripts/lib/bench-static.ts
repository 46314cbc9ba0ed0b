// Every benchmark's baseline: a 2 KB file the server sends from its media storage as it is. It sits under
// defaults/, a public media prefix (core media-keys.rules.ts): /media/* answers 404 for any other key.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY = 'defaults/bench-static.txt';

export const BENCH_STATIC_FILE = { path: `/media/${KEY}`, content: 'x'.repeat(2048) } as const;

/** Puts the file into DATA_DIR/media before the server starts. */
export function writeBenchStaticFile(dataDir: string): void {
  const file = path.join(dataDir, 'media', KEY);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, BENCH_STATIC_FILE.content);
}
