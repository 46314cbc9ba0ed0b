import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSetupError } from './database-setup-error';
import { blockedFolderOnDisk, type Identity, realLocation } from './postgres-access';
import { sharedFolder } from './shared-folder';

/** The folder a symlink at `file` points to, or undefined when `file` is not a symlink. */
function linkTarget(file: string): string | undefined {
  try {
    if (!lstatSync(file).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  return path.resolve(path.dirname(file), readlinkSync(file));
}

function isEmptyOrMissing(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/** One folder per DATA_DIR, readable in a listing: `data-3f1a9c2b7e40`. */
function clusterName(clusterDir: string): string {
  const hash = createHash('sha256').update(clusterDir).digest('hex').slice(0, 12);
  return `${path.basename(path.dirname(clusterDir))}-${hash}`;
}

/**
 * Where the cluster meant for `clusterDir` (DATA_DIR/postgres) lives. As root, PostgreSQL runs as the
 * postgres user (`who`); when that user cannot enter a folder on the way (a clone under /root), a new
 * cluster goes to the shared folder, linked from `clusterDir`, instead of opening up the private folder.
 */
export function clusterLocation(
  clusterDir: string,
  who: Identity | undefined,
  sharedDir: string,
  log: (line: string) => void,
): string {
  const linked = linkTarget(clusterDir);
  if (linked) mkdirSync(path.dirname(linked), { recursive: true });
  const wanted = realLocation(linked ?? clusterDir);
  const blocked = who && blockedFolderOnDisk(wanted, who);
  if (!who || !blocked) return wanted;
  if (linked || !isEmptyOrMissing(wanted)) {
    throw new DatabaseSetupError(
      `The PostgreSQL cluster in ${wanted} is inside ${blocked}, which the postgres user that runs it cannot enter: move DATA_DIR to a folder that user can enter, such as /var/lib/porchlight/data, or run Porchlight as a regular user.`,
    );
  }
  // An empty folder is what a start that failed before initdb leaves (the old spawn EACCES): nothing to keep.
  if (existsSync(wanted)) rmdirSync(wanted);
  const clusters = sharedFolder(path.join(sharedFolder(sharedDir, who), 'clusters'), who);
  const moved = path.join(clusters, clusterName(wanted));
  symlinkSync(moved, clusterDir);
  log(
    `The postgres user cannot enter ${blocked}, so the cluster lives in ${moved} (linked from ${clusterDir})`,
  );
  return moved;
}
