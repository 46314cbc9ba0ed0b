import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { withClient } from '@porchlight/db/connection';
import { findFreePort } from '@porchlight/postgres-launcher/embedded';
import { postgresRunsAs } from '@porchlight/postgres-launcher/postgres-user';

const run = promisify(execFile);

/** A primary and its streaming standby (Debian's PostgreSQL), on 127.0.0.1, each as a maintenance URL. */
export interface ReplicaPair {
  primaryUrl: string;
  standbyUrl: string;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopStandby(): Promise<void>;
  /** Stops both servers and removes their folder (also after a failed start). */
  stop(): Promise<void>;
}

/** Debian's newest installed PostgreSQL (the postgresql package; npm test installs it when missing). */
function debianBinaries(): string {
  const installed = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const [newest] = installed.sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error('Debian PostgreSQL is not installed (apt-get install postgresql)');
  return path.join('/usr/lib/postgresql', newest, 'bin');
}

/**
 * Starts a primary, then a `pg_basebackup -R` standby streaming from it, in a temporary folder; `prepare`
 * runs on the primary's URL first (migrations, data), so the standby starts with it. As root PostgreSQL runs
 * as the postgres user, like the embedded server (packages/postgres-launcher).
 */
export async function startReplicaPair(prepare: (primaryUrl: string) => Promise<void>): Promise<ReplicaPair> {
  const bin = debianBinaries();
  const runAs = postgresRunsAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'porchlight-replica-'));
  chmodSync(dir, 0o755);
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  const program = (name: string, args: string[]) =>
    run(path.join(bin, name), args, { cwd: dir, env: { ...process.env, LC_MESSAGES: 'C' }, ...runAs });
  const serverFlags = (port: number) =>
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=60`;
  const start = (cluster: string, port: number) =>
    program('pg_ctl', [
      '-D',
      path.join(dir, cluster),
      '-l',
      path.join(dir, `${cluster}.log`),
      '-w',
      '-o',
      serverFlags(port),
      'start',
    ]);
  const stopCluster = (cluster: string) =>
    program('pg_ctl', ['-D', path.join(dir, cluster), '-m', 'fast', '-w', 'stop']).catch(() => {});
  const stop = async () => {
    await Promise.all([stopCluster('standby'), stopCluster('primary')]);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [primaryPort, standbyPort] = [await findFreePort(), await findFreePort()];
    await program('initdb', [
      '-D',
      path.join(dir, 'primary'),
      '--auth=trust',
      '-U',
      'postgres',
      '--encoding=UTF8',
    ]);
    await start('primary', primaryPort);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await prepare(primaryUrl);
    const standbyDir = path.join(dir, 'standby');
    await program('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await start('standby', standbyPort);
    const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
    const onStandby = (statement: string) => withClient(standbyUrl, (client) => client.query(statement));
    return {
      primaryUrl,
      standbyUrl,
      async caughtUp() {
        const written = await withClient(primaryUrl, (client) =>
          client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
        );
        const lsn = written.rows[0]?.lsn;
        for (let waited = 0; waited < 10_000; waited += 50) {
          const replayed = await withClient(standbyUrl, (client) =>
            client.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [lsn]),
          );
          if (replayed.rows[0]?.done) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the standby did not catch up within 10 s');
      },
      pauseReplay: async () => void (await onStandby('select pg_wal_replay_pause()')),
      resumeReplay: async () => void (await onStandby('select pg_wal_replay_resume()')),
      stopStandby: async () => void (await stopCluster('standby')),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
