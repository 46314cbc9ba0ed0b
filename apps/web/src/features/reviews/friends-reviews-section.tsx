'use client';

import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { endSentence } from '@porchlight/core/providers/profile.rules';
import { listFriendReviewsEndpoint } from '@porchlight/core/reviews/review-writing.contracts';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconUsers } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { ReviewCard } from '@/features/reviews/review-card';
import { useSiteName } from '@/features/site/site-name-context';
import { callApi, errorMessage } from '@/lib/api-client';
import { AnchorLink } from '@/lib/link-components';
import { MY_FRIENDS_PATH, NoFriendsDialog } from './no-friends-dialog';
import { useFriendCount } from './use-friend-count';

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; reviews: Review[]; totalRecords: number }
  | { status: 'failed'; message: string };

/**
 * The friends' reviews section of the reviews page (spec 3 §2.1): a logged-in user sees the reviews
 * their friends wrote (friends-only ones included) and 'Manage my friends'; a visitor is advised to
 * log in. Each review is drawn with the reviews page's ReviewCard unless `renderReview` says otherwise.
 */
export function FriendsReviewsSection({
  provider,
  loginHref,
  renderReview = (review) => <ReviewCard review={review} providerName={provider.name} />,
}: {
  provider: { vanityNameLC: string; name: string };
  /** The login page with a return address (on the main site for custom domains). */
  loginHref: string;
  renderReview?: (review: Review) => ReactNode;
}) {
  const { user } = useCurrentUser();
  const siteName = useSiteName();
  const friendCount = useFriendCount(user?.id);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [noFriendsOpen, setNoFriendsOpen] = useState(false);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(
      listFriendReviewsEndpoint,
      { params: { vanityNameLC: provider.vanityNameLC }, query: { rows: 50 } },
      { signal: controller.signal },
    )
      .then(({ reviews, totalRecords }) => setState({ status: 'loaded', reviews, totalRecords }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [user, provider.vanityNameLC]);

  const heading = (
    <Group gap={8} wrap="nowrap">
      <IconUsers size={20} aria-hidden />
      <Title order={2} fz="h4">
        Your friends' reviews
        {state.status === 'loaded' && state.totalRecords > 0 ? ` (${state.totalRecords})` : ''}
      </Title>
    </Group>
  );

  if (!user) {
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
          {heading}
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

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label="Friends' reviews"
      data-testid="friends-reviews"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          {heading}
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
      <NoFriendsDialog opened={noFriendsOpen} onClose={() => setNoFriendsOpen(false)} />
    </Paper>
  );
}
