// The soak's traffic: a weighted, seeded mix of what visitors, signed-in people, hub clients and payers
// ask of one server. One cycle of MIX_LENGTH requests is drawn once; every connection goes round it.
import { buildSearchPath } from '@porchlight/core/search/search.rules';
import { DEMO_METRO_ZIPS, QUICK_LINK_SUPPLY } from '@porchlight/db/seed/demo-roster';
import type autocannon from 'autocannon';
import { seededRandom } from './bench-mix';
import { paymentChain } from './bench-soak-payments';
import { type HubPayer, SOAK_PROVIDER, type SoakSessions } from './bench-soak-sessions';
import { BENCH_STATIC_FILE } from './lib/bench-static';

export const SOAK_KINDS = [
  'static file',
  'profile page',
  'search API',
  'search page',
  'signed-in page',
  'signed-in API',
  'hub page',
  'hub API',
  'payment',
] as const;
export type SoakKind = (typeof SOAK_KINDS)[number];

export interface MixEntry {
  kind: SoakKind;
  request: autocannon.Request;
  /** A later step of a payment: it needs the answers of the steps before it on the same connection. */
  continuesChain?: boolean;
}

/** The baseline: a 2 KB file the soak writes into DATA_DIR/media, served by the same server. */

/** Shares of the requests in the mix (%); a payment is a chain of five requests. */
const SHARES: Record<SoakKind, number> = {
  'static file': 5,
  'profile page': 28,
  'search API': 12,
  'search page': 8,
  'signed-in page': 15,
  'signed-in API': 6,
  'hub page': 5,
  'hub API': 16,
  payment: 5,
};
const MIX_LENGTH = 400;
const MIX_SEED = 20261126;

// What a browser sends: it asks for compression.
const BROWSER = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br' };
const JSON_ACCEPT = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const SEARCH_PATH = '/api/v1/network/profile/list/search';
const SUGGESTIONS_PATH = '/api/v1/network/search/suggestions';
const PROFILE_PAGES = ['', '/reviews', '/photos', '/services'];
const ZIPS = Object.values(DEMO_METRO_ZIPS);
const SERVICES = QUICK_LINK_SUPPLY.map((supply) => supply.link.toLowerCase());

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const get = (path: string, headers: Record<string, string> = {}): autocannon.Request => ({
  method: 'GET',
  path,
  headers: { ...BROWSER, ...headers },
});

/** Vanity names of published demo pros, as the search finds them around the demo's metros. */
export async function findProviders(server: string, count: number): Promise<string[]> {
  const found = new Set<string>();
  for (const [index, query] of SERVICES.entries()) {
    const response = await fetch(`${server}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, zipCode: ZIPS[index % ZIPS.length], first: 0, rows: 3 }),
    });
    const { profiles } = (await response.json()) as { profiles?: { vanityName: string }[] };
    for (const profile of profiles ?? []) found.add(profile.vanityName);
    if (found.size >= count) break;
  }
  return [...found].slice(0, count);
}

interface Targets {
  providers: string[];
  sessions: SoakSessions;
}

/** One request of each kind but payments, drawn with `random`. */
function makers(
  targets: Targets,
): Record<Exclude<SoakKind, 'payment'>, (random: Random) => autocannon.Request> {
  const { ownerCookie, customerCookie, payers } = targets.sessions;
  const sm = (tab: string) => `/account/service-manager?company=${SOAK_PROVIDER}&tab=${tab}`;
  const ownerPages = [
    `/company/${SOAK_PROVIDER}`,
    '/account',
    '/account/requests',
    ...['clients', 'estimates', 'invoices', 'jobs', 'payments'].map(sm),
  ];
  const customerPages = [
    '/account',
    '/account/my-friends',
    '/account/conversations',
    `/company/${SOAK_PROVIDER}`,
  ];
  const hubSections = ['invoices', 'estimates', 'details', 'jobs', 'requests'];
  const ownerLists = [
    ...['clients', 'invoices', 'estimates'].map((list) => `/api/v1/provider/service-manager/${list}`),
    '/api/v1/provider/jobs',
  ];
  return {
    'static file': () => get(BENCH_STATIC_FILE.path),
    'profile page': (random) =>
      get(`/company/${pick(random, targets.providers)}${pick(random, PROFILE_PAGES)}`),
    'search API': (random) => {
      const query = pick(random, SERVICES);
      const zip = pick(random, ZIPS);
      if (random() < 0.25) {
        const typed = query.slice(0, 2 + Math.floor(random() * 4)).trimEnd();
        return get(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: typed, zip })}`, JSON_ACCEPT);
      }
      return {
        method: 'POST',
        path: SEARCH_PATH,
        headers: { ...JSON_ACCEPT, 'content-type': 'application/json' },
        body: JSON.stringify({ query, zipCode: zip, radius: pick(random, [10, 25, 50]), first: 0, rows: 10 }),
      };
    },
    'search page': (random) =>
      get(buildSearchPath({ query: pick(random, SERVICES), zip: pick(random, ZIPS) })),
    'signed-in page': (random) =>
      random() < 0.7
        ? get(pick(random, ownerPages), { cookie: ownerCookie })
        : get(pick(random, customerPages), { cookie: customerCookie }),
    'signed-in API': (random) =>
      random() < 0.8
        ? get(`${pick(random, ownerLists)}?vanityName=${SOAK_PROVIDER}`, {
            ...JSON_ACCEPT,
            cookie: ownerCookie,
          })
        : get('/api/v1/auth/me', { ...JSON_ACCEPT, cookie: customerCookie }),
    'hub page': () => get(`/company/${SOAK_PROVIDER}/client-hub`),
    'hub API': (random) =>
      get(`/api/v1/client-hub/${pick(random, hubSections)}/${SOAK_PROVIDER}`, {
        ...JSON_ACCEPT,
        authorization: pick(random, payers).bearer,
      }),
  };
}

/** The payers in turn, shared by every connection: each chain's invoice goes to the next client. */
function payerRota(payers: HubPayer[]): () => HubPayer {
  let next = 0;
  return () => {
    const payer = payers[next++ % payers.length];
    if (!payer) throw new Error('no hub payers');
    return payer;
  };
}

/** Shuffles in place with `random` (Fisher–Yates). */
function shuffle<T>(random: Random, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/**
 * The cycle every connection goes round: MIX_LENGTH requests, each kind its exact share, in an order
 * drawn from MIX_SEED; a payment's requests stay together, in their order.
 */
export function soakMix(targets: Targets): MixEntry[] {
  const random = seededRandom(MIX_SEED);
  const make = makers(targets);
  const nextPayer = payerRota(targets.sessions.payers);
  const chain = (): MixEntry[] =>
    paymentChain(targets.sessions.ownerCookie, nextPayer).map((request, step) => ({
      kind: 'payment',
      request,
      continuesChain: step > 0,
    }));
  const units = SOAK_KINDS.flatMap((kind): MixEntry[][] => {
    const requests = Math.round((SHARES[kind] * MIX_LENGTH) / 100);
    if (kind === 'payment') return Array.from({ length: Math.round(requests / chain().length) }, chain);
    return Array.from({ length: requests }, () => [{ kind, request: make[kind](random) }]);
  });
  // Whole chains are shuffled, so the cycle never starts inside one (autocannon builds the first
  // request before any answer has arrived).
  return shuffle(random, units).flat();
}

/** Every plain request of the mix once, before any load: a target that answers an error is a bad mix. */
export async function checkMix(server: string, entries: MixEntry[]): Promise<void> {
  const seen = new Set<string>();
  for (const { kind, request } of entries) {
    if (kind === 'payment') continue;
    const key = `${request.method} ${request.path} ${request.body ?? ''} ${JSON.stringify(request.headers)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const headers = Object.fromEntries(
      Object.entries(request.headers ?? {}).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    );
    const response = await fetch(`${server}${request.path}`, {
      method: request.method,
      headers,
      body: typeof request.body === 'string' ? request.body : undefined,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    if (response.status >= 400) {
      throw new Error(`${kind}: ${request.method} ${request.path} answered HTTP ${response.status}`);
    }
  }
}
