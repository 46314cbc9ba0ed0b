import {
  SERIES_DURATION_MAX_MINUTES,
  SERIES_DURATION_MIN_MINUTES,
  SERIES_MAX_COUNT,
  SERIES_MAX_YEARS,
  VISIT_PHOTO_MAX_BYTES,
  VISIT_PHOTOS_MAX,
} from './scheduling.constants';

/** Scheduling's words (issue 33); ours where the spec is silent (docs/plans/scheduling.md §4, §7). */

export const wireTimeMessages = {
  invalid: 'Enter a date and time such as 2026-03-10T09:00',
  /** A local time the spring-forward change skips: '2:30 AM does not exist on Sun, Mar 8: clocks go forward at 2 AM.' */
  inGap: (time: string, day: string, changeTime: string) =>
    `${time} does not exist on ${day}: clocks go forward at ${changeTime}.`,
  /** An offset the zone does not have at that wall time (a client that computed it wrongly). */
  wrongOffset: (offset: string, time: string, day: string, timeZone: string) =>
    `${offset} is not the offset of ${time} on ${day} in ${timeZone}.`,
} as const;

export const recurrenceMessages = {
  repeatInvalid: 'Choose how often the visit repeats',
  weekIntervalInvalid: 'Repeat every 1, 2 or 4 weeks',
  weekdaysRequired: 'Choose at least one day of the week',
  weekdayInvalid: 'Choose a day of the week',
  dayOfMonthInvalid: 'Choose a day of the month from 1 to 31',
  monthWeekInvalid: 'Choose the first, second, third, fourth or last week of the month',
  startInvalid: "Enter the first visit's date and time, such as 2026-03-10T09:00",
  durationInvalid: `A visit lasts from ${SERIES_DURATION_MIN_MINUTES} minutes to ${SERIES_DURATION_MAX_MINUTES / 60} hours`,
  endsInvalid: 'Choose an end date or a number of visits',
  untilInvalid: 'Enter the end date as YYYY-MM-DD',
  untilBeforeStart: 'The end date must be on or after the first visit',
  untilTooFar: `A repeating visit may end at most ${SERIES_MAX_YEARS} years after the first one`,
  countInvalid: `Choose from 1 to ${SERIES_MAX_COUNT} visits`,
} as const;

export const schedulingMessages = {
  /** A visit or job without a time yet, wherever it is shown (the job's visits, the hub). */
  notScheduledYet: 'Not scheduled yet',
  notScheduler: "Only the company's owner and managers can plan its schedule.",
  notTeamMember: "Only the company's team can see its visits.",
  visitNotFound: 'This visit is not on your schedule.',
  changedBySomeoneElse: 'This visit was changed by someone else. Reload to see the change.',
  memberNotInTeam: 'Choose people from your team.',
  /** Another visit of someone chosen at the same time (the database's one-place-at-a-time rule). */
  personBusy: 'Someone you chose already has a visit at that time.',
  /** A step the visit is past (or a cancelled or skipped one). */
  stepRefused: (status: string) => `This visit is ${status.replace(/-/g, ' ')} already.`,
  notTimed: 'Give the visit a time before starting it.',
  invoiceNotYours: 'Only the owner and managers make invoices.',
  endBeforeStart: 'The visit must end after it starts.',
  tooLong: 'A visit lasts at most 24 hours: make longer work several visits.',
  arrivalWindowInvalid: 'An arrival window lasts from 15 minutes to 12 hours.',
  jobClosed: 'This job is closed. Reopen it to schedule visits.',
  seriesMakesNoVisits: 'This repeat makes no visits: check the days and the end.',
  /** The notes of a monthly series invoice: the month and the dates it bills ('Nov 2, Nov 9'). */
  seriesMonthInvoiceNote: (month: string, dates: readonly string[]) =>
    `Visits in ${month}: ${dates.join(', ')}.`,
  rangeInvalid: 'Choose a range of up to 42 days that ends after it starts.',
} as const;

/** What the person working records at a visit (issue 33 item 3): checklist ticks, notes, photos. */
export const visitWorkMessages = {
  checklistItemNotFound: "This line is not on the visit's checklist.",
  /** Nothing more is recorded on a visit that will not happen. */
  notWorked: (status: 'cancelled' | 'skipped') =>
    `This visit was ${status}: its checklist, notes and photos stay as they are.`,
  photoRejected: `Only JPG, PNG or WEBP pictures of up to ${VISIT_PHOTO_MAX_BYTES / 1_048_576} MB can be added`,
  tooManyPhotos: `A visit can have at most ${VISIT_PHOTOS_MAX} photos`,
  photoNotFound: 'This photo is not on the visit.',
} as const;
