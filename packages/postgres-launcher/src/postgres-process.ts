import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Identity } from './postgres-access';
import type { PostgresBinaries } from './postgres-binaries';

/** One cluster: the programs, its folder and, as root, the user it runs as. */
export interface Cluster {
  binaries: PostgresBinaries;
  dir: string;
  runAs: Identity | undefined;
}

export interface RunningPostgres {
  stop(): Promise<void>;
}

const READY = 'database system is ready to accept connections';
const KEPT_OUTPUT = 4000;

function spawnProgram(program: string, args: string[], runAs: Identity | undefined): ChildProcess {
  return spawn(program, args, {
    // A folder the postgres user can enter, rather than our working folder, which may be private.
    cwd: path.dirname(program),
    // English messages: we wait for one of them.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...runAs,
  });
}

/** The last lines a program wrote (stdout and stderr), for error messages; also keeps its pipes drained. */
function keepOutput(child: ChildProcess, onText: (text: string) => void = () => {}): () => string {
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    onText(output);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => output.trim();
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

/** Creates the cluster with initdb, as `runAs`, with our superuser and password. */
export async function initialiseCluster(
  cluster: Cluster,
  superuser: { user: string; password: string },
  flags: string[],
): Promise<void> {
  const { binaries, dir, runAs } = cluster;
  mkdirSync(dir, { recursive: true });
  // initdb reads the password from a file; next to the cluster, where the postgres user can read it.
  const passwordFile = path.join(path.dirname(dir), `.initdb-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${superuser.password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(dir, runAs.uid, runAs.gid);
    chownSync(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    const args = [
      `--pgdata=${dir}`,
      '--auth=password',
      `--username=${superuser.user}`,
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
      ...flags,
    ];
    const child = spawnProgram(binaries.initdb, args, runAs);
    const output = keepOutput(child);
    const code = await exited(child);
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}): ${output()}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
  });
}

/** Starts the server on `port` and resolves once it accepts connections; rejects with its output if it exits. */
export async function startPostgres(
  cluster: Cluster,
  port: number,
  flags: string[],
): Promise<RunningPostgres> {
  const args = ['-D', cluster.dir, '-p', String(port), ...flags];
  const child = spawnProgram(cluster.binaries.postgres, args, cluster.runAs);
  // The server is our child: it stops when this process exits, even without a call to stop().
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));

  await new Promise<void>((resolve, reject) => {
    const output = keepOutput(child, (text) => text.includes(READY) && resolve());
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`postgres exited (exit code ${code}): ${output()}`)));
  });
  return { stop: () => stopProcess(child) };
}
