import { seedProvider } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });

it("lists the providers the user belongs to, by name, with the user's role at each, and no others", async () => {
  const { user, cookie } = await seedLoggedInUser(t.app, t.database.db, {
    firstName: 'Robin',
    lastName: 'Vale',
  });
  const zeta = await seedProvider(t.database.db, { name: 'Zeta Window Washing', owner: user.id });
  const alpha = await seedProvider(t.database.db, { name: 'Alpha Gutters', owner: user.id, role: 'manager' });
  await seedProvider(t.database.db, { name: 'Beta Not Mine' });

  const response = await me(cookie);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    id: user.id,
    email: user.email,
    firstName: 'Robin',
    lastName: 'Vale',
    roles: ['user'],
    providers: [
      { providerId: alpha.id, vanityName: alpha.vanityName, name: 'Alpha Gutters', role: 'manager' },
      { providerId: zeta.id, vanityName: zeta.vanityName, name: 'Zeta Window Washing', role: 'owner' },
    ],
  });
});

it('an account with no provider has none, and an admin has both roles', async () => {
  const { cookie } = await seedLoggedInUser(t.app, t.database.db, { role: 'admin' });
  expect((await me(cookie)).json()).toMatchObject({ roles: ['user', 'admin'], providers: [] });
});
