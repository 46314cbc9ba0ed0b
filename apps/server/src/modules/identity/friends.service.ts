import {
  type FriendRequest,
  type FriendsResponse,
  friendMessages,
} from '@porchlight/core/identity/friends.schemas';
import { AppError } from '../platform/app-error';
import type { FriendsRepository } from './friends.repository';
import { type Principal, requireUser } from './principal';

interface PersonRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

function toPerson({ userId, firstName, lastName, email }: PersonRow) {
  return { userId, firstName, lastName, email };
}

export function createFriendsService(repository: FriendsRepository) {
  return {
    /** Sends a request by e-mail address; when that person already asked us, it becomes a friendship. */
    async sendRequest(
      principal: Principal,
      { email }: { email: string },
    ): Promise<FriendRequest | { accepted: true }> {
      const { userId } = requireUser(principal);
      const otherId = await repository.findUserIdByEmail(email);
      if (!otherId)
        throw new AppError('notFound', friendMessages.userNotFound, { email: friendMessages.userNotFound });
      if (otherId === userId) throw new AppError('conflict', friendMessages.cannotBefriendSelf);
      if (await repository.areFriends(userId, otherId))
        throw new AppError('conflict', friendMessages.alreadyFriends);
      const pending = await repository.findPendingBetween(userId, otherId);
      if (pending?.fromUserId === otherId) {
        await repository.acceptRequest(pending.id, otherId, userId);
        return { accepted: true };
      }
      if (pending) throw new AppError('conflict', friendMessages.requestPending);
      const created = await repository.insertRequest(userId, otherId);
      if (!created) throw new AppError('conflict', friendMessages.requestPending);
      const [outgoing] = (await repository.listOutgoing(userId)).filter(
        (row) => row.requestId === created.id,
      );
      if (!outgoing) throw new AppError('notFound', friendMessages.requestNotFound);
      return {
        requestId: outgoing.requestId,
        person: toPerson(outgoing),
        createdAt: outgoing.createdAt.toISOString(),
      };
    },

    async acceptRequest(principal: Principal, { requestId }: { requestId: string }): Promise<void> {
      const { userId } = requireUser(principal);
      const request = await repository.findRequest(requestId);
      if (!request || request.toUserId !== userId)
        throw new AppError('notFound', friendMessages.requestNotFound);
      const accepted = await repository.acceptRequest(request.id, request.fromUserId, request.toUserId);
      if (!accepted) throw new AppError('notFound', friendMessages.requestNotFound);
    },

    /** Declines an incoming request or withdraws an outgoing one. */
    async declineRequest(principal: Principal, { requestId }: { requestId: string }): Promise<void> {
      const { userId } = requireUser(principal);
      const request = await repository.findRequest(requestId);
      const isParty = request && (request.toUserId === userId || request.fromUserId === userId);
      if (!isParty || !(await repository.deleteRequest(request.id))) {
        throw new AppError('notFound', friendMessages.requestNotFound);
      }
    },

    async removeFriend(principal: Principal, { userId: friendId }: { userId: string }): Promise<void> {
      const { userId } = requireUser(principal);
      if (!(await repository.deleteFriendship(userId, friendId))) {
        throw new AppError('notFound', friendMessages.friendNotFound);
      }
    },

    async listFriends(principal: Principal): Promise<FriendsResponse> {
      const { userId } = requireUser(principal);
      const [friends, incoming, outgoing] = await Promise.all([
        repository.listFriends(userId),
        repository.listIncoming(userId),
        repository.listOutgoing(userId),
      ]);
      const toRequest = (row: PersonRow & { requestId: string; createdAt: Date }) => ({
        requestId: row.requestId,
        person: toPerson(row),
        createdAt: row.createdAt.toISOString(),
      });
      return {
        friends: friends.map((row) => ({ ...toPerson(row), since: row.since.toISOString() })),
        totalRecords: friends.length,
        incoming: incoming.map(toRequest),
        outgoing: outgoing.map(toRequest),
      };
    },

    countFriends: (principal: Principal) => repository.countFriends(requireUser(principal).userId),
  };
}
