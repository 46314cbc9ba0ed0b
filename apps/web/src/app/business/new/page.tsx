import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CREATE_COMPANY_PATH } from '@/features/providers/create-company/create-company-path';
import { CreateCompanyWizard } from '@/features/providers/create-company/create-company-wizard';
import { withReturnTo } from '@/lib/return-to';
import { getCurrentUser } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Create Your Company Profile', robots: { index: false } };

/** "List your business for free": visitors register (or log in from there) and come back here. */
export default async function NewBusinessPage() {
  if (!(await getCurrentUser())) redirect(withReturnTo('/account/register?promote=1', CREATE_COMPANY_PATH));
  return <CreateCompanyWizard />;
}
