import {
  friendCountResponseSchema,
  friendRequestCreateSchema,
  friendRequestSchema,
  friendsResponseSchema,
} from '@porchlight/core/identity/friends.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { createFriendsRepository } from './friends.repository';
import { createFriendsService } from './friends.service';

const requestParams = z.object({ requestId: z.uuid() });

export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const friends = createFriendsService(createFriendsRepository(app.db));
  const tags = ['friends'];

  // GET /api/v1/auth/user/friend-count
  app.get(
    '/auth/user/friend-count',
    { schema: { tags, response: { 200: friendCountResponseSchema } } },
    async (request) => ({
      friendCount: await friends.countFriends(requireUser(request).userId),
    }),
  );

  // GET /api/v1/auth/user/friends
  app.get(
    '/auth/user/friends',
    { schema: { tags, response: { 200: friendsResponseSchema } } },
    async (request) => friends.listFriends(requireUser(request).userId),
  );

  // POST /api/v1/auth/user/friends/requests
  app.post(
    '/auth/user/friends/requests',
    {
      schema: {
        tags,
        body: friendRequestCreateSchema,
        response: { 201: friendRequestSchema, 200: z.object({ accepted: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const result = await friends.sendRequest(requireUser(request).userId, request.body.email);
      return 'accepted' in result ? reply.status(200).send(result) : reply.status(201).send(result);
    },
  );

  // POST /api/v1/auth/user/friends/requests/:requestId/accept
  app.post(
    '/auth/user/friends/requests/:requestId/accept',
    { schema: { tags, params: requestParams } },
    async (request, reply) => {
      await friends.acceptRequest(requireUser(request).userId, request.params.requestId);
      return reply.status(204).send();
    },
  );

  // POST /api/v1/auth/user/friends/requests/:requestId/decline
  app.post(
    '/auth/user/friends/requests/:requestId/decline',
    { schema: { tags, params: requestParams } },
    async (request, reply) => {
      await friends.declineRequest(requireUser(request).userId, request.params.requestId);
      return reply.status(204).send();
    },
  );

  // DELETE /api/v1/auth/user/friends/:userId
  app.delete(
    '/auth/user/friends/:userId',
    { schema: { tags, params: z.object({ userId: z.uuid() }) } },
    async (request, reply) => {
      await friends.removeFriend(requireUser(request).userId, request.params.userId);
      return reply.status(204).send();
    },
  );
};
