import { describe, expect, it } from 'vitest';
import type { ProviderRow } from './profile.repository';
import { createProfilePageStatus } from './profile-page-status';

const published = { id: 'p1', vanityNameLc: 'bright-nest', published: true } as ProviderRow;
const hidden = { id: 'p2', vanityNameLc: 'hidden', published: false } as ProviderRow;

const status = createProfilePageStatus({
  async findProviderByVanityName(vanityName) {
    return [published, hidden].find((row) => row.vanityNameLc === vanityName.toLowerCase());
  },
  async isMember(userId, providerId) {
    return userId === 'owner' && providerId === 'p2';
  },
});

describe('status of /company pages', () => {
  it.each([
    ['/company/bright-nest', null],
    ['/company/Bright-Nest/photos/kitchen-1?x=1', null],
    ['/company/bright-nest/services/cleaning/home-cleaning', null],
    ['/company/bright-nest/reviews/new', null],
    ['/company/bright-nest/pricing', 404],
    ['/company/bright-nest/about/extra', 404],
    ['/company/nobody', 404],
    ['/company', 404],
    ['/company/hidden', 404],
    ['/search/plumbing', null],
  ])('%s -> %s', async (url, expected) => {
    expect(await status(url, null)).toBe(expected);
  });

  it('lets members see their unpublished profile', async () => {
    expect(await status('/company/hidden', { userId: 'owner', role: 'user' })).toBeNull();
    expect(await status('/company/hidden', { userId: 'someone', role: 'admin' })).toBeNull();
  });
});
