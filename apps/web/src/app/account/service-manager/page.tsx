import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import {
  SERVICE_MANAGER_PATH,
  SERVICE_MANAGER_TABS,
  type ServiceManagerTab,
  serviceManagerHref,
} from '@/features/service-manager/service-manager-href';
import { ServiceManagerPageView } from '@/features/service-manager/service-manager-page-view';
import { hasSession } from '@/lib/request-site';
import { withReturnTo } from '@/lib/return-to';

export const metadata: Metadata = { title: 'Service Manager' };

const isTab = (value: unknown): value is ServiceManagerTab =>
  typeof value === 'string' && (SERVICE_MANAGER_TABS as readonly string[]).includes(value);

/** The Service Manager (`?company=` picks the company, `?tab=` the list): one shell for every signed-in person. */
export default async function ServiceManagerPage({
  searchParams,
}: {
  searchParams: Promise<{ company?: string | string[]; tab?: string | string[] }>;
}) {
  const { company, tab } = await searchParams;
  const wanted = typeof company === 'string' ? company : undefined;
  if (!(await hasSession())) {
    redirect(withReturnTo('/account/login', wanted ? serviceManagerHref(wanted) : SERVICE_MANAGER_PATH));
  }
  return <ServiceManagerPageView company={wanted} tab={isTab(tab) ? tab : 'clients'} />;
}
