import { z } from 'zod';
import { MEMBERSHIP_ROLES } from '../identity/auth.constants';
import { emailSchema } from '../identity/auth.schemas';
import { TEAM_INVITE_ROLES } from '../scheduling/scheduling.constants';
import { teamMessages } from './team.messages';

/** POST provider/team/invitations: who to invite, and as what (owners are made by claiming or creating). */
export const teamInviteRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(TEAM_INVITE_ROLES, { error: teamMessages.roleInvalid }),
});
export type TeamInviteRequest = z.infer<typeof teamInviteRequestSchema>;

export const teamInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(TEAM_INVITE_ROLES),
  /** RFC 3339. */
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET provider/team: the owner first, then managers and technicians by name; open invitations, newest first. */
export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const teamInviteResponseSchema = z.object({
  invitation: teamInvitationSchema,
  message: z.string(),
});

export const teamInvitationParamsSchema = z.object({
  invitationId: z.uuid({ error: teamMessages.invitationNotOpen }),
});

export const teamMemberParamsSchema = z.object({
  userId: z.uuid({ error: teamMessages.memberNotFound }),
});

/** The link's secret: any short string (an unknown one is the same 404 as a revoked one). */
export const teamInvitationTokenParamsSchema = z.object({
  token: z.string().min(1, teamMessages.invitationInvalid).max(200, teamMessages.invitationInvalid),
});

/** GET account/team-invitations/:token: whose team, and as what. */
export const teamInvitationPreviewSchema = z.object({
  providerName: z.string(),
  vanityName: z.string(),
  role: z.enum(TEAM_INVITE_ROLES),
});
export type TeamInvitationPreview = z.infer<typeof teamInvitationPreviewSchema>;

export const teamInvitationAcceptedSchema = teamInvitationPreviewSchema;

export const teamChangeResponseSchema = z.object({ message: z.string() });
