import { defineRoute, providerBodyAccess } from '../platform/route';

/** Claim This Business (spec 2 §2.1, §4, §7); the schemas are in claim.contracts.ts. */

export const claimProfileRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/claim',
  access: providerBodyAccess('claim', 'uri'),
});

export const verifyClaimRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/claim-verify',
  access: providerBodyAccess('claim', 'providerId'),
});
