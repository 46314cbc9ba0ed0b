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

/** A request someone sent the user: the sender chose to show them their name and e-mail. */
export const incomingFriendRequestSchema = z.object({
  requestId: z.string(),
  person: personSchema,
  createdAt: z.string(),
});
export type IncomingFriendRequest = z.infer<typeof incomingFriendRequestSchema>;

/**
 * Whom the user asked, as reviews show them ('Nora N.'), until they accept: typing an e-mail
 * address must not reveal whose account it is.
 */
export const requestedPersonSchema = z.object({ displayName: z.string() });
export type RequestedPerson = z.infer<typeof requestedPersonSchema>;

/** A request the user sent. */
export const outgoingFriendRequestSchema = z.object({
  requestId: z.string(),
  person: requestedPersonSchema,
  createdAt: z.string(),
});
export type OutgoingFriendRequest = z.infer<typeof outgoingFriendRequestSchema>;

export const friendsResponseSchema = z.object({
  friends: z.array(personSchema.extend({ since: z.string() })),
  totalRecords: z.number(),
  incoming: z.array(incomingFriendRequestSchema),
  outgoing: z.array(outgoingFriendRequestSchema),
});
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const friendCountResponseSchema = z.object({ friendCount: z.number() });

/** A request to someone who had already asked the user: it made them friends at once. */
export const friendRequestAcceptedSchema = z.object({ accepted: z.literal(true) });
export const friendRequestResultSchema = z.union([outgoingFriendRequestSchema, friendRequestAcceptedSchema]);

export const friendRequestParamsSchema = z.object({ requestId: z.uuid() });
export const friendParamsSchema = z.object({ userId: z.uuid() });
