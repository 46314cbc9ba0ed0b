import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaContentType, requireValidMediaKey } from './media-keys';
import type { ByteRange, MediaStorage, MediaUrls } from './media-storage';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Built-in storage: files under DATA_DIR/media (one folder per key prefix). */
export function createLocalStorage(mediaDir: string, urls: MediaUrls): MediaStorage {
  const root = path.resolve(mediaDir);
  const resolve = (key: string) => {
    const file = path.resolve(root, requireValidMediaKey(key));
    // The key rules already keep it inside; this is the second lock on the same door.
    if (!file.startsWith(root + path.sep)) throw new Error(`Media key outside the media folder: ${key}`);
    return file;
  };

  async function* walk(dir: string): AsyncIterable<string> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.tmp'))
        yield path.relative(root, full).split(path.sep).join('/');
    }
  }

  return {
    kind: 'local',
    publicUrl: urls.publicUrl,
    async save(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader (this process or another on a shared folder) never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async read(key, range?: ByteRange) {
      const file = resolve(key);
      const info = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      const common = {
        contentType: mediaContentType(key),
        totalSize: info.size,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
      if (!range) return { ...common, body: createReadStream(file), contentLength: info.size };
      if (range.start >= info.size) return 'unsatisfiable';
      const end = Math.min(range.end ?? info.size - 1, info.size - 1);
      return {
        ...common,
        body: createReadStream(file, { start: range.start, end }),
        contentLength: end - range.start + 1,
        range: { start: range.start, end },
      };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    /** As S3 lists: every key starting with `prefix` ('providers/' or 'providers/p1/photos/a'). */
    async *list(prefix = '') {
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1).replace(/\/$/, '');
      for await (const key of walk(folder ? resolve(folder) : root)) if (key.startsWith(prefix)) yield key;
    },
  };
}
