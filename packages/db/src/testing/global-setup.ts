import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@porchlight/postgres-launcher/embedded';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, withDatabase } from '../connection';
import { migrateDatabase } from '../migrate';
import { loadReferenceData } from '../reference/reference-data';
import { DEMO_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from './test-database';

/**
 * One PostgreSQL server per run (embedded, or DATABASE_URL), one migrated template database
 * with the reference data (as every server start loads it); every test file clones it (see
 * test-database.ts). The demo data's template is made by the first file that needs it (demo-database.ts).
 */
export async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  const runDir = mkdtempSync(path.join(tmpdir(), 'porchlight-test-run-'));
  const throwaway: string[] = [runDir];
  if (!serverUrl) {
    const clusterRoot = mkdtempSync(path.join(tmpdir(), 'porchlight-test-'));
    // mkdtemp makes it 700; as root, the postgres user must enter it (else the cluster moves to /var/lib/porchlight).
    chmodSync(clusterRoot, 0o755);
    const server = await startEmbeddedPostgres(path.join(clusterRoot, 'postgres'));
    throwaway.push(clusterRoot, server.clusterDir);
    serverUrl = server.url;
    stop = server.stop;
  }

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A server kept between runs (DATABASE_URL) may hold an older run's templates.
  for (const stale of [DEMO_TEMPLATE_DATABASE, `${DEMO_TEMPLATE_DATABASE}_building`, TEMPLATE_DATABASE])
    await admin.query(`drop database if exists ${stale} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  const template = connect(withDatabase(serverUrl, TEMPLATE_DATABASE), { max: 2 });
  await migrateDatabase(template);
  await loadReferenceData(template);
  await template.$client.end();
  await admin.end();

  project.provide('serverUrl', serverUrl);
  project.provide('runDir', runDir);
  return async () => {
    await stop();
    for (const folder of throwaway) rmSync(folder, { recursive: true, force: true });
  };
}
