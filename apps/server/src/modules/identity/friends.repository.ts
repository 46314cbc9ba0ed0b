import type { Executor } from '@porchlight/db/connection';
import { friendRequests, friendships, users } from '@porchlight/db/schema/index';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const person = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const recipient = alias(users, 'recipient');

/** An outgoing request with only what reviews show of the recipient: the sender typed an e-mail, nothing more. */
const outgoingColumns = {
  requestId: friendRequests.id,
  createdAt: friendRequests.createdAt,
  firstName: recipient.firstName,
  lastName: recipient.lastName,
};

/** The same key whoever of the two asks: the pair, in a fixed order. */
function pairLockKey(userId: string, otherId: string): string {
  const [first, second] = [userId, otherId].sort();
  return `friends:${first}:${second}`;
}

/**
 * Friend requests and friendships. The writes that touch several rows (accepting writes both
 * directions) and the pair lock run in the caller's unit of work: build this on its transaction.
 */
export function createFriendsRepository(db: Executor) {
  return {
    /**
     * Holds a lock on the pair until the caller's transaction ends, so two people asking each other at
     * once are served one after the other: the second finds the first's request and accepts it.
     */
    async lockPair(userId: string, otherId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${pairLockKey(userId, otherId)}))`);
    },

    async findUserIdByEmail(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id;
    },

    async areFriends(userId: string, otherId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: friendships.userId })
        .from(friendships)
        .where(and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)));
      return Boolean(row);
    },

    async findPendingBetween(userId: string, otherId: string) {
      const [row] = await db
        .select()
        .from(friendRequests)
        .where(
          or(
            and(eq(friendRequests.fromUserId, userId), eq(friendRequests.toUserId, otherId)),
            and(eq(friendRequests.fromUserId, otherId), eq(friendRequests.toUserId, userId)),
          ),
        );
      return row;
    },

    async insertRequest(fromUserId: string, toUserId: string) {
      const [row] = await db
        .insert(friendRequests)
        .values({ fromUserId, toUserId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findRequest(requestId: string) {
      const [row] = await db.select().from(friendRequests).where(eq(friendRequests.id, requestId));
      return row;
    },

    async deleteRequest(requestId: string): Promise<boolean> {
      const rows = await db.delete(friendRequests).where(eq(friendRequests.id, requestId)).returning();
      return rows.length === 1;
    },

    /** Accepting removes the request and writes both directions of the friendship, in the caller's transaction. */
    async acceptRequest(requestId: string, fromUserId: string, toUserId: string): Promise<boolean> {
      const deleted = await db.delete(friendRequests).where(eq(friendRequests.id, requestId)).returning();
      if (deleted.length === 0) return false;
      await db
        .insert(friendships)
        .values([
          { userId: fromUserId, friendId: toUserId },
          { userId: toUserId, friendId: fromUserId },
        ])
        .onConflictDoNothing();
      return true;
    },

    async deleteFriendship(userId: string, friendId: string): Promise<boolean> {
      const rows = await db
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)),
            and(eq(friendships.userId, friendId), eq(friendships.friendId, userId)),
          ),
        )
        .returning();
      return rows.length > 0;
    },

    async listFriends(userId: string) {
      return db
        .select({ ...person, since: friendships.createdAt })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, userId))
        .orderBy(users.firstName, users.lastName);
    },

    async countFriends(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(friendships)
        .where(eq(friendships.userId, userId));
      return row?.value ?? 0;
    },

    async listIncoming(userId: string) {
      return db
        .select({ requestId: friendRequests.id, createdAt: friendRequests.createdAt, ...person })
        .from(friendRequests)
        .innerJoin(users, eq(users.id, friendRequests.fromUserId))
        .where(eq(friendRequests.toUserId, userId))
        .orderBy(desc(friendRequests.createdAt));
    },

    async listOutgoing(userId: string) {
      return db
        .select(outgoingColumns)
        .from(friendRequests)
        .innerJoin(recipient, eq(recipient.id, friendRequests.toUserId))
        .where(eq(friendRequests.fromUserId, userId))
        .orderBy(desc(friendRequests.createdAt));
    },

    async findOutgoing(requestId: string) {
      const [row] = await db
        .select(outgoingColumns)
        .from(friendRequests)
        .innerJoin(recipient, eq(recipient.id, friendRequests.toUserId))
        .where(eq(friendRequests.id, requestId));
      return row;
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
