import {
  type FriendRequest,
  type FriendsResponse,
  friendMessages,
} from '@porchlight/core/identity/friends.schemas';
import { AppError } from '../platform/app-error';
import type { FriendsRepository } from './friends.repository';

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
    async sendRequest(userId: string, email: string): Promise<FriendRequest | { accepted: true }> {
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

    async acceptRequest(userId: string, requestId: string): Promise<void> {
      const request = await repository.findRequest(requestId);
      if (!request || request.toUserId !== userId)
        throw new AppError('notFound', friendMessages.requestNotFound);
      const accepted = await repository.acceptRequest(request.id, request.fromUserId, request.toUserId);
      if (!accepted) throw new AppError('notFound', friendMessages.requestNotFound);
    },

    /** Declines an incoming request or withdraws an outgoing one. */
    async declineRequest(userId: string, requestId: string): Promise<void> {
      const request = await repository.findRequest(requestId);
      const isParty = request && (request.toUserId === userId || request.fromUserId === userId);
      if (!isParty || !(await repository.deleteRequest(request.id))) {
        throw new AppError('notFound', friendMessages.requestNotFound);
      }
    },

    async removeFriend(userId: string, friendId: string): Promise<void> {
      if (!(await repository.deleteFriendship(userId, friendId))) {
        throw new AppError('notFound', friendMessages.friendNotFound);
      }
    },

    async listFriends(userId: string): Promise<FriendsResponse> {
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

    countFriends: (userId: string) => repository.countFriends(userId),
  };
}
