import { describe, expect, it } from 'vitest';
import { withReturnTo } from './return-to';
import { HOSTILE_RETURN_TO, RETURN_TO_CASES, SAME_SITE_RETURN_TO } from './return-to.cases';
import { safeReturnTo } from './safe-return-to';

const SITE = 'https://porchlight.test';

/** A test's name for a value: JSON, long ones cut short. */
function label(value: string): string {
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 50)}…(${value.length} chars)` : json;
}

/** Where a browser on SITE goes for a Location header (or router.replace) of `path`. */
function browserTarget(path: string): URL {
  return new URL(path, `${SITE}/account/login`);
}

describe('safeReturnTo', () => {
  it('has a table of at least 40 hostile encodings', () => {
    expect(HOSTILE_RETURN_TO.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE_RETURN_TO.map(({ value }) => [label(value), value]))(
    'sends %s to the default page',
    (_, value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );

  it.each(SAME_SITE_RETURN_TO.map(({ value, expected }) => [label(value), expected, value]))(
    'keeps the same-site path %s as %j',
    (_, expected, value) => {
      expect(safeReturnTo(value)).toBe(expected);
    },
  );

  it.each(RETURN_TO_CASES.map(({ value }) => [label(value), value]))(
    'answers %s with a path that stays on the site at every decoding, and the same path again',
    (_, value) => {
      const path = safeReturnTo(value);
      expect(path).toMatch(/^\/(?![/\\])/);
      // ASCII only: a Location header carries it as it is.
      expect(path).toMatch(/^[\x21-\x7e]*$/);
      let reading = path;
      for (let round = 0; round < 4; round += 1) {
        const target = browserTarget(reading);
        expect(target.origin).toBe(SITE);
        // A path that is itself scheme-relative leaves the site when it is used again (a Location, a link).
        expect(target.pathname).toMatch(/^\/(?!\/)/);
        reading = decodeURIComponent(reading.replace(/%(?![0-9a-f]{2})/gi, '%25'));
      }
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it('takes the first of repeated parameters', () => {
    expect(safeReturnTo(['/a', '/b'])).toBe('/a');
    expect(safeReturnTo(['//evil.example', '/b'])).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('https://evil.example', '/account')).toBe('/account');
    expect(safeReturnTo(undefined, '/account')).toBe('/account');
    expect(safeReturnTo(null)).toBe('/');
  });
});

describe('withReturnTo', () => {
  it('encodes the path and leaves the home page out', () => {
    expect(withReturnTo('/account/login', '/search?x=1')).toBe('/account/login?returnTo=%2Fsearch%3Fx%3D1');
    expect(withReturnTo('/account/register?promote=1', '/a')).toBe(
      '/account/register?promote=1&returnTo=%2Fa',
    );
    expect(withReturnTo('/account/login', '/')).toBe('/account/login');
  });
});
