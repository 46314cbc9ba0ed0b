import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  PERMISSIONS_POLICY,
  permissionsPolicy,
  tileOrigin,
} from './content-security-policy';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const production = { mapTileUrl: OSM, googlePhotos: false, isDev: false };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((entry) => {
      const [name = '', ...sources] = entry.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts by this response nonce only, and nothing that embeds or rebases the page', () => {
    const policy = directives(contentSecurityPolicy('abc123==', production));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('names script-src first, where Next reads the nonce from', () => {
    expect(contentSecurityPolicy('n0nce', production)).toMatch(/^script-src /);
  });

  it('loads images from here, data and blob URLs, and the map tiles', () => {
    expect(directives(contentSecurityPolicy('n', production)).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    expect(directives(contentSecurityPolicy('n', production)).get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('loads pictures and videos from MEDIA_PUBLIC_URL when media sits behind a CDN', () => {
    const policy = directives(
      contentSecurityPolicy('n', { ...production, mediaPublicUrl: 'https://cdn.example.com/media' }),
    );
    expect(policy.get('img-src')).toContain('https://cdn.example.com');
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://cdn.example.com']);
  });

  it("adds Google's reviewer photos only when Google is configured", () => {
    const policy = contentSecurityPolicy('n', { ...production, googlePhotos: true });
    expect(directives(policy).get('img-src')).toContain('https://*.googleusercontent.com');
    expect(contentSecurityPolicy('n', production)).not.toContain('googleusercontent');
  });

  it('allows eval for React in development only', () => {
    expect(contentSecurityPolicy('n', production)).not.toContain('unsafe-eval');
    expect(
      directives(contentSecurityPolicy('n', { ...production, isDev: true })).get('script-src'),
    ).toContain("'unsafe-eval'");
  });
});

describe('tileOrigin', () => {
  it.each([
    [OSM, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}{r}.png', 'https://*.tile.example.com'],
    ['HTTP://tiles.local:8080/{z}/{x}/{y}.png', 'http://tiles.local:8080'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['https://{s}-tiles.example.com/{z}/{x}/{y}.png', 'https:'],
    ["https://evil.example; script-src 'unsafe-inline'/{z}", 'https:'],
  ])('%s -> %s', (template, expected) => {
    expect(tileOrigin(template)).toBe(expected);
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
  });
});

describe('Stripe', () => {
  it('lets the pay dialog load Stripe.js, its frames and its API only when Stripe is the processor', () => {
    const policy = directives(contentSecurityPolicy('n', { ...production, stripe: true }));
    expect(policy.get('script-src')).toContain('https://js.stripe.com');
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(contentSecurityPolicy('n', production)).not.toContain('stripe');
    expect(permissionsPolicy(true)).toContain('payment=(self "https://js.stripe.com")');
    expect(permissionsPolicy(false)).toBe(PERMISSIONS_POLICY);
  });
});

describe('PERMISSIONS_POLICY', () => {
  it('turns off camera, microphone and payment, and keeps geolocation for this site', () => {
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('payment=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
  });
});
