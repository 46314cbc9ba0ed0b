import type { TeamInviteRole } from '@porchlight/core/scheduling/scheduling.constants';
import type { Executor } from '@porchlight/db/connection';
import { memberships, providers, teamInvitations, users } from '@porchlight/db/schema/index';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';

export type TeamInvitationRow = typeof teamInvitations.$inferSelect;

/** Open: neither accepted nor withdrawn (an expired one stays open until replaced or withdrawn). */
const isOpen = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/** A company's team (issue 33 item 3): memberships and the invitations that make them. */
export function createTeamRepository(db: Executor) {
  return {
    /** The owner first, then managers, then technicians, each by name. */
    async listMembers(providerId: string) {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.providerId, providerId))
        .orderBy(
          sql`array_position(array['owner', 'manager', 'technician'], ${memberships.role})`,
          asc(users.firstName),
          asc(users.lastName),
          asc(users.id),
        );
    },

    async listOpenInvitations(providerId: string): Promise<TeamInvitationRow[]> {
      return db
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.providerId, providerId), isOpen))
        .orderBy(desc(teamInvitations.createdAt));
    },

    async findMember(providerId: string, userId: string) {
      const [row] = await db
        .select({ role: memberships.role, firstName: users.firstName, lastName: users.lastName })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.providerId, providerId), eq(memberships.userId, userId)));
      return row;
    },

    /** Whether the account with this (lower-cased) address is already on the team. */
    async isMemberByEmail(providerId: string, emailLc: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.providerId, providerId), eq(users.email, emailLc)));
      return row !== undefined;
    },

    /** Withdraws the open invitation to this address, if any (a new one replaces it). */
    async revokeOpenInvitationTo(providerId: string, emailLc: string, now: Date): Promise<void> {
      await db
        .update(teamInvitations)
        .set({ revokedAt: now })
        .where(and(eq(teamInvitations.providerId, providerId), eq(teamInvitations.emailLc, emailLc), isOpen));
    },

    async insertInvitation(values: {
      providerId: string;
      emailLc: string;
      role: TeamInviteRole;
      tokenHash: Buffer;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<TeamInvitationRow> {
      const [row] = await db.insert(teamInvitations).values(values).returning();
      if (!row) throw new Error('team invitation insert returned no row');
      return row;
    },

    /** Withdraws one open invitation of the provider; undefined when there is none by that id. */
    async revokeInvitation(providerId: string, id: string, now: Date) {
      const [row] = await db
        .update(teamInvitations)
        .set({ revokedAt: now })
        .where(and(eq(teamInvitations.providerId, providerId), eq(teamInvitations.id, id), isOpen))
        .returning({ emailLc: teamInvitations.emailLc });
      return row;
    },

    /**
     * The invitation a link's hash names, with its company; `lock` holds its row until the unit of work
     * ends (two accepts of one link wait for each other).
     */
    async findInvitationByHash(tokenHash: Buffer, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          invitation: teamInvitations,
          providerName: providers.name,
          vanityName: providers.vanityName,
        })
        .from(teamInvitations)
        .innerJoin(providers, eq(providers.id, teamInvitations.providerId))
        .where(eq(teamInvitations.tokenHash, tokenHash));
      const [row] = await (options.lock ? query.for('update', { of: teamInvitations }) : query);
      return row;
    },

    async markAccepted(id: string, now: Date): Promise<void> {
      await db.update(teamInvitations).set({ acceptedAt: now }).where(eq(teamInvitations.id, id));
    },

    /** Adds the member; someone already on the team keeps the role they have. */
    async addMember(providerId: string, userId: string, role: TeamInviteRole): Promise<void> {
      await db.insert(memberships).values({ providerId, userId, role }).onConflictDoNothing();
    },

    /** Removes the member; their visit assignments and calendar feed go with the membership (foreign keys). */
    async removeMember(providerId: string, userId: string): Promise<void> {
      await db
        .delete(memberships)
        .where(and(eq(memberships.providerId, providerId), eq(memberships.userId, userId)));
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
