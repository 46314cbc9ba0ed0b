import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** The user and group a process runs as (spawned children drop supplementary groups). */
export interface Identity {
  uid: number;
  gid: number;
}

/** Owner, group and mode of a file, as `stat` reports them. */
export interface Ownership {
  uid: number;
  gid: number;
  mode: number;
}

export const READ = 4;
export const EXECUTE = 1;

/** Whether `who` has the `wanted` permission bits (READ, EXECUTE) on `file`, checked the way the kernel does. */
export function allows(file: Ownership, who: Identity, wanted: number): boolean {
  const shift = file.uid === who.uid ? 6 : file.gid === who.gid ? 3 : 0;
  return ((file.mode >> shift) & wanted) === wanted;
}

/** `/a/b/c` → `/`, `/a`, `/a/b`: the folders one passes through to reach a path. */
export function foldersOnTheWay(target: string): string[] {
  const folders: string[] = [];
  for (let folder = path.dirname(target); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) return folders;
  }
}

/** The first folder on the way to `target` that `who` may not enter, or undefined when every one lets it through. */
export function firstBlockedFolder(
  target: string,
  who: Identity,
  ownershipOf: (folder: string) => Ownership,
): string | undefined {
  return foldersOnTheWay(target).find((folder) => !allows(ownershipOf(folder), who, EXECUTE));
}

/** `target` with symlinks resolved in its folder (the kernel checks the real folders), whether or not it exists. */
export function realLocation(target: string): string {
  return path.join(realpathSync(path.dirname(target)), path.basename(target));
}

/** Like firstBlockedFolder, on this machine's real folders. */
export function blockedFolderOnDisk(target: string, who: Identity): string | undefined {
  return firstBlockedFolder(realLocation(target), who, statSync);
}
