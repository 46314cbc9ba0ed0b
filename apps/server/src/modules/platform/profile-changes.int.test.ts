import { PROVIDER_ACCESS } from '@porchlight/core/identity/access.rules';
import type { AnyEndpoint } from '@porchlight/core/platform/contract';
import { type ProviderRow, seedOffer, seedPhoto, seedProvider } from '@porchlight/db/seed/factories';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../../test/codes';
import { callEndpoint, type EndpointSample, loadContracts } from '../../../test/contracts';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AppEvents } from './events.repository';

/**
 * Domain events are the only thing that drops cached pages (issue 32 item 2): no route announces
 * anything for a service. Every endpoint of an access action marked `changesProfile` is called here
 * once, successfully, and must announce `provider.changed` for its provider from its own unit of work,
 * content-only or as a listing change as its row says; a read or a mere suggestion announces nothing.
 */

type Announces = 'content' | 'listing' | 'nothing';

interface Fixture {
  vanityName: string;
  offerNumber: number;
  spareOfferNumber: number;
  reviewNumber: number;
}

interface Row {
  announces: Announces;
  /** The company's owner calls, unless the reviewer (an account with no part in the company) does. */
  as?: 'reviewer';
  /** A call that succeeds after the rows before it; it may prepare what it needs first. */
  sample: (fixture: Fixture) => EndpointSample | Promise<EndpointSample>;
  /** Keeps what later rows need from the answer. */
  remember?: (answer: Record<string, unknown>, fixture: Fixture) => void;
}

let t: TestApp;
let provider: ProviderRow;
let picture: Buffer;
const cookies = { owner: '', reviewer: '' };
const fixture: Fixture = { vanityName: '', offerNumber: 0, spareOfferNumber: 0, reviewNumber: 0 };

/** A call of an owner tool, which names its provider in the query; its other parts may need the fixture. */
const inQuery =
  (sample: Omit<EndpointSample, 'query'> | ((f: Fixture) => Omit<EndpointSample, 'query'>) = {}) =>
  (f: Fixture): EndpointSample => ({
    ...(typeof sample === 'function' ? sample(f) : sample),
    query: { vanityName: f.vanityName },
  });
const revised = (name: string) => ({
  revisedImage: picture.toString('base64'),
  imageName: name,
  imageType: 'image/png',
});
const review = {
  rating: 5,
  attributes: [6],
  headline: 'Great shade',
  review: 'They fixed our awning in an afternoon.',
  relationship: 'c',
  visibility: 'p',
};
const workday = { open: true, allDay: false, time: '8 AM - 5 PM' };
const closed = { open: false, allDay: false, time: '8 AM - 5 PM' };
const hours = {
  version: 1,
  enabled: true,
  mon: workday,
  tue: workday,
  wed: workday,
  thu: workday,
  fri: workday,
  sat: closed,
  sun: closed,
};
const reviewPath = (f: Fixture) => ({
  vanityNameLC: f.vanityName.toLowerCase(),
  reviewNumber: f.reviewNumber,
});

/** One row per endpoint of a `changesProfile` action, run in this order. */
const ROWS: Record<string, Row> = {
  updateChatSettingsEndpoint: { announces: 'content', sample: inQuery({ body: { chatEnabled: true } }) },
  setPlaceIdEndpoint: { announces: 'content', sample: inQuery({ body: { placeID: 'ChIJ-announced' } }) },
  setGoogleReviewsEnabledEndpoint: {
    announces: 'content',
    sample: inQuery({ body: { googleReviewsEnabled: true } }),
  },
  uploadBannerEndpoint: { announces: 'content', sample: inQuery({ files: true }) },
  uploadLogoEndpoint: { announces: 'content', sample: inQuery({ files: true }) },
  uploadPhotosEndpoint: { announces: 'content', sample: inQuery({ files: true }) },
  updatePhotoTitleEndpoint: {
    announces: 'content',
    sample: inQuery({ params: { friendlyImageName: 'porch' }, body: { title: 'Front porch' } }),
  },
  updateBannerSettingsEndpoint: {
    announces: 'content',
    sample: inQuery({
      body: { position: 'top', fit: 'cover', backgroundColor: null, showCompanyOverlay: true },
    }),
  },
  updateLogoSettingsEndpoint: {
    announces: 'content',
    sample: inQuery({ body: { fit: 'contain', backgroundColor: '#fff' } }),
  },
  reviseBannerImageEndpoint: { announces: 'content', sample: inQuery(() => ({ body: revised('b.png') })) },
  reviseLogoImageEndpoint: { announces: 'content', sample: inQuery(() => ({ body: revised('l.png') })) },
  updateAboutEndpoint: {
    announces: 'content',
    sample: inQuery({ body: { aboutDesc: 'Shade for every porch.', aboutHtml: false } }),
  },
  generateBannerEndpoint: { announces: 'content', sample: inQuery({ body: { roughInput: 'awnings' } }) },
  generateLogoEndpoint: { announces: 'content', sample: inQuery({ body: {} }) },
  // A suggestion the owner may keep or not: the profile changes when they save it (updateAbout).
  generateAboutDescriptionEndpoint: { announces: 'nothing', sample: inQuery({ body: {} }) },
  addPromoVideoEndpoint: {
    announces: 'content',
    sample: inQuery({ body: { page: 'reviews', friendlyName: 'tour' } }),
  },
  replacePromoVideoEndpoint: {
    announces: 'content',
    sample: inQuery({ body: { page: 'reviews', friendlyName: 'tour' } }),
  },
  deletePromoVideoEndpoint: { announces: 'content', sample: inQuery({ body: { page: 'reviews' } }) },
  addOfferPromoVideoEndpoint: {
    announces: 'content',
    sample: inQuery((f) => ({ body: { offerNumber: f.offerNumber, friendlyName: 'tour' } })),
  },
  replaceOfferPromoVideoEndpoint: {
    announces: 'content',
    sample: inQuery((f) => ({ body: { offerNumber: f.offerNumber, friendlyName: 'tour' } })),
  },
  deleteOfferPromoVideoEndpoint: {
    announces: 'content',
    sample: inQuery((f) => ({ body: { offerNumber: f.offerNumber } })),
  },
  updateSocialLinksEndpoint: {
    announces: 'content',
    sample: inQuery({ body: { facebook: 'https://www.facebook.com/announced-awnings' } }),
  },
  createReviewEndpoint: {
    announces: 'content',
    as: 'reviewer',
    sample: (f) => ({ params: { vanityNameLC: f.vanityName.toLowerCase() }, body: review }),
    remember: (answer, f) => {
      f.reviewNumber = Number(answer.reviewNumber);
    },
  },
  updateReviewEndpoint: {
    announces: 'content',
    as: 'reviewer',
    sample: (f) => ({ params: reviewPath(f), body: { ...review, rating: 4 } }),
  },
  listFriendReviewsEndpoint: {
    announces: 'nothing',
    as: 'reviewer',
    sample: (f) => ({ params: { vanityNameLC: f.vanityName.toLowerCase() } }),
  },
  ownReviewEndpoint: {
    announces: 'nothing',
    as: 'reviewer',
    sample: (f) => ({ params: { vanityNameLC: f.vanityName.toLowerCase() } }),
  },
  addReplyEndpoint: {
    announces: 'content',
    sample: (f) => ({ params: reviewPath(f), body: { reply: 'Thanks!' } }),
  },
  updateReplyEndpoint: {
    announces: 'content',
    sample: (f) => ({ params: reviewPath(f), body: { reply: 'Thank you!' } }),
  },
  deleteReplyEndpoint: { announces: 'content', sample: (f) => ({ params: reviewPath(f) }) },
  deleteReviewEndpoint: { announces: 'content', as: 'reviewer', sample: (f) => ({ params: reviewPath(f) }) },
  // Its name is what search finds it by.
  updateCompanyDetailsEndpoint: {
    announces: 'listing',
    sample: inQuery({ body: { name: 'Announced Awnings & Shades' } }),
  },
  // Printed on PDFs only, never on the profile's pages.
  getDocumentSettingsEndpoint: { announces: 'nothing', sample: inQuery() },
  updateDocumentSettingsEndpoint: {
    announces: 'nothing',
    sample: inQuery({ body: { licenseNumber: 'TX-ROC-1234', logoOnDocuments: false } }),
  },
  changeEmailEndpoint: { announces: 'content', sample: inQuery({ body: { email: '' } }) },
  verifyEmailEndpoint: {
    announces: 'content',
    async sample(f) {
      const to = 'shade@announced.example';
      const asked = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/provider/profile/details/email?vanityName=${f.vanityName}`,
        payload: { email: to },
        headers: { cookie: cookies.owner },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      return inQuery({ body: { code: await latestCode(t.database.db, to, 'email-code') } })(f);
    },
  },
  updateLocationEndpoint: {
    announces: 'listing',
    sample: inQuery({
      body: { city: 'Denver', stateCode: 'CO', zipCode: '80202', latitude: 39.75, longitude: -105 },
    }),
  },
  updateHoursEndpoint: { announces: 'content', sample: inQuery({ body: hours }) },
  updateTimeZoneEndpoint: { announces: 'content', sample: inQuery({ body: { timeZone: 'America/Denver' } }) },
  addOfferEndpoint: {
    announces: 'listing',
    sample: inQuery({ body: { name: 'Awning cleaning', category: 'Awnings' } }),
  },
  addCategoryEndpoint: { announces: 'listing', sample: inQuery({ body: { name: 'Shades' } }) },
  addSubcategoryEndpoint: {
    announces: 'listing',
    sample: inQuery({ body: { name: 'Roller shades', category: 'Shades' } }),
  },
  editOfferEndpoint: {
    announces: 'listing',
    sample: inQuery((f) => ({ params: { offerNumber: f.offerNumber }, body: { pricingForm: [] } })),
  },
  reorderOffersEndpoint: {
    announces: 'listing',
    sample: inQuery((f) => ({ body: [{ offerNumber: f.offerNumber, orderNumber: 1 }] })),
  },
  tagPhotoEndpoint: {
    announces: 'listing',
    sample: (f) =>
      inQuery({ params: { friendlyImageName: 'porch' }, body: { offerNumber: f.offerNumber } })(f),
  },
  untagPhotoEndpoint: {
    announces: 'listing',
    sample: (f) =>
      inQuery({ params: { friendlyImageName: 'porch' }, body: { offerNumber: f.offerNumber } })(f),
  },
  deletePhotoEndpoint: { announces: 'content', sample: inQuery({ params: { friendlyImageName: 'porch' } }) },
  generateTeaserEndpoint: {
    announces: 'listing',
    sample: (f) =>
      inQuery({ body: { saveUpdate: true, offerNumber: f.offerNumber, name: 'Awning repair' } })(f),
  },
  generateDescriptionEndpoint: {
    announces: 'listing',
    sample: (f) =>
      inQuery({ body: { saveUpdate: true, offerNumber: f.offerNumber, name: 'Awning repair' } })(f),
  },
  deleteOfferEndpoint: {
    announces: 'listing',
    sample: inQuery((f) => ({ params: { offerNumber: f.spareOfferNumber } })),
  },
  publishProfileEndpoint: { announces: 'listing', sample: inQuery({ body: {} }) },
  unpublishProfileEndpoint: {
    announces: 'listing',
    sample: inQuery({ headers: { 'sec-fetch-site': 'same-origin' } }),
  },
};

/** Every endpoint the access table says may change the public profile, by its contract's name. */
async function profileChangingEndpoints(): Promise<Map<string, AnyEndpoint>> {
  const endpoints = new Map<string, AnyEndpoint>();
  for (const { name, endpoint } of (await loadContracts()).values()) {
    if (endpoint.access.kind !== 'provider') continue;
    if ('changesProfile' in PROVIDER_ACCESS[endpoint.access.action]) endpoints.set(name, endpoint);
  }
  return endpoints;
}

type Heard = AppEvents['provider.changed'];
const heard: Heard[] = [];
let barriers = 0;

/**
 * Waits until every event committed so far has reached this process: PostgreSQL delivers
 * notifications in commit order, so once a marker published now arrives, so has everything before it.
 */
async function settle(): Promise<Heard[]> {
  const marker = `settled-${++barriers}`;
  await t.app.repositories.events.publish('provider.changed', { vanityNameLc: marker });
  const until = Date.now() + 5000;
  while (!heard.some((event) => event.vanityNameLc === marker)) {
    if (Date.now() > until) throw new Error('the marker event never arrived');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return heard.splice(0).filter((event) => !event.vanityNameLc.startsWith('settled-'));
}

/** What an event says of the provider under test. */
function announced(event: Heard): Announces | 'another provider' {
  if (event.vanityNameLc !== provider.vanityNameLc) return 'another provider';
  return event.contentOnly ? 'content' : 'listing';
}

let unsubscribe = () => {};
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const [owner, reviewer] = await Promise.all([seedLoggedInUser(t.app, db), seedLoggedInUser(t.app, db)]);
  cookies.owner = owner.cookie;
  cookies.reviewer = reviewer.cookie;
  provider = await seedProvider(db, { name: 'Announced Awnings', owner: owner.user.id });
  const offer = await seedOffer(db, provider.id, { name: 'Awning repair', category: 'Awnings' });
  const spare = await seedOffer(db, provider.id, { name: 'Awning removal', category: 'Awnings' });
  Object.assign(fixture, {
    vanityName: provider.vanityName,
    offerNumber: offer.offerNumber,
    spareOfferNumber: spare.offerNumber,
  });
  await seedPhoto(db, { providerId: provider.id, friendlyImageName: 'porch' });
  await seedPhoto(db, {
    providerId: provider.id,
    friendlyImageName: 'tour',
    storageKey: `providers/${provider.id}/photos/tour.mp4`,
    contentType: 'video/mp4',
    isVideo: true,
  });
  await t.app.events.ready();
  unsubscribe = t.app.events.subscribe('provider.changed', (event) => heard.push(event));
});
afterAll(async () => {
  unsubscribe();
  await t.close();
});

describe('provider.changed is announced by the services, in the unit of work of each write', () => {
  it('every endpoint of a changesProfile action has a row here, and every row an endpoint', async () => {
    const names = [...(await profileChangingEndpoints()).keys()];
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !ROWS[name])).toEqual([]);
    expect(Object.keys(ROWS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('each successful call announces its provider as its row says, and a read announces nothing', async () => {
    const endpoints = await profileChangingEndpoints();
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [name, row] of Object.entries(ROWS)) {
      const endpoint = endpoints.get(name);
      if (!endpoint) continue;
      const sample = await row.sample(fixture);
      await settle();
      const upload = { name: 'porch.png', data: picture };
      const response = await callEndpoint(t.app, endpoint, sample, {
        cookie: cookies[row.as ?? 'owner'],
        upload,
      });
      const answered = response.statusCode < 300 ? 'success' : `${response.statusCode} ${response.body}`;
      expect({ name, answered }).toEqual({ name, answered: 'success' });
      if (row.remember) row.remember(response.json(), fixture);
      const events = await settle();
      const kinds = new Set(events.map(announced));
      outcomes.push(`${name}: ${[...kinds].sort().join(', ') || 'nothing'}`);
      expected.push(`${name}: ${row.announces}`);
    }
    expect(outcomes).toEqual(expected);
  });
});
