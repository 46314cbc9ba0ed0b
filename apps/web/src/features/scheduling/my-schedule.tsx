'use client';

import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { changeVisitStatusRoute, listScheduleRoute } from '@porchlight/core/scheduling/visits.routes';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountPageHeader } from '@/features/identity/account-page-header';
import { callApi } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { daysOf, MY_SCHEDULE_DAYS, scheduleRange } from './my-schedule-days';
import { MyScheduleFeed } from './my-schedule-feed';
import { myScheduleHref } from './my-schedule-href';
import { MyScheduleVisit } from './my-schedule-visit';
import type { VisitWorkStep } from './visit-steps';

/**
 * My schedule (issue 33 items 3, 6): the visits the signed-in person goes to, today and the next
 * 13 days by day in the company's zone, each with its next step; then their calendar feed.
 * Inside a QueryProvider (my-schedule-page-view.tsx).
 */
export function MySchedule({
  vanityName,
  providerName,
  companies,
  userId,
}: {
  vanityName: string;
  providerName: string;
  companies: { vanityName: string; name: string }[];
  /** Owners and managers ask for their own visits (technicians get only theirs anyway). */
  userId: string;
}) {
  const queryClient = useQueryClient();
  // The range is fixed when the page opens; a reload starts from the new today.
  const [now] = useState(() => new Date());
  const visits = useQuery(
    apiQuery(listScheduleRoute, { query: { vanityName, ...scheduleRange(now), memberId: userId } }),
  );
  const days = visits.data ? daysOf(visits.data.visits, now) : [];

  const step = useAction(
    async (visit: Visit, status: VisitWorkStep) => {
      try {
        await callApi(changeVisitStatusRoute, {
          params: { visitId: visit.id },
          query: { vanityName },
          body: { version: visit.version, status },
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
      <section aria-label="My visits">
        {visits.isPending && (
          <Stack gap="sm" aria-busy>
            <Skeleton height={24} width={200} />
            <Skeleton height={180} />
          </Stack>
        )}
        {visits.isError && <Text c="red">{visits.error.message}</Text>}
        {visits.isSuccess && days.length === 0 && (
          <Text c="dimmed">No visits for you in the next {MY_SCHEDULE_DAYS} days.</Text>
        )}
        <Stack gap="lg">
          {days.map((day) => (
            <Stack key={day.date} gap="sm" component="section" aria-label={day.heading}>
              <Title order={2} size="h4">
                {day.heading}
              </Title>
              {day.visits.map((visit) => (
                <MyScheduleVisit
                  key={visit.id}
                  visit={visit}
                  vanityName={vanityName}
                  busy={step.pending?.[0].id === visit.id}
                  onStep={step.run}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </section>
      <MyScheduleFeed vanityName={vanityName} />
    </Stack>
  );
}
