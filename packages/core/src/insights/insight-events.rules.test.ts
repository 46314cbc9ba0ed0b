import { describe, expect, it } from 'vitest';
import { type AnsweredPage, cameFromResults, pageEvents } from './insight-events.rules';

const page = (overrides: Partial<AnsweredPage>): AnsweredPage => ({
  method: 'GET',
  path: '/company/acme-plumbing',
  status: 200,
  headers: { host: 'porchlight.test' },
  tags: [],
  viewerId: null,
  isBot: false,
  ...overrides,
});

describe('pageEvents', () => {
  it('counts a profile view by page, the home page when no page is named', () => {
    expect(pageEvents(page({}))).toEqual([
      { vanityName: 'acme-plumbing', kind: 'profile-view', page: 'home', viewerId: null },
    ]);
    expect(pageEvents(page({ path: '/company/Acme%20Co/reviews', viewerId: 'u1' }))).toEqual([
      { vanityName: 'Acme Co', kind: 'profile-view', page: 'reviews', viewerId: 'u1' },
    ]);
  });

  it('adds a search click when the view came from a results page on the same host', () => {
    const headers = { host: 'porchlight.test', referer: 'https://porchlight.test/search?q=plumber' };
    expect(pageEvents(page({ headers })).map((event) => event.kind)).toEqual([
      'profile-view',
      'search-click',
    ]);
    const elsewhere = { host: 'porchlight.test', referer: 'https://other.test/search?q=plumber' };
    expect(pageEvents(page({ headers: elsewhere })).map((event) => event.kind)).toEqual(['profile-view']);
  });

  it('counts one impression per card a results page showed, and none on other listing pages', () => {
    const tags = ['listings', 'card:acme-plumbing', 'card:bolt-electric'];
    expect(pageEvents(page({ path: '/search/plumbers', tags }))).toEqual([
      { vanityName: 'acme-plumbing', kind: 'search-impression', page: '', viewerId: null },
      { vanityName: 'bolt-electric', kind: 'search-impression', page: '', viewerId: null },
    ]);
    expect(pageEvents(page({ path: '/', tags }))).toEqual([]);
  });

  it('counts nothing for bots, prefetches, HEAD, failed answers, malformed names or the Client Hub', () => {
    expect(pageEvents(page({ isBot: true }))).toEqual([]);
    expect(pageEvents(page({ headers: { 'next-router-prefetch': '1' } }))).toEqual([]);
    expect(pageEvents(page({ headers: { 'sec-purpose': 'prefetch' } }))).toEqual([]);
    expect(pageEvents(page({ method: 'HEAD' }))).toEqual([]);
    expect(pageEvents(page({ status: 404 }))).toEqual([]);
    expect(pageEvents(page({ status: 304 }))).toHaveLength(1);
    expect(pageEvents(page({ path: '/company/%E0%A4%A' }))).toEqual([]);
    expect(pageEvents(page({ path: '/company/acme-plumbing/client-hub' }))).toEqual([]);
  });
});

describe('cameFromResults', () => {
  it('is false without a referer, for a malformed one and for other pages', () => {
    expect(cameFromResults(undefined, 'porchlight.test')).toBe(false);
    expect(cameFromResults('not a url', 'porchlight.test')).toBe(false);
    expect(cameFromResults('https://porchlight.test/company/x', 'porchlight.test')).toBe(false);
  });
});
