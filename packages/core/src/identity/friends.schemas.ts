import { z } from 'zod';
import { emailSchema } from './auth.schemas';

export const friendMessages = {
  userNotFound: 'Nobody with that email address has an account yet',
  cannotBefriendSelf: 'You cannot send a friend request to yourself',
  alreadyFriends: 'You are already friends',
  requestPending: 'A friend request is already waiting',
  requestNotFound: 'That friend request no longer exists',
  friendNotFound: 'That person is not on your friends list',
} as const;

export const friendRequestCreateSchema = z.object({ email: emailSchema });
export type FriendRequestCreate = z.infer<typeof friendRequestCreateSchema>;

export const personSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const friendRequestSchema = z.object({
  requestId: z.string(),
  person: personSchema,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendsResponseSchema = z.object({
  friends: z.array(personSchema.extend({ since: z.string() })),
  totalRecords: z.number(),
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const friendCountResponseSchema = z.object({ friendCount: z.number() });

/** A request to someone who had already asked the user: it made them friends at once. */
export const friendRequestAcceptedSchema = z.object({ accepted: z.literal(true) });
export const friendRequestResultSchema = z.union([friendRequestSchema, friendRequestAcceptedSchema]);

export const friendRequestParamsSchema = z.object({ requestId: z.uuid() });
export const friendParamsSchema = z.object({ userId: z.uuid() });
