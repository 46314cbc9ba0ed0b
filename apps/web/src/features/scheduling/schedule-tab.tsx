'use client';

import { Alert, Box, Button, Flex, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bookingAnswerMessages } from '@porchlight/core/booking/booking.messages';
import { listBookingRequestsRoute } from '@porchlight/core/booking/booking-requests.routes';
import { getProfileRoute } from '@porchlight/core/providers/profile.routes';
import { getTeamRoute } from '@porchlight/core/providers/team.routes';
import { timeOffMessages } from '@porchlight/core/scheduling/time-off.messages';
import { listTimeOffRoute } from '@porchlight/core/scheduling/time-off.routes';
import {
  createVisitRoute,
  listJobVisitsRoute,
  listScheduleRoute,
  updateVisitRoute,
} from '@porchlight/core/scheduling/visits.routes';
import type { UpdateVisit, Visit } from '@porchlight/core/scheduling/visits.schemas';
import type { Job } from '@porchlight/core/service-manager/jobs.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { listJobsRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { BookingRequests } from './booking-requests';
import { type CalendarTimeOff, ScheduleCalendar } from './schedule-calendar';
import { ScheduleDayList } from './schedule-day-list';
import { businessHoursOf, type CalendarView, rangeOf, wallTimeOf, wireTimeOf } from './schedule-range';
import { TimeOffDialog } from './time-off-dialog';
import { UnscheduledJobs } from './unscheduled-jobs';
import { VisitTimeDialog, type VisitTimes } from './visit-time-dialog';

/** Each member's colour on the calendar, in the team's order; a visit with nobody is grey. */
const MEMBER_COLORS = ['blue', 'teal', 'grape', 'indigo', 'pink', 'cyan', 'violet', 'green'];
const UNSCHEDULED_ROWS = 50;
const ALL_MEMBERS = '';

/** A visit to move (or to time, with the start chosen for it), or a waiting job to give its first visit. */
type Editing = { kind: 'visit'; visit: Visit; start?: string } | { kind: 'job'; job: Job; start: string };

/** A new visit lasts two hours unless the dialog says otherwise. */
const NEW_VISIT_HOURS = 2;

/** The dialog's fields for wall times ('2026-03-10 09:00:00' to '… 11:00:00'). */
function timesOf(start: string, end: string, assigneeIds: string[]): VisitTimes {
  return {
    date: start.slice(0, 10),
    startTime: start.slice(11, 16),
    endTime: end.slice(11, 16),
    assigneeIds,
  };
}

/** A visit's own times and people; a waiting job's chosen start, for the member shown (if one is). */
function initialTimesOf(editing: Editing, memberId: string): VisitTimes {
  if (editing.kind === 'visit' && editing.visit.start && editing.visit.end)
    return timesOf(
      wallTimeOf(editing.visit.start),
      wallTimeOf(editing.visit.end),
      editing.visit.assignees.map((person) => person.userId),
    );
  const start = editing.start ?? `${dayjs().format('YYYY-MM-DD')} 09:00:00`;
  const end = dayjs(start).add(NEW_VISIT_HOURS, 'hour').format('YYYY-MM-DD HH:mm:ss');
  return timesOf(start, end, memberId ? [memberId] : []);
}

/**
 * The Service Manager's Schedule tab (issue 33 item 5): the team's visits by day, week or month, for
 * everyone or one member, online bookings awaiting a reply (issue 34) and the jobs still waiting for a
 * time. Phones get a day list.
 */
export function ScheduleTab({ vanityName }: { vanityName: string }) {
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: true });
  const [view, setView] = useState<CalendarView>('week');
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [memberId, setMemberId] = useState(ALL_MEMBERS);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [timeOffOpen, setTimeOffOpen] = useState(false);

  const range = rangeOf(isPhone ? 'day' : view, date);
  const scheduleRequest = {
    query: {
      vanityName,
      from: `${range.from}T00:00`,
      to: `${range.to}T00:00`,
      ...(memberId ? { memberId } : {}),
    },
  };
  const schedule = useQuery({
    ...apiQuery(listScheduleRoute, scheduleRequest),
    placeholderData: (last) => last,
  });
  const timeOff = useQuery({
    ...apiQuery(listTimeOffRoute, scheduleRequest),
    placeholderData: (last) => last,
  });
  const team = useQuery(apiQuery(getTeamRoute, { query: { vanityName } }));
  const profile = useQuery(apiQuery(getProfileRoute, { params: { vanityName } }));
  // The same query as the Booking requests list (one request): their visits are badged on the calendar.
  const requests = useQuery(apiQuery(listBookingRequestsRoute, { query: { vanityName } }));
  // A deposit booking's visit holds its time until paid: the schedule's answer marks it.
  const awaiting = useMemo(
    () =>
      new Map([
        ...(schedule.data?.visits ?? []).flatMap((visit) =>
          visit.depositHeld ? [[visit.id, bookingAnswerMessages.awaitingDeposit] as const] : [],
        ),
        ...(requests.data?.bookings ?? []).flatMap((booking) =>
          booking.visitId && booking.replyByLabel
            ? [[booking.visitId, bookingAnswerMessages.awaitingReply(booking.replyByLabel)] as const]
            : [],
        ),
      ]),
    [requests.data, schedule.data],
  );
  const unscheduled = useQuery(
    apiQuery(listJobsRoute, { query: { vanityName, status: 'unscheduled', rows: UNSCHEDULED_ROWS } }),
  );

  const members = useMemo(
    () =>
      (team.data?.members ?? []).map((member) => ({
        value: member.userId,
        label: `${member.firstName} ${member.lastName}`.trim(),
      })),
    [team.data],
  );
  const colorOf = useCallback(
    (visit: Visit) => {
      const index = members.findIndex((member) => member.value === visit.assignees[0]?.userId);
      return index < 0 ? 'gray' : (MEMBER_COLORS[index % MEMBER_COLORS.length] ?? 'blue');
    },
    [members],
  );
  const visits = useMemo(
    () =>
      (schedule.data?.visits ?? []).filter(
        (visit) => visit.status !== 'cancelled' && visit.status !== 'skipped',
      ),
    [schedule.data],
  );
  const businessHours = useMemo(
    () => (profile.data?.hours ? businessHoursOf(profile.data.hours) : undefined),
    [profile.data],
  );
  const timeZone = profile.data?.timeZone;
  const nameOf = useCallback(
    (id: string | null) =>
      id === null ? timeOffMessages.whole : (members.find((member) => member.value === id)?.label ?? ''),
    [members],
  );
  const timeOffShown = useMemo<CalendarTimeOff[]>(
    () =>
      (timeOff.data?.timeOff ?? []).map((off) => ({
        id: off.id,
        start: off.start,
        end: off.end,
        label: [timeOffMessages.title, nameOf(off.memberId), off.note].filter(Boolean).join(' · '),
      })),
    [timeOff.data, nameOf],
  );

  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: apiQueryKey(listScheduleRoute) }),
      queryClient.invalidateQueries({ queryKey: apiQueryKey(listJobsRoute) }),
    ]);
  const saveVisit = async (
    visit: Visit,
    start: string,
    end: string,
    more: Partial<Pick<UpdateVisit, 'assigneeIds' | 'scope'>> = {},
  ) => {
    try {
      await callApi(updateVisitRoute, {
        params: { visitId: visit.id },
        query: { vanityName },
        body: { version: visit.version, start, end, ...more },
      });
    } finally {
      // Moved or refused (someone else moved it first): the calendar shows what the server holds.
      await reread();
    }
  };
  const drag = useAction(
    (visit: Visit, start: string, end: string) => saveVisit(visit, wireTimeOf(start), wireTimeOf(end)),
    { success: 'Visit moved', errorTitle: serviceManagerMessages.errorTitle },
  );
  const save = async (values: VisitTimes) => {
    const start = `${values.date}T${values.startTime}`;
    const end = `${values.date}T${values.endTime}`;
    if (editing?.kind === 'visit')
      return saveVisit(editing.visit, start, end, { assigneeIds: values.assigneeIds, scope: values.scope });
    if (editing?.kind === 'job') {
      await callApi(createVisitRoute, {
        params: { jobNumber: editing.job.jobNumber },
        query: { vanityName },
        body: { start, end, assigneeIds: values.assigneeIds },
      });
      await reread();
    }
  };
  /** A job waiting with a visit not yet timed gets that visit timed, not a second one beside it. */
  const scheduleJob = async (job: Job, start = `${date} 09:00:00`) => {
    const { visits: ofJob } = await queryClient
      .fetchQuery(
        apiQuery(listJobVisitsRoute, { params: { jobNumber: job.jobNumber }, query: { vanityName } }),
      )
      .catch(() => ({ visits: [] as Visit[] }));
    const untimed = ofJob.find((visit) => visit.start === null && visit.status === 'scheduled');
    setEditing(untimed ? { kind: 'visit', visit: untimed, start } : { kind: 'job', job, start });
  };
  const moving = editing?.kind === 'visit' && editing.visit.start !== null;

  if (isPhone === undefined) return <Skeleton height={480} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label="Whose visits"
          value={memberId}
          onChange={(event) => setMemberId(event.currentTarget.value)}
          data={[{ value: ALL_MEMBERS, label: 'Whole team' }, ...members]}
          w={{ base: '100%', xs: 240 }}
        />
        <Group gap="sm" align="center">
          {timeZone && (
            <Text size="xs" c="dimmed">
              Times in {timeZone.replaceAll('_', ' ')}
            </Text>
          )}
          <Button variant="default" size="xs" onClick={() => setTimeOffOpen(true)}>
            {timeOffMessages.title}
          </Button>
        </Group>
      </Group>
      {schedule.isError && <Alert color="red">{serviceManagerMessages.pageLoadFailed}</Alert>}
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="flex-start">
        <Box style={{ flex: 1, minWidth: 0 }} w="100%">
          {isPhone ? (
            <ScheduleDayList
              date={date}
              visits={visits}
              timeOff={timeOffShown}
              notes={awaiting}
              loading={schedule.isPending}
              onDateChange={setDate}
              onOpen={(visit) => setEditing({ kind: 'visit', visit })}
            />
          ) : (
            <ScheduleCalendar
              view={view}
              date={date}
              visits={visits}
              timeOff={timeOffShown}
              notes={awaiting}
              businessHours={businessHours}
              timeZone={timeZone}
              colorOf={colorOf}
              onViewChange={setView}
              onDateChange={setDate}
              onOpen={(visit) => setEditing({ kind: 'visit', visit })}
              onMove={drag.run}
              onDropJob={(jobNumber, start) => {
                const job = unscheduled.data?.jobs.find((each) => each.jobNumber === jobNumber);
                if (job) scheduleJob(job, start);
              }}
            />
          )}
        </Box>
        <Stack w={{ base: '100%', md: 220 }} gap="lg" style={{ flexShrink: 0 }}>
          <BookingRequests vanityName={vanityName} />
          <UnscheduledJobs
            jobs={unscheduled.data?.jobs}
            draggable={!isPhone}
            onSchedule={(job) => scheduleJob(job)}
          />
        </Stack>
      </Flex>
      {timeOffOpen && (
        <TimeOffDialog
          vanityName={vanityName}
          date={date}
          members={members}
          timeOff={timeOff.data?.timeOff ?? []}
          nameOf={nameOf}
          onChanged={() => queryClient.invalidateQueries({ queryKey: apiQueryKey(listTimeOffRoute) })}
          onClose={() => setTimeOffOpen(false)}
        />
      )}
      {editing && (
        <VisitTimeDialog
          title={
            editing.kind === 'visit'
              ? `${moving ? 'Move' : 'Schedule'} · ${editing.visit.client.name}, #${editing.visit.jobNumber} ${editing.visit.jobTitle}`
              : `Schedule · #${editing.job.jobNumber} ${editing.job.title}`
          }
          submitLabel={moving ? 'Move visit' : 'Schedule visit'}
          withScope={moving && editing.kind === 'visit' && editing.visit.seriesId !== null}
          initial={initialTimesOf(editing, memberId)}
          members={members}
          timeZone={timeZone}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
