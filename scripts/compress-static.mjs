// After `next build`: writes brotli and gzip copies beside every text asset under .next/static, so
// the server sends them as they are (never compressing on each request); see composition/next.ts.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map|html)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

const root = path.resolve(process.argv[2] ?? 'apps/web/.next/static');
let count = 0;
let before = 0;
let after = 0;
for await (const file of filesUnder(root)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(
  `compressed ${count} assets: ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB (brotli)`,
);
