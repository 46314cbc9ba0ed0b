import { CHAT_MESSAGE_MAX_LENGTH } from './chat.constants';

const thousands = (n: number) => n.toLocaleString('en-US');

/** Live chat texts: the spec words none of them (spec 3 §2.3), so these are ours (docs/decisions.md). */
export const chatMessages = {
  messageRequired: 'Please type a message',
  messageTooLong: `Messages must be ${thousands(CHAT_MESSAGE_MAX_LENGTH)} characters or less`,
  nameRequired: 'Please tell us your name to start a chat',
  emailRequired: 'Please tell us your email address to start a chat',
  recipientsInvalid: 'Choose the company to chat with',
  chatOff: 'This company is not taking live chats right now. Please use the Contact page instead.',
  memberCannotChat: "You answer this company's chats from your conversations list",
  notAnswerer: 'Only the managers of this company can answer its chats',
  noChatIdentity: 'Please tell us your name and email address to start a chat',
  conversationNotFound: 'This conversation does not exist',
  chatTurnedOn: 'Live chat is on',
  chatTurnedOff: 'Live chat is off',
  rateLimited: 'You are sending messages too fast. Please wait a few seconds.',
  badFrame: 'The message could not be read',
  notJoined: 'Join the conversation before sending to it',
} as const;
