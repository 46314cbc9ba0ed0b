import { describe, expect, it } from 'vitest';
import { bookingSettingsMessages as messages } from './booking.messages';
import { bookingSettingsRequestSchema, bookingSettingsSchema } from './booking-settings.schemas';

const OFFER = '0b6c1f2e-4a5d-4c3b-9e8f-1a2b3c4d5e6f';
const MEMBER = '7d9e8f6a-5b4c-4d3e-8f2a-9b8c7d6e5f4a';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('bookingSettingsSchema', () => {
  it("fills the plan's defaults: windows, a day's notice, 30 days ahead, auto-confirm, no deposit", () => {
    expect(bookingSettingsSchema.parse({ enabled: true })).toEqual({
      enabled: true,
      mode: 'windows',
      startStepMinutes: null,
      noticeMinutes: 1440,
      horizonDays: 30,
      bufferMinutes: 0,
      dailyLimit: null,
      approval: 'auto',
      replyHours: null,
      deposit: null,
      refundPolicy: 'refund',
      changeCutoffHours: 24,
    });
  });

  it('refuses numbers outside the limits, in words', () => {
    const result = bookingSettingsSchema.safeParse({
      enabled: true,
      noticeMinutes: 43201,
      horizonDays: 61,
      bufferMinutes: 241,
      dailyLimit: 0,
      changeCutoffHours: 169,
    });
    expect(issues(result)).toEqual([
      `noticeMinutes: ${messages.noticeInvalid}`,
      `horizonDays: ${messages.horizonInvalid}`,
      `bufferMinutes: ${messages.bufferInvalid}`,
      `dailyLimit: ${messages.dailyLimitInvalid}`,
      `changeCutoffHours: ${messages.changeCutoffInvalid}`,
    ]);
    expect(messages.horizonInvalid).toBe('Let clients book from 1 to 60 days ahead');
  });

  it('start times need a step of 15, 30 or 60 minutes', () => {
    expect(issues(bookingSettingsSchema.safeParse({ enabled: true, mode: 'start-times' }))).toEqual([
      `startStepMinutes: ${messages.startStepInvalid}`,
    ]);
    expect(
      issues(bookingSettingsSchema.safeParse({ enabled: true, mode: 'start-times', startStepMinutes: 20 })),
    ).toEqual([`startStepMinutes: ${messages.startStepInvalid}`]);
    expect(
      bookingSettingsSchema.parse({ enabled: true, mode: 'start-times', startStepMinutes: 30 })
        .startStepMinutes,
    ).toBe(30);
    // Windows keep no step.
    expect(bookingSettingsSchema.parse({ enabled: true, startStepMinutes: 30 }).startStepMinutes).toBeNull();
  });

  it('approval needs a reply time and two hours of notice', () => {
    expect(
      issues(bookingSettingsSchema.safeParse({ enabled: true, approval: 'approve', noticeMinutes: 60 })),
    ).toEqual([
      `replyHours: ${messages.replyHoursRequired}`,
      `noticeMinutes: ${messages.approvalNeedsNotice}`,
    ]);
    expect(
      issues(bookingSettingsSchema.safeParse({ enabled: true, approval: 'approve', replyHours: 3 })),
    ).toEqual([`replyHours: ${messages.replyHoursInvalid}`]);
    expect(messages.replyHoursInvalid).toBe('Reply within 2, 4, 12, 24, 48 or 72 hours');
    const approving = bookingSettingsSchema.parse({
      enabled: true,
      approval: 'approve',
      replyHours: 24,
      noticeMinutes: 120,
    });
    expect(approving).toMatchObject({ approval: 'approve', replyHours: 24 });
    // Auto-confirm keeps no reply time.
    expect(bookingSettingsSchema.parse({ enabled: true, replyHours: 24 }).replyHours).toBeNull();
  });

  it('a deposit is fixed cents or a percent from 1 to 100', () => {
    expect(
      bookingSettingsSchema.parse({ enabled: true, deposit: { kind: 'fixed', cents: 2500 } }).deposit,
    ).toEqual({
      kind: 'fixed',
      cents: 2500,
    });
    expect(
      bookingSettingsSchema.parse({ enabled: true, deposit: { kind: 'percent', percent: 20 } }).deposit,
    ).toEqual({
      kind: 'percent',
      percent: 20,
    });
    expect(
      issues(bookingSettingsSchema.safeParse({ enabled: true, deposit: { kind: 'fixed', cents: 0 } })),
    ).toEqual([`deposit.cents: ${messages.depositCentsInvalid}`]);
    expect(
      issues(bookingSettingsSchema.safeParse({ enabled: true, deposit: { kind: 'fixed', cents: 12.5 } })),
    ).toEqual([`deposit.cents: ${messages.depositCentsInvalid}`]);
    expect(
      issues(bookingSettingsSchema.safeParse({ enabled: true, deposit: { kind: 'percent', percent: 101 } })),
    ).toEqual([`deposit.percent: ${messages.depositPercentInvalid}`]);
    expect(issues(bookingSettingsSchema.safeParse({ enabled: true, deposit: { kind: 'all' } }))).toEqual([
      `deposit.kind: ${messages.depositKindInvalid}`,
    ]);
  });
});

describe('bookingSettingsRequestSchema', () => {
  const request = {
    settings: { enabled: true },
    offers: [{ offerId: OFFER, bookable: true, durationMinutes: 120, priceCents: 12000 }],
    windows: [
      { startsMinute: 780, endsMinute: 900 },
      { startsMinute: 480, endsMinute: 600 },
    ],
    memberIds: [MEMBER, MEMBER],
    version: 3,
  };

  it('sorts the windows and keeps each member once', () => {
    const parsed = bookingSettingsRequestSchema.parse(request);
    expect(parsed.windows).toEqual([
      { startsMinute: 480, endsMinute: 600 },
      { startsMinute: 780, endsMinute: 900 },
    ]);
    expect(parsed.memberIds).toEqual([MEMBER]);
  });

  it("takes 'price on site' (null) and refuses a price in fractions of a cent", () => {
    const onSite = { ...request, offers: [{ ...request.offers[0], priceCents: null }] };
    expect(bookingSettingsRequestSchema.parse(onSite).offers[0]?.priceCents).toBeNull();
    const fraction = { ...request, offers: [{ ...request.offers[0], priceCents: 99.5 }] };
    expect(issues(bookingSettingsRequestSchema.safeParse(fraction))).toEqual([
      `offers.0.priceCents: ${messages.priceInvalid}`,
    ]);
  });

  it('refuses overlapping windows, windows off the quarter hour, and a repeated offer', () => {
    const overlapping = {
      ...request,
      windows: [
        { startsMinute: 480, endsMinute: 600 },
        { startsMinute: 540, endsMinute: 660 },
      ],
    };
    expect(issues(bookingSettingsRequestSchema.safeParse(overlapping))).toEqual([
      `windows.1.startsMinute: ${messages.windowsOverlap}`,
    ]);
    const offGrid = { ...request, windows: [{ startsMinute: 485, endsMinute: 600 }] };
    expect(issues(bookingSettingsRequestSchema.safeParse(offGrid))).toEqual([
      `windows.0.endsMinute: ${messages.windowInvalid}`,
    ]);
    const twice = { ...request, offers: [request.offers[0], request.offers[0]] };
    expect(issues(bookingSettingsRequestSchema.safeParse(twice))).toEqual([
      `offers: ${messages.offerRepeated}`,
    ]);
  });

  it('booking on with arrival windows needs at least one window', () => {
    expect(issues(bookingSettingsRequestSchema.safeParse({ ...request, windows: [] }))).toEqual([
      `windows: ${messages.windowsRequired}`,
    ]);
    const off = { ...request, settings: { enabled: false }, windows: [] };
    expect(bookingSettingsRequestSchema.safeParse(off).success).toBe(true);
  });
});
