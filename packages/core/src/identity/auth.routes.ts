import { defineRoute } from '../platform/route';

/** Accounts and sessions; the schemas are in auth.contracts.ts. */

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/auth/register',
  access: { kind: 'session' },
  authenticates: true,
});

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/auth/login',
  access: { kind: 'session' },
  authenticates: true,
});

export const refreshSessionRoute = defineRoute({
  method: 'POST',
  path: '/auth/refresh',
  access: { kind: 'session' },
  authenticates: true,
});

export const logoutRoute = defineRoute({ method: 'POST', path: '/auth/logout', access: { kind: 'session' } });

export const getMeRoute = defineRoute({ method: 'GET', path: '/auth/me', access: { kind: 'user' } });

export const updateUserRoute = defineRoute({ method: 'PATCH', path: '/auth/user', access: { kind: 'user' } });
