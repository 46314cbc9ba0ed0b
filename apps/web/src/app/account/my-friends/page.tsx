import type { FriendsResponse } from '@porchlight/core/identity/friends.schemas';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MyFriendsView } from '@/features/identity/my-friends-view';
import { withReturnTo } from '@/lib/return-to';
import { getCurrentUser, serverApi } from '@/lib/server-api';

export const metadata: Metadata = { title: 'My friends' };

export default async function MyFriendsPage() {
  if (!(await getCurrentUser())) redirect(withReturnTo('/account/login', '/account/my-friends'));
  const initial = await serverApi<FriendsResponse>('/auth/user/friends').catch(() => null);
  return <MyFriendsView initial={initial} />;
}
