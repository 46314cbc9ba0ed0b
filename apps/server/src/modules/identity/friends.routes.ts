import {
  acceptFriendRequestEndpoint,
  countFriendsEndpoint,
  declineFriendRequestEndpoint,
  listFriendsEndpoint,
  removeFriendEndpoint,
  sendFriendRequestEndpoint,
} from '@porchlight/core/identity/friends.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { friends } = app.services;
  const tags = ['friends'];

  // GET /api/v1/auth/user/friend-count
  addEndpointRoute(app, countFriendsEndpoint, { tags }, async (request) => ({
    friendCount: await friends.countFriends(request.principal),
  }));

  // GET /api/v1/auth/user/friends
  addEndpointRoute(app, listFriendsEndpoint, { tags }, async (request) =>
    friends.listFriends(request.principal),
  );

  // POST /api/v1/auth/user/friends/requests
  addEndpointRoute(app, sendFriendRequestEndpoint, { tags }, async (request, reply) => {
    const result = await friends.sendRequest(request.principal, request.body);
    return 'accepted' in result ? reply.status(200).send(result) : reply.status(201).send(result);
  });

  // POST /api/v1/auth/user/friends/requests/:requestId/accept
  addEndpointRoute(app, acceptFriendRequestEndpoint, { tags }, async (request, reply) => {
    await friends.acceptRequest(request.principal, request.params);
    return reply.status(204).send();
  });

  // POST /api/v1/auth/user/friends/requests/:requestId/decline
  addEndpointRoute(app, declineFriendRequestEndpoint, { tags }, async (request, reply) => {
    await friends.declineRequest(request.principal, request.params);
    return reply.status(204).send();
  });

  // DELETE /api/v1/auth/user/friends/:userId
  addEndpointRoute(app, removeFriendEndpoint, { tags }, async (request, reply) => {
    await friends.removeFriend(request.principal, request.params);
    return reply.status(204).send();
  });
};
