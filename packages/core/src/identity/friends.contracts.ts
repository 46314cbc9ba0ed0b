import { defineEndpoint } from '../platform/contract';
import {
  acceptFriendRequestRoute,
  countFriendsRoute,
  declineFriendRequestRoute,
  listFriendsRoute,
  removeFriendRoute,
  sendFriendRequestRoute,
} from './friends.routes';
import {
  friendCountResponseSchema,
  friendParamsSchema,
  friendRequestCreateSchema,
  friendRequestParamsSchema,
  friendRequestResultSchema,
  friendsResponseSchema,
} from './friends.schemas';

export const countFriendsEndpoint = defineEndpoint(countFriendsRoute, {
  response: friendCountResponseSchema,
});

export const listFriendsEndpoint = defineEndpoint(listFriendsRoute, {
  response: friendsResponseSchema,
  summary: 'Friends, and the requests waiting either way',
});

export const sendFriendRequestEndpoint = defineEndpoint(sendFriendRequestRoute, {
  body: friendRequestCreateSchema,
  response: friendRequestResultSchema,
  // 201 with the new request; 200 { accepted: true } when the other person had already asked.
  status: [201, 200],
  summary: 'Ask someone, by email address, to be friends',
});

export const acceptFriendRequestEndpoint = defineEndpoint(acceptFriendRequestRoute, {
  params: friendRequestParamsSchema,
  response: null,
});

export const declineFriendRequestEndpoint = defineEndpoint(declineFriendRequestRoute, {
  params: friendRequestParamsSchema,
  response: null,
  summary: 'Decline an incoming request or cancel one the user sent',
});

export const removeFriendEndpoint = defineEndpoint(removeFriendRoute, {
  params: friendParamsSchema,
  response: null,
});
