/**
 * How the web app's server components reach the API: in this process, through the server's own routes
 * (the same validation, access layer and serialization as the browser's calls), never over a socket.
 * The server (apps/server, plugins/next.ts) installs it on globalThis before Next renders anything.
 */

export const IN_PROCESS_API = Symbol.for('porchlight.inProcessApi');

export interface InProcessRequest {
  method: string;
  /** Under /api/v1, with its query string: '/provider/profile/completion?vanityName=x'. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface InProcessResponse {
  status: number;
  body: string;
}

export interface InProcessApi {
  call(request: InProcessRequest): Promise<InProcessResponse>;
  /**
   * Names what the page being rendered shows (cache tags such as `providerCacheTag(vanityName)`), so a
   * stored copy of it goes when one of them changes.
   */
  tagPage(tags: readonly string[]): void;
}

/** The tag of the provider's own cached pages (its profile site). */
export function providerCacheTag(vanityName: string): string {
  return `provider:${vanityName.toLowerCase()}`;
}

/** The tag of cached pages that show the provider's card (search results, the landing page's spotlight). */
export function providerCardCacheTag(vanityName: string): string {
  return `card:${vanityName.toLowerCase()}`;
}
