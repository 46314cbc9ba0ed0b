'use client';

import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';

// Logged-in users only: visitors are shown the login link and never download the list's code.
const FriendsReviewsOfUser = dynamic(() =>
  import('./friends-reviews-of-user').then((module) => module.FriendsReviewsOfUser),
);

/**
 * The friends' reviews section of the reviews page (spec 3 §2.1): a logged-in user sees the reviews
 * their friends wrote (friends-only ones included) and 'Manage my friends'; a visitor is shown
 * `loggedOut`, the server-rendered login link (FriendsReviewsLogin). Each review is drawn with the
 * reviews page's ReviewCard unless `renderReview` says otherwise.
 */
export function FriendsReviewsSection({
  provider,
  loggedOut,
  renderReview,
}: {
  provider: { vanityNameLC: string; name: string };
  loggedOut: ReactNode;
  renderReview?: (review: Review) => ReactNode;
}) {
  const { user } = useCurrentUser();
  if (user) return <FriendsReviewsOfUser user={user} provider={provider} renderReview={renderReview} />;
  return loggedOut;
}
