import {
  BOOKING_APPROVAL_MIN_NOTICE_MINUTES,
  BOOKING_BUFFER_MAX_MINUTES,
  BOOKING_CHANGE_CUTOFF_MAX_HOURS,
  BOOKING_DAILY_LIMIT_MAX,
  BOOKING_DAILY_LIMIT_MIN,
  BOOKING_DEPOSIT_PERCENT_MAX,
  BOOKING_DEPOSIT_PERCENT_MIN,
  BOOKING_DURATION_MAX_MINUTES,
  BOOKING_DURATION_MIN_MINUTES,
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  BOOKING_MEMBERS_MAX,
  BOOKING_NOTICE_MAX_MINUTES,
  BOOKING_PRICE_MAX_CENTS,
  BOOKING_REPLY_HOURS,
  BOOKING_WINDOW_GRID_MINUTES,
  BOOKING_WINDOW_MAX_MINUTES,
  BOOKING_WINDOW_MIN_MINUTES,
  BOOKING_WINDOWS_MAX,
} from './booking.constants';

/**
 * Online booking's words (issue 34; ours, the spec is silent on booking: docs/plans/online-booking.md §6).
 * The spec's own words stay where they are ('Request Pricing & Availability', 'Pay Deposit').
 */

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

export const bookingMessages = {
  bookOnline: 'Book online',
  booksOnline: 'Books online',
  /** 'Next: Tue 8-10 AM' on search cards. */
  next: (label: string) => `Next: ${label}`,
  today: 'Today',
  tomorrow: 'Tomorrow',
  onlyOnline: 'Only pros who book online',
  priceOnSite: 'Price on site',
  slotTaken: 'Someone just booked that time. Please pick another.',
  /** '{date}' as 'Tue, Dec 1'. */
  dayFull: (date: string) => `No times are left on ${date}.`,
  alreadyBooked: 'You already booked this time. Here is your booking.',
  keyReused: 'This booking changed since you sent it. Please confirm it again.',
  bookingOff: (provider: string) => `${provider} is not taking online bookings right now.`,
  memberCannotBook: "You can't book your own company online.",
  tooMany: (provider: string) => `You already have 3 upcoming online bookings with ${provider}.`,
  noTimes: (days: number) => `No times are open in the next ${days} days. Request pricing instead.`,
  holdExpired: 'Your hold on this time ran out. Please pick a time again.',
  /** '{replyBy}' as 'Tue, Dec 1, 5 PM', '{deposit}' as '$25.00'. */
  requested: (provider: string, replyBy: string, deposit: string) =>
    `${provider} will reply by ${replyBy}. Your card was charged ${deposit}; it is refunded in full if they decline or do not reply.`,
  deadlinePassed: (provider: string) =>
    `${provider} did not reply in time. Your deposit is refunded in full.`,
  /** '{cutoff}' as '24 hours'. */
  cutoff: (cutoff: string, provider: string, phone: string) =>
    `Changes online close ${cutoff} before the visit. Call ${provider} at ${phone}.`,
  cancelRefund: (deposit: string) => `Cancel this visit? Your ${deposit} deposit will be refunded.`,
  cancelKeep: (deposit: string) => `Cancel this visit? Your ${deposit} deposit is not refundable.`,
  replyTooLate: 'The reply deadline has passed; the client was told.',
} as const;

/** The owner's Online booking dialog: what a save refuses, in words (docs/plans/online-booking.md §1.1-1.2). */
export const bookingSettingsMessages = {
  modeInvalid: 'Choose arrival windows or exact start times',
  startStepInvalid: 'Offer start times every 15, 30 or 60 minutes',
  noticeInvalid: `Choose an earliest notice from none to ${BOOKING_NOTICE_MAX_MINUTES / (24 * 60)} days`,
  horizonInvalid: `Let clients book from ${BOOKING_HORIZON_MIN_DAYS} to ${BOOKING_HORIZON_MAX_DAYS} days ahead`,
  bufferInvalid: `Keep from 0 to ${BOOKING_BUFFER_MAX_MINUTES / 60} hours between visits`,
  dailyLimitInvalid: `Choose from ${BOOKING_DAILY_LIMIT_MIN} to ${BOOKING_DAILY_LIMIT_MAX} bookings per day, or no limit`,
  approvalInvalid: 'Choose whether bookings are confirmed at once or approved by you',
  replyHoursInvalid: `Reply within ${BOOKING_REPLY_HOURS.slice(0, -1).join(', ')} or ${BOOKING_REPLY_HOURS.at(-1)} hours`,
  replyHoursRequired: 'Choose how soon you reply to a booking',
  approvalNeedsNotice: `When you approve each booking, ask for at least ${BOOKING_APPROVAL_MIN_NOTICE_MINUTES / 60} hours of notice`,
  depositKindInvalid: 'Choose a fixed deposit or a percent of the price',
  depositCentsInvalid: `Enter a deposit from $0.01 to ${dollars(BOOKING_PRICE_MAX_CENTS)}`,
  depositPercentInvalid: `Enter a deposit from ${BOOKING_DEPOSIT_PERCENT_MIN}% to ${BOOKING_DEPOSIT_PERCENT_MAX}% of the price`,
  refundPolicyInvalid: 'Choose whether a cancelled booking gets its deposit back',
  changeCutoffInvalid: `Choose from 0 to ${BOOKING_CHANGE_CUTOFF_MAX_HOURS} hours before the visit`,
  offerInvalid: 'Choose one of your offers',
  offerRepeated: 'Each offer appears once',
  durationInvalid: `A booked visit lasts from ${BOOKING_DURATION_MIN_MINUTES} minutes to ${BOOKING_DURATION_MAX_MINUTES / 60} hours`,
  priceInvalid: `Enter a price from $0 to ${dollars(BOOKING_PRICE_MAX_CENTS)}, or choose 'Price on site'`,
  windowInvalid: `An arrival window lasts from ${BOOKING_WINDOW_MIN_MINUTES} minutes to ${BOOKING_WINDOW_MAX_MINUTES / 60} hours, on the quarter hour (every ${BOOKING_WINDOW_GRID_MINUTES} minutes)`,
  windowsOverlap: 'Arrival windows may not overlap',
  windowsTooMany: `Offer at most ${BOOKING_WINDOWS_MAX} arrival windows`,
  windowsRequired: 'Add at least one arrival window',
  memberInvalid: 'Choose people on your team',
  membersTooMany: `Choose at most ${BOOKING_MEMBERS_MAX} team members`,
  versionInvalid: 'Reload the settings and try again',
  ownerOnly: "Only the company's owner can change its online booking.",
  changedBySomeoneElse: 'These settings were changed by someone else. Reload to see the change.',
  memberNotInTeam: 'Choose people on your team',
  offerNotYours: 'Choose one of your offers',
  outsideOpenHours: 'Each arrival window must fit within your open hours',
} as const;

/** GET /booking/{uri}/availability: what a query refuses. */
export const availabilityMessages = {
  offerRequired: 'Choose a service to book',
  offerNotBookable: "This service can't be booked online.",
  fromInvalid: 'Enter the first date as YYYY-MM-DD',
  daysInvalid: `Ask for 1 to ${BOOKING_HORIZON_MAX_DAYS} days`,
} as const;

/** Why online booking is not shown to visitors yet (the dialog lists them; plan §2.7). */
export const bookingBlockerMessages = {
  off: 'Online booking is off',
  noOffer: 'Make at least one offer bookable',
  noMember: 'Choose at least one team member',
  noOpenHours: 'Set your open hours',
  noWindowInHours: 'Add an arrival window within your open hours',
  depositNeedsPayments: 'Turn on online payments to take deposits, or ask no deposit',
} as const;

/** POST /booking/{uri}/bookings: what a booking refuses (the conflicts are in bookingMessages). */
export const bookingRequestMessages = {
  keyInvalid: 'Reload the page and book again',
  offerRequired: availabilityMessages.offerRequired,
  startRequired: 'Choose a time',
  startInvalid: 'Choose one of the times offered',
  lastNameRequired: 'Last name is required',
  /** Ours: an answer that is not one of the question's options ('{Label} is required' is the spec's). */
  answerNotOffered: (label: string) => `${label} is not one of the choices`,
  /** Ours: an answer to a question the offer does not ask. */
  questionNotAsked: 'This question is not asked for this service',
  /** A confirmation asked with a token that is not its own. */
  bookingNotFound: 'This booking was not found.',
} as const;

/** The pro's booking requests in approval mode (plan §2.3-2.4, §5): the list, Approve and Decline. */
export const bookingAnswerMessages = {
  notAnswerer: "Only the company's owner and managers answer booking requests.",
  bookingNotFound: bookingRequestMessages.bookingNotFound,
  changedBySomeoneElse: 'This booking request was changed by someone else. Reload to see it.',
  /** '{status}' as 'confirmed', 'declined', 'cancelled'. */
  alreadyAnswered: (status: string) => `This booking is already ${status}.`,
  replyTooLate: bookingMessages.replyTooLate,
  versionInvalid: 'Reload the booking requests and try again',
  reasonTooLong: 'Keep the note to the client under 500 characters',
  title: 'Booking requests',
  empty: 'No booking requests are waiting for your reply.',
  approve: 'Approve',
  decline: 'Decline',
  /** '{replyBy}' as 'Tue, Dec 1, 5 PM'. */
  replyBy: (replyBy: string) => `Reply by ${replyBy}`,
  awaitingReply: (replyBy: string) => `Awaiting your reply by ${replyBy}`,
  /** A technician's My schedule: owners and managers answer requests, not the technician going. */
  awaitingCompanyReply: (replyBy: string) => `Awaiting the company's reply by ${replyBy}`,
  /** A deposit booking's visit on the calendar while its hold waits for the payment. */
  awaitingDeposit: 'Held · awaiting deposit',
  declineTitle: 'Decline this booking?',
  reasonLabel: 'Note to the client (optional)',
  approved: (client: string) => `Approved: ${client} is booked and was told.`,
  declined: (client: string) => `Declined: ${client} was told.`,
} as const;

/** The e-mails a booking sends (plan §2.3, §6), through the outbox with the booking's unit of work. */
export const bookingMailMessages = {
  /** To the visitor; '{when}' as 'Tue, Dec 1 · 8-10 AM'. */
  confirmedSubject: (provider: string, when: string) => `Booked: ${provider}, ${when}`,
  confirmed: (firstName: string, offer: string, provider: string, when: string) =>
    `Hi ${firstName}, your ${offer} with ${provider} is booked for ${when}.`,
  /** '{zone}' as 'Central Time'. */
  timesIn: (zone: string) => `Times are in ${zone}.`,
  bookedAddress: (address: string) => `Where: ${address}`,
  addToCalendar: 'The invitation attached adds it to your calendar.',
  /** To the provider. */
  newBookingSubject: (client: string, when: string) => `New online booking: ${client}, ${when}`,
  newBooking: (client: string, offer: string, when: string, member: string) =>
    `${client} booked ${offer} online for ${when}. It is on your schedule as a job, assigned to ${member}.`,
  contactLine: (email: string, phone: string) => `E-mail: ${email} · Phone: ${phone}`,
  openSchedule: 'Open your schedule',
  /** Approval mode (plan §2.4): to the visitor when asked, then when declined or not answered in time. */
  requestedSubject: (provider: string, when: string) => `Booking request sent: ${provider}, ${when}`,
  requested: (firstName: string, offer: string, provider: string, when: string) =>
    `Hi ${firstName}, you asked ${provider} for ${offer} on ${when}.`,
  /** '{replyBy}' as 'Tue, Dec 1, 5 PM'. */
  willReplyBy: (provider: string, replyBy: string) => `${provider} will reply by ${replyBy}.`,
  declinedSubject: (provider: string, when: string) => `${provider} can't take your booking: ${when}`,
  declined: (firstName: string, provider: string, offer: string, when: string) =>
    `Hi ${firstName}, ${provider} can't take your ${offer} booking for ${when}.`,
  declineNote: (reason: string) => `Their note: ${reason}`,
  expiredSubject: (provider: string) => `${provider} did not reply in time`,
  expired: (provider: string) => `${provider} did not reply in time.`,
  expiredDetail: (offer: string, when: string) =>
    `Your ${offer} booking request for ${when} is cancelled. You can pick another time online.`,
  bookAgain: 'Pick another time',
  /** To the provider. */
  newRequestSubject: (replyBy: string) => `New booking request — reply by ${replyBy}`,
  newRequest: (client: string, offer: string, when: string, member: string) =>
    `${client} asked to book ${offer} online for ${when}. The time is held on your schedule for ${member} until you answer.`,
  answerBy: (replyBy: string) =>
    `Approve or decline it by ${replyBy}; after that it is cancelled and the client is told.`,
  answerRequest: 'Answer the request',
  expiredNoticeSubject: (client: string, when: string) => `Booking request expired: ${client}, ${when}`,
  expiredNotice: (client: string, when: string) =>
    `You did not reply in time to ${client}'s booking request for ${when}. It was cancelled and the client was told.`,
  /** The visit's notes when a guest's details differ from the matched client's record (§2.5). */
  bookedAs: (details: string) => `Booked online as ${details}`,
} as const;

/** The visitor's booking dialog (plan §7): steps, the time step's words, the confirmation. */
export const bookingDialogMessages = {
  title: (provider: string) => `Book online with ${provider}`,
  steps: { offer: 'Service', time: 'Time', details: 'Your details', confirm: 'Confirm', deposit: 'Deposit' },
  offerTitle: 'Which service do you need?',
  timeTitle: 'Pick a day and a time',
  fullyBooked: 'Fully booked',
  noTimesThatDay: 'No times',
  /** The live region after a day is chosen: '3 times on Tue, Dec 1'. */
  timesCount: (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`,
  timesOn: (count: number, date: string) => `${count} ${count === 1 ? 'time' : 'times'} on ${date}`,
  earlierDates: 'Earlier dates',
  laterDates: 'Later dates',
  whereTitle: 'Where is the service needed?',
  contactTitle: 'How can we reach you?',
  guestNote: 'Book as a guest, or log in to book with your account.',
  logIn: 'Log in',
  /** Signed in: the account's e-mail is the booking's. */
  bookingAs: (email: string) => `Booking as ${email}`,
  confirmTitle: 'Check your booking',
  book: 'Book',
  /** A deposit offer's last click: the time is held, then the card form opens. */
  bookAndPay: (deposit: string) => `Book and pay ${deposit}`,
  depositLine: 'Deposit',
  depositTitle: 'Pay Deposit',
  /** '{minutes}' the hold lasts (BOOKING_HOLD_MINUTES). */
  depositHeld: (when: string, minutes: number) =>
    `${when} is held for you for ${minutes} minutes while you pay the deposit.`,
  doneTitle: "You're booked",
  done: (offer: string, provider: string, when: string) =>
    `Your ${offer} with ${provider} is booked for ${when}.`,
  sentTo: (email: string) => `We sent the confirmation to ${email}.`,
  /** Approval mode: asked, not yet confirmed. */
  requestedTitle: 'Request sent',
  requestedDone: (offer: string, provider: string, when: string) =>
    `You asked ${provider} for ${offer} on ${when}. We'll e-mail you when they reply.`,
  addToCalendar: 'Add to calendar',
  unavailable: 'Online booking is not available right now. Please try again later.',
} as const;
