import { describe, expect, it } from 'vitest';
import { safeReturnTo, withReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/business', '/business'],
    ['/search/house+cleaning/10001?radius=50', '/search/house+cleaning/10001?radius=50'],
    [undefined, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/account/login?returnTo=/x', '/'],
    ['/account/register', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it('takes the first of repeated parameters', () => {
    expect(safeReturnTo(['/a', '/b'])).toBe('/a');
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
