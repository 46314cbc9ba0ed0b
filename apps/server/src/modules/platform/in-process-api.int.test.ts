import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser } from '../../../test/users';
import { createInProcessApi, type PageRender, pageRenders } from './in-process-api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("server components' in-process API", () => {
  it("answers through the routes as the page's visitor, and keeps the tags the page's data names", async () => {
    const { cookie, email } = await registerUser(t.app);
    const api = createInProcessApi(t.app);
    const render: PageRender = { ip: '203.0.113.9', host: 'localhost', tags: new Set(['listings']) };
    const me = await pageRenders.run(render, async () => {
      api.tagPage(['card:bright-nest', 'card:mile-high']);
      return api.call({ method: 'GET', path: '/auth/me', headers: { cookie } });
    });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ email });
    expect([...render.tags]).toEqual(['listings', 'card:bright-nest', 'card:mile-high']);
    // The same rules as the browser's calls: no session, no account.
    expect((await api.call({ method: 'GET', path: '/auth/me', headers: {} })).status).toBe(401);
  });

  it('answers a page still rendering while the server drains', async () => {
    const { app } = await createTestApp({}, { database: t.database });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const api = createInProcessApi(app);
    const closed = app.close();
    // Draining once the listener is gone: new connections are refused.
    await expect
      .poll(() =>
        fetch(`${url}/api/v1/health`).then(
          () => 'listening',
          () => 'refused',
        ),
      )
      .toBe('refused');
    // Fastify's own drain answers every request 503 from here on; the page's call must still get its data.
    expect((await api.call({ method: 'GET', path: '/health', headers: {} })).status).toBe(200);
    await closed;
  });
});
