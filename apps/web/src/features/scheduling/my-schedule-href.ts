/** My schedule: the visits a team member works, and their calendar feed. */
export const MY_SCHEDULE_PATH = '/account/schedule';

export const myScheduleHref = (vanityName?: string) =>
  vanityName ? `${MY_SCHEDULE_PATH}?company=${encodeURIComponent(vanityName)}` : MY_SCHEDULE_PATH;
