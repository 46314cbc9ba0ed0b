import { listFailedDeliveriesRoute, listQueuedJobsRoute } from '@porchlight/core/platform/job-queue.routes';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { AdminJobsView } from '@/features/identity/admin-jobs-view';
import { ADMIN_JOBS_PATH, isAdmin } from '@/features/identity/admin-paths';
import { withReturnTo } from '@/lib/return-to';
import { callServerApi, getCurrentUser } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Job queue', robots: { index: false } };

type Props = { searchParams: Promise<{ state?: string }> };

/** Admins only; anyone else finds nothing here (the API refuses them too). */
export default async function AdminJobsPage({ searchParams }: Props) {
  const user = await getCurrentUser();
  if (!user) redirect(withReturnTo('/account/login', ADMIN_JOBS_PATH));
  if (!isAdmin(user)) notFound();
  const asked = (await searchParams).state;
  if (asked === 'deliveries') {
    const page = await callServerApi(listFailedDeliveriesRoute, { query: { first: 0, rows: 100 } });
    return <AdminJobsView state="deliveries" page={page} />;
  }
  const state = asked === 'failed' ? 'failed' : 'pending';
  const page = await callServerApi(listQueuedJobsRoute, { query: { state, first: 0, rows: 100 } });
  return <AdminJobsView state={state} page={page} />;
}
