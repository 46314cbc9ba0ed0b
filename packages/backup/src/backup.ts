import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withClient } from '@porchlight/db/connection';
import { REARM_MESSAGES_TASK } from '@porchlight/db/job-tasks';
import type pg from 'pg';
import * as tar from 'tar';
import {
  type BackupManifest,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  MIGRATIONS_TABLE,
  TABLES_FOLDER,
} from './backup-manifest';
import { listMediaFiles } from './media-files';
import { countRows, dumpTables, loadTables } from './table-copy';

async function withWorkFolder<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'porchlight-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Copies a folder's files; one removed while copying (a photo deleted meanwhile) is left out, not an error. */
async function copyFiles(from: string, to: string): Promise<void> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(from, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

const migrationCount = (tables: BackupManifest['tables']) =>
  tables.find((table) => table.schema === MIGRATIONS_TABLE.schema && table.name === MIGRATIONS_TABLE.name)
    ?.rows ?? 0;

/**
 * One archive (tar.gz) of the database and the local media. The tables are copied inside one
 * repeatable-read snapshot, so they agree with each other under any write load; the media are copied
 * after it, and uploads store their files before the rows that name them, so every file the snapshot
 * names is there.
 */
export async function createBackup(options: {
  databaseUrl: string;
  /** DATA_DIR/media, or null when media live in an S3 bucket (back that up with the bucket's tools). */
  mediaDir: string | null;
  file: string;
}): Promise<BackupManifest> {
  return withWorkFolder(async (work) => {
    await mkdir(path.join(work, TABLES_FOLDER));
    const tables = await withClient(options.databaseUrl, async (client) => {
      await client.query('begin isolation level repeatable read read only');
      try {
        return await dumpTables(client, work);
      } finally {
        await client.query('commit');
      }
    });
    if (options.mediaDir) await copyFiles(options.mediaDir, path.join(work, MEDIA_FOLDER));
    const media = await listMediaFiles(path.join(work, MEDIA_FOLDER));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migrations: migrationCount(tables),
      tables,
      media,
    };
    await writeFile(path.join(work, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(options.file)), { recursive: true });
    const parts = [MANIFEST_FILE, TABLES_FOLDER, ...(media.length > 0 ? [MEDIA_FOLDER] : [])];
    await tar.create({ gzip: true, file: options.file, cwd: work, portable: true }, parts);
    return manifest;
  });
}

/** Why a restore stops before writing anything. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * The job queue is not in backups (docs/plans/reminders.md §1.1): the restored automatic messages still to
 * send have their rows but no timers, so each provider with any gets the rearm task, run on the next start
 * (idempotent, one job per provider by its key), as the demo seed queues it.
 */
async function rearmMessages(client: pg.ClientBase): Promise<void> {
  await client.query(
    `select graphile_worker.add_job(
       identifier := $1,
       payload := json_build_object('providerId', provider_id::text),
       job_key := $1 || ':' || provider_id
     )
     from (select distinct provider_id from scheduled_messages where status = 'pending') pending`,
    [REARM_MESSAGES_TASK],
  );
}

/**
 * Loads a backup into an empty database, migrated by this version of the app, and its media into
 * `mediaDir`; then checks every restored file against the archive's checksums.
 */
export async function restoreBackup(options: {
  file: string;
  databaseUrl: string;
  mediaDir: string | null;
}): Promise<BackupManifest> {
  return withWorkFolder(async (work) => {
    await tar.extract({ file: options.file, cwd: work, strict: true });
    const manifest = JSON.parse(await readFile(path.join(work, MANIFEST_FILE), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new RestoreRefused(`Unknown backup format ${String(manifest.format)}.`);
    await withClient(options.databaseUrl, async (client) => {
      const appTables = manifest.tables.filter((table) => table.schema === 'public');
      const present = await countRows(client, appTables);
      const busy = Object.entries(present).filter(([, rows]) => rows > 0);
      if (busy.length > 0) {
        throw new RestoreRefused(
          `The database is not empty (${busy.map(([name]) => name).join(', ')}): restore into a fresh DATA_DIR or an empty database.`,
        );
      }
      const [migrations] = await countRows(client, [MIGRATIONS_TABLE]).then(Object.values);
      if ((migrations ?? 0) < manifest.migrations) {
        throw new RestoreRefused(
          'The backup comes from a newer version of Porchlight: update the app first.',
        );
      }
      await loadTables(client, work, manifest.tables);
      await rearmMessages(client);
    });
    if (options.mediaDir && manifest.media.length > 0) {
      await copyFiles(path.join(work, MEDIA_FOLDER), options.mediaDir);
      const restored = new Map(
        (await listMediaFiles(options.mediaDir)).map((file) => [file.path, file.sha256]),
      );
      const damaged = manifest.media.filter((file) => restored.get(file.path) !== file.sha256);
      if (damaged.length > 0) throw new Error(`${damaged.length} media files did not restore intact.`);
    }
    return manifest;
  });
}
