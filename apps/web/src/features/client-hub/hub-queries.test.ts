import { clientHubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { listHubRequestsRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { apiQueryKey, newQueryClient } from '@/lib/query-client';
import { hubQuery, hubReadFailure } from './hub-queries';
import { storeHubTokens } from './hub-tokens';

const page = { first: 0, rows: 10, sortField: 'requestNumber', sortOrder: -1 } as const;
const request = { params: { uri: 'acme' }, query: page };

let sent: { url: string; authorization: string | null }[];

beforeEach(() => {
  const storage = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  storeHubTokens('acme', { clientHubAccessToken: 'old-access', clientHubRefreshToken: 'refresh' });
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get('authorization');
      sent.push({ url, authorization });
      if (url.includes('/refresh')) return Response.json({ clientHubAccessToken: 'new-access' });
      if (authorization === 'Bearer old-access')
        return Response.json({ message: 'expired' }, { status: 401 });
      return Response.json({ requests: [], totalRecords: sent.length });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('hubQuery', () => {
  it("sends a read with the hub's token, refreshed once when it has expired", async () => {
    const answer = await newQueryClient().fetchQuery(hubQuery('acme', listHubRequestsRoute, request));

    expect(answer.totalRecords).toBe(3);
    expect(sent.map((call) => call.authorization)).toEqual([
      'Bearer old-access',
      'Bearer refresh',
      'Bearer new-access',
    ]);
  });

  it("is read again when its route's key is invalidated after a change", async () => {
    const client = newQueryClient();
    const options = hubQuery('acme', listHubRequestsRoute, request);
    await client.fetchQuery(options);
    const before = sent.length;

    await client.invalidateQueries({ queryKey: apiQueryKey(listHubRequestsRoute) });
    await client.fetchQuery(options);

    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)?.authorization).toBe('Bearer new-access');
  });
});

describe('hubReadFailure', () => {
  it("gives the server's word for what is not this client's, else the spec's", () => {
    expect(hubReadFailure(new ApiError(404, 'Estimate not found'))).toBe('Estimate not found');
    for (const error of [new ApiError(500, 'boom'), new ApiError(0, 'offline'), new Error('bug')])
      expect(hubReadFailure(error)).toBe(clientHubMessages.pageLoadFailed);
  });
});
