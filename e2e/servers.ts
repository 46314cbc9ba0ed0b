/**
 * Where the e2e app servers listen. Each Playwright worker drives its own server with its own database
 * (scripts/e2e-server.mjs), so journeys running side by side never see each other's data: server `i` on
 * E2E_PORT + i serves worker `i` (its `parallelIndex`).
 */

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Two in CI (the journeys mostly wait on the browser and the app: about half a core each); one locally. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));

export const e2ePort = (parallelIndex: number): number => E2E_BASE_PORT + parallelIndex;

export const e2eBaseURL = (parallelIndex: number): string => `http://127.0.0.1:${e2ePort(parallelIndex)}`;
