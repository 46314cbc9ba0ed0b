import { lstatSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh DATA_DIR for a throwaway server (e2e, benchmarks). */
export const createDataDir = (prefix) => mkdtempSync(path.join(tmpdir(), `${prefix}-`));

/**
 * Removes a throwaway DATA_DIR and, when its cluster was moved to the shared folder (root with a
 * private folder, packages/db/src/cluster-location.ts), the cluster too, so runs leave nothing behind.
 */
export function removeDataDir(dataDir) {
  const clusterLink = path.join(dataDir, 'postgres');
  try {
    if (lstatSync(clusterLink).isSymbolicLink()) {
      rmSync(path.resolve(dataDir, readlinkSync(clusterLink)), { recursive: true, force: true });
    }
  } catch {
    // No cluster yet.
  }
  rmSync(dataDir, { recursive: true, force: true });
}
