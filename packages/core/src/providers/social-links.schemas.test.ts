import { describe, expect, it } from 'vitest';
import {
  isSocialLink,
  SOCIAL_NETWORKS,
  socialLinkMessages,
  socialLinksFormValues,
  socialLinksRequestSchema,
} from './social-links.schemas';

describe('social links', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/acme', true],
    ['facebook', 'HTTPS://FACEBOOK.COM/Acme', true],
    ['facebook', 'https://facebook.com/', false],
    ['facebook', 'https://fb.com/acme', false],
    ['x', 'https://x.com/acme', true],
    ['x', 'https://www.x.com/acme', true],
    ['x', 'https://twitter.com/acme', true],
    ['x', 'http://x.com/acme', false],
    ['instagram', 'https://instagram.com/acme', true],
    ['linkedin', 'https://www.linkedin.com/company/acme', true],
    ['pinterest', 'https://pinterest.com/acme', true],
    ['whatsapp', 'https://wa.me/15125550100', true],
    ['whatsapp', 'https://api.whatsapp.com/send?phone=15125550100', true],
    ['whatsapp', 'https://whatsapp.com/acme', false],
    ['instagram', 'https://www.instagram.com/acme page', false],
  ] as const)('%s %s -> %s', (network, value, ok) => {
    expect(isSocialLink(network, value)).toBe(ok);
  });

  it('gives each field its own message', () => {
    const result = socialLinksRequestSchema.safeParse({
      facebook: 'nope',
      x: 'nope',
      instagram: 'nope',
      linkedin: 'nope',
      pinterest: 'nope',
      whatsapp: 'nope',
    });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    for (const network of SOCIAL_NETWORKS) expect(messages[network]).toBe(socialLinkMessages[network].format);
    expect(new Set(Object.values(messages)).size).toBe(6);
    expect(socialLinkMessages.facebook.format).toBe(
      'Facebook links must start with https://www.facebook.com/ or https://facebook.com/',
    );
  });

  it('allows 100 characters, Pinterest 256', () => {
    const long = (prefix: string, length: number) => prefix + 'a'.repeat(length - prefix.length);
    expect(socialLinksRequestSchema.safeParse({ facebook: long('https://facebook.com/', 100) }).success).toBe(
      true,
    );
    expect(
      socialLinksRequestSchema.safeParse({ facebook: long('https://facebook.com/', 101) }).error?.issues[0]
        ?.message,
    ).toBe(socialLinkMessages.facebook.tooLong);
    expect(
      socialLinksRequestSchema.safeParse({ pinterest: long('https://pinterest.com/', 256) }).success,
    ).toBe(true);
    expect(
      socialLinksRequestSchema.safeParse({ pinterest: long('https://pinterest.com/', 257) }).error?.issues[0]
        ?.message,
    ).toBe(socialLinkMessages.pinterest.tooLong);
  });

  it('clears with empty text, keeps what is left out', () => {
    expect(
      socialLinksRequestSchema.parse({ facebook: '  ', x: null, instagram: ' https://instagram.com/a ' }),
    ).toEqual({
      facebook: null,
      x: null,
      instagram: 'https://instagram.com/a',
    });
  });

  it('prefills only non-empty saved values', () => {
    expect(socialLinksFormValues({ facebook: 'https://facebook.com/a', x: '  ', instagram: null })).toEqual({
      facebook: 'https://facebook.com/a',
      x: '',
      instagram: '',
      linkedin: '',
      pinterest: '',
      whatsapp: '',
    });
  });
});
