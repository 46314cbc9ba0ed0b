import { MESSAGE_LIMITS } from './message-kinds';

/** Ours (docs/plans/reminders.md §5, §7): automatic messages' settings, templates and message clock. */
export const messagingMessages = {
  notMember: 'Only the owner and managers of this business can change its automatic messages.',
  notOwnerClock: 'Only the owner of this business can move its message clock.',
  /** The hub's approval of an estimate past its "valid until" day (plan §7). */
  estimateExpired: (date: string, provider: string) =>
    `This estimate expired on ${date}. Ask ${provider} to send it again.`,
  unknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `{${name}} is not a placeholder here. Use one of: ${allowed.map((one) => `{${one}}`).join(', ')}.`,
  unclosedBrace: 'A { has no closing }. Write {{ for a brace of your own.',
  unopenedBrace: 'A } has no opening {. Write }} for a brace of your own.',
  subjectRequired: 'Write a subject.',
  emailBodyRequired: 'Write the e-mail.',
  smsBodyRequired: 'Write the text message.',
  subjectTooLong: `Keep the subject to ${MESSAGE_LIMITS.subject} characters.`,
  emailBodyTooLong: `Keep the e-mail to ${MESSAGE_LIMITS.emailBody} characters.`,
  smsBodyTooLong: `Keep the text message to ${MESSAGE_LIMITS.smsBody} characters.`,
  smsTooManySegments: (segments: number) =>
    `With long names and addresses this text takes ${segments} text messages; keep it to ${MESSAGE_LIMITS.smsSegments}. Shorten it.`,
  offsetDaysRange: (min: number, max: number) => `Choose ${min} to ${max} days.`,
  delayRange: (maxHours: number) => `Choose 0 to ${maxHours} hours.`,
  sendAtFormat: 'Choose a time such as 9:00 AM, on a whole five minutes.',
  quietHoursSame: 'Quiet hours need a start and an end that differ.',
  timeFormat: 'Choose a time such as 20:00.',
  cutoffRange: 'Choose 0 to 168 hours.',
  validityRange: 'Choose 0 to 365 days (0: estimates never expire).',
  changedBySomeoneElse: 'Someone else changed these settings meanwhile. Reload to see their changes.',
  unknownKind: 'There is no such automatic message.',
  testClockOff: 'The message clock moves only on test servers (built-in mailbox and text folder).',
  clockHoursRange: 'Move the clock 1 to 2160 hours (90 days) forward.',
  consentWording: (client: string, company: string, phone: string) =>
    `${client} agreed to get text messages from ${company} about visits, estimates and invoices at ${phone}. Message and data rates may apply. Reply STOP to opt out.`,
  consentNeedsMobile: 'Add a mobile number for this client first.',
  /** The same consent in the client's own words, as the Client Hub shows and stores it (plan §5.4). */
  hubConsentWording: (company: string, phone: string) =>
    `I agree to get text messages from ${company} about visits, estimates and invoices at ${phone}. Message and data rates may apply. Reply STOP to opt out.`,
  hubConsentNeedsMobile: (company: string) =>
    `${company} has no mobile number for you. Ask them to add it to get texts.`,
  hubNothingToChange: 'Choose texts or automatic messages to change.',
  replySubject: (client: string) => `${client} replied by text`,
  replyIntro: (client: string, phone: string) =>
    `${client} (${phone}) replied to a text message your company sent them:`,
  replyHow: 'Answer them by phone or e-mail: replies to automatic texts are not sent back by text.',
  smsWebhookUnsigned: 'This request is not signed by the text message service.',
  saved: 'Saved.',
  restored: 'The default message is back.',
} as const;

/** The log's words for the messages that are not automatic ones (docs/plans/reminders.md §1.4). */
export const oneOffMessageLabels: Readonly<Record<string, string>> = {
  'client-hub-link': 'Client Hub link',
  'payment-succeeded': 'Payment receipt',
  'payment-processing': 'Payment processing',
  'payment-failed': 'Payment failed',
  // An online booking's own e-mails to its visitor (the automatic kind is 'Booking confirmation').
  'booking-confirmed': 'Online booking confirmed',
  'booking-requested': 'Booking request sent',
  'booking-declined': 'Booking declined',
  'booking-expired': 'Booking request expired',
  'booking-moved': 'Booking moved',
  'booking-cancelled': 'Booking cancelled',
};
