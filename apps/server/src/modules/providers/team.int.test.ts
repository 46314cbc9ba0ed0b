import { ownerToolsMessages } from '@porchlight/core/providers/owner-tools.messages';
import { teamMessages } from '@porchlight/core/providers/team.messages';
import { schedulingMessages } from '@porchlight/core/scheduling/scheduling.messages';
import {
  memberships,
  outbox,
  teamInvitations,
  users,
  visitAssignments,
  visits,
} from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedLoggedInUser, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The company's team (issue 33 item 3): invitations by e-mail, accepting them, removing members. */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Team Tidy Homes');
  call = serviceManagerCaller(t.app, people);
});
afterAll(() => t.close());

const invite = (email: string, role = 'technician', who: 'owner' | 'manager' = 'owner') =>
  call(who, 'POST', '/provider/team/invitations', provider, { payload: { email, role } });

/** The token of the newest invitation e-mailed to this address, read from its link as the invitee would. */
async function invitationToken(email: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), sql`${outbox.meta}->>'kind' = 'team-invitation'`))
    .orderBy(desc(outbox.createdAt), desc(sql`ctid`))
    .limit(1);
  const token = row?.body.match(/\/account\/team-invitations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

const preview = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/account/team-invitations/${token}` });
const accept = (token: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/account/team-invitations/${token}/accept`,
    payload: {},
    headers: { cookie },
  });

async function roleAt(userId: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.providerId, provider.id)));
  return row?.role;
}

describe('inviting', () => {
  it('e-mails a link through the outbox, lists the open invitation, and the link names the company', async () => {
    const invitee = await seedLoggedInUser(t.app, t.database.db, { emailVerified: true });
    const response = await invite(invitee.user.email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      invitation: { email: invitee.user.email, role: 'technician' },
      message: teamMessages.invitationSent(invitee.user.email),
    });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, invitee.user.email), sql`${outbox.meta}->>'kind' = 'team-invitation'`));
    expect(mail?.subject).toBe('Team Tidy Homes invited you to join their team');
    expect(mail?.body).toMatch(/as a technician/);
    expect(mail?.body).toMatch(
      /^Accept the invitation: https?:\/\/[^/]+\/account\/team-invitations\/[\w-]{43}$/m,
    );
    // The database keeps only a hash of the link's secret.
    const token = await invitationToken(invitee.user.email);
    const [stored] = await t.database.db
      .select({ hash: teamInvitations.tokenHash })
      .from(teamInvitations)
      .where(eq(teamInvitations.id, response.json().invitation.id));
    expect(stored?.hash.toString('base64url')).not.toBe(token);

    const team = await call('manager', 'GET', '/provider/team', provider);
    expect(team.statusCode).toBe(200);
    expect(team.json().invitations).toContainEqual(response.json().invitation);
    expect(team.json().members.map((m: { role: string }) => m.role)).toEqual([
      'owner',
      'manager',
      'technician',
    ]);

    expect((await preview(token)).json()).toEqual({
      providerName: 'Team Tidy Homes',
      vanityName: provider.vanityName,
      role: 'technician',
    });
  });

  it('a second invitation to the same address replaces the first, whose link stops working', async () => {
    const email = `again-${Date.now()}@example.test`;
    await invite(email, 'technician');
    const first = await invitationToken(email);
    expect((await invite(email, 'manager')).statusCode).toBe(201);
    const second = await invitationToken(email);
    expect((await preview(first)).statusCode).toBe(404);
    expect((await preview(second)).json().role).toBe('manager');
    const open = (await call('owner', 'GET', '/provider/team', provider)).json().invitations;
    expect(open.filter((i: { email: string }) => i.email === email)).toHaveLength(1);
  });

  it('refuses someone already on the team (409)', async () => {
    const [manager] = await t.database.db.select().from(users).where(eq(users.id, people.manager.id));
    if (!manager) throw new Error('the seeded manager is missing');
    const response = await invite(manager.email);
    expect([response.statusCode, response.json().message]).toEqual([409, teamMessages.alreadyMember]);
  });

  it('is the owner’s call: a manager gets 403 and the team list, a stranger 403', async () => {
    const response = await invite('someone@example.test', 'technician', 'manager');
    expect([response.statusCode, response.json().message]).toEqual([403, ownerToolsMessages.notOwner]);
    const stranger = await call('user', 'GET', '/provider/team', provider);
    expect([stranger.statusCode, stranger.json().message]).toEqual([403, schedulingMessages.notScheduler]);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-address', role: 'technician' }],
    ['no e-mail', { role: 'technician' }],
    ['the owner role', { email: 'x@example.test', role: 'owner' }],
    ['an unknown role', { email: 'x@example.test', role: 'boss' }],
    ['a NUL byte', { email: 'x\u0000@example.test', role: 'technician' }],
    ['a NUL byte in the role', { email: 'x@example.test', role: 'technician\u0000' }],
  ])('refuses %s with 400', async (_name, payload) => {
    const response = await call('owner', 'POST', '/provider/team/invitations', provider, { payload });
    expect(response.statusCode).toBe(400);
  });
});

describe('accepting', () => {
  it('the invited, verified account joins with the role; accepting again changes nothing', async () => {
    const invitee = await seedLoggedInUser(t.app, t.database.db, { emailVerified: true });
    await invite(invitee.user.email, 'manager');
    const token = await invitationToken(invitee.user.email);
    const first = await accept(token, invitee.cookie);
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { providerName: 'Team Tidy Homes', vanityName: provider.vanityName, role: 'manager' },
    ]);
    expect(await roleAt(invitee.user.id)).toBe('manager');
    expect((await accept(token, invitee.cookie)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, invitee.user.id));
    expect(rows).toHaveLength(1);
    // The link is used: nobody else can read or use it.
    expect((await preview(token)).statusCode).toBe(404);
  });

  it('an account with the address that was not yet verified joins, and the link verifies its address', async () => {
    const invitee = await seedLoggedInUser(t.app, t.database.db);
    await invite(invitee.user.email);
    expect((await accept(await invitationToken(invitee.user.email), invitee.cookie)).statusCode).toBe(200);
    expect(await roleAt(invitee.user.id)).toBe('technician');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, invitee.user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('another account gets 403 and joins nothing', async () => {
    const invitee = await seedLoggedInUser(t.app, t.database.db, { emailVerified: true });
    const intruder = await seedLoggedInUser(t.app, t.database.db, { emailVerified: true });
    await invite(invitee.user.email);
    const token = await invitationToken(invitee.user.email);
    const response = await accept(token, intruder.cookie);
    expect([response.statusCode, response.json().message]).toEqual([403, teamMessages.wrongAccount]);
    expect(await roleAt(intruder.user.id)).toBeUndefined();
    // The invitation is still there for its addressee.
    expect((await accept(token, invitee.cookie)).statusCode).toBe(200);
  });

  it('an expired link is 410, a withdrawn or unknown one 404, and a visitor must log in (401)', async () => {
    const invitee = await seedLoggedInUser(t.app, t.database.db, { emailVerified: true });
    const invited = await invite(invitee.user.email);
    const token = await invitationToken(invitee.user.email);
    expect((await accept(token, '')).statusCode).toBe(401);

    await t.database.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, invited.json().invitation.id));
    for (const response of [await preview(token), await accept(token, invitee.cookie)])
      expect([response.statusCode, response.json().message]).toEqual([410, teamMessages.invitationExpired]);

    const revoked = await call(
      'owner',
      'DELETE',
      `/provider/team/invitations/${invited.json().invitation.id}`,
      provider,
    );
    expect(revoked.json().message).toBe(teamMessages.invitationRevoked(invitee.user.email));
    for (const response of [await preview(token), await accept(token, invitee.cookie)])
      expect([response.statusCode, response.json().message]).toEqual([404, teamMessages.invitationInvalid]);
    expect(await roleAt(invitee.user.id)).toBeUndefined();
    const again = await call(
      'owner',
      'DELETE',
      `/provider/team/invitations/${invited.json().invitation.id}`,
      provider,
    );
    expect(again.statusCode).toBe(404);
    expect((await preview('no-such-token')).statusCode).toBe(404);
  });
});

describe('removing a member', () => {
  it('takes their visit assignments with the membership, in one go', async () => {
    const technician = await seedLoggedInUser(t.app, t.database.db, { emailVerified: true });
    await invite(technician.user.email);
    await accept(await invitationToken(technician.user.email), technician.cookie);
    const clientId = (
      await call('owner', 'POST', '/provider/service-manager/clients', provider, {
        payload: { firstName: 'Pat' },
      })
    ).json().id;
    const { jobNumber } = (
      await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
        payload: { clientId, title: 'Window wash' },
      })
    ).json();
    const job = await t.database.db.query.jobs.findFirst({
      where: (jobs, { and }) => and(eq(jobs.providerId, provider.id), eq(jobs.jobNumber, jobNumber)),
    });
    if (!job) throw new Error(`job #${jobNumber} is missing`);
    const [visit] = await t.database.db
      .insert(visits)
      .values({
        providerId: provider.id,
        jobId: job.id,
        startsAt: new Date('2026-03-10T14:00:00Z'),
        endsAt: new Date('2026-03-10T16:00:00Z'),
      })
      .returning();
    if (!visit) throw new Error('the visit was not inserted');
    await t.database.db.insert(visitAssignments).values([
      { visitId: visit.id, providerId: provider.id, userId: technician.user.id },
      { visitId: visit.id, providerId: provider.id, userId: people.manager.id },
    ]);

    const response = await call('owner', 'DELETE', `/provider/team/members/${technician.user.id}`, provider);
    expect([response.statusCode, response.json().message]).toEqual([
      200,
      teamMessages.memberRemoved('Test Person'),
    ]);
    expect(await roleAt(technician.user.id)).toBeUndefined();
    const left = await t.database.db
      .select({ userId: visitAssignments.userId })
      .from(visitAssignments)
      .where(eq(visitAssignments.visitId, visit.id));
    expect(left).toEqual([{ userId: people.manager.id }]);
    // The former technician reaches nothing of the company's schedule.
    const cookieCall = await t.app.inject({
      method: 'GET',
      url: `/api/v1/provider/team?vanityName=${provider.vanityName}`,
      headers: { cookie: technician.cookie },
    });
    expect(cookieCall.statusCode).toBe(403);
  });

  it('never the owner nor oneself (400), nobody unknown (404), and only by the owner (403)', async () => {
    const owner = await call('owner', 'DELETE', `/provider/team/members/${people.owner.id}`, provider);
    expect([owner.statusCode, owner.json().message]).toEqual([400, teamMessages.cannotRemoveSelf]);
    const secondOwner = await seedLoggedInUser(t.app, t.database.db);
    await t.database.db
      .insert(memberships)
      .values({ userId: secondOwner.user.id, providerId: provider.id, role: 'owner' });
    const another = await call('owner', 'DELETE', `/provider/team/members/${secondOwner.user.id}`, provider);
    expect([another.statusCode, another.json().message]).toEqual([400, teamMessages.cannotRemoveOwner]);
    await t.database.db.delete(memberships).where(eq(memberships.userId, secondOwner.user.id));
    const stranger = await call('owner', 'DELETE', `/provider/team/members/${people.user.id}`, provider);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, teamMessages.memberNotFound]);
    const byManager = await call('manager', 'DELETE', `/provider/team/members/${people.owner.id}`, provider);
    expect(byManager.statusCode).toBe(403);
    const badId = await call('owner', 'DELETE', '/provider/team/members/not-a-uuid', provider);
    expect(badId.statusCode).toBe(400);
  });
});
