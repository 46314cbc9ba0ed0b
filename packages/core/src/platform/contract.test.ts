import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type EndpointRequest, type EndpointResponse } from './contract';
import { defineRoute, routePath } from './route';

const reviewEndpoint = defineEndpoint(
  defineRoute({
    method: 'DELETE',
    path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber',
    access: { kind: 'public' },
  }),
  {
    params: z.object({ vanityNameLC: z.string(), reviewNumber: z.coerce.number() }),
    response: null,
  },
);

const listEndpoint = defineEndpoint(
  defineRoute({
    method: 'GET',
    path: '/network/profile/reviews/:vanityName',
    access: { kind: 'public' },
  }),
  {
    params: z.object({ vanityName: z.string() }),
    query: z.object({ first: z.coerce.number().default(0), rows: z.coerce.number().optional() }),
    response: z.object({ totalRecords: z.number() }),
  },
);

const createEndpoint = defineEndpoint(
  defineRoute({
    method: 'POST',
    path: '/auth/register',
    access: { kind: 'public' },
  }),
  {
    body: z.object({ email: z.string() }),
    response: z.object({ id: z.string() }),
    status: 201,
  },
);

describe('defineEndpoint', () => {
  it('keeps the definition and fills the defaults', () => {
    expect(reviewEndpoint).toMatchObject({
      method: 'DELETE',
      path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber',
      query: undefined,
      body: undefined,
      response: null,
      status: [200],
      multipart: false,
      authenticates: false,
    });
    expect(createEndpoint.status).toEqual([201]);
  });

  it('types the call and the answer from the schemas', () => {
    expectTypeOf<EndpointResponse<typeof listEndpoint>>().toEqualTypeOf<{ totalRecords: number }>();
    expectTypeOf<EndpointResponse<typeof reviewEndpoint>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointRequest<typeof createEndpoint>['body']>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<EndpointRequest<typeof reviewEndpoint>['params']>().toEqualTypeOf<{
      vanityNameLC: string | number;
      reviewNumber: string | number;
    }>();
  });

  it('refuses a params schema that misses a path parameter, or none at all', () => {
    const route = defineRoute({
      method: 'GET',
      path: '/network/profile/:vanityName',
      access: { kind: 'public' },
    });
    // @ts-expect-error: the path's :vanityName is not in the schema.
    defineEndpoint(route, { params: z.object({ uri: z.string() }), response: null });
    // @ts-expect-error: the path has :vanityName but no params schema.
    defineEndpoint(route, { response: null });
  });
});

describe('routePath', () => {
  it('fills the path parameters, encoded', () => {
    expect(routePath(reviewEndpoint, { vanityNameLC: 'joe & sons/ltd', reviewNumber: 7 })).toBe(
      '/provider/profile/reviews/joe%20%26%20sons%2Fltd/7',
    );
  });

  it('appends the query, leaving out undefined values', () => {
    expect(routePath(listEndpoint, { vanityName: 'acme' }, { first: 20, rows: undefined })).toBe(
      '/network/profile/reviews/acme?first=20',
    );
    expect(routePath(listEndpoint, { vanityName: 'acme' }, { first: 0, rows: 5 })).toBe(
      '/network/profile/reviews/acme?first=0&rows=5',
    );
  });

  it('encodes query values and leaves no ? without a query', () => {
    const search = defineEndpoint(
      defineRoute({
        method: 'GET',
        path: '/network/places/search',
        access: { kind: 'public' },
      }),
      {
        query: z.object({ q: z.string() }),
        response: null,
      },
    );
    expect(routePath(search, undefined, { q: 'Joe & Sons?' })).toBe(
      '/network/places/search?q=Joe+%26+Sons%3F',
    );
    expect(routePath(createEndpoint)).toBe('/auth/register');
  });

  it('fails loudly when a path parameter is missing', () => {
    expect(() => routePath(reviewEndpoint, { vanityNameLC: 'acme' } as never)).toThrow(/:reviewNumber/);
  });
});
