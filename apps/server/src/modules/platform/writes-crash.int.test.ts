import { existsSync } from 'node:fs';
import path from 'node:path';
import { friendlyNameBase } from '@porchlight/core/media/friendly-names.rules';
import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import { PHOTO_THUMBNAIL_SIZES } from '@porchlight/core/media/profile-editing.constants';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../../../../scripts/lib/server-process';
import { crashDatabases, crashProcesses, until } from '../../../test/crash-processes';
import {
  CRASH_HEADLINE,
  caller,
  type PhotoAck,
  type RequestAck,
  type ReviewAck,
  sessionCookie,
  type Writing,
  writePhotos,
  writeRequests,
  writeReviews,
} from '../../../test/crash-writers';

/**
 * kill -9 in the middle of reviews, gallery uploads and pricing requests with their photos, CRASH_ROUNDS
 * times (1 in CI; `npm run test:crash` runs more). Each restart is the next round's start, on the same
 * DATA_DIR and database, with no repair in between. At the end every write answered 2xx is there, the
 * rating aggregates match the stored reviews, each request has its notifications (one transaction), and
 * every stored photo and attachment points at whole files.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);
const COMPANY = 'bright-nest-cleaning-co';
const REVIEWERS = 3;
const COMPANIES = 60;

describe.each(crashDatabases())('kill -9 during writes, on the %s database', (database) => {
  const processes = crashProcesses(`writes-crash-${database}`, database);
  const rows = <T>(query: ReturnType<typeof sql>) => processes.rows<T>(query);
  beforeAll(() => processes.setUp(), 60_000);
  afterAll(() => processes.cleanUp(), 120_000);

  async function login(server: ServerProcess) {
    const response = await caller(server)('POST', '/auth/login', {
      email: 'pro@porchlight.test',
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(200);
    return sessionCookie(response);
  }

  let registered = 0;
  async function register(server: ServerProcess) {
    registered++;
    const response = await caller(server)('POST', '/auth/register', {
      firstName: 'Crash',
      lastName: `Reviewer ${registered}`,
      email: `crash.reviewer.${registered}@example.com`,
      password: 'a long enough password',
    });
    expect(response.status).toBe(201);
    return sessionCookie(response);
  }

  /** Published companies for the reviewers to review. */
  async function companiesToReview(count: number) {
    const companies = await rows<{ vanity_name_lc: string }>(
      sql`select vanity_name_lc from providers where published and vanity_name_lc <> ${COMPANY}
          order by vanity_name_lc limit ${count}`,
    );
    return companies.map((company) => company.vanity_name_lc);
  }

  const aggregates = (companies: string[]) =>
    rows<{ vanity_name_lc: string; review_count: number; rating_total: number }>(
      sql`select vanity_name_lc, review_count, rating_total from providers
          where vanity_name_lc in (${sql.join(
            companies.map((company) => sql`${company}`),
            sql`, `,
          )})`,
    );

  it('every write answered 2xx is there after each restart, and nothing half-stored is referenced', async () => {
    let server = await processes.start();
    const owner = await login(server);
    const companies = await companiesToReview(COMPANIES);
    /** New reviewers for each server, each starting on another third of the companies. */
    const reviewersOf = (current: ServerProcess) =>
      Promise.all(
        Array.from({ length: REVIEWERS }, async (_, n) => {
          const start = Math.floor((n * companies.length) / REVIEWERS);
          return {
            cookie: await register(current),
            companies: [...companies.slice(start), ...companies.slice(0, start)],
          };
        }),
      );
    const before = await aggregates(companies);
    const forms = (await (await caller(server)('GET', `/network/profile/pricing-forms/${COMPANY}`)).json())
      .offers;

    const reviews: ReviewAck[] = [];
    const photos: PhotoAck[] = [];
    const requests: RequestAck[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const writing: Writing = { stopped: false };
      const counted = [reviews.length, photos.length, requests.length];
      const writers = [
        ...(await reviewersOf(server)).map((reviewer) => writeReviews(server, reviewer, writing, reviews)),
        ...['a', 'b'].map((lane) =>
          writePhotos(
            server,
            { cookie: owner, vanityName: COMPANY, prefix: `crash-r${round}${lane}` },
            writing,
            photos,
          ),
        ),
        writeRequests(server, { vanityName: COMPANY, forms, prefix: `Round${round}v` }, writing, requests),
      ];
      // Every kind has been answered this round, and more are on their way when the process dies.
      await until(
        async () =>
          [reviews.length, photos.length, requests.length].every((now, i) => now >= (counted[i] ?? 0) + 2),
        `writes of round ${round}`,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
      await server.kill();
      await Promise.all(writers);
      server = await processes.start();
    }

    // Reviews: each acknowledged one is stored, and the companies' aggregates moved by what is stored.
    const stored = await rows<{ review_number: number; vanity_name_lc: string; rating: number }>(
      sql`select r.review_number, p.vanity_name_lc, r.rating from reviews r
          join providers p on p.id = r.provider_id where r.headline = ${CRASH_HEADLINE}`,
    );
    expect(stored.map((review) => review.review_number)).toEqual(
      expect.arrayContaining(reviews.map((review) => review.reviewNumber)),
    );
    const after = await aggregates(companies);
    for (const company of companies) {
      const mine = stored.filter((review) => review.vanity_name_lc === company);
      const was = before.find((row) => row.vanity_name_lc === company);
      const is = after.find((row) => row.vanity_name_lc === company);
      expect({ company, count: is?.review_count, total: is?.rating_total }).toEqual({
        company,
        count: (was?.review_count ?? 0) + mine.length,
        total: (was?.rating_total ?? 0) + mine.reduce((sum, review) => sum + review.rating, 0),
      });
    }

    // Photos: each acknowledged one has its row; every row of the company points at whole files.
    const media = (key: string) => path.join(processes.dataDir, 'media', key);
    const gallery = await rows<{ friendly_image_name: string; storage_key: string; is_video: boolean }>(
      sql`select f.friendly_image_name, f.storage_key, f.is_video from photos f
          join providers p on p.id = f.provider_id where p.vanity_name_lc = ${COMPANY}`,
    );
    expect(gallery.map((photo) => photo.friendly_image_name)).toEqual(
      expect.arrayContaining(photos.map((photo) => friendlyNameBase(photo.fileName))),
    );
    for (const photo of gallery) {
      const keys = photo.is_video
        ? [photo.storage_key]
        : [photo.storage_key, ...PHOTO_THUMBNAIL_SIZES.map((size) => thumbnailKey(photo.storage_key, size))];
      for (const key of keys) expect(existsSync(media(key)), key).toBe(true);
      if (photo.friendly_image_name.startsWith('crash-'))
        expect((await sharp(media(photo.storage_key)).metadata()).width).toBeGreaterThan(0);
    }

    // Requests: each acknowledged one is stored with its notifications; each attachment row is whole.
    const sent = await rows<{ request_number: number; notices: number }>(
      sql`select r.request_number,
                 (select count(*)::int from outbox o where o.meta->>'providerId' = r.provider_id::text
                    and o.meta->>'requestNumber' = r.request_number::text) as notices
          from client_hub_requests r join providers p on p.id = r.provider_id
          where p.vanity_name_lc = ${COMPANY} and r.last_name = 'Crash'`,
    );
    expect(sent.map((request) => request.request_number)).toEqual(
      expect.arrayContaining(requests.map((request) => request.requestNumber)),
    );
    for (const request of sent)
      expect(request.notices, `request #${request.request_number}`).toBeGreaterThan(0);
    const attachments = await rows<{ file_name: string; storage_key: string; thumbnail_key: string }>(
      sql`select a.file_name, a.storage_key, a.thumbnail_key from request_attachments a
          join client_hub_requests r on r.id = a.request_id join providers p on p.id = r.provider_id
          where p.vanity_name_lc = ${COMPANY} and r.last_name = 'Crash'`,
    );
    expect(attachments.map((attachment) => attachment.file_name)).toEqual(
      expect.arrayContaining(requests.flatMap((request) => request.attachment ?? [])),
    );
    for (const attachment of attachments) {
      expect((await sharp(media(attachment.storage_key)).metadata()).width).toBeGreaterThan(0);
      expect(existsSync(media(attachment.thumbnail_key)), attachment.thumbnail_key).toBe(true);
    }

    // The restarted server takes each kind of write again.
    const once = (): Writing => ({ stopped: false, remaining: 1 });
    const counted = [reviews.length, photos.length, requests.length];
    const [reviewer] = await reviewersOf(server);
    await Promise.all([
      reviewer && writeReviews(server, reviewer, once(), reviews),
      writePhotos(server, { cookie: owner, vanityName: COMPANY, prefix: 'crash-after' }, once(), photos),
      writeRequests(server, { vanityName: COMPANY, forms, prefix: 'Afterv' }, once(), requests),
    ]);
    expect([reviews.length, photos.length, requests.length]).toEqual(counted.map((count) => count + 1));
  }, 600_000);
});
