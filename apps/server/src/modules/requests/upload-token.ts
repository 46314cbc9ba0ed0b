import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRICING_UPLOAD_WINDOW_MS } from '@porchlight/core/requests/pricing-request.constants';

/**
 * The token a pricing request answers with, so only whoever sent the request adds its photos: an HMAC
 * of the provider, the request number and an expiry, under the server secret, as `expiry.signature`.
 */
function sign(secret: string, providerId: string, requestNumber: number, expires: number): string {
  return createHmac('sha256', secret)
    .update(`request-upload:${providerId}:${requestNumber}:${expires}`)
    .digest('base64url');
}

export function createUploadTokens(secret: string, now: () => number = Date.now) {
  return {
    issue(providerId: string, requestNumber: number): string {
      const expires = now() + PRICING_UPLOAD_WINDOW_MS;
      return `${expires}.${sign(secret, providerId, requestNumber, expires)}`;
    },

    /** True for a token issued for this request that has not expired. */
    verify(token: string, providerId: string, requestNumber: number): boolean {
      const [expiresText = '', signature = ''] = token.split('.');
      const expires = Number(expiresText);
      if (!Number.isSafeInteger(expires) || expires < now()) return false;
      const expected = Buffer.from(sign(secret, providerId, requestNumber, expires));
      const actual = Buffer.from(signature);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type UploadTokens = ReturnType<typeof createUploadTokens>;
