import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema } from './profile.schemas';
import {
  acceptTeamInvitationRoute,
  getTeamInvitationRoute,
  getTeamRoute,
  inviteTeamMemberRoute,
  removeTeamMemberRoute,
  revokeTeamInvitationRoute,
} from './team.routes';
import {
  teamChangeResponseSchema,
  teamInvitationAcceptedSchema,
  teamInvitationParamsSchema,
  teamInvitationPreviewSchema,
  teamInvitationTokenParamsSchema,
  teamInviteRequestSchema,
  teamInviteResponseSchema,
  teamMemberParamsSchema,
  teamResponseSchema,
} from './team.schemas';

export const getTeamEndpoint = defineEndpoint(getTeamRoute, {
  query: ownerProviderQuerySchema,
  response: teamResponseSchema,
  summary: "The company's members and open invitations",
});

export const inviteTeamMemberEndpoint = defineEndpoint(inviteTeamMemberRoute, {
  query: ownerProviderQuerySchema,
  body: teamInviteRequestSchema,
  response: teamInviteResponseSchema,
  status: 201,
  summary: 'E-mail an invitation to join the team (replaces an open one to the same address)',
});

export const revokeTeamInvitationEndpoint = defineEndpoint(revokeTeamInvitationRoute, {
  params: teamInvitationParamsSchema,
  query: ownerProviderQuerySchema,
  response: teamChangeResponseSchema,
});

export const removeTeamMemberEndpoint = defineEndpoint(removeTeamMemberRoute, {
  params: teamMemberParamsSchema,
  query: ownerProviderQuerySchema,
  response: teamChangeResponseSchema,
  summary: 'Remove a manager or technician; their visit assignments go with them',
});

export const getTeamInvitationEndpoint = defineEndpoint(getTeamInvitationRoute, {
  params: teamInvitationTokenParamsSchema,
  response: teamInvitationPreviewSchema,
  summary: 'The invitation an e-mailed link names: 404 unknown, revoked or accepted, 410 expired',
});

export const acceptTeamInvitationEndpoint = defineEndpoint(acceptTeamInvitationRoute, {
  params: teamInvitationTokenParamsSchema,
  body: noOptionsSchema,
  response: teamInvitationAcceptedSchema,
  summary: "Join the team: the account's e-mail must be the invited one",
});
