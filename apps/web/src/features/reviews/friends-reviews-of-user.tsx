'use client';

import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Me } from '@porchlight/core/identity/auth.schemas';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { listFriendReviewsRoute } from '@porchlight/core/reviews/review-writing.routes';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { MY_FRIENDS_PATH } from '@/features/identity/account-paths';
import { ReviewCard } from '@/features/reviews/review-card';
import { useSiteName } from '@/features/site/site-name-context';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { lazyComponent } from '@/lib/lazy-component';
import { useSticky } from '@/lib/use-sticky';
import { AnchorLink } from '@/ui/anchor-link';
import { FriendsReviewsCard, FriendsReviewsHeading } from './friends-reviews-heading';
import { useFriendCount } from './use-friend-count';

const NoFriendsDialog = lazyComponent(() => import('./no-friends-dialog').then((m) => m.NoFriendsDialog));

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; reviews: Review[]; totalRecords: number }
  | { status: 'failed'; message: string };

/** The friends' reviews section for a logged-in user (friends-reviews-section.tsx): friends-only ones included. */
export function FriendsReviewsOfUser({
  user,
  provider,
  renderReview = (review) => <ReviewCard review={review} providerName={provider.name} />,
}: {
  user: Me;
  provider: { vanityNameLC: string; name: string };
  renderReview?: (review: Review) => ReactNode;
}) {
  const siteName = useSiteName();
  const friendCount = useFriendCount(user.id);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [noFriendsOpen, setNoFriendsOpen] = useState(false);
  const noFriendsMounted = useSticky(noFriendsOpen);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(
      listFriendReviewsRoute,
      { params: { vanityNameLC: provider.vanityNameLC }, query: { rows: 50 } },
      { signal: controller.signal },
    )
      .then(({ reviews, totalRecords }) => setState({ status: 'loaded', reviews, totalRecords }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [provider.vanityNameLC]);

  return (
    <FriendsReviewsCard>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <FriendsReviewsHeading count={state.status === 'loaded' ? state.totalRecords : undefined} />
          <AnchorLink href={MY_FRIENDS_PATH} size="sm" fw={600}>
            {reviewMessages.manageFriends}
          </AnchorLink>
        </Group>
        {state.status === 'loading' && <Skeleton height={72} radius="md" />}
        {state.status === 'failed' && (
          <Text size="sm" c="red">
            {state.message}
          </Text>
        )}
        {state.status === 'loaded' && state.reviews.length === 0 && (
          <Text size="sm" c="dimmed">
            {friendCount === 0 ? (
              <>
                You have no friends on {siteName} yet.{' '}
                <Anchor component="button" type="button" size="sm" onClick={() => setNoFriendsOpen(true)}>
                  Why add friends?
                </Anchor>
              </>
            ) : (
              `None of your friends has reviewed ${provider.name} yet.`
            )}
          </Text>
        )}
        {state.status === 'loaded' &&
          state.reviews.map((review) => <div key={review.reviewNumber}>{renderReview(review)}</div>)}
      </Stack>
      {noFriendsMounted && <NoFriendsDialog opened={noFriendsOpen} onClose={() => setNoFriendsOpen(false)} />}
    </FriendsReviewsCard>
  );
}
