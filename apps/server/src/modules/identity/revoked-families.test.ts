import { describe, expect, it } from 'vitest';
import { createRevokedFamilies } from './revoked-families';

describe('createRevokedFamilies', () => {
  it('remembers a family until its access tokens have expired, then forgets it', () => {
    let now = 1_000_000;
    const revoked = createRevokedFamilies(60_000, () => now);
    revoked.add('family-a');
    expect(revoked.has('family-a')).toBe(true);
    expect(revoked.has('family-b')).toBe(false);
    now += 59_999;
    expect(revoked.has('family-a')).toBe(true);
    now += 1;
    expect(revoked.has('family-a')).toBe(false);
    revoked.prune();
    expect(revoked.size).toBe(0);
  });

  it('counts from when the family was revoked, keeping the later of two reports', () => {
    let now = 1_000_000;
    const revoked = createRevokedFamilies(60_000, () => now);
    revoked.add('family-a', new Date(now - 50_000));
    revoked.add('family-a', new Date(now - 55_000));
    now += 10_000;
    expect(revoked.has('family-a')).toBe(false);
    revoked.add('family-a');
    expect(revoked.has('family-a')).toBe(true);
  });
});
