import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MY_SCHEDULE_PATH, myScheduleHref } from '@/features/scheduling/my-schedule-href';
import { MySchedulePageView } from '@/features/scheduling/my-schedule-page-view';
import { hasSession } from '@/lib/request-site';
import { withReturnTo } from '@/lib/return-to';

export const metadata: Metadata = { title: 'My schedule' };

/** My schedule (`?company=` picks the company): one shell for every signed-in person. */
export default async function MySchedulePage({
  searchParams,
}: {
  searchParams: Promise<{ company?: string | string[] }>;
}) {
  const { company } = await searchParams;
  const wanted = typeof company === 'string' ? company : undefined;
  if (!(await hasSession()))
    redirect(withReturnTo('/account/login', wanted ? myScheduleHref(wanted) : MY_SCHEDULE_PATH));
  return <MySchedulePageView company={wanted} />;
}
