'use client';

import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { timeOffMessages } from '@porchlight/core/scheduling/time-off.messages';
import { listTimeOffRoute } from '@porchlight/core/scheduling/time-off.routes';
import { changeVisitStatusRoute, listScheduleRoute } from '@porchlight/core/scheduling/visits.routes';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { AccountPageHeader } from '@/features/identity/account-page-header';
import { callApi } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { MyScheduleDayTimeOff } from './my-schedule-day-time-off';
import { daysOf, MY_SCHEDULE_DAYS, scheduleRange, todayOf } from './my-schedule-days';
import { MyScheduleFeed } from './my-schedule-feed';
import { myScheduleHref } from './my-schedule-href';
import { MyScheduleVisit } from './my-schedule-visit';
import type { VisitWorkStep } from './visit-steps';

// Loaded on first open: most days nobody adds time off.
const TimeOffDialog = dynamic(() => import('./time-off-dialog').then((module) => module.TimeOffDialog));

/**
 * My schedule (issue 33 items 3, 6): the visits the signed-in person goes to, today and the next
 * 13 days by day in the company's zone, each with its next step, and their time off and the whole
 * team's on the days it covers (issue 34: they add and remove their own); then their calendar feed.
 * Inside a QueryProvider (my-schedule-page-view.tsx).
 */
export function MySchedule({
  vanityName,
  providerName,
  companies,
  userId,
  answersBookings,
}: {
  vanityName: string;
  providerName: string;
  companies: { vanityName: string; name: string }[];
  /** Owners and managers ask for their own visits (technicians get only theirs anyway). */
  userId: string;
  /** Owners and managers answer booking requests (technicians see the company's reply awaited). */
  answersBookings: boolean;
}) {
  const queryClient = useQueryClient();
  // The range is fixed when the page opens; a reload starts from the new today.
  const [now] = useState(() => new Date());
  const range = { vanityName, ...scheduleRange(now), memberId: userId };
  const visits = useQuery(apiQuery(listScheduleRoute, { query: range }));
  const timeOff = useQuery(apiQuery(listTimeOffRoute, { query: range }));
  const [timeOffOpen, setTimeOffOpen] = useState(false);
  const days = visits.data ? daysOf(visits.data.visits, now, timeOff.data?.timeOff) : [];

  const step = useAction(
    async (visit: Visit, status: VisitWorkStep, notifyClient: boolean) => {
      try {
        await callApi(changeVisitStatusRoute, {
          params: { visitId: visit.id },
          query: { vanityName },
          body: { version: visit.version, status, notifyClient },
        });
      } finally {
        // Also after a 409: the list shows where the visit is now.
        await queryClient.invalidateQueries({ queryKey: apiQueryKey(listScheduleRoute) });
      }
      return status;
    },
    {
      success: (status) =>
        status === 'on-my-way'
          ? 'On your way'
          : status === 'in-progress'
            ? 'Visit started'
            : 'Visit completed',
    },
  );

  return (
    <Stack gap="md" maw={720} mx="auto" px="md" py="lg">
      <AccountPageHeader
        title="My schedule"
        subtitle={providerName}
        vanityName={vanityName}
        companies={companies}
        hrefOf={myScheduleHref}
      />
      <Group justify="flex-end">
        <Button variant="default" size="xs" onClick={() => setTimeOffOpen(true)}>
          {timeOffMessages.title}
        </Button>
      </Group>
      <section aria-label="My visits">
        {visits.isPending && (
          <Stack gap="sm" aria-busy>
            <Skeleton height={24} width={200} />
            <Skeleton height={180} />
          </Stack>
        )}
        {visits.isError && <Text c="red">{visits.error.message}</Text>}
        {visits.isSuccess && days.length === 0 && (
          <Text c="dimmed">No visits or time off for you in the next {MY_SCHEDULE_DAYS} days.</Text>
        )}
        <Stack gap="lg">
          {days.map((day) => (
            <Stack key={day.date} gap="sm" component="section" aria-label={day.heading}>
              <Title order={2} size="h4">
                {day.heading}
              </Title>
              {day.timeOff.map(({ off, hours }) => (
                <MyScheduleDayTimeOff key={off.id} off={off} hours={hours} />
              ))}
              {day.visits.map((visit) => (
                <MyScheduleVisit
                  key={visit.id}
                  visit={visit}
                  vanityName={vanityName}
                  answersBookings={answersBookings}
                  busy={step.pending?.[0].id === visit.id}
                  onStep={step.run}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </section>
      <MyScheduleFeed vanityName={vanityName} />
      {timeOffOpen && (
        <TimeOffDialog
          vanityName={vanityName}
          date={todayOf(visits.data?.visits ?? [], now)}
          ownerId={userId}
          timeOff={(timeOff.data?.timeOff ?? []).filter((off) => off.memberId === userId)}
          nameOf={() => 'You'}
          onChanged={() => queryClient.invalidateQueries({ queryKey: apiQueryKey(listTimeOffRoute) })}
          onClose={() => setTimeOffOpen(false)}
        />
      )}
    </Stack>
  );
}
