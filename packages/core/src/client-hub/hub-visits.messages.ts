/**
 * The Client Hub's visit changes (issue 34 item 4, issue 35 item 2 'reschedule/cancel links'; ours, the
 * spec is silent): cancel until the company's cutoff, reschedule an online booking, ask for another time.
 * The cutoff and deposit sentences are online booking's (core booking.messages.ts `cutoff`, `cancelRefund`).
 */
export const hubVisitMessages = {
  cancelVisit: 'Cancel visit',
  cancelQuestion: 'Cancel this visit?',
  keepVisit: 'Keep my visit',
  confirmCancel: 'Yes, cancel it',
  reschedule: 'Reschedule',
  pickTime: 'Pick a new time',
  moveVisit: 'Move my visit',
  askAnotherTime: 'Ask for another time',
  askNoteLabel: 'Which days or times suit you?',
  sendAsk: 'Send',
  noteTooLong: 'Keep the note to 500 characters or fewer.',
  /** '{until}' as 'Mon, Nov 30, 9 AM'. */
  changesUntil: (until: string) => `You can change this visit online until ${until}.`,
  /** Said when the company has no phone number for the cutoff sentence. */
  cutoffNoPhone: (cutoff: string, provider: string) =>
    `Changes online close ${cutoff} before the visit. Please contact ${provider}.`,
  cancelled: 'Your visit is cancelled.',
  /** '{when}' as 'Tue, Dec 1 · 8-10 AM'. */
  rescheduled: (when: string) => `Your visit is now ${when}.`,
  asked: (provider: string) => `We told ${provider} you would like another time. They will be in touch.`,
  visitNotFound: 'This visit was not found',
  notChangeable: 'This visit can no longer be changed online.',
  changedMeanwhile: 'This visit changed since you opened it. Please look at it again.',
  sameTime: 'Your visit is already at this time.',
  tooManyAsks: 'You already asked for another time. The company will be in touch.',
} as const;

/** The e-mails of a client's change (to the company, and to the client when it concerns a booking). */
export const hubVisitMailMessages = {
  cancelledNoticeSubject: (client: string, when: string) => `${client} cancelled the visit on ${when}`,
  cancelledNotice: (client: string, title: string, jobNumber: number, when: string) =>
    `${client} cancelled their visit for ${title} (job #${jobNumber}) on ${when} in the client hub.`,
  rescheduledNoticeSubject: (client: string, when: string) => `${client} moved their booking to ${when}`,
  rescheduledNotice: (client: string, title: string, from: string, to: string) =>
    `${client} moved their booking for ${title} from ${from} to ${to} in the client hub.`,
  withMember: (name: string) => `${name} is assigned.`,
  anotherTimeSubject: (client: string, when: string) => `${client} asks for another time than ${when}`,
  anotherTime: (client: string, title: string, jobNumber: number, when: string) =>
    `${client} asks for another time for their visit for ${title} (job #${jobNumber}) on ${when}.`,
  note: (note: string) => `Their note: “${note}”`,
  contactLine: (email: string, phone: string) => `E-mail: ${email || '-'} · Phone: ${phone || '-'}`,
  openSchedule: 'Open your schedule',
  /** The client's own e-mails about an online booking. */
  clientCancelledSubject: (provider: string, when: string) => `Cancelled: ${provider}, ${when}`,
  clientCancelled: (firstName: string, offer: string, provider: string, when: string) =>
    `Hello ${firstName}, your ${offer} visit with ${provider} on ${when} is cancelled.`,
  clientMovedSubject: (provider: string, when: string) => `Moved: ${provider}, ${when}`,
  clientMoved: (firstName: string, offer: string, provider: string, when: string) =>
    `Hello ${firstName}, your ${offer} visit with ${provider} is now on ${when}.`,
  /** The confirmation's link to the client hub's job page (issue 34 'reschedule from the e-mailed link'). */
  manageBooking: 'Manage your booking',
} as const;
