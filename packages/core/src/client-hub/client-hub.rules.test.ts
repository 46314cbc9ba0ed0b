import { describe, expect, it } from 'vitest';
import {
  canApproveEstimate,
  canDeclineEstimate,
  clientHubLink,
  hubLinkIds,
  isHubId,
  linkExpiry,
  requestCancelRefusal,
  statusAfterSending,
} from './client-hub.rules';

describe('estimate decisions (spec 3 §4)', () => {
  it('approve unless Approved or Closed; decline unless Approved, Rejected or Closed', () => {
    expect(['Sent', 'Approved', 'Rejected', 'Closed'].map((s) => canApproveEstimate(s as never))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(['Sent', 'Approved', 'Rejected', 'Closed'].map((s) => canDeclineEstimate(s as never))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('a draft is neither approved nor declined (the client never sees it)', () => {
    expect([canApproveEstimate('Draft'), canDeclineEstimate('Draft')]).toEqual([false, false]);
  });
});

describe('links', () => {
  it('carries the session, the hub and the section to open', () => {
    expect(
      clientHubLink({
        siteUrl: 'https://porch.example/',
        vanityName: 'bright-nest',
        sessionId: 's-id',
        clientHubId: 'c-id',
        section: 'view-estimate',
        number: 12,
      }),
    ).toBe('https://porch.example/company/bright-nest/client-hub?s=s-id&c=c-id#view-estimate?number=12');
  });

  it('expires 7 days after sending', () => {
    const sent = new Date('2026-01-01T10:00:00Z');
    expect(linkExpiry(sent).toISOString()).toBe('2026-01-08T10:00:00.000Z');
  });

  it('takes uuids only', () => {
    expect(isHubId('5b0a3f3e-2a0c-4c1e-9a55-0d0c1f3b7e21')).toBe(true);
    expect(isHubId("1' or '1'='1")).toBe(false);
    expect(isHubId(undefined)).toBe(false);
  });

  it("reads a link's ids from the address only when both are uuids, and ignores them otherwise (spec 3 §5)", () => {
    const [s, c] = ['5b0a3f3e-2a0c-4c1e-9a55-0d0c1f3b7e21', '0e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b'];
    const ids = (query: string) => hubLinkIds(new URLSearchParams(query));
    expect(ids(`s=${s}&c=${c}&success=true`)).toEqual({ sessionId: s, clientHubId: c });
    expect(ids('s=not-a-uuid&c=also-not')).toBeNull();
    expect(ids(`s=${s}&c=also-not`)).toBeNull();
    expect(ids(`s=not-a-uuid&c=${c}`)).toBeNull();
    expect(ids(`s=${s}`)).toBeNull();
    expect(ids('')).toBeNull();
  });
});

describe('sending and canceling', () => {
  it('a draft becomes Sent; a resend keeps the status', () => {
    expect([statusAfterSending('Draft'), statusAfterSending('Approved')]).toEqual(['Sent', 'Approved']);
  });

  it('canceled and completed requests cannot be canceled', () => {
    expect(['New', 'Canceled', 'Completed'].map(requestCancelRefusal)).toEqual([
      null,
      'alreadyCanceled',
      'completed',
    ]);
  });
});
