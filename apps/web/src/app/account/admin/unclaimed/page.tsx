import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ADMIN_UNCLAIMED_PATH, isAdmin } from '@/features/identity/admin-paths';
import { AdminUnclaimedView } from '@/features/identity/admin-unclaimed-view';
import { withReturnTo } from '@/lib/return-to';
import { getCurrentUser } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Add an unclaimed company', robots: { index: false } };

/** Admins only; anyone else finds nothing here (the API refuses them too). */
export default async function AdminUnclaimedPage() {
  const user = await getCurrentUser();
  if (!user) redirect(withReturnTo('/account/login', ADMIN_UNCLAIMED_PATH));
  if (!isAdmin(user)) notFound();
  return <AdminUnclaimedView />;
}
