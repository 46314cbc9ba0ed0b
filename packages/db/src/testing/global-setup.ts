import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, withDatabase } from '../connection';
import { startEmbeddedPostgres } from '../embedded';
import { migrateDatabase } from '../migrate';
import { loadReferenceData } from '../reference/reference-data';
import { TEMPLATE_DATABASE } from './test-database';

/**
 * One PostgreSQL server per run (embedded, or DATABASE_URL), one migrated template database
 * with the reference data (as every server start loads it); every test file clones it (see database.ts).
 */
export async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  const throwaway: string[] = [];
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
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  const template = connect(withDatabase(serverUrl, TEMPLATE_DATABASE), { max: 2 });
  await migrateDatabase(template);
  await loadReferenceData(template);
  await template.$client.end();
  await admin.end();

  project.provide('serverUrl', serverUrl);
  return async () => {
    await stop();
    for (const folder of throwaway) rmSync(folder, { recursive: true, force: true });
  };
}
