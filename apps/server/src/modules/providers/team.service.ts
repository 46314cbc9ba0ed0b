import { TEAM_INVITATION_DAYS, TEAM_INVITATION_PATH } from '@porchlight/core/providers/team.constants';
import { teamMessages as messages, TEAM_ROLE_LABELS } from '@porchlight/core/providers/team.messages';
import type {
  TeamInvitation,
  TeamInvitationPreview,
  TeamInviteRequest,
  TeamResponse,
} from '@porchlight/core/providers/team.schemas';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { emailMessage } from '../platform/notification-message';
import { secretTokenHash as hashOf, newSecretToken } from '../platform/secret-links';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { TeamInvitationRow, TeamRepository } from './team.repository';

type Owned<T> = T & { vanityName: string };

const DAY_MS = 24 * 60 * 60 * 1000;

type FoundInvitation = NonNullable<Awaited<ReturnType<TeamRepository['findInvitationByHash']>>>;

const previewOf = ({ invitation, providerName, vanityName }: FoundInvitation): TeamInvitationPreview => ({
  providerName,
  vanityName,
  role: invitation.role,
});

function invitationOf(row: TeamInvitationRow): TeamInvitation {
  return { id: row.id, email: row.emailLc, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The company's team (issue 33 item 3): the owner invites managers and technicians by e-mail and
 * removes them; whoever the link was e-mailed to joins with it.
 */
export function createTeamService(deps: {
  repository: TeamRepository;
  /** The account's address and whether it is proven (the Client Hub's rule: a mailed link proves it). */
  accounts: {
    findAccountEmail(userId: string): Promise<{ email: string; verified: boolean } | undefined>;
  };
  access: Access;
  unitOfWork: UnitOfWork;
  siteName: string;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repository, access } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invitation a link names if it can still be used: 404 unknown, withdrawn or used, 410 expired. */
  function usable(found: FoundInvitation | undefined): FoundInvitation {
    if (!found || found.invitation.revokedAt || found.invitation.acceptedAt)
      throw new AppError('notFound', messages.invitationInvalid);
    if (found.invitation.expiresAt.getTime() <= now().getTime())
      throw new AppError('gone', messages.invitationExpired);
    return found;
  }

  return {
    /** GET provider/team: members and open invitations (owner and managers: who can be assigned). */
    async getTeam(principal: Principal, { vanityName }: { vanityName: string }): Promise<TeamResponse> {
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'manageSchedule');
      const [members, invitations] = await Promise.all([
        repository.listMembers(provider.id),
        repository.listOpenInvitations(provider.id),
      ]);
      return { members, invitations: invitations.map(invitationOf) };
    },

    /**
     * POST provider/team/invitations: e-mails a link (through the outbox, in the invitation's unit of
     * work). A second invitation to the same address replaces the open one, so "send again" just works.
     */
    async invite(
      principal: Principal,
      { vanityName, email, role }: Owned<TeamInviteRequest>,
    ): Promise<{ invitation: TeamInvitation; message: string }> {
      const user = requireUser(principal);
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'manageTeam');
      if (await repository.isMemberByEmail(provider.id, email))
        throw new AppError('conflict', messages.alreadyMember, { email: messages.alreadyMember });
      const token = newSecretToken();
      const at = now();
      const invitation = await deps.unitOfWork(async ({ team, outbox, events }) => {
        await team.revokeOpenInvitationTo(provider.id, email, at);
        const row = await team.insertInvitation({
          providerId: provider.id,
          emailLc: email,
          role,
          tokenHash: hashOf(token),
          invitedBy: user.userId,
          expiresAt: new Date(at.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
        });
        const roleLabel = TEAM_ROLE_LABELS[role].toLowerCase();
        await outbox.enqueue(
          emailMessage(
            email,
            {
              providerName: provider.name,
              siteName: deps.siteName,
              subject: `${provider.name} invited you to join their team`,
              paragraphs: [
                `${provider.name} invited you to join their team on ${deps.siteName} as a ${roleLabel}.`,
                `Open the link to accept. It works for ${TEAM_INVITATION_DAYS} days; log in or sign up with this e-mail address. If you did not expect it, ignore this e-mail.`,
              ],
              link: {
                label: 'Accept the invitation',
                url: `${deps.publicUrl}${TEAM_INVITATION_PATH}/${token}`,
              },
            },
            { kind: 'team-invitation', providerId: provider.id, invitationId: row.id },
          ),
        );
        await events.publish('outbox.queued', {});
        return row;
      });
      return { invitation: invitationOf(invitation), message: messages.invitationSent(email) };
    },

    /** DELETE provider/team/invitations/:invitationId: the link stops working at once. */
    async revokeInvitation(
      principal: Principal,
      { vanityName, invitationId }: Owned<{ invitationId: string }>,
    ): Promise<{ message: string }> {
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'manageTeam');
      const revoked = await repository.revokeInvitation(provider.id, invitationId, now());
      if (!revoked) throw new AppError('notFound', messages.invitationNotOpen);
      return { message: messages.invitationRevoked(revoked.emailLc) };
    },

    /**
     * DELETE provider/team/members/:userId: a manager or technician leaves the team; their visit
     * assignments and calendar feed go with the membership (foreign keys), in one transaction.
     */
    async removeMember(
      principal: Principal,
      { vanityName, userId }: Owned<{ userId: string }>,
    ): Promise<{ message: string }> {
      const caller = requireUser(principal);
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'manageTeam');
      if (userId === caller.userId) throw new AppError('badRequest', messages.cannotRemoveSelf);
      const member = await repository.findMember(provider.id, userId);
      if (!member) throw new AppError('notFound', messages.memberNotFound);
      if (member.role === 'owner') throw new AppError('badRequest', messages.cannotRemoveOwner);
      await deps.unitOfWork(({ team }) => team.removeMember(provider.id, userId));
      return { message: messages.memberRemoved(`${member.firstName} ${member.lastName}`) };
    },

    /** GET account/team-invitations/:token: the link is the credential, so anyone holding it may read it. */
    async previewInvitation({ token }: { token: string }): Promise<TeamInvitationPreview> {
      return previewOf(usable(await repository.findInvitationByHash(hashOf(token))));
    },

    /**
     * POST account/team-invitations/:token/accept: the signed-in account must have the address the
     * link was e-mailed to. Opening the link proves it reads that mail (as a Client Hub link does), so
     * the address counts as verified from here on. A second accept of the same link by its member is
     * answered as the first.
     */
    async accept(principal: Principal, { token }: { token: string }): Promise<TeamInvitationPreview> {
      const user = requireUser(principal);
      const account = await deps.accounts.findAccountEmail(user.userId);
      return deps.unitOfWork(async ({ team, clientHub }) => {
        const found = await team.findInvitationByHash(hashOf(token), { lock: true });
        const sentToAccount = account !== undefined && found?.invitation.emailLc === account.email;
        // Accepted already, by this account: the same answer again.
        if (
          found?.invitation.acceptedAt &&
          sentToAccount &&
          (await team.findMember(found.invitation.providerId, user.userId))
        )
          return previewOf(found);
        const open = usable(found);
        const { invitation } = open;
        if (!account || !sentToAccount) throw new AppError('forbidden', messages.wrongAccount);
        const at = now();
        await team.addMember(invitation.providerId, user.userId, invitation.role);
        await team.markAccepted(invitation.id, at);
        if (!account.verified) await clientHub.markEmailVerified(user.userId, at);
        return previewOf(open);
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
