import type { Membership } from '@porchlight/core/identity/auth.schemas';
import { describe, expect, it } from 'vitest';
import { landingPathFor } from './account-paths';

const member = (vanityName: string, role: Membership['role']): Membership => ({
  providerId: vanityName,
  vanityName,
  name: vanityName,
  role,
});

describe('where a login lands', () => {
  it('sends technicians to My schedule, owners and managers where they were', () => {
    expect(landingPathFor({ providers: [member('bright-nest', 'technician')] })).toBe('/account/schedule');
    expect(
      landingPathFor({ providers: [member('bright-nest', 'technician'), member('other', 'technician')] }),
    ).toBe('/account/schedule');
    expect(landingPathFor({ providers: [member('bright-nest', 'owner')] })).toBe('/company/bright-nest');
    expect(landingPathFor({ providers: [member('a', 'manager'), member('b', 'technician')] })).toBe(
      '/account',
    );
    expect(landingPathFor({ providers: [] })).toBe('/');
  });
});
