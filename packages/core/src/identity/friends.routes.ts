import { defineRoute } from '../platform/route';

/** Friends and friend requests; the schemas are in friends.contracts.ts. */

export const countFriendsRoute = defineRoute({
  method: 'GET',
  path: '/auth/user/friend-count',
  access: { kind: 'user' },
});

export const listFriendsRoute = defineRoute({
  method: 'GET',
  path: '/auth/user/friends',
  access: { kind: 'user' },
});

export const sendFriendRequestRoute = defineRoute({
  method: 'POST',
  path: '/auth/user/friends/requests',
  access: { kind: 'user' },
});

export const acceptFriendRequestRoute = defineRoute({
  method: 'POST',
  path: '/auth/user/friends/requests/:requestId/accept',
  access: { kind: 'user' },
});

export const declineFriendRequestRoute = defineRoute({
  method: 'POST',
  path: '/auth/user/friends/requests/:requestId/decline',
  access: { kind: 'user' },
});

export const removeFriendRoute = defineRoute({
  method: 'DELETE',
  path: '/auth/user/friends/:userId',
  access: { kind: 'user' },
});
