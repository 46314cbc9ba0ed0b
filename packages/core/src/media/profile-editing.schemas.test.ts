import { describe, expect, it } from 'vitest';
import { isProPlan } from '../providers/profile.constants';
import { afterAttempt, attemptsLeft, exhaustedAttempts } from './ai-attempts.rules';
import {
  ABOUT_MAX_LENGTH,
  AI_ATTEMPTS,
  AI_ATTEMPTS_EXPIRY_MINUTES,
  BANNER_CROP_MIN_HEIGHT,
  BANNER_CROP_MIN_WIDTH,
  BANNER_UPLOAD_MAX_BYTES,
  LOGO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_BYTES,
} from './profile-editing.constants';
import { aboutCounterText, aboutHtmlTooLongMessage, uploadOutcomeText } from './profile-editing.messages';
import {
  aboutRequestSchema,
  bannerSettingsRequestSchema,
  isHexColor,
  logoSettingsRequestSchema,
  normalizeHexColor,
  roughInputFrom,
} from './profile-editing.schemas';

describe('limits of spec 1 §5 and §9', () => {
  it('are the spec numbers', () => {
    expect(BANNER_UPLOAD_MAX_BYTES).toBe(10_000_000);
    expect(LOGO_UPLOAD_MAX_BYTES).toBe(10_000_000);
    expect(PHOTO_UPLOAD_MAX_BYTES).toBe(20_000_000);
    expect([BANNER_CROP_MIN_WIDTH, BANNER_CROP_MIN_HEIGHT]).toEqual([100, 25]);
    expect(ABOUT_MAX_LENGTH).toBe(5000);
    expect(AI_ATTEMPTS).toBe(3);
  });

  it('pro 1 and 2 are paid plans', () => {
    expect([0, 1, 2, 3].map(isProPlan)).toEqual([false, true, true, false]);
  });
});

describe('hex colour', () => {
  it.each(['fff', '#fff', 'A1B2C3', '#a1b2c3'])('%j is valid', (value) => {
    expect(isHexColor(value)).toBe(true);
  });
  it.each(['', 'ff', '#ffff', 'gggggg', '#1234567', '##fff', 'red', null])('%j is not', (value) => {
    expect(isHexColor(value)).toBe(false);
  });
  it('is stored lowercase without #', () => {
    expect(normalizeHexColor('#A1B2C3')).toBe('a1b2c3');
    expect(normalizeHexColor('  ')).toBeNull();
  });
});

describe('banner and logo settings', () => {
  const banner = { position: 'top', fit: 'cover', showCompanyOverlay: true } as const;

  it('needs a valid colour with contain', () => {
    const result = bannerSettingsRequestSchema.safeParse({ ...banner, fit: 'contain', backgroundColor: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['backgroundColor'],
      message: 'Please enter a valid hex color.',
    });
    expect(
      bannerSettingsRequestSchema.safeParse({ ...banner, fit: 'contain', backgroundColor: '#123' }).success,
    ).toBe(true);
  });

  it('allows no colour with cover, but not a malformed one', () => {
    expect(bannerSettingsRequestSchema.safeParse({ ...banner, backgroundColor: null }).success).toBe(true);
    expect(bannerSettingsRequestSchema.safeParse({ ...banner, backgroundColor: 'zz' }).success).toBe(false);
  });

  it('rejects unknown positions and fits', () => {
    expect(bannerSettingsRequestSchema.safeParse({ ...banner, position: 'left' }).success).toBe(false);
    expect(logoSettingsRequestSchema.safeParse({ fit: 'fill', backgroundColor: 'fff' }).success).toBe(false);
    expect(logoSettingsRequestSchema.safeParse({ fit: 'contain', backgroundColor: 'fff' }).success).toBe(
      true,
    );
  });
});

describe('about text', () => {
  it('plain text: at most 5,000 with the spec message', () => {
    expect(aboutRequestSchema.safeParse({ aboutDesc: 'x'.repeat(5000), aboutHtml: false }).success).toBe(
      true,
    );
    const result = aboutRequestSchema.safeParse({ aboutDesc: 'x'.repeat(5001), aboutHtml: false });
    expect(result.error?.issues[0]?.message).toBe('The description must be less than 5,000 characters');
  });

  it('HTML: at most 5,000 including HTML, with the length in the message', () => {
    const html = `<p>${'x'.repeat(5000)}</p>`;
    const result = aboutRequestSchema.safeParse({ aboutDesc: html, aboutHtml: true });
    expect(result.error?.issues[0]?.message).toBe(
      'The description is 5,007 long and must be less than 5,000 characters including HTML characters.',
    );
    expect(aboutHtmlTooLongMessage(6000)).toBe(
      'The description is 6,000 long and must be less than 5,000 characters including HTML characters.',
    );
  });

  it('counter', () => {
    expect(aboutCounterText(0)).toBe('0 of 5,000 characters');
    expect(aboutCounterText(1234)).toBe('1,234 of 5,000 characters');
  });
});

describe('messages', () => {
  it('per-file outcomes', () => {
    expect(uploadOutcomeText({ name: 'a.jpg', success: true, message: 'Uploaded' })).toBe(
      "Upload successful for 'a.jpg'",
    );
    expect(uploadOutcomeText({ name: 'b.jpg', success: false, message: 'Too big' })).toBe(
      "Upload failed for 'b.jpg' - Too big",
    );
  });

  it('rough input is the brief description cut at 750', () => {
    expect(roughInputFrom('x'.repeat(800))).toHaveLength(750);
    expect(roughInputFrom(null)).toBe('');
  });
});

describe('AI attempts in browser storage', () => {
  const now = 1_000_000;

  it('starts at 3 and counts down to 0', () => {
    let stored: string | null = null;
    expect(attemptsLeft(stored, now, false)).toBe(3);
    for (const expected of [2, 1, 0, 0]) {
      stored = afterAttempt(stored, now, false);
      expect(attemptsLeft(stored, now, false)).toBe(expected);
    }
  });

  it('expires', () => {
    const stored = afterAttempt(null, now, false);
    const later = now + AI_ATTEMPTS_EXPIRY_MINUTES * 60_000;
    expect(attemptsLeft(stored, later - 1, false)).toBe(2);
    expect(attemptsLeft(stored, later, false)).toBe(3);
  });

  it('admins always have 3 and store nothing', () => {
    expect(afterAttempt(null, now, true)).toBeNull();
    expect(attemptsLeft(exhaustedAttempts(now), now, true)).toBe(3);
  });

  it('a damaged value counts as fresh; the server saying "none left" empties it', () => {
    expect(attemptsLeft('not json', now, false)).toBe(3);
    expect(attemptsLeft(exhaustedAttempts(now), now, false)).toBe(0);
  });
});
