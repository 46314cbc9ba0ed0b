import { randomUUID } from 'node:crypto';
import { bookingMessages, bookingRequestMessages } from '@porchlight/core/booking/booking.messages';
import { pricingRequestMessages } from '@porchlight/core/requests/pricing-request.constants';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import { bookingDays, bookings, clients, jobs, offers, outbox, visits } from '@porchlight/db/schema/index';
import { buildPricingForm } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayAhead, seedBookableProvider } from '../../../test/booking';
import { seedLoggedInUser } from '../../../test/people';
import { serviceManagerWorld } from '../../../test/service-manager';
import { mailMessageOf } from '../../adapters/mail-message';

/**
 * A visitor's online booking (issue 34 slice 3, plan §2.1, §2.3, §2.5): capacity decided by the database
 * under 50 simultaneous visitors, one booking per idempotency key, the day's limit, client matching, the
 * e-mails with their invitation, refusals in words.
 */

const ZONE = 'America/Chicago';
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let members: string[];
let visitorNumber = 0;

/** 'YYYY-MM-DD' in the zone, `n` days from today. */
const dayAhead = (n: number) => localDayAhead(ZONE, n);

/** A guest's booking body; each visitor a new person from a new address unless told. */
function guest(start: string, contact: Record<string, string> = {}) {
  const n = ++visitorNumber;
  return {
    idempotencyKey: randomUUID(),
    offer: 'deep-clean',
    start,
    contact: {
      firstName: 'Guest',
      lastName: `Number${n}`,
      email: `guest${n}@example.test`,
      phone: '(512) 555-0100',
      ...contact,
    },
    address: { address: '12 Oak St', address2: '', city: 'Austin', stateCode: 'tx', zipCode: '78701' },
  };
}

const book = (body: object, options: { cookie?: string; from?: string } = {}) =>
  world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${world.provider.vanityName}/bookings`,
    payload: body,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.from ?? `10.40.${Math.floor(visitorNumber / 250)}.${(visitorNumber % 250) + 1}`,
  });

const slotsOn = async (date: string) => {
  const answer = await world.t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/${world.provider.vanityName}/availability?offer=deep-clean&from=${date}&days=1`,
  });
  const [day] = answer.json().days as { date: string; full: boolean; slots: { label: string }[] }[];
  return { full: day?.full, labels: day?.slots.map((slot) => slot.label) };
};

beforeAll(async () => {
  world = await serviceManagerWorld('Booking Cleaning');
  members = [world.people.owner.id, world.people.manager.id, world.people.technician.id];
  await seedBookableProvider(world, { timeZone: ZONE, memberIds: members, bufferMinutes: 30 });
});
afterAll(() => world.t.close());

describe('POST booking/{uri}/bookings', () => {
  it('gives 50 visitors booking one window at once exactly as many bookings as members are free (3)', async () => {
    const day = dayAhead(3);
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(guest(`${day}T08:00`))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message))).toEqual(
      new Set([bookingMessages.slotTaken]),
    );
    const booked = await world.t.database.db
      .select({ memberId: bookings.memberId, visitId: bookings.visitId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.localDate, day));
    expect(booked.map((row) => row.memberId).sort()).toEqual([...members].sort());
    expect(booked.every((row) => row.status === 'confirmed' && row.visitId)).toBe(true);
    const [counted] = await world.t.database.db
      .select({ booked: bookingDays.booked })
      .from(bookingDays)
      .where(and(eq(bookingDays.providerId, world.provider.id), eq(bookingDays.localDate, day)));
    expect(counted?.booked).toBe(3);
    // The window is gone for everyone; the afternoon stays.
    expect(await slotsOn(day)).toEqual({ full: false, labels: ['1-3 PM'] });
    // The booked job is scheduled, its visit on the calendar at 8-10 AM with the buffer after it.
    const first = answers.find((answer) => answer.statusCode === 201)?.json();
    expect(first).toMatchObject({ status: 'confirmed', offerName: 'Deep Clean', deposit: null });
    expect(first.when).toMatch(/ · 8-10 AM$/);
    const calendar = await world.call('owner', 'GET', '/provider/schedule/visits', world.provider, {
      query: { from: `${day}T00:00`, to: `${day}T23:59` },
    });
    const onCalendar = calendar.json().visits as {
      jobTitle: string;
      when: string;
      arrivalWindowMinutes: number;
      assignees: { userId: string }[];
    }[];
    expect(onCalendar.map((visit) => [visit.jobTitle, visit.when, visit.arrivalWindowMinutes])).toEqual(
      Array(3).fill(['Deep Clean', first.when, 120]),
    );
    const [job] = await world.t.database.db
      .select({ status: jobs.status, buffer: visits.bufferAfterMinutes })
      .from(bookings)
      .innerJoin(jobs, eq(jobs.id, bookings.jobId))
      .innerJoin(visits, eq(visits.id, bookings.visitId))
      .where(eq(bookings.id, first.bookingId));
    expect(job).toEqual({ status: 'scheduled', buffer: 30 });
  });

  it('answers the same key with the same booking: a double click, a retry; another body under it is refused', async () => {
    const body = guest(`${dayAhead(4)}T08:00`);
    const [one, two] = await Promise.all([book(body), book(body)]);
    const retry = await book(body);
    expect([one.statusCode, two.statusCode, retry.statusCode]).toEqual([201, 201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(retry.json()).toEqual(one.json());
    const rows = await world.t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
    const moved = await book({ ...body, start: `${dayAhead(4)}T13:00` });
    expect([moved.statusCode, moved.json().message]).toEqual([409, bookingMessages.keyReused]);
    // Two tabs with two keys, one person and one time: one booking.
    const again = await book({ ...body, idempotencyKey: randomUUID() });
    expect([again.statusCode, again.json().message]).toEqual([409, bookingMessages.alreadyBooked]);
  });

  it('counts the day: at its limit the day offers no time and a booking of it is refused', async () => {
    const day = dayAhead(5);
    await world.t.database.db.execute(
      sql`update booking_settings set daily_limit = 2 where provider_id = ${world.provider.id}`,
    );
    try {
      expect(await slotsOn(day)).toEqual({ full: false, labels: ['8-10 AM', '1-3 PM'] });
      // Five visitors at once into times six could take: the day's counter row lets two through.
      const starts = ['08:00', '08:00', '08:00', '13:00', '13:00'];
      const answers = await Promise.all(starts.map((time) => book(guest(`${day}T${time}`))));
      const dayFull = (answer: (typeof answers)[number]) =>
        answer.statusCode === 409 &&
        /^No times are left on \w{3}, \w{3} \d{1,2}\.$/.test(answer.json().message);
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
      expect(answers.filter(dayFull)).toHaveLength(3);
      expect(await slotsOn(day)).toEqual({ full: true, labels: [] });
      const later = await book(guest(`${day}T13:00`));
      expect(dayFull(later)).toBe(true);
    } finally {
      await world.t.database.db.execute(
        sql`update booking_settings set daily_limit = null where provider_id = ${world.provider.id}`,
      );
    }
  });

  it('creates a guest’s client, matches a known e-mail without overwriting it, and books an account under its own e-mail', async () => {
    const { db } = world.t.database;
    const day = dayAhead(6);
    const fresh = guest(`${day}T08:00`, {
      firstName: 'Avery',
      lastName: 'Stone',
      email: 'Avery.Stone@Example.test',
    });
    expect((await book(fresh)).statusCode).toBe(201);
    const [created] = await db
      .select()
      .from(clients)
      .where(eq(clients.emailAddress, 'avery.stone@example.test'));
    expect(created).toMatchObject({
      firstName: 'Avery',
      lastName: 'Stone',
      mobilePhoneNumber: '5125550100',
      stateCode: 'TX',
      city: 'Austin',
      // Its own zone from the service ZIP, as every way of adding a client sets it (reminders' quiet hours).
      timeZone: 'America/Chicago',
    });

    // Anyone can type an e-mail: the record stays, the differences go on the visit.
    const known = guest(`${day}T13:00`, {
      firstName: 'Mallory',
      lastName: 'Stone',
      email: 'avery.stone@example.test',
      phone: '5125550199',
    });
    const matched = await book(known);
    expect(matched.statusCode).toBe(201);
    const sameClient = await db
      .select()
      .from(clients)
      .where(eq(clients.emailAddress, 'avery.stone@example.test'));
    expect(sameClient).toEqual([created]);
    const [visit] = await db
      .select({ notes: visits.notes })
      .from(bookings)
      .innerJoin(visits, eq(visits.id, bookings.visitId))
      .where(eq(bookings.id, matched.json().bookingId));
    expect(visit?.notes).toBe('Booked online as Mallory Stone · 5125550199 · 12 Oak St, Austin, TX 78701');
    // The confirmation shows what this visitor typed, to the holder of its token only.
    const confirmation = (bookingId: string, token: string) =>
      world.t.app.inject({
        method: 'GET',
        url: `/api/v1/booking/${world.provider.vanityName}/bookings/${bookingId}?token=${token}`,
      });
    const { bookingId, token } = matched.json();
    const shown = await confirmation(bookingId, token);
    expect([shown.statusCode, shown.json()]).toEqual([
      200,
      {
        ...matched.json(),
        token: undefined,
        providerName: 'Booking Cleaning',
        zoneName: 'Central Time',
        place: '12 Oak St, Austin, TX 78701',
        contact: {
          firstName: 'Mallory',
          lastName: 'Stone',
          email: 'avery.stone@example.test',
          phone: '5125550199',
        },
      },
    ]);
    const otherToken = (await book(guest(`${dayAhead(6)}T08:00`))).json().token;
    for (const refused of [await confirmation(bookingId, otherToken), await confirmation(bookingId, 'x')])
      expect([refused.statusCode, refused.json().message]).toEqual([
        404,
        bookingRequestMessages.bookingNotFound,
      ]);

    const account = await seedLoggedInUser(world.t.app, db);
    const byAccount = await book(guest(`${dayAhead(7)}T08:00`, { email: 'typed@example.test' }), {
      cookie: account.cookie,
    });
    expect(byAccount.statusCode).toBe(201);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, byAccount.json().bookingId));
    expect(row).toMatchObject({ emailLc: account.user.email, userId: account.user.id });
  });

  it('queues the visitor’s confirmation with its invitation and the provider’s notice in the booking’s unit of work', async () => {
    const body = guest(`${dayAhead(8)}T13:00`, {
      firstName: 'Quinn',
      lastName: 'Lee',
      email: 'quinn@example.test',
    });
    const answer = await book(body);
    expect(answer.statusCode).toBe(201);
    const rows = await world.t.database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.meta}->>'bookingId' = ${answer.json().bookingId}`);
    const confirmation = rows.find((row) => row.to === 'quinn@example.test');
    expect(confirmation?.subject).toBe(`Booked: Booking Cleaning, ${answer.json().when}`);
    expect(rows.filter((row) => row.meta?.kind === 'booking-new')).toHaveLength(1);
    const mail = await mailMessageOf(confirmation!, 'Porchlight <no-reply@localhost>');
    expect(mail.icalEvent).toMatchObject({ method: 'REQUEST', filename: 'invite.ics' });
    const calendar = new ICAL.Component(ICAL.parse((mail.icalEvent as { content: string }).content));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toMatch(new RegExp(`^booking-${answer.json().bookingId}@`));
    expect(event.summary).toBe('Deep Clean · Booking Cleaning');
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(
        `${dayAhead(8)}T13:00:00${wallClockOf(new Date(`${dayAhead(8)}T18:00:00Z`), ZONE).offset}`,
      ).toISOString(),
    );
  });

  it('is for visitors, and refuses hostile input with 4xx in words', async () => {
    const day = dayAhead(9);
    const staff = await book(guest(`${day}T08:00`), { cookie: world.people.technician.cookie });
    expect([staff.statusCode, staff.json().message]).toEqual([403, bookingMessages.memberCannotBook]);
    const badKey = await book({ ...guest(`${day}T08:00`), idempotencyKey: 'x' });
    expect([badKey.statusCode, badKey.json().fields?.idempotencyKey]).toEqual([
      400,
      bookingRequestMessages.keyInvalid,
    ]);
    const noContact = await book({ ...guest(`${day}T08:00`), contact: { firstName: 'A' } });
    expect(noContact.statusCode).toBe(400);
    const notATime = await book(guest('tomorrow at eight'));
    expect(notATime.statusCode).toBe(400);
    const offGrid = await book(guest(`${day}T03:17`));
    expect([offGrid.statusCode, offGrid.json().message]).toEqual([409, bookingMessages.slotTaken]);
    const unknownOffer = await book({ ...guest(`${day}T08:00`), offer: 'no-such-offer' });
    expect(unknownOffer.statusCode).toBe(404);
    const huge = await book({
      ...guest(`${day}T08:00`),
      answers: [{ name: 'x', label: 'x'.repeat(5000), value: 'y' }],
    });
    expect(huge.statusCode).toBe(400);
    // Three upcoming bookings per e-mail address and company.
    for (const n of [10, 11, 12])
      expect((await book(guest(`${dayAhead(n)}T08:00`, { email: 'busy@example.test' }))).statusCode).toBe(
        201,
      );
    const fourth = await book(guest(`${dayAhead(13)}T08:00`, { email: 'busy@example.test' }));
    expect([fourth.statusCode, fourth.json().message]).toEqual([
      409,
      bookingMessages.tooMany('Booking Cleaning'),
    ]);
    const garbage = await book({
      idempotencyKey: randomUUID(),
      offer: ['a'],
      start: {},
      contact: 5,
      address: null,
    });
    expect(garbage.statusCode).toBe(400);
    // Deposits are not taken online yet (slice 5): such a provider is not booked.
    await world.t.database.db.execute(
      sql`update booking_settings set deposit_kind = 'fixed', deposit_cents = 2500 where provider_id = ${world.provider.id}`,
    );
    const deposit = await book(guest(`${day}T08:00`));
    await world.t.database.db.execute(
      sql`update booking_settings set deposit_kind = null, deposit_cents = null where provider_id = ${world.provider.id}`,
    );
    expect([deposit.statusCode, deposit.json().message]).toEqual([
      409,
      bookingMessages.bookingOff('Booking Cleaning'),
    ]);
  });
});

describe("the offer's questions ('service and options', plan §7)", () => {
  it('lists them in the options, refuses a booking that leaves a required one blank before anything is written, and keeps a valid answer on the visit', async () => {
    const { db } = world.t.database;
    const deepClean = and(eq(offers.providerId, world.provider.id), eq(offers.nameUri, 'deep-clean'));
    const [before] = await db.select({ pricingForm: offers.pricingForm }).from(offers).where(deepClean);
    await db
      .update(offers)
      .set({
        pricingForm: buildPricingForm([
          { name: 'bedrooms' },
          { name: 'address' },
          { name: 'availability' },
          { name: 'description' },
        ]),
      })
      .where(deepClean);
    try {
      const options = await world.t.app.inject({
        method: 'GET',
        url: `/api/v1/booking/${world.provider.vanityName}/options`,
      });
      const [offer] = options.json().offers;
      expect(offer.questions.map((question: { name: string }) => question.name)).toEqual([
        'bedrooms',
        'description',
      ]);
      expect(offer.questions[0]).toMatchObject({
        type: 'dropdown',
        label: 'How many bedrooms?',
        required: true,
      });

      const day = dayAhead(20);
      const unanswered = guest(`${day}T08:00`, { email: 'unanswered@example.test' });
      const refused = await book({ ...unanswered, answers: [{ name: 'description', value: 'Two floors' }] });
      const required = pricingRequestMessages.questionRequired('How many bedrooms?');
      expect([refused.statusCode, refused.json().message, refused.json().fields]).toEqual([
        400,
        required,
        { 'answers.bedrooms': required },
      ]);
      const offMenu = await book({ ...unanswered, answers: [{ name: 'bedrooms', value: '12' }] });
      expect(offMenu.json().fields).toEqual({
        'answers.bedrooms': bookingRequestMessages.answerNotOffered('How many bedrooms?'),
      });
      const notAsked = await book({
        ...unanswered,
        answers: [
          { name: 'bedrooms', value: '3' },
          { name: 'availability', value: 'as-soon-as-possible' },
        ],
      });
      expect(notAsked.json().fields).toEqual({
        'answers.availability': bookingRequestMessages.questionNotAsked,
      });
      expect(await db.select().from(bookings).where(eq(bookings.emailLc, 'unanswered@example.test'))).toEqual(
        [],
      );
      expect(
        await db.select().from(clients).where(eq(clients.emailAddress, 'unanswered@example.test')),
      ).toEqual([]);

      const answered = await book({
        ...unanswered,
        answers: [
          { name: 'bedrooms', label: 'Sent words are not kept', value: '6-or-more' },
          { name: 'description', value: 'Two floors' },
        ],
      });
      expect(answered.statusCode).toBe(201);
      const [visit] = await db
        .select({ notes: visits.notes, answers: bookings.answers })
        .from(bookings)
        .innerJoin(visits, eq(visits.id, bookings.visitId))
        .where(eq(bookings.id, answered.json().bookingId));
      expect(visit?.notes).toBe('How many bedrooms?: 6 or more\nTell us about your project: Two floors');
    } finally {
      await db.update(offers).set({ pricingForm: before?.pricingForm }).where(deepClean);
    }
  });
});
