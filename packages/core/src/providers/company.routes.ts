import { defineRoute } from '../platform/route';

/** Creating profiles and finding the business first (spec 2 §2.3, §7); schemas in company.contracts.ts. */

export const createProviderRoute = defineRoute({
  method: 'POST',
  path: '/auth/provider',
  access: { kind: 'user' },
});

export const createUnclaimedProviderRoute = defineRoute({
  method: 'POST',
  path: '/admin/unclaimed-provider',
  access: { kind: 'admin' },
});

export const getPlaceBusinessRoute = defineRoute({
  method: 'GET',
  path: '/network/places/:placeId/business',
  access: { kind: 'user' },
});

export const geocodeAddressRoute = defineRoute({
  method: 'GET',
  path: '/network/places/geocode',
  access: { kind: 'user' },
});
