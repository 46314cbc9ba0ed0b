import { profileHeadings, profileLinks } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { REVIEWS_PAGE_SIZE } from '@porchlight/core/reviews/reviews.constants';
import { clampRating } from '@porchlight/core/reviews/reviews.rules';
import { uiMessages } from '@porchlight/core/ui/ui.messages';
import { IconEyeOff, IconPencil, IconUserCircle } from '@tabler/icons-react';
import { PromoVideo, RatingLine, Section } from '@/features/providers/profile-blocks';
import { getOwnReview, getReviews } from '@/features/providers/profile-data';
import pageClasses from '@/features/providers/profile-pages.module.css';
import { AddReviewRoute } from '@/features/reviews/add-review-route';
import { FriendsReviewsLogin } from '@/features/reviews/friends-reviews-login';
import { FriendsReviewsSection } from '@/features/reviews/friends-reviews-section';
import { EditSocialLinksButton, ReviewsPromoVideoButton } from '@/features/reviews/review-tools';
import { withReturnTo } from '@/lib/return-to';
import { ButtonLink } from '@/ui/button-link';
import { Alert } from '@/ui/decorations';
import { Group, Stack } from '@/ui/layout';
import { Rating } from '@/ui/rating';
import { Text } from '@/ui/typography';
import { OwnReviewSection } from './own-review-section';
import { ReviewList } from './review-list';

/** What the summary offers: 'Leave a review', or for someone who has, the way to theirs. */
function ReviewCallToAction({ profile, newReviewHref }: { profile: Profile; newReviewHref: string }) {
  if (profile.isOwner) return null;
  if (profile.reviewedByCurrentUser) {
    return (
      <ButtonLink href="#your-review" variant="default" leftSection={<IconUserCircle size={18} />} fullWidth>
        See your review
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={newReviewHref} leftSection={<IconPencil size={18} />} fullWidth>
      Leave a review
    </ButtonLink>
  );
}

function RatingSummary({ profile, newReviewHref }: { profile: Profile; newReviewHref: string }) {
  const value = Number.parseFloat(profile.rating);
  return (
    <Section title="Overall rating">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" align="center">
          <Text fz={44} fw={800} lh={1}>
            {profile.reviewCount > 0 ? profile.rating : '–'}
          </Text>
          <Stack gap={2}>
            <Rating value={profile.reviewCount > 0 ? clampRating(value) : 0} fractions={10} readOnly />
            <Text size="sm" c="dimmed">
              {profile.reviewCount} {profile.reviewCount === 1 ? 'review' : 'reviews'}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dark.4">
          {profile.reviewedByCurrentUser
            ? `Thanks for reviewing ${profile.name}: you can edit or delete your review at any time.`
            : `Worked with ${profile.name}? Your review helps neighbors choose with confidence.`}
        </Text>
        <ReviewCallToAction profile={profile} newReviewHref={newReviewHref} />
      </Stack>
    </Section>
  );
}

/**
 * The reviews page (spec 3 §2.1): heading, rating, 'Leave a review', the friends note, then the list.
 * The Add Review dialog opens on the 'new' segment (AddReviewRoute); owners edit social links and the
 * reviews promo video here.
 */
export async function ReviewsPageView({
  profile,
  mainSiteUrl,
}: {
  profile: Profile;
  /** Logging in happens on the main site, also from a custom domain. */
  mainSiteUrl: string;
}) {
  const links = profileLinks(profile.uriPrefix);
  const mainReviews = `/company/${encodeURIComponent(profile.uri)}/reviews`;
  const loginHref = profile.onCustomDomain
    ? `${mainSiteUrl}${withReturnTo('/account/login', mainReviews)}`
    : withReturnTo('/account/login', links.reviews);
  const [{ reviews, totalRecords }, ownReview] = await Promise.all([
    getReviews(profile.uri, 0, REVIEWS_PAGE_SIZE),
    profile.reviewedByCurrentUser ? getOwnReview(profile.vanityNameLC) : null,
  ]);
  const reviewed = { vanityNameLC: profile.vanityNameLC, name: profile.name };
  return (
    <div className={pageClasses.twoColumns}>
      <Stack gap={20}>
        <Stack gap={6}>
          <h1 className={pageClasses.pageTitle}>{profileHeadings.reviews(profile.name)}</h1>
          <RatingLine rating={profile.rating} reviewCount={profile.reviewCount} reviewsHref={links.reviews} />
        </Stack>
        {profile.isOwner && (
          <Group>
            <EditSocialLinksButton vanityName={profile.uri} links={profile.social} />
            <ReviewsPromoVideoButton
              vanityName={profile.uri}
              currentPath={profile.reviewsPromoVideoPath}
              galleryHref={links.photos}
            />
          </Group>
        )}
        <PromoVideo src={profile.reviewsPromoVideoPath} title={`${profile.name} reviews`} />
        {profile.isOwner && (
          <Alert variant="light" color="brand" icon={<IconEyeOff size={18} />}>
            <Text size="sm">
              Get more reviews through the Client Hub: every customer who pays an invoice online is asked for
              a review. {uiMessages.ownerOnlyHint}
            </Text>
          </Alert>
        )}
        {ownReview?.review ? <OwnReviewSection review={ownReview.review} provider={reviewed} /> : null}
        <FriendsReviewsSection
          provider={reviewed}
          loggedOut={<FriendsReviewsLogin providerName={reviewed.name} loginHref={loginHref} />}
        />
        <ReviewList
          key={`${totalRecords}-${profile.rating}`}
          vanityName={profile.uri}
          vanityNameLC={profile.vanityNameLC}
          canReply={profile.isOwner}
          providerName={profile.name}
          initialReviews={reviews}
          totalRecords={totalRecords}
          pageSize={REVIEWS_PAGE_SIZE}
        />
        <AddReviewRoute
          provider={{
            vanityNameLC: profile.vanityNameLC,
            name: profile.name,
            onCustomDomain: profile.onCustomDomain,
            reviewUrl: profile.reviewUrl,
            reviewedByCurrentUser: profile.reviewedByCurrentUser,
          }}
        />
      </Stack>
      <aside className={pageClasses.aside} aria-label="Rating summary">
        <RatingSummary profile={profile} newReviewHref={links.newReview} />
      </aside>
    </div>
  );
}
