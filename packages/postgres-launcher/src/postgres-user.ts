import { execFileSync } from 'node:child_process';
import { DatabaseSetupError } from './database-setup-error';
import type { Identity } from './postgres-access';

const POSTGRES_USER = 'postgres';

function lookUp(user: string): Identity | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

function createSystemUser(user: string): void {
  // groupadd fails when the group already exists (Debian's postgresql package makes it); useradd tells the rest.
  try {
    execFileSync('groupadd', ['--system', user], { stdio: 'ignore' });
  } catch {}
  execFileSync(
    'useradd',
    ['--system', '--gid', user, '--no-create-home', '--shell', '/usr/sbin/nologin', user],
    { stdio: 'ignore' },
  );
}

/**
 * PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user (created when
 * missing); as anyone else it runs as ourselves and needs no identity (undefined).
 */
export function postgresRunsAs(): Identity | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = lookUp(POSTGRES_USER);
  if (existing) return existing;
  try {
    createSystemUser(POSTGRES_USER);
  } catch {}
  const created = lookUp(POSTGRES_USER);
  if (created) return created;
  throw new DatabaseSetupError(
    'Running as root, Porchlight runs PostgreSQL as the "postgres" user, which does not exist and could not be created: create it (useradd --system --user-group postgres) or run Porchlight as a regular user.',
  );
}
