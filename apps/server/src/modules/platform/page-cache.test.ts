import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, etagOf } from './page-cache';

const page = (html: string, tags = ['provider:p1']) => ({
  headers: { 'content-type': 'text/html' },
  html,
  tags,
});

describe('page cache', () => {
  it('serves a stored page until its time runs out', () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 10_000, now: () => clock });
    cache.set('a', page('<p>a</p>'));
    expect(cache.get('a')?.html).toBe('<p>a</p>');
    clock += 60_001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the pages of a tag, and keeps the others', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 10_000 });
    cache.set('profile', page('x', ['provider:p1']));
    cache.set('results', page('y', ['search']));
    cache.invalidate('provider:p1');
    expect(cache.get('profile')).toBeUndefined();
    expect(cache.get('results')?.html).toBe('y');
  });

  it('serves a stale page to all but one request, which renders it anew', () => {
    let clock = 1_000;
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 10_000, now: () => clock });
    cache.set('results', page('cards', ['listings', 'card:p1']));
    cache.set('other results', page('other cards', ['listings', 'card:p2']));
    cache.markStale('card:p1');
    // The first request renders; the others meanwhile get the stored copy.
    expect(cache.get('results')).toBeUndefined();
    expect(cache.get('results')?.html).toBe('cards');
    expect(cache.get('other results')?.html).toBe('other cards');
    // A render that never stored its page lets another request try, after a while.
    clock += 10_001;
    expect(cache.get('results')).toBeUndefined();
    cache.set('results', page('new cards', ['listings', 'card:p1']));
    expect(cache.get('results')?.html).toBe('new cards');
    expect(cache.get('results')?.html).toBe('new cards');
  });

  it('evicts the least recently used page when full, by count and by size', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2, maxChars: 10 });
    cache.set('a', page('aaa'));
    cache.set('b', page('bbb'));
    cache.get('a');
    cache.set('c', page('ccc'));
    expect([cache.get('a')?.html, cache.get('b'), cache.get('c')?.html]).toEqual(['aaa', undefined, 'ccc']);
    cache.set('big', page('x'.repeat(9)));
    expect(cache.size).toBe(1);
    cache.set('huge', page('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('gives the same validator to the same HTML and compresses it once', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 100_000 });
    const stored = cache.set('a', page('<p>hello</p>'.repeat(100)));
    expect(stored.etag).toBe(etagOf('<p>hello</p>'.repeat(100)));
    await expect.poll(() => stored.encoded.gzip).toBeDefined();
    expect(gunzipSync(stored.encoded.gzip ?? Buffer.alloc(0)).toString()).toBe(stored.html);
    expect(stored.encoded.br?.length).toBeLessThan(stored.html.length);
  });
});
