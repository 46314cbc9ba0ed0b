'use client';

import { countFriendsRoute } from '@porchlight/core/identity/friends.routes';
import {
  FRIEND_COUNT_CACHE_MINUTES,
  FRIEND_COUNT_COOKIE,
} from '@porchlight/core/reviews/review-writing.constants';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';

/** The cookie holds '{userId}:{count}' so another account on the same browser never reads it. */
function readCached(userId: string): number | null {
  const raw = document.cookie
    .split(/;\s*/)
    .find((part) => part.startsWith(`${FRIEND_COUNT_COOKIE}=`))
    ?.slice(FRIEND_COUNT_COOKIE.length + 1);
  if (!raw) return null;
  const [owner, count] = decodeURIComponent(raw).split(':');
  const value = Number(count);
  return owner === userId && Number.isInteger(value) && value >= 0 ? value : null;
}

function writeCached(userId: string, count: number): void {
  const maxAge = FRIEND_COUNT_CACHE_MINUTES * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${FRIEND_COUNT_COOKIE}=${encodeURIComponent(`${userId}:${count}`)}; path=/; max-age=${maxAge}; samesite=lax`;
}

/**
 * GET auth/user/friend-count, cached in a cookie for 5 minutes (spec 1 §7). A failure is only logged
 * (spec 1 §8) and answers null.
 */
export async function loadFriendCount(userId: string): Promise<number | null> {
  const cached = readCached(userId);
  if (cached !== null) return cached;
  try {
    const { friendCount } = await callApi(countFriendsRoute);
    writeCached(userId, friendCount);
    return friendCount;
  } catch (error) {
    console.error('Friend count', error);
    return null;
  }
}

/** The logged-in user's number of friends; null while unknown, for visitors or after a failure. */
export function useFriendCount(userId: string | null | undefined): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!userId) {
      setCount(null);
      return;
    }
    let live = true;
    void loadFriendCount(userId).then((value) => {
      if (live) setCount(value);
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return count;
}
