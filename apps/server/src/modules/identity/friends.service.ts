import {
  type FriendsResponse,
  friendMessages,
  type OutgoingFriendRequest,
} from '@porchlight/core/identity/friends.schemas';
import { displayUserName } from '@porchlight/core/reviews/reviews.rules';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { FriendsRepository } from './friends.repository';
import { type Principal, requireUser } from './principal';

interface PersonRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

interface OutgoingRow {
  requestId: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
}

function toPerson({ userId, firstName, lastName, email }: PersonRow) {
  return { userId, firstName, lastName, email };
}

function toIncomingRequest(row: PersonRow & { requestId: string; createdAt: Date }) {
  return { requestId: row.requestId, person: toPerson(row), createdAt: row.createdAt.toISOString() };
}

/** Whom the user asked, named as reviews name people until they accept. */
function toOutgoingRequest(row: OutgoingRow): OutgoingFriendRequest {
  return {
    requestId: row.requestId,
    person: { displayName: displayUserName(row.firstName, row.lastName) },
    createdAt: row.createdAt.toISOString(),
  };
}

export function createFriendsService(deps: { repository: FriendsRepository; unitOfWork: UnitOfWork }) {
  const { repository, unitOfWork } = deps;
  return {
    /** Sends a request by e-mail address; when that person already asked us, it becomes a friendship. */
    async sendRequest(
      principal: Principal,
      { email }: { email: string },
    ): Promise<OutgoingFriendRequest | { accepted: true }> {
      const { userId } = requireUser(principal);
      const otherId = await repository.findUserIdByEmail(email);
      if (!otherId)
        throw new AppError('notFound', friendMessages.userNotFound, { email: friendMessages.userNotFound });
      if (otherId === userId) throw new AppError('conflict', friendMessages.cannotBefriendSelf);
      return unitOfWork(async ({ friends: pair }) => {
        await pair.lockPair(userId, otherId);
        if (await pair.areFriends(userId, otherId))
          throw new AppError('conflict', friendMessages.alreadyFriends);
        const pending = await pair.findPendingBetween(userId, otherId);
        if (pending?.fromUserId === otherId) {
          await pair.acceptRequest(pending.id, otherId, userId);
          return { accepted: true } as const;
        }
        if (pending) throw new AppError('conflict', friendMessages.requestPending);
        const created = await pair.insertRequest(userId, otherId);
        if (!created) throw new AppError('conflict', friendMessages.requestPending);
        const outgoing = await pair.findOutgoing(created.id);
        if (!outgoing) throw new AppError('notFound', friendMessages.requestNotFound);
        return toOutgoingRequest(outgoing);
      });
    },

    async acceptRequest(principal: Principal, { requestId }: { requestId: string }): Promise<void> {
      const { userId } = requireUser(principal);
      const request = await repository.findRequest(requestId);
      if (!request || request.toUserId !== userId)
        throw new AppError('notFound', friendMessages.requestNotFound);
      const accepted = await unitOfWork(({ friends }) =>
        friends.acceptRequest(request.id, request.fromUserId, request.toUserId),
      );
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
      return {
        friends: friends.map((row) => ({ ...toPerson(row), since: row.since.toISOString() })),
        totalRecords: friends.length,
        incoming: incoming.map(toIncomingRequest),
        outgoing: outgoing.map(toOutgoingRequest),
      };
    },

    countFriends: (principal: Principal) => repository.countFriends(requireUser(principal).userId),
  };
}
