import { describe, expect, it } from 'vitest';
import { safeReturnTo, withReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/business', '/business'],
    ['/search/house+cleaning/10001?radius=50', '/search/house+cleaning/10001?radius=50'],
    ['/company/bright-nest#reviews', '/company/bright-nest#reviews'],
    // Encoded characters stay encoded: they are a path on this site, never a host.
    ['/%09/evil.example/', '/%09/evil.example/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/ /evil.example', '/%20/evil.example'],
  ])('keeps the same-site path %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    'business',
    'https://evil.example',
    'http:evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '\t//evil.example',
    '/\r\n/evil.example/',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/account/login?returnTo=/x',
    '/account/login',
    '/account/register',
    '/account/register/',
  ])('sends %j home', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('answers a path a Location header can carry: no raw control or non-ASCII characters', () => {
    expect(safeReturnTo('/café?q=a b')).toBe('/caf%C3%A9?q=a%20b');
    expect(safeReturnTo('/a\u2028b')).toBe('/a%E2%80%A8b');
  });

  it('takes the first of repeated parameters', () => {
    expect(safeReturnTo(['/a', '/b'])).toBe('/a');
    expect(safeReturnTo(['//evil.example', '/b'])).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('https://evil.example', '/account')).toBe('/account');
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
