import { listClientsRoute, listJobsRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { apiQueryKey, newQueryClient, retryOnNetworkError, SHARED_READ_MS } from './query-client';

describe('retryOnNetworkError', () => {
  it('tries a read that never reached the server twice more', () => {
    const offline = new ApiError(0, 'offline');
    expect([0, 1, 2].map((failures) => retryOnNetworkError(failures, offline))).toEqual([true, true, false]);
  });

  it('never tries again an answer of the server', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 500])
      expect(retryOnNetworkError(0, new ApiError(status, 'no'))).toBe(false);
    expect(retryOnNetworkError(0, new Error('bug'))).toBe(false);
  });

  it('is the default of every query, and mutations never retry', () => {
    const defaults = newQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(retryOnNetworkError);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('shared reads', () => {
  it('answers a second part of the screen from the first read, and reads again once invalidated', async () => {
    const client = newQueryClient();
    const key = apiQueryKey(listClientsRoute, { query: { vanityName: 'acme', first: 0 } });
    let reads = 0;
    const read = () => client.fetchQuery({ queryKey: key, queryFn: async () => ++reads });
    await read();
    // The second part mounts a moment later: no second request.
    expect(await read()).toBe(1);
    await client.invalidateQueries({ queryKey: apiQueryKey(listClientsRoute) });
    expect(await read()).toBe(2);
    expect(SHARED_READ_MS).toBeLessThanOrEqual(10_000);
  });
});

describe('apiQueryKey', () => {
  it("invalidating a route's key marks every read of that route stale, and no other", async () => {
    const client = newQueryClient();
    const firstPage = apiQueryKey(listClientsRoute, { query: { vanityName: 'acme', first: 0 } });
    const picker = apiQueryKey(listClientsRoute, { query: { vanityName: 'acme', rows: 100 } });
    const jobs = apiQueryKey(listJobsRoute, { query: { vanityName: 'acme', first: 0 } });
    for (const key of [firstPage, picker, jobs]) client.setQueryData(key, { rows: [] });

    await client.invalidateQueries({ queryKey: apiQueryKey(listClientsRoute) });

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([stale(firstPage), stale(picker), stale(jobs)]).toEqual([true, true, false]);
  });

  it('tells two requests of one route apart', () => {
    expect(apiQueryKey(listClientsRoute, { query: { vanityName: 'acme', first: 0 } })).not.toEqual(
      apiQueryKey(listClientsRoute, { query: { vanityName: 'acme', first: 10 } }),
    );
  });
});
