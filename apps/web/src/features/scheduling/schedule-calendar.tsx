'use client';

import '@mantine/schedule/styles.css';
import { Text } from '@mantine/core';
import { Schedule, type ScheduleEventData, type ScheduleViewLevel } from '@mantine/schedule';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { type CalendarView, nowIn, wallTimeOf } from './schedule-range';
import { JOB_DRAG_TYPE } from './unscheduled-jobs';

const VIEWS: readonly CalendarView[] = ['day', 'week', 'month'];
// No red weekend headings: a cleaning crew works Saturdays, and red on white fails contrast.
const VIEW_SELECT = { viewSelectProps: { views: VIEWS }, weekendDays: [] };
const CLOSED_ALL_DAY: [string, string] = ['00:00:00', '00:00:00'];

/** The time part of the server's label ('Tue, Dec 1 · 8-10 AM' → '8-10 AM'). */
const timeOf = (visit: Visit) => visit.when?.split(' · ')[1] ?? '';

function VisitBody({ visit, note }: { visit: Visit; note?: string }) {
  const people = visit.assignees.map((person) => person.firstName).join(', ') || 'Nobody assigned';
  return (
    <>
      <Text span size="xs" fw={700} display="block" truncate>
        {visit.outsideOpenHours && (
          <IconAlertTriangle size={11} aria-label="Outside open hours" style={{ marginRight: 2 }} />
        )}
        {visit.client.name}
      </Text>
      <Text span size="xs" display="block" truncate>
        {timeOf(visit)} · {visit.jobTitle}
      </Text>
      <Text span size="xs" display="block" truncate>
        {people}
      </Text>
      {note && (
        <Text span size="xs" fw={700} display="block" truncate>
          {note}
        </Text>
      )}
    </>
  );
}

/** Time off behind the visits: whose, and its note ('Time off · Sam · Dentist'), in wall times. */
export interface CalendarTimeOff {
  id: string;
  start: string;
  end: string;
  label: string;
}

type EventPayload = { visit: Visit; note?: string } | { timeOff: CalendarTimeOff };

/**
 * The team's visits on Mantine's schedule (day, week, month), drawn in the company's wall time with its
 * closed hours shaded. Every visit is a button: Enter opens the Move dialog; a mouse may drag or resize
 * it instead, and drop a waiting job from the side list. Loaded only inside the Schedule tab.
 */
export function ScheduleCalendar({
  view,
  date,
  visits,
  timeOff = [],
  notes,
  businessHours,
  timeZone,
  colorOf,
  onViewChange,
  onDateChange,
  onOpen,
  onMove,
  onDropJob,
}: {
  view: CalendarView;
  date: string;
  visits: Visit[];
  /** Drawn as background events: manual visits over it stay allowed, as over closed hours. */
  timeOff?: CalendarTimeOff[];
  /** A line under some visits, by visit id ('Awaiting your reply by Tue, Dec 1, 5 PM'). */
  notes?: ReadonlyMap<string, string>;
  businessHours: Record<number, [string, string] | null> | undefined;
  /** The company's zone: the current-time line shows its clock. */
  timeZone: string | undefined;
  colorOf: (visit: Visit) => string;
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: string) => void;
  onOpen: (visit: Visit) => void;
  /** New wall times ('2026-03-10 09:00:00') from a drag or a resize. */
  onMove: (visit: Visit, start: string, end: string) => void;
  onDropJob: (jobNumber: number, start: string) => void;
}) {
  const events = useMemo<ScheduleEventData<EventPayload>[]>(
    () => [
      ...timeOff.map((off) => ({
        id: `off-${off.id}`,
        title: off.label,
        start: wallTimeOf(off.start),
        end: wallTimeOf(off.end),
        color: 'gray',
        display: 'background' as const,
        payload: { timeOff: off },
      })),
      ...visits.flatMap((visit) =>
        visit.start && visit.end
          ? [
              {
                id: visit.id,
                title: `${visit.client.name}: ${visit.jobTitle}`,
                start: wallTimeOf(visit.start),
                end: wallTimeOf(visit.end),
                color: colorOf(visit),
                payload: { visit, note: notes?.get(visit.id) },
              },
            ]
          : [],
      ),
    ],
    [visits, timeOff, colorOf, notes],
  );
  const visitOf = (event: ScheduleEventData) => (event.payload as { visit?: Visit }).visit;
  const whenVisit = (event: ScheduleEventData, act: (visit: Visit) => void) => {
    const visit = visitOf(event);
    if (visit) act(visit);
  };
  const timeGrid = {
    ...VIEW_SELECT,
    highlightBusinessHours: businessHours !== undefined,
    startScrollTime: '07:00:00',
    // The day scrolls inside the calendar, so the side list and the header stay in view.
    scrollAreaProps: { mah: 640 },
    getCurrentTime: () => (timeZone ? nowIn(timeZone) : new Date()),
    intervalMinutes: 30,
    eventDragInterval: 15,
    eventResizeInterval: 15,
  };
  // The day view takes one range: that day's, or none at all when the company is closed.
  const dayHours = businessHours?.[dayjs(date).day()];
  return (
    <Schedule
      view={view}
      onViewChange={(next: ScheduleViewLevel) =>
        VIEWS.includes(next as CalendarView) && onViewChange(next as CalendarView)
      }
      date={date}
      onDateChange={onDateChange}
      events={events}
      renderEventBody={(event) => {
        const visit = visitOf(event);
        return visit ? (
          <VisitBody visit={visit} note={(event.payload as { note?: string }).note} />
        ) : (
          <Text span size="xs" c="dimmed" fw={600}>
            {event.title}
          </Text>
        );
      }}
      onEventClick={(event) => whenVisit(event, onOpen)}
      withEventsDragAndDrop
      withEventResize
      onEventDrop={({ event, newStart, newEnd }) =>
        whenVisit(event, (visit) => onMove(visit, newStart, newEnd))
      }
      onEventResize={({ event, newStart, newEnd }) =>
        whenVisit(event, (visit) => onMove(visit, newStart, newEnd))
      }
      onExternalEventDrop={(dataTransfer, dropDateTime) => {
        const jobNumber = Number(dataTransfer.getData(JOB_DRAG_TYPE));
        if (jobNumber > 0) onDropJob(jobNumber, dropDateTime);
      }}
      dayViewProps={{ ...timeGrid, businessHours: dayHours ?? CLOSED_ALL_DAY }}
      weekViewProps={{ ...timeGrid, businessHours }}
      monthViewProps={VIEW_SELECT}
    />
  );
}
