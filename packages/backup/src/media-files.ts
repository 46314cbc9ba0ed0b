import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaFile } from './backup-manifest';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `root` with its size and SHA-256, sorted by path; none when the folder does not exist. */
export async function listMediaFiles(root: string): Promise<MediaFile[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: MediaFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const { size } = await stat(absolute);
    files.push({
      path: path.relative(root, absolute).split(path.sep).join('/'),
      bytes: size,
      sha256: await sha256Of(absolute),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
