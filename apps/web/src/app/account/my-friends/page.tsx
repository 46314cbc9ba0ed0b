import { listFriendsRoute } from '@porchlight/core/identity/friends.routes';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MyFriendsView } from '@/features/identity/my-friends-view';
import { withReturnTo } from '@/lib/return-to';
import { callServerApi, getCurrentUser } from '@/lib/server-api';

export const metadata: Metadata = { title: 'My friends' };

export default async function MyFriendsPage() {
  if (!(await getCurrentUser())) redirect(withReturnTo('/account/login', '/account/my-friends'));
  const initial = await callServerApi(listFriendsRoute).catch(() => null);
  return <MyFriendsView initial={initial} />;
}
