import { createDataDir, removeDataDir } from '../scripts/lib/data-dir.mjs';
import { startServerProcess } from '../scripts/lib/server-process';
import { expect, test } from './fixtures/test';

// A server of its own (the built web app, no demo data), stopped while pages are still rendering.
test.describe('a graceful stop', () => {
  test('finishes every page already rendering, with its data', async () => {
    test.setTimeout(180_000);
    const dataDir = createDataDir('porchlight-graceful-stop');
    const server = await startServerProcess({ dataDir, serveWeb: true, seedDemo: false, log: () => {} });
    try {
      // Search pages of many zip codes: none is cached, each asks the search API while it renders.
      const paths = Array.from({ length: 40 }, (_, index) => `/search/plumbing/${80_200 + index}`);
      let stopSent = false;
      const answers = paths.map(async (pagePath) => {
        const response = await fetch(`${server.url}${pagePath}`);
        return { status: response.status, html: await response.text(), afterStop: stopSent };
      });
      // Stop as soon as the first page is out: the others are rendering.
      await Promise.race(answers);
      stopSent = true;
      const stopped = server.stop();
      const settled = await Promise.allSettled(answers);
      expect(await stopped).toBe(0);

      const pages = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const finishedAfterStop = pages.filter((answer) => answer.afterStop && answer.status === 200);
      expect(finishedAfterStop.length).toBeGreaterThan(0);
      for (const answer of pages) {
        // A page in flight is whole (its results, here none); one that came too late is told to go elsewhere.
        if (answer.status === 503) continue;
        expect(answer.status).toBe(200);
        expect(answer.html).toContain('Plumbing');
        expect(answer.html).not.toContain('Search unavailable');
      }
    } finally {
      await server.kill();
      // With its cluster, which root's private tmp folder puts in the shared folder (52 MB a run, left before).
      removeDataDir(dataDir);
    }
  });
});
