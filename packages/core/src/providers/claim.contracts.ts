import { defineEndpoint } from '../platform/contract';
import { claimProfileRoute, verifyClaimRoute } from './claim.routes';
import {
  claimRequestSchema,
  claimResponseSchema,
  claimVerifyRequestSchema,
  claimVerifyResponseSchema,
} from './claim.schemas';

export const claimProfileEndpoint = defineEndpoint(claimProfileRoute, {
  body: claimRequestSchema,
  response: claimResponseSchema,
  summary: "E-mail a code to an unclaimed profile's address (again on resend)",
});

export const verifyClaimEndpoint = defineEndpoint(verifyClaimRoute, {
  body: claimVerifyRequestSchema,
  response: claimVerifyResponseSchema,
  summary: 'Claim the profile with the e-mailed code',
});
