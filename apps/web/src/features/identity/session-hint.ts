import { SESSION_HINT_COOKIE } from '@porchlight/core/identity/auth.constants';

/**
 * Pages carry nobody's identity: one copy serves everyone from the page cache. The readable session hint
 * (set and cleared with the session's cookies) says whether to ask auth/me; before the first paint this
 * script marks <html data-session> so the header keeps the user's place instead of showing Log in.
 */
const HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=`);

export const SESSION_HINT_SCRIPT = `if(${HINT}.test(document.cookie))document.documentElement.dataset.session=''`;

export function hasSessionHint(): boolean {
  return HINT.test(document.cookie);
}

/** Keeps <html data-session> (and the hint of a session that ended without the server) true to what is known. */
export function markSession(signedIn: boolean): void {
  if (signedIn) {
    document.documentElement.dataset.session = '';
    return;
  }
  delete document.documentElement.dataset.session;
  // A session that ended elsewhere (expired, revoked) leaves its hint behind: ask no more.
  // biome-ignore lint/suspicious/noDocumentCookie: a constant name and no value; the Cookie Store API is not in every browser we serve
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
