import { defineEndpoint } from '../platform/contract';
import {
  friendCountResponseSchema,
  friendParamsSchema,
  friendRequestCreateSchema,
  friendRequestParamsSchema,
  friendRequestResultSchema,
  friendsResponseSchema,
} from './friends.schemas';

export const countFriendsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/user/friend-count',
  access: { kind: 'user' },
  response: friendCountResponseSchema,
});

export const listFriendsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/user/friends',
  access: { kind: 'user' },
  response: friendsResponseSchema,
  summary: 'Friends, and the requests waiting either way',
});

export const sendFriendRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/user/friends/requests',
  access: { kind: 'user' },
  body: friendRequestCreateSchema,
  response: friendRequestResultSchema,
  // 201 with the new request; 200 { accepted: true } when the other person had already asked.
  status: [201, 200],
  summary: 'Ask someone, by email address, to be friends',
});

export const acceptFriendRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/user/friends/requests/:requestId/accept',
  access: { kind: 'user' },
  params: friendRequestParamsSchema,
  response: null,
});

export const declineFriendRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/auth/user/friends/requests/:requestId/decline',
  access: { kind: 'user' },
  params: friendRequestParamsSchema,
  response: null,
  summary: 'Decline an incoming request or cancel one the user sent',
});

export const removeFriendEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/auth/user/friends/:userId',
  access: { kind: 'user' },
  params: friendParamsSchema,
  response: null,
});
