import { headers } from 'next/headers';

/** Set for every page by the host process (apps/server/src/composition/next.ts SITE_HEADERS.nonce), never by clients. */
export const NONCE_HEADER = 'x-porchlight-nonce';

/** This response's Content-Security-Policy nonce, for inline scripts the app renders itself. */
export async function getCspNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
