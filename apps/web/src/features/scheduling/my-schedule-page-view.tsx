'use client';

import { Skeleton, Stack, Title } from '@mantine/core';
import { companyOfAccount } from '@/features/identity/company-of-account';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { LoggedOutNotice } from '@/features/identity/logged-out-notice';
import { NoCompanyYet } from '@/features/identity/no-company-yet';
import { QueryProvider } from '@/lib/query-client';
import { MySchedule } from './my-schedule';
import { myScheduleHref } from './my-schedule-href';

/** The title and the list's place, the same for everyone, until the browser knows whose page it is. */
function MySchedulePlaceholder() {
  return (
    <Stack gap="md" maw={720} mx="auto" px="md" py="lg" aria-busy>
      <Title order={1} size="h2">
        My schedule
      </Title>
      <Skeleton height={22} width={200} />
      <Skeleton height={180} />
    </Stack>
  );
}

/**
 * My schedule of a company the user works for (`company` picks one): one shell for every signed-in
 * person (the page cache shares it), filled in here from auth/me.
 */
export function MySchedulePageView({ company }: { company?: string }) {
  const { user, known } = useCurrentUser();
  if (!known) return <MySchedulePlaceholder />;
  if (!user) return <LoggedOutNotice returnTo={myScheduleHref(company)} />;
  const { provider, companies } = companyOfAccount(user, company);
  if (!provider) {
    return (
      <NoCompanyYet
        title="No schedule yet"
        text="My schedule lists the visits you go to for a company on Porchlight: join a team from its invitation, or list your business."
      />
    );
  }
  return (
    <QueryProvider key={provider.vanityName}>
      <MySchedule
        vanityName={provider.vanityName}
        providerName={provider.name}
        companies={companies}
        userId={user.id}
        // answerBookings (core access.rules): owners and managers, not technicians.
        answersBookings={provider.role !== 'technician'}
      />
    </QueryProvider>
  );
}
