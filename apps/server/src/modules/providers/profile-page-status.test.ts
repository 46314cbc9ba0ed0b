import { describe, expect, it } from 'vitest';
import { createAccess } from '../identity/access';
import { anonymousPrincipal, userPrincipal } from '../identity/principal';
import type { ProviderRow } from './profile.repository';
import { createProfilePageStatus } from './profile-page-status';

const published = { id: 'p1', vanityNameLc: 'bright-nest', published: true } as ProviderRow;
const hidden = { id: 'p2', vanityNameLc: 'hidden', published: false } as ProviderRow;
/** Unpublished, but it has clients: its Client Hub opens. */
const working = { id: 'p3', vanityNameLc: 'working', published: false } as ProviderRow;
const providers = [published, hidden, working];

const byVanityName = (vanityName: string) =>
  providers.find((row) => row.vanityNameLc === vanityName.toLowerCase());
const byId = (id: string) => providers.find((row) => row.id === id);
const access = createAccess({
  profiles: {
    findProviderByVanityName: async (vanityName) => byVanityName(vanityName),
    findProviderById: async (id) => byId(id),
    async findProviderWithRole(ref, userId) {
      const provider = 'vanityName' in ref ? byVanityName(ref.vanityName) : byId(ref.providerId);
      return provider && { provider, role: userId === 'owner' && provider.id === 'p2' ? 'owner' : null };
    },
  },
  hubClients: { providerHasClients: async (providerId) => providerId === 'p3' },
  customDomains: { resolve: async () => null },
});
const status = createProfilePageStatus(access);
const visitor = anonymousPrincipal('localhost');

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
    ['/company/hidden/client-hub', 404],
    ['/company/working/client-hub', null],
    ['/company/working', 404],
    ['/company/working/about', 404],
    ['/search/plumbing', null],
  ])('%s -> %s', async (url, expected) => {
    expect(await status(url, visitor)).toBe(expected);
  });

  it('lets members and admins see an unpublished profile, and nobody else', async () => {
    expect(
      await status('/company/hidden', userPrincipal({ userId: 'owner', role: 'user' }, 'localhost')),
    ).toBeNull();
    expect(
      await status('/company/hidden', userPrincipal({ userId: 'someone', role: 'admin' }, 'localhost')),
    ).toBeNull();
    expect(
      await status('/company/hidden', userPrincipal({ userId: 'someone', role: 'user' }, 'localhost')),
    ).toBe(404);
  });
});
