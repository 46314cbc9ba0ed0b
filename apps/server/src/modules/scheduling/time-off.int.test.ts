import { timeOffMessages as messages } from '@porchlight/core/scheduling/time-off.messages';
import { formatWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceManagerWorld } from '../../../test/service-manager';

/** Time off (issue 34 slice 1, plan §1.3, §4-5): the team's and each member's; a technician keeps their own. */

let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
const path = '/provider/schedule/time-off';
const DAY_MS = 86_400_000;
// Days from now, so the test never ages.
const day = (n: number, hour = 0) => {
  const at = new Date(Date.now() + n * DAY_MS);
  at.setUTCHours(hour, 0, 0, 0);
  return formatWireTime(at, world.provider.timeZone);
};

beforeAll(async () => {
  world = await serviceManagerWorld('Time Off Cleaning');
});
afterAll(() => world.t.close());

describe('time off', () => {
  it('keeps the team’s and a member’s; a technician sees their own and the team’s', async () => {
    const holiday = await world.call('owner', 'POST', path, world.provider, {
      payload: { start: day(3), end: day(4), note: 'Holiday' },
    });
    expect(holiday.statusCode).toBe(201);
    expect(holiday.json()).toMatchObject({ memberId: null, note: 'Holiday', start: day(3), end: day(4) });
    const managerOff = await world.call('owner', 'POST', path, world.provider, {
      payload: { memberId: world.people.manager.id, start: day(5, 14), end: day(5, 18) },
    });
    expect(managerOff.statusCode).toBe(201);
    const own = await world.call('technician', 'POST', path, world.provider, {
      payload: { memberId: world.people.technician.id, start: day(6, 14), end: day(6, 16) },
    });
    expect(own.statusCode).toBe(201);

    const range = { from: day(1), to: day(10) };
    const everyone = await world.call('manager', 'GET', path, world.provider, { query: range });
    expect(everyone.json().timeOff.map((row: { id: string }) => row.id)).toEqual([
      holiday.json().id,
      managerOff.json().id,
      own.json().id,
    ]);
    const mine = await world.call('technician', 'GET', path, world.provider, { query: range });
    expect(mine.json().timeOff.map((row: { id: string }) => row.id)).toEqual([
      holiday.json().id,
      own.json().id,
    ]);

    const notYours = await world.call('technician', 'POST', path, world.provider, {
      payload: { start: day(7), end: day(8) },
    });
    expect([notYours.statusCode, notYours.json().message]).toEqual([403, messages.notYours]);
    const othersGone = await world.call(
      'technician',
      'DELETE',
      `${path}/${managerOff.json().id}`,
      world.provider,
    );
    expect([othersGone.statusCode, othersGone.json().message]).toEqual([404, messages.notFound]);
    const teamGone = await world.call('technician', 'DELETE', `${path}/${holiday.json().id}`, world.provider);
    expect([teamGone.statusCode, teamGone.json().message]).toEqual([404, messages.notFound]);
    const ownGone = await world.call('technician', 'DELETE', `${path}/${own.json().id}`, world.provider);
    expect(ownGone.json()).toEqual({ deleted: true });
    for (const id of [holiday.json().id, managerOff.json().id])
      expect((await world.call('owner', 'DELETE', `${path}/${id}`, world.provider)).statusCode).toBe(200);
  });

  it('refuses an end before the start, over a year, a stranger, and people outside the company', async () => {
    const backwards = await world.call('owner', 'POST', path, world.provider, {
      payload: { start: day(4), end: day(3) },
    });
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, messages.endBeforeStart]);
    const long = await world.call('owner', 'POST', path, world.provider, {
      payload: { start: day(1), end: day(400) },
    });
    expect([long.statusCode, long.json().message]).toEqual([400, messages.tooLong]);
    const stranger = await world.call('owner', 'POST', path, world.provider, {
      payload: { memberId: world.people.user.id, start: day(1), end: day(2) },
    });
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, messages.memberNotInTeam]);
    expect(
      (await world.call('user', 'GET', path, world.provider, { query: { from: day(1), to: day(2) } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await world.call('anonymous', 'GET', path, world.provider, { query: { from: day(1), to: day(2) } }))
        .statusCode,
    ).toBe(401);
  });
});
