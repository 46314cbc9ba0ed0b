import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotli = promisify(brotliCompress);

/** How long the one request re-rendering a stale page has before another may try. */
const REFRESH_WINDOW_MS = 10_000;
const gzipAsync = promisify(gzip);

/** One rendered page as the cache keeps it. */
export interface CachedPage {
  /** The response headers to send again (content type, CSP with the nonce the HTML was rendered with …). */
  headers: Record<string, string>;
  html: string;
  etag: string;
  lastModified: Date;
  /** What the page shows, so a change to it drops the page: 'provider:<name>', 'card:<name>', 'listings'. */
  tags: string[];
  /** Marked stale: served to all but one request, which renders it anew (until refreshUntil). */
  stale: boolean;
  refreshUntil: number;
  /** Precompressed bodies, filled once right after the page is stored. */
  encoded: { br?: Buffer; gzip?: Buffer };
  expiresAt: number;
}

export interface PageCacheOptions {
  /** How long a page may be served without a change telling us it is stale. */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound on the stored HTML, in characters. */
  maxChars: number;
  now?: () => number;
}

/** A strong validator of the stored HTML (the same for every nonce it is served with). */
export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * Rendered HTML of anonymous public pages, in memory per process: most-recently-used first, bounded
 * by entries and size, dropped by tag when an event says what it shows changed (any process's write).
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  let chars = 0;

  function remove(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    chars -= page.html.length;
    pages.delete(key);
  }

  function evictWhileFull(): void {
    for (const key of pages.keys()) {
      if (pages.size <= options.maxEntries && chars <= options.maxChars) return;
      remove(key);
    }
  }

  async function compress(page: CachedPage): Promise<void> {
    const body = Buffer.from(page.html);
    const [br, gz] = await Promise.all([
      // Quality 5: most of brotli's gain at a fraction of its top setting's time.
      brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(body, { level: 6 }),
    ]);
    page.encoded = { br, gzip: gz };
  }

  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      // Stale: this caller renders it anew (and stores it); everyone else meanwhile gets this copy.
      if (page.stale && page.refreshUntil <= now()) {
        page.refreshUntil = now() + REFRESH_WINDOW_MS;
        return undefined;
      }
      // Map order is insertion order: re-inserting marks the page most recently used.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    /** Stores a page; its compressed bodies follow (a hit before then is served uncompressed). */
    set(key: string, entry: Pick<CachedPage, 'headers' | 'html' | 'tags'>): CachedPage {
      remove(key);
      const page: CachedPage = {
        ...entry,
        etag: etagOf(entry.html),
        lastModified: new Date(Math.floor(now() / 1000) * 1000),
        encoded: {},
        expiresAt: now() + options.ttlMs,
        stale: false,
        refreshUntil: 0,
      };
      if (page.html.length > options.maxChars) return page;
      pages.set(key, page);
      chars += page.html.length;
      evictWhileFull();
      void compress(page).catch(() => {
        // Compression failing only means serving this page uncompressed.
      });
      return page;
    },

    /** Drops every page showing the tag. */
    invalidate(tag: string): void {
      for (const [key, page] of pages) if (page.tags.includes(tag)) remove(key);
    },

    /**
     * Keeps serving the pages showing the tag, but has the next request of each render it anew: for
     * changes a moment's delay does not hurt (a card's review count), so busy pages never all render at once.
     */
    markStale(tag: string): void {
      for (const page of pages.values()) if (page.tags.includes(tag)) page.stale = true;
    },

    clear(): void {
      pages.clear();
      chars = 0;
    },

    get size(): number {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
