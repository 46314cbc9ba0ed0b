'use client';

import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { endSentence } from '@porchlight/core/providers/profile.rules';
import {
  RELATIONSHIP_CHOICES,
  REVIEW_RELATIONSHIP_CODES,
  type ReviewRelationshipCode,
  type ReviewVisibility,
  VISIBILITY_CHOICES,
} from '@porchlight/core/reviews/review-writing.constants';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { createReviewRoute, updateReviewRoute } from '@porchlight/core/reviews/review-writing.routes';
import { hasPublicName } from '@porchlight/core/reviews/review-writing.rules';
import { createReviewRequestSchema } from '@porchlight/core/reviews/review-writing.schemas';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconExternalLink, IconInfoCircle, IconLock, IconWorld } from '@tabler/icons-react';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { MY_FRIENDS_PATH } from '@/features/identity/account-paths';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { useSiteName } from '@/features/site/site-name-context';
import { callApi } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { withReturnTo } from '@/lib/return-to';
import { useAction } from '@/lib/use-action';
import { ButtonLink } from '@/ui/button-link';
import { NoFriendsDialog } from './no-friends-dialog';
import { RatingFields, type RatingFormValues } from './rating-fields';
import { ReviewDialogTitle } from './review-dialog-title';
import { loadFriendCount, useFriendCount } from './use-friend-count';

export interface ReviewedProvider {
  vanityNameLC: string;
  name: string;
  /** This page is served on the provider's own domain: reviews are written on the main site. */
  onCustomDomain?: boolean;
  /** Absolute address of the Add Review dialog on the main site (profile.reviewUrl). */
  reviewUrl?: string;
  /** The viewer already reviewed this provider (profile.reviewedByCurrentUser). */
  reviewedByCurrentUser?: boolean;
}

interface ReviewFormValues extends RatingFormValues {
  relationship: ReviewRelationshipCode | null;
  visibility: ReviewVisibility;
  firstName: string;
  lastName: string;
}

const EMPTY_REVIEW: ReviewFormValues = {
  rating: 0,
  attributes: [],
  headline: '',
  review: '',
  relationship: null,
  visibility: 'p',
  firstName: '',
  lastName: '',
};

/**
 * 'Add Review' (spec 1 "Review dialog", §5): login and register prompts for visitors (a button to the
 * main site on custom domains); for users the star rating, attribute checkboxes following the rating,
 * headline, review text with its counter, relationship and visibility, and their names when they have
 * no public name yet.
 */
export function AddReviewDialog({
  provider,
  opened,
  onClose,
  onAdded,
  onNoFriends,
}: {
  provider: ReviewedProvider;
  opened: boolean;
  onClose: () => void;
  /** After 'Review added successfully'; by default the page's server data is refreshed. */
  onAdded?: (review: Review) => void;
  /** The user has no friends: offer 'No Friends Recommended Yet' (by default, from this dialog). */
  onNoFriends?: () => void;
}) {
  const { user, reload } = useCurrentUser();
  const router = useRouter();
  const siteName = useSiteName();
  const [noFriendsOpen, setNoFriendsOpen] = useState(false);
  const isMember = Boolean(
    user?.providers.some(
      (membership) => membership.vanityName.toLowerCase() === provider.vanityNameLC.toLowerCase(),
    ),
  );

  let body: React.ReactNode;
  if (!user) body = <LoggedOutPrompt provider={provider} siteName={siteName} />;
  else if (isMember) body = <Notice>{reviewMessages.memberCannotReview}</Notice>;
  else if (provider.reviewedByCurrentUser) body = <Notice>{reviewMessages.duplicateReview}</Notice>;
  else
    body = (
      <ReviewForm
        key={String(opened)}
        provider={provider}
        userId={user.id}
        needsName={!hasPublicName(user)}
        onCancel={onClose}
        onNoFriends={() => setNoFriendsOpen(true)}
        onAdded={(review, hasNoFriends) => {
          if (onAdded) onAdded(review);
          else router.refresh();
          // The names given with the review are now the account's.
          if (!hasPublicName(user)) void reload();
          if (hasNoFriends) (onNoFriends ?? (() => setNoFriendsOpen(true)))();
          onClose();
        }}
      />
    );

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={<ReviewDialogTitle title={reviewMessages.dialogTitle} providerName={provider.name} />}
        size="lg"
        centered
        data-testid="add-review-dialog"
      >
        {body}
      </Modal>
      <NoFriendsDialog opened={noFriendsOpen} onClose={() => setNoFriendsOpen(false)} />
    </>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
      {children}
    </Alert>
  );
}

function LoggedOutPrompt({ provider, siteName }: { provider: ReviewedProvider; siteName: string }) {
  const pathname = usePathname();
  if (provider.onCustomDomain) {
    return (
      <Stack gap="md">
        <Text>
          Reviews of {provider.name} are written on {siteName}, where your account lives.
        </Text>
        <Group justify="flex-end">
          <Button
            component="a"
            href={provider.reviewUrl ?? '#'}
            rightSection={<IconExternalLink size={16} />}
          >
            Write your review on {siteName}
          </Button>
        </Group>
      </Stack>
    );
  }
  const returnTo = pathname || '/';
  return (
    <Stack gap="md">
      <Text>
        Log in or create a free {siteName} account to review {endSentence(provider.name)}
      </Text>
      <Text size="sm" c="dimmed">
        Your review helps your friends and neighbours find good pros.
      </Text>
      <Group justify="flex-end" gap="sm">
        <ButtonLink variant="default" href={withReturnTo('/account/register', returnTo)}>
          Create account
        </ButtonLink>
        <ButtonLink href={withReturnTo('/account/login', returnTo)}>Log in</ButtonLink>
      </Group>
    </Stack>
  );
}

/** 'No Friends Recommended Yet' follows a review at most once per browser session. */
function firstOfferThisSession(): boolean {
  try {
    if (sessionStorage.getItem(NO_FRIENDS_OFFERED_KEY)) return false;
    sessionStorage.setItem(NO_FRIENDS_OFFERED_KEY, '1');
  } catch {
    // Storage unavailable: offer it.
  }
  return true;
}
const NO_FRIENDS_OFFERED_KEY = 'pl-no-friends-offered';

/** The form's values for a review being edited. */
function valuesOf(review: Review): ReviewFormValues {
  return {
    ...EMPTY_REVIEW,
    rating: review.rating,
    attributes: review.attributes,
    headline: review.headline ?? '',
    review: review.review ?? '',
    relationship: review.relationship,
    visibility: review.visibility,
  };
}

/** The review form: a new review, or (with `existing`) the author's edit of theirs. */
export function ReviewForm({
  provider,
  userId,
  needsName,
  existing,
  onCancel,
  onAdded,
  onNoFriends,
}: {
  provider: ReviewedProvider;
  userId: string;
  needsName: boolean;
  existing?: Review;
  onCancel: () => void;
  onAdded: (review: Review, hasNoFriends: boolean) => void;
  /** Offers 'No Friends Recommended Yet'; without it, 'Find friends' links to My friends. */
  onNoFriends?: () => void;
}) {
  const siteName = useSiteName();
  const friendCount = useFriendCount(userId);
  const schema = useMemo(() => createReviewRequestSchema({ requireName: needsName }), [needsName]);
  const form = useForm<ReviewFormValues>({
    initialValues: existing ? valuesOf(existing) : EMPTY_REVIEW,
    validate: schemaResolver(schema, { sync: true }),
  });
  const { visibility } = form.values;

  const submit = useAction(
    async (values: ReviewFormValues) => {
      const body = schema.parse(values);
      if (existing) {
        const params = { vanityNameLC: provider.vanityNameLC, reviewNumber: existing.reviewNumber };
        onAdded(await callApi(updateReviewRoute, { params, body }), false);
        return;
      }
      const review = await callApi(createReviewRoute, {
        params: { vanityNameLC: provider.vanityNameLC },
        body,
      });
      const count = await loadFriendCount(userId);
      onAdded(review, count === 0 && firstOfferThisSession());
    },
    {
      success: existing ? reviewMessages.reviewUpdated : reviewMessages.reviewAdded,
      onError: (error) => applyApiError(form, error) === null,
      errorTitle: reviewMessages.addReviewErrorTitle,
    },
  );

  return (
    <form onSubmit={form.onSubmit((values) => submit.run(values))} noValidate>
      <Stack gap="md">
        {needsName && (
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              Your review is shown under your first name and last initial.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
            </SimpleGrid>
          </Stack>
        )}

        <RatingFields form={form} providerName={provider.name} visibility={visibility} />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="How do you know them?"
            placeholder="Choose one"
            data={REVIEW_RELATIONSHIP_CODES.map((code) => ({
              value: code,
              label: RELATIONSHIP_CHOICES[code],
            }))}
            clearable
            comboboxProps={{ zIndex: 400 }}
            {...form.getInputProps('relationship')}
          />
          <Input.Wrapper label="Who can see your review?">
            <SegmentedControl
              fullWidth
              mt={4}
              value={visibility}
              onChange={(value) => {
                form.setFieldValue('visibility', value as ReviewVisibility);
                form.clearFieldError('headline');
              }}
              data={[
                {
                  value: 'p',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconWorld size={16} aria-hidden />
                      {VISIBILITY_CHOICES.p}
                    </Group>
                  ),
                },
                {
                  value: 'f',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconLock size={16} aria-hidden />
                      {VISIBILITY_CHOICES.f}
                    </Group>
                  ),
                },
              ]}
            />
          </Input.Wrapper>
        </SimpleGrid>
        {visibility === 'f' && friendCount === 0 && (
          <Text size="sm" c="dimmed">
            You have no friends on {siteName} yet, so nobody else will see this review.{' '}
            {onNoFriends ? (
              <Anchor component="button" type="button" size="sm" onClick={onNoFriends}>
                Find friends
              </Anchor>
            ) : (
              <Anchor href={MY_FRIENDS_PATH} size="sm">
                Find friends
              </Anchor>
            )}
          </Text>
        )}

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.busy}>
            {existing ? 'Save changes' : 'Submit review'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
