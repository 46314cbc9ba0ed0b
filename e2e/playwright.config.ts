import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, e2eBaseURL, e2ePort } from './servers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Debian's Chromium: nothing is downloaded, nothing phones home. Its headless shell (package
 * chromium-headless-shell, the same engine without the desktop browser around it) when installed: a third
 * less CPU per journey on two cores, where the journeys are CPU-bound.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  // Each worker has its own app server and database (e2e/servers.ts, e2e/fixtures/test.ts).
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Room for a CI machine two or three times slower than a quiet one (seen: typecheck 0:46 → 1:52):
  // a passing journey takes no longer for it, a failing one fails later.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: '../playwright-report' }] as const] : []),
    // npm test adds every layer's counts into one closing line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
      ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }] as const]
      : []),
  ],
  use: {
    // Worker 0's server; specs take their worker's from e2e/fixtures/test.ts.
    baseURL: e2eBaseURL(0),
    browserName: 'chromium',
    headless: true,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // A journey that only makes sense on a phone (a technician's day: @phone-only) runs at 390 px alone.
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // At 390 px only where the width matters (layout, axe, menus, phone journeys: tagged @phone);
      // E2E_PHONE=all runs every journey at both widths.
      ...(process.env.E2E_PHONE === 'all' ? {} : { grep: /@phone/ }),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  // One server and database per worker, started side by side by one command (scripts/e2e-servers.mjs).
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    cwd: repoRoot,
    env: { E2E_PORT: String(e2ePort(0)), E2E_WORKERS: String(E2E_WORKERS) },
    // One server: ready when it answers, and reused locally when one already runs there. Several: ready when
    // the script says every one answers.
    ...(E2E_WORKERS === 1
      ? { url: `${e2eBaseURL(0)}/api/v1/health` }
      : { wait: { stdout: /E2E_SERVERS_READY/ } }),
    reuseExistingServer: !process.env.CI,
    // A fresh clone seeds the demo and draws its 7,676 images first: about 40 s, several times that on a busy CI machine.
    timeout: 300_000,
    // Stopped like a real server, so it stops PostgreSQL and removes its data folder (scripts/e2e-server.mjs).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  },
});
