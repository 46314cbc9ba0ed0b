'use client';

import { endSentence } from '@porchlight/core/providers/profile.rules';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { AnchorLink } from '@/ui/anchor-link';
import { Stack } from '@/ui/layout';
import { Paper } from '@/ui/surfaces';
import { Text } from '@/ui/typography';
import { FriendsReviewsHeading } from './friends-reviews-heading';

// Logged-in users only: visitors are shown the login link and never download the list's code.
const FriendsReviewsOfUser = dynamic(() =>
  import('./friends-reviews-of-user').then((module) => module.FriendsReviewsOfUser),
);

/**
 * The friends' reviews section of the reviews page (spec 3 §2.1): a logged-in user sees the reviews
 * their friends wrote (friends-only ones included) and 'Manage my friends'; a visitor is advised to
 * log in. Each review is drawn with the reviews page's ReviewCard unless `renderReview` says otherwise.
 */
export function FriendsReviewsSection({
  provider,
  loginHref,
  renderReview,
}: {
  provider: { vanityNameLC: string; name: string };
  /** The login page with a return address (on the main site for custom domains). */
  loginHref: string;
  renderReview?: (review: Review) => ReactNode;
}) {
  const { user } = useCurrentUser();
  if (user) return <FriendsReviewsOfUser user={user} provider={provider} renderReview={renderReview} />;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label="Friends' reviews"
      data-testid="friends-reviews"
    >
      <Stack gap={6}>
        <FriendsReviewsHeading />
        <Text size="sm">
          <AnchorLink href={loginHref} fw={600} size="sm">
            {reviewMessages.loginToSeeFriends}
          </AnchorLink>{' '}
          of {endSentence(provider.name)}
        </Text>
      </Stack>
    </Paper>
  );
}
