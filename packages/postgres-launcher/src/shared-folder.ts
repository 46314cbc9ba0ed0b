import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSetupError } from './database-setup-error';
import { blockedFolderOnDisk, type Identity } from './postgres-access';

/** Where root keeps PostgreSQL's programs and clusters that the postgres user cannot reach where they are. */
export const DEFAULT_SHARED_FOLDER = '/var/lib/porchlight';

const WRITABLE_BY_OTHERS = 0o022;

/**
 * Makes `folder` once (mode 755) and checks it is safe to run PostgreSQL from: only root may change it,
 * or someone else could swap the programs the postgres user runs, and the postgres user may enter it.
 */
export function sharedFolder(folder: string, who: Identity): string {
  if (!existsSync(folder)) {
    try {
      mkdirSync(folder, { recursive: true });
      chmodSync(folder, 0o755);
    } catch (error) {
      throw new DatabaseSetupError(
        `Porchlight could not create ${folder} (${(error as NodeJS.ErrnoException).code}) to keep PostgreSQL where the postgres user can reach it: create it (mkdir -m 755 ${folder}), or clone Porchlight into a folder others can enter, such as /opt/porchlight.`,
      );
    }
  }
  const { uid, mode } = statSync(folder);
  if (uid !== 0 || mode & WRITABLE_BY_OTHERS) {
    throw new DatabaseSetupError(
      `${folder} holds PostgreSQL for the postgres user, so it must belong to root and be writable by root only: fix it (chown root: ${folder} && chmod 755 ${folder}) or remove it.`,
    );
  }
  const blocked = blockedFolderOnDisk(path.join(folder, 'entry'), who);
  if (blocked) {
    throw new DatabaseSetupError(
      `The postgres user cannot enter ${blocked}, so it cannot reach ${folder}: let others enter it (chmod o+x ${blocked}).`,
    );
  }
  return folder;
}
