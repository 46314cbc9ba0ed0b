import { VISIT_PHOTOS_MAX } from '@porchlight/core/scheduling/scheduling.constants';
import {
  visitWorkMessages as messages,
  schedulingMessages,
} from '@porchlight/core/scheduling/scheduling.messages';
import { VISIT_NOTES_MAX_LENGTH } from '@porchlight/core/scheduling/visits.schemas';
import { memberships, visitChecklistItems, visitPhotos } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, samplePng } from '../../../test/attachments';
import { multipart } from '../../../test/multipart';
import { type People, seedLoggedInUser } from '../../../test/people';
import { pricedBody, type serviceManagerCaller, serviceManagerWorld } from '../../../test/service-manager';
import type { TestApp } from '../../../test/test-app';

/**
 * What the person working records at a visit (issue 33 item 3) through the API: checklist ticks,
 * notes at the version read, photos checked on their bytes; a technician on their own visits only.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;
let estimateNumber: number;
/** A second technician of the company, not sent to the visits here. */
let otherTechnician: string;
let png: Buffer;

type Who = 'owner' | 'manager' | 'technician' | 'otherTechnician';
const cookieOf = (who: Who) => (who === 'otherTechnician' ? otherTechnician : people[who].cookie);

function as(who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/provider/schedule/visits/${path}?vanityName=${provider.vanityName}`,
    headers: { cookie: cookieOf(who) },
    ...(payload ? { payload } : {}),
  });
}

function uploadPhotos(who: Who, visitId: string, files: { name: string; data: Buffer; type?: string }[]) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/provider/schedule/visits/${visitId}/photos?vanityName=${provider.vanityName}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: cookieOf(who) },
  });
}

/** Each visit on a day of its own (one person, one place at a time). */
let days = 0;

/** A visit of a new job with the estimate's two lines as its checklist, the technician sent. */
async function newVisit(): Promise<{
  id: string;
  version: number;
  day: string;
  checklist: { id: string }[];
}> {
  days += 1;
  const day = `2026-06-${String(days).padStart(2, '0')}`;
  const job = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
    payload: { clientId, title: 'Porch wash', estimateNumber },
  });
  const visit = await call(
    'owner',
    'POST',
    `/provider/service-manager/jobs/${job.json().jobNumber}/visits`,
    provider,
    {
      payload: { start: `${day}T09:00`, end: `${day}T11:00`, assigneeIds: [people.technician.id] },
    },
  );
  expect(visit.statusCode, visit.body).toBe(201);
  return { ...visit.json(), day };
}

beforeAll(async () => {
  ({ t, people, provider, call, clientId } = await serviceManagerWorld('Visit Work Washing', {
    firstName: 'Pat',
    lastName: 'Porch',
    address: '12 Elm St',
    city: 'Austin',
    zipCode: '78701',
  }));
  const other = await seedLoggedInUser(t.app, t.database.db);
  await t.database.db
    .insert(memberships)
    .values({ userId: other.user.id, providerId: provider.id, role: 'technician' });
  otherTechnician = other.cookie;
  estimateNumber = (
    await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
      payload: pricedBody(clientId),
    })
  ).json().estimateNumber;
  png = await samplePng(80, 60);
});
afterAll(() => t.close());

describe('the checklist', () => {
  it('is ticked and unticked by the technician sent, who and when kept while ticked', async () => {
    const visit = await newVisit();
    const [first, second] = visit.checklist;
    if (!first || !second) throw new Error('the estimate made no checklist');
    const tick = (done: boolean, who: Who = 'technician', itemId = first.id) =>
      as(who, 'PUT', `${visit.id}/checklist/${itemId}`, { done });

    const ticked = await tick(true);
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().checklist.map((line: { done: boolean }) => line.done)).toEqual([true, false]);
    // No version: a tick never clashes with a move or a note.
    expect(ticked.json().version).toBe(visit.version);
    const row = async () =>
      (await t.database.db.select().from(visitChecklistItems).where(eq(visitChecklistItems.id, first.id)))[0];
    const firstTick = await row();
    expect(firstTick?.doneBy).toBe(people.technician.id);
    expect(firstTick?.doneAt).toBeInstanceOf(Date);

    // Set, not toggled: the same tap again changes nothing, even by someone else.
    expect((await tick(true, 'owner')).json().checklist[0].done).toBe(true);
    expect(await row()).toEqual(firstTick);

    const unticked = await tick(false);
    expect(unticked.json().checklist.map((line: { done: boolean }) => line.done)).toEqual([false, false]);
    expect(await row()).toMatchObject({ doneAt: null, doneBy: null });

    // The owner's managers may tick any of the company's visits.
    expect((await tick(true, 'manager', second.id)).json().checklist[1].done).toBe(true);
  });

  it('answers 404 for a line not on the visit, and for another technician', async () => {
    const visit = await newVisit();
    const elsewhere = await newVisit();
    const foreignLine = elsewhere.checklist[0]?.id;
    const unknown = await as('technician', 'PUT', `${visit.id}/checklist/${foreignLine}`, { done: true });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, messages.checklistItemNotFound]);

    const stranger = await as('otherTechnician', 'PUT', `${visit.id}/checklist/${visit.checklist[0]?.id}`, {
      done: true,
    });
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, schedulingMessages.visitNotFound]);
  });

  it('stays as it is on a cancelled visit', async () => {
    const visit = await newVisit();
    await call('owner', 'POST', `/provider/schedule/visits/${visit.id}/cancel`, provider, {
      payload: { version: visit.version },
    });
    const refused = await as('technician', 'PUT', `${visit.id}/checklist/${visit.checklist[0]?.id}`, {
      done: true,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.notWorked('cancelled')]);
  });
});

describe('notes by the person working', () => {
  it('saves them at the version read, and answers 409 when someone else changed the visit first', async () => {
    const visit = await newVisit();
    const saved = await as('technician', 'PUT', `${visit.id}/notes`, {
      version: visit.version,
      notes: '  Gate code 4512  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ notes: 'Gate code 4512', version: visit.version + 1 });

    const stale = await as('owner', 'PUT', `${visit.id}/notes`, { version: visit.version, notes: 'Mine' });
    expect([stale.statusCode, stale.json().message]).toEqual([409, schedulingMessages.changedBySomeoneElse]);
    const kept = await call('owner', 'GET', '/provider/schedule/visits', provider, {
      query: { from: `${visit.day}T00:00`, to: `${visit.day}T23:00` },
    });
    expect(kept.json().visits.find((found: { id: string }) => found.id === visit.id).notes).toBe(
      'Gate code 4512',
    );

    const tooLong = await as('technician', 'PUT', `${visit.id}/notes`, {
      version: visit.version + 1,
      notes: 'x'.repeat(VISIT_NOTES_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    const stranger = await as('otherTechnician', 'PUT', `${visit.id}/notes`, {
      version: visit.version + 1,
      notes: 'Not mine',
    });
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, schedulingMessages.visitNotFound]);
  });
});

describe('photos', () => {
  it('takes a real picture: listed on the visit, kept without metadata, with a 125 px WebP thumbnail', async () => {
    const visit = await newVisit();
    const uploaded = await uploadPhotos('technician', visit.id, [
      { name: 'porch.png', data: png, type: 'image/png' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().fileUploadStatus).toEqual([{ fileName: 'porch.png', uploaded: true }]);
    expect(uploaded.json().photos).toEqual([{ number: 1, name: 'porch.png', size: expect.any(Number) }]);

    const file = await as('technician', 'GET', `${visit.id}/photos/1`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="porch.png"/);
    const kept = await sharp(file.rawPayload).metadata();
    expect([kept.format, kept.width, kept.exif]).toEqual(['png', 80, undefined]);

    const thumbnail = await as('owner', 'GET', `${visit.id}/photos/1/125`);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(small.format).toBe('webp');
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBeLessThanOrEqual(125);

    // A private file: never served by its storage key.
    const [row] = await t.database.db.select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id));
    expect(row?.storageKey).toMatch(/^visits\//);
    expect((await t.app.inject({ method: 'GET', url: `/media/${row?.storageKey}` })).statusCode).toBe(404);

    const stranger = await as('otherTechnician', 'GET', `${visit.id}/photos/1/125`);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, schedulingMessages.visitNotFound]);
    const strangerUpload = await uploadPhotos('otherTechnician', visit.id, [{ name: 'a.png', data: png }]);
    expect(strangerUpload.statusCode).toBe(404);
  });

  it('refuses what is not a picture, whatever its name says, and stores nothing of it', async () => {
    const visit = await newVisit();
    const answer = await uploadPhotos('technician', visit.id, [
      { name: 'fake.jpg', data: Buffer.from('just some text, not a photo'), type: 'image/jpeg' },
      { name: 'quote.pdf', data: SAMPLE_PDF, type: 'application/pdf' },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().fileUploadStatus).toEqual([
      { fileName: 'fake.jpg', uploaded: false, message: messages.photoRejected },
      { fileName: 'quote.pdf', uploaded: false, message: messages.photoRejected },
    ]);
    expect(answer.json().photos).toEqual([]);
    expect(await t.database.db.select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id))).toEqual(
      [],
    );
  });

  it('deletes a photo with its files, and never gives its number to another', async () => {
    const visit = await newVisit();
    await uploadPhotos('technician', visit.id, [{ name: 'before.png', data: png }]);
    const [row] = await t.database.db.select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id));
    if (!row) throw new Error('the photo was not added');
    const removed = await as('technician', 'DELETE', `${visit.id}/photos/1`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().photos).toEqual([]);
    expect(await t.app.storage.read(row.storageKey)).toBeNull();
    expect(await t.app.storage.read(row.thumbnailKey)).toBeNull();
    expect((await as('technician', 'GET', `${visit.id}/photos/1`)).statusCode).toBe(404);
    expect((await as('technician', 'DELETE', `${visit.id}/photos/1`)).json().message).toBe(
      messages.photoNotFound,
    );

    const again = await uploadPhotos('technician', visit.id, [{ name: 'after.png', data: png }]);
    expect(again.json().photos).toEqual([{ number: 2, name: 'after.png', size: expect.any(Number) }]);
  });

  it(`keeps at most ${VISIT_PHOTOS_MAX} photos a visit`, async () => {
    const visit = await newVisit();
    const files = Array.from({ length: VISIT_PHOTOS_MAX - 1 }, (_, index) => ({
      name: `p${index}.png`,
      data: png,
    }));
    expect((await uploadPhotos('manager', visit.id, files)).json().photos).toHaveLength(VISIT_PHOTOS_MAX - 1);
    const answer = await uploadPhotos('technician', visit.id, [
      { name: 'last.png', data: png },
      { name: 'one-too-many.png', data: png },
    ]);
    expect(answer.json().fileUploadStatus).toEqual([
      { fileName: 'last.png', uploaded: true },
      { fileName: 'one-too-many.png', uploaded: false, message: messages.tooManyPhotos },
    ]);
    expect(answer.json().photos).toHaveLength(VISIT_PHOTOS_MAX);
  });
});
