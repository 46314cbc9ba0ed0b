import { defineRoute, ownerCallAccess } from '../platform/route';

/** The company's team (issue 33 item 3); the schemas are in team.contracts.ts. */

/** Members and open invitations: who may be assigned to visits (owner and managers). */
export const getTeamRoute = defineRoute({
  method: 'GET',
  path: '/provider/team',
  access: ownerCallAccess('manageSchedule'),
});

export const inviteTeamMemberRoute = defineRoute({
  method: 'POST',
  path: '/provider/team/invitations',
  access: ownerCallAccess('manageTeam'),
});

export const revokeTeamInvitationRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/team/invitations/:invitationId',
  access: ownerCallAccess('manageTeam'),
});

export const removeTeamMemberRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/team/members/:userId',
  access: ownerCallAccess('manageTeam'),
});

/** The invitation behind an e-mailed link: anyone holding the link may read whose it is. */
export const getTeamInvitationRoute = defineRoute({
  method: 'GET',
  path: '/account/team-invitations/:token',
  access: { kind: 'public' },
});

export const acceptTeamInvitationRoute = defineRoute({
  method: 'POST',
  path: '/account/team-invitations/:token/accept',
  access: { kind: 'user' },
});
