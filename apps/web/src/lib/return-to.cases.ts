/**
 * The open-redirect table (issue 30): `returnTo` values as a page receives them (the query string
 * already decoded once), and where `safeReturnTo` sends each. `HOME` means the default page. The
 * unit test runs it against the rule; e2e/security.spec.ts sends each value (encoded once more in the
 * query) to the logged-in login and register pages and checks their Location header.
 */

export const HOME = null;

export interface ReturnToCase {
  /** What the page reads from `?returnTo=`. */
  value: string;
  /** The path it answers, or HOME for the default page. */
  expected: string | typeof HOME;
}

const LONG = 3_000;

/** Values that could leave the site at some reading: every one goes to the default page. */
export const HOSTILE_RETURN_TO: ReturnToCase[] = [
  // Scheme-relative and absolute.
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '////evil.example',
  'https://evil.example',
  'HTTPS://evil.example/',
  'http:evil.example',
  'http:/evil.example',
  'https:evil.example',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  // Tabs and line breaks, which browsers drop.
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r/evil.example/',
  '/\r\n/evil.example/',
  '\t//evil.example',
  '/\t\\evil.example',
  ' //evil.example',
  // Dot segments that leave a scheme-relative path behind (the probe's finding).
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/./\\evil.example',
  // Percent-encoded once (the page decodes them again).
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example/',
  '/%0d%0a/evil.example/',
  '/.%2F%2Fevil.example',
  '/./%2Fevil.example',
  '/%2e/%2Fevil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E/%2E%2E/%2F%2Fevil.example',
  '/a/%2e%2e/%2F/evil.example',
  '%2F%2Fevil.example',
  // Encoded twice, three times, mixed, and encoded digits of an encoding.
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%2F%252Fevil.example',
  '/%5C%252Fevil.example',
  '/.%252F%252Fevil.example',
  '/%%32%46/evil.example',
  '/%252e%252e//evil.example',
  // Userinfo.
  '//@evil.example',
  '//user@evil.example',
  '//user:pass@evil.example/',
  'https://user@evil.example',
  'https://porchlight.invalid@evil.example',
  '/%2F@evil.example',
  '/%2F%2Fuser%40evil.example',
  // IDN look-alikes of hosts and dots.
  '//evil\u3002example',
  '//\u0435vil.example',
  'https://p\u043Erchlight.example/',
  '//xn--80ak6aa92e.example',
  '\uFF0F\uFF0Fevil.example',
  // Other schemes.
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // NUL, raw or encoded.
  '/%00/evil.example',
  '/%00//evil.example',
  '/\u0000/evil.example',
  '\u0000//evil.example',
  // Very long values.
  `/${'a'.repeat(LONG)}`,
  `${'/%2F'.repeat(LONG / 4)}evil.example`,
  `/${'%25'.repeat(LONG / 3)}2F/evil.example`,
  // Relative, empty, or the auth pages themselves.
  '',
  'business',
  '?returnTo=//evil.example',
  '#//evil.example',
  '/account/login',
  '/account/login?returnTo=//evil.example',
  '/account/register/',
  '/account/%6Cogin',
].map((value) => ({ value, expected: HOME }));

/** Paths on this site, kept (normalised and percent-encoded, so a Location header can carry them). */
export const SAME_SITE_RETURN_TO: ReturnToCase[] = [
  { value: '/business', expected: '/business' },
  {
    value: '/search/house+cleaning/78701?sortBy=friends',
    expected: '/search/house+cleaning/78701?sortBy=friends',
  },
  { value: '/company/bright-nest-cleaning-co#reviews', expected: '/company/bright-nest-cleaning-co#reviews' },
  {
    value: '/company/bright-nest-cleaning-co/reviews/new',
    expected: '/company/bright-nest-cleaning-co/reviews/new',
  },
  // Slashes and encodings in the query are data, not a host; their meaning is kept.
  { value: '/search?q=%2F%2Fevil.example', expected: '/search?q=%2F%2Fevil.example' },
  { value: '/search?q=a%26b&zip=10001', expected: '/search?q=a%26b&zip=10001' },
  { value: '/search?q=100%25', expected: '/search?q=100%25' },
  { value: '/a/./b/../c', expected: '/a/c' },
  { value: '/@evil.example', expected: '/@evil.example' },
  { value: '/javascript:alert(1)', expected: '/javascript:alert(1)' },
  { value: '/ /evil.example', expected: '/%20/evil.example' },
  { value: '/caf\u00e9?q=a b', expected: '/caf%C3%A9?q=a%20b' },
  { value: '/\uFF0Fevil.example', expected: '/%EF%BC%8Fevil.example' },
  { value: '/a\u2028b', expected: '/a%E2%80%A8b' },
];

export const RETURN_TO_CASES: ReturnToCase[] = [...HOSTILE_RETURN_TO, ...SAME_SITE_RETURN_TO];
