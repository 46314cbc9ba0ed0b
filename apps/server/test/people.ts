import { seedUser } from '@porchlight/db/seed/factories';
import type { FastifyInstance } from 'fastify';
import { cookieHeader } from './test-app';
import { TEST_PASSWORD, uniqueEmail } from './users';

type Db = Parameters<typeof seedUser>[0];

/** A user seeded straight into the database (any role) and logged in through the API. */
export async function seedLoggedInUser(
  app: FastifyInstance,
  db: Db,
  input: { firstName?: string; lastName?: string; role?: 'user' | 'admin'; emailVerified?: boolean } = {},
) {
  const email = uniqueEmail(input.role ?? 'user');
  const user = await seedUser(db, {
    email,
    firstName: input.firstName ?? 'Test',
    lastName: input.lastName ?? 'Person',
    role: input.role,
    emailVerified: input.emailVerified,
    password: TEST_PASSWORD,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { user, cookie: cookieHeader(response) };
}

/**
 * Who calls in a permission table: nobody, a stranger, another company's owner, an admin, the owner, a
 * manager, a technician (issue 33: works visits, nothing of the Service Manager).
 */
export type Role = 'anonymous' | 'user' | 'otherOwner' | 'admin' | 'owner' | 'manager' | 'technician';
export type People = Record<Exclude<Role, 'anonymous'>, { id: string; cookie: string }>;

/** One logged-in person per role; the test makes them owner, manager and technician of its providers. */
export async function seedPeople(app: FastifyInstance, db: Db): Promise<People> {
  const [user, otherOwner, admin, owner, manager, technician] = await Promise.all([
    seedLoggedInUser(app, db),
    seedLoggedInUser(app, db),
    seedLoggedInUser(app, db),
    seedLoggedInUser(app, db, { role: 'admin' }),
    seedLoggedInUser(app, db),
    seedLoggedInUser(app, db),
  ]);
  const person = ({ user: { id }, cookie }: Awaited<ReturnType<typeof seedLoggedInUser>>) => ({ id, cookie });
  return {
    user: person(user),
    otherOwner: person(otherOwner),
    admin: person(admin),
    owner: person(owner),
    manager: person(manager),
    technician: person(technician),
  };
}
