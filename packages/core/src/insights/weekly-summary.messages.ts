import { formatCents } from '../billing/money.rules';
import type { DayRange } from './insight-range.rules';

/** A figure of the week against the week before. */
export interface WeeklyFigure {
  current: number;
  previous: number;
}

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

const against = (figure: WeeklyFigure, format: (value: number) => string) => {
  if (figure.current === figure.previous) return `${format(figure.current)} (same as the week before)`;
  const direction = figure.current > figure.previous ? 'up' : 'down';
  const change =
    figure.previous === 0
      ? ''
      : ` ${Math.round((Math.abs(figure.current - figure.previous) / figure.previous) * 100)}%`;
  return `${format(figure.current)} (${direction}${change} from ${format(figure.previous)})`;
};

const count = (value: number) => value.toLocaleString('en-US');

/** The weekly summary e-mail to the company's owner (ours: the spec is silent; docs/decisions.md). */
export const weeklySummaryMessages = {
  subject: (providerName: string, siteName: string, week: DayRange) =>
    `${providerName}: your week on ${siteName} (${dayLabel(week.from)} – ${dayLabel(week.to)})`,
  intro: (providerName: string, week: DayRange) =>
    `Here is how ${providerName} did last week, ${dayLabel(week.from)} to ${dayLabel(week.to)}, against the week before.`,
  figures: (figures: {
    views: WeeklyFigure;
    requests: WeeklyFigure;
    chats: WeeklyFigure;
    bookings: WeeklyFigure;
    revenue: WeeklyFigure;
    reviews: WeeklyFigure;
  }) =>
    [
      `Profile views: ${against(figures.views, count)}`,
      `Requests: ${against(figures.requests, count)}`,
      `Chats: ${against(figures.chats, count)}`,
      `Online bookings: ${against(figures.bookings, count)}`,
      `Revenue paid: ${against(figures.revenue, formatCents)}`,
      `New reviews: ${against(figures.reviews, count)}`,
    ].join('\n'),
  link: 'See your Insights',
  switchLabel: 'Weekly summary e-mail',
  switchDescription:
    "Every Monday morning, last week's profile views, requests, revenue and reviews against the week before.",
  switchedOn: 'You will get the weekly summary e-mail.',
  switchedOff: 'The weekly summary e-mail is off.',
  switchFailed: 'We could not save the weekly summary setting. Please try again.',
  turnOff:
    'You get this e-mail every Monday as the owner. To stop it, turn off “Weekly summary e-mail” in Notifications.',
};
