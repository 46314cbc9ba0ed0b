import {
  acceptTeamInvitationEndpoint,
  getTeamEndpoint,
  getTeamInvitationEndpoint,
  inviteTeamMemberEndpoint,
  removeTeamMemberEndpoint,
  revokeTeamInvitationEndpoint,
} from '@porchlight/core/providers/team.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The company's team (issue 33 item 3): members, invitations, and the invitation links' page. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.team;
  const tags = ['team'];
  // Each invitation sends an e-mail: enough for a crew at once, not for a mailing list.
  const sendLimit = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

  // GET /api/v1/provider/team?vanityName=
  addEndpointRoute(app, getTeamEndpoint, { tags }, async (request) =>
    service.getTeam(request.principal, request.query),
  );

  // POST /api/v1/provider/team/invitations?vanityName=
  addEndpointRoute(app, inviteTeamMemberEndpoint, { tags, config: sendLimit }, async (request, reply) =>
    reply.status(201).send(await service.invite(request.principal, { ...request.query, ...request.body })),
  );

  // DELETE /api/v1/provider/team/invitations/:invitationId?vanityName=
  addEndpointRoute(app, revokeTeamInvitationEndpoint, { tags }, async (request) =>
    service.revokeInvitation(request.principal, { ...request.query, ...request.params }),
  );

  // DELETE /api/v1/provider/team/members/:userId?vanityName=
  addEndpointRoute(app, removeTeamMemberEndpoint, { tags }, async (request) =>
    service.removeMember(request.principal, { ...request.query, ...request.params }),
  );

  // GET /api/v1/account/team-invitations/:token
  addEndpointRoute(app, getTeamInvitationEndpoint, { tags }, async (request) =>
    service.previewInvitation(request.params),
  );

  // POST /api/v1/account/team-invitations/:token/accept
  addEndpointRoute(app, acceptTeamInvitationEndpoint, { tags }, async (request) =>
    service.accept(request.principal, request.params),
  );
};
