import { authMessages } from '@porchlight/core/identity/auth.messages';
import {
  getMeRoute,
  loginRoute,
  registerRoute,
  updateUserRoute,
} from '@porchlight/core/identity/auth.routes';
import { countFriendsRoute, listFriendsRoute } from '@porchlight/core/identity/friends.routes';
import { deleteReviewRoute } from '@porchlight/core/reviews/review-writing.routes';
import { listReviewsRoute } from '@porchlight/core/reviews/reviews.routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, onSessionExpired } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fresh copy of the module: a tab of its own (its own in-tab promise), sharing the browser's locks. */
async function newTab() {
  vi.resetModules();
  return import('./api-client');
}

let calls: string[];
function mockFetch(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return handler(url, init);
    }),
  );
}

describe('api client', () => {
  beforeEach(() => {
    calls = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with cookies to /api/v1 and parses the answer', async () => {
    mockFetch(() => json(200, { friendCount: 2 }));
    await expect(callApi(countFriendsRoute)).resolves.toEqual({ friendCount: 2 });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(calls).toEqual(['GET /api/v1/auth/user/friend-count']);
  });

  it("builds the path from the endpoint's contract: params encoded, query appended", async () => {
    mockFetch((url) => (url.includes('/reviews/') && url.includes('?') ? json(200, {}) : json(204)));
    await callApi(deleteReviewRoute, { params: { vanityNameLC: 'joe & sons/co', reviewNumber: 7 } });
    await callApi(listReviewsRoute, { params: { vanityName: 'acme' }, query: { first: 20, rows: 10 } });
    expect(calls).toEqual([
      'DELETE /api/v1/provider/profile/reviews/joe%20%26%20sons%2Fco/7',
      'GET /api/v1/network/profile/reviews/acme?first=20&rows=10',
    ]);
  });

  it('sends the body as JSON and answers undefined for a 204', async () => {
    mockFetch(() => json(204));
    await expect(
      callApi(updateUserRoute, { body: { firstName: 'Al', lastName: 'Bo' } }),
    ).resolves.toBeUndefined();
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.body).toBe(JSON.stringify({ firstName: 'Al', lastName: 'Bo' }));
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('refreshes once on a 401 and retries the request', async () => {
    let saved = false;
    mockFetch((url) => {
      if (url.endsWith('/auth/refresh')) {
        saved = true;
        return json(204);
      }
      return saved ? json(200, { ok: true }) : json(401, { message: 'Unauthorized' });
    });
    await expect(callApi(updateUserRoute, { body: { firstName: 'Al', lastName: 'Bo' } })).resolves.toEqual({
      ok: true,
    });
    expect(calls).toEqual([
      'PATCH /api/v1/auth/user',
      'POST /api/v1/auth/refresh',
      'PATCH /api/v1/auth/user',
    ]);
  });

  it('lets concurrent 401s share one refresh', async () => {
    let refreshed = false;
    mockFetch(async (url) => {
      if (url.endsWith('/auth/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        refreshed = true;
        return json(204);
      }
      return refreshed ? json(200, {}) : json(401, {});
    });
    await Promise.all([callApi(getMeRoute), callApi(countFriendsRoute), callApi(listFriendsRoute)]);
    expect(calls.filter((call) => call.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('does not refresh for a failed login and shows the server message', async () => {
    mockFetch(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: authMessages.invalidCredentials }),
    );
    const error = await callApi(loginRoute, { body: { email: 'a@b.co', password: 'x' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: authMessages.invalidCredentials });
    expect(calls).toEqual(['POST /api/v1/auth/login']);
  });

  it('reports an ended session when the refresh fails', async () => {
    mockFetch(() => json(401, {}));
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    const error = await callApi(listFriendsRoute).catch((caught: unknown) => caught);
    unsubscribe();
    expect(error).toMatchObject({ status: 401, message: authMessages.sessionExpired });
    expect(listener).toHaveBeenCalledOnce();
    expect(calls).toEqual(['GET /api/v1/auth/user/friends', 'POST /api/v1/auth/refresh']);
  });

  it('carries the field messages of a 400', async () => {
    mockFetch(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid',
        fields: { email: 'Bad email', n: 3 },
      }),
    );
    const body = { firstName: '', lastName: '', email: '', password: '' };
    const error = await callApi(registerRoute, { body }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, fields: { email: 'Bad email' } });
  });

  it('turns a failed connection into the network error message', async () => {
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const error = await callApi(getMeRoute).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, isNetworkError: true });
  });

  it('waits while another tab refreshes, then retries without refreshing itself', async () => {
    let releaseOtherTab = () => {};
    const otherTabHolds = new Promise<void>((resolve) => {
      releaseOtherTab = resolve;
    });
    // Another tab rotating the token: it holds the lock until its refresh answers.
    const otherTab = navigator.locks.request('pl-token-refresh', () => otherTabHolds);
    let attempts = 0;
    mockFetch(() => {
      attempts += 1;
      if (attempts === 2) throw new Error('retried before the other tab finished');
      return attempts === 1 ? json(401, {}) : json(200, { ok: true });
    });
    const answer = callApi(getMeRoute);
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/v1/auth/me']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['GET /api/v1/auth/me']);
    attempts = 2;
    releaseOtherTab();
    await otherTab;
    await expect(answer).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/v1/auth/me', 'GET /api/v1/auth/me']);
  });

  it('two tabs meeting a 401 at once send one refresh between them', async () => {
    const tabs = [await newTab(), await newTab()];
    expect(tabs[0]).not.toBe(tabs[1]);
    let refreshed = false;
    mockFetch(async (url) => {
      if (url.endsWith('/auth/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        refreshed = true;
        return json(204);
      }
      return refreshed ? json(200, { ok: true }) : json(401, {});
    });
    const answers = await Promise.all(tabs.map((tab) => tab.callApi(getMeRoute)));
    expect(answers).toEqual([{ ok: true }, { ok: true }]);
    expect(calls.filter((call) => call.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('refreshes on its own where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    let refreshed = false;
    mockFetch((url) => {
      if (url.endsWith('/auth/refresh')) {
        refreshed = true;
        return json(204);
      }
      return refreshed ? json(200, { ok: true }) : json(401, {});
    });
    await expect(callApi(getMeRoute)).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/v1/auth/me', 'POST /api/v1/auth/refresh', 'GET /api/v1/auth/me']);
  });
});
