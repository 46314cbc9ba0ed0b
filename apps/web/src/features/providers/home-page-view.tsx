import type { Me } from '@porchlight/core/identity/auth.schemas';
import { insightAttribute } from '@porchlight/core/insights/insight-beacon.constants';
import { HOME_PHOTOS_MAX, isProPlan } from '@porchlight/core/providers/profile.constants';
import {
  hasAboutText,
  isVideoPath,
  menuVisibility,
  profileLinks,
  servicesForHome,
} from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { uiMessages } from '@porchlight/core/ui/ui.messages';
import {
  IconInfoCircle,
  IconPencil,
  IconPhone,
  IconRosetteDiscountCheckFilled,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { BookOnlineLink } from '@/features/booking/book-online-link';
import { AboutEditButton } from '@/features/media/owner-controls';
import { ClaimBusinessButton } from '@/features/providers/claim/claim-business-button';
import { RequestPricingButton } from '@/features/requests/request-pricing-button';
import { GoogleReviewsSection } from '@/features/reviews/google-reviews-section';
import { GoogleReviewsSettings } from '@/features/reviews/review-tools';
import { HintTooltip } from '@/lib/hint-tooltip';
import { AnchorLink } from '@/ui/anchor-link';
import { ButtonLink } from '@/ui/button-link';
import { Alert } from '@/ui/decorations';
import { SimpleGrid } from '@/ui/grids';
import { Group, Stack } from '@/ui/layout';
import { Link } from '@/ui/link';
import { Text } from '@/ui/typography';
import { AboutText } from './about-text';
import { LocalBusinessJsonLd } from './json-ld';
import { LocationCard } from './location-card';
import { OfferIcon } from './offer-icon';
import { ownerProfileRef } from './owner-profile';
import { OwnerUpsell } from './owner-upsell';
import { PricingBox } from './pricing-box';
import { PromoVideo, RatingLine, Section } from './profile-blocks';
import classes from './profile-pages.module.css';

/** The profile's header: name, verified icon, rating line, friends' reviews, 'Leave a review', brief description. */
function ProfileHeader({ profile }: { profile: Profile }) {
  const links = profileLinks(profile.uriPrefix);
  // The verified icon stays on the line of the name's last word (no break between them).
  const lastSpace = profile.name.lastIndexOf(' ');
  const leadingWords = profile.name.slice(0, lastSpace + 1);
  const lastWord = profile.name.slice(lastSpace + 1);
  return (
    <Stack gap={8}>
      <h1 className={classes.pageTitle}>
        {profile.verified ? (
          <>
            {leadingWords}
            <span className={classes.noWrap}>
              {lastWord}
              <HintTooltip label="Verified business" style={{ marginLeft: 8, verticalAlign: -4 }}>
                <IconRosetteDiscountCheckFilled
                  size={28}
                  color="var(--mantine-color-blue-6)"
                  aria-label="Verified business"
                  role="img"
                />
              </HintTooltip>
            </span>
          </>
        ) : (
          profile.name
        )}
      </h1>
      <Group gap="md">
        <RatingLine rating={profile.rating} reviewCount={profile.reviewCount} reviewsHref={links.reviews} />
        {profile.friendReviews > 0 && (
          <AnchorLink href={`${links.reviews}#friends`} size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              {profile.friendReviews} {profile.friendReviews === 1 ? 'friend review' : 'friend reviews'}
            </Group>
          </AnchorLink>
        )}
        {!profile.isOwner &&
          (profile.reviewedByCurrentUser ? (
            <AnchorLink href={`${links.reviews}#your-review`} size="sm" fw={700}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconUserCircle size={16} aria-hidden />
                Your review
              </Group>
            </AnchorLink>
          ) : (
            <AnchorLink href={links.newReview} size="sm" fw={700}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconPencil size={16} aria-hidden />
                Leave a review
              </Group>
            </AnchorLink>
          ))}
      </Group>
      {profile.aboutMetadata && (
        <Text size="lg" c="dark.4" maw={720}>
          {profile.aboutMetadata}
        </Text>
      )}
    </Stack>
  );
}

/** Phones: the two things a visitor came for, before the long read. */
function QuickActions({ profile, showPricing }: { profile: Profile; showPricing: boolean }) {
  if (!showPricing && !profile.phoneNumber && !profile.booking) return null;
  return (
    <Stack gap="sm" hiddenFrom="md">
      <BookOnlineLink profile={profile} size="md" fullWidth />
      <Group grow gap="sm">
        {showPricing && (
          <RequestPricingButton
            vanityName={profile.uri}
            providerName={profile.name}
            onCustomDomain={profile.onCustomDomain}
            mode="dialog"
            label="Request a price"
            style={{ size: 'md', compact: true }}
          />
        )}
        {profile.phoneNumber && (
          <ButtonLink
            href={`tel:${profile.phoneNumber}`}
            {...insightAttribute('phone-click')}
            variant="default"
            size="md"
            leftSection={<IconPhone size={18} />}
          >
            Call
          </ButtonLink>
        )}
      </Group>
    </Stack>
  );
}

function ServicesSection({ profile }: { profile: Profile }) {
  const links = profileLinks(profile.uriPrefix);
  const tiles = servicesForHome(profile.services);
  if (tiles.length === 0) {
    if (!profile.isOwner) return null;
    return (
      <Section title="Services">
        <Text c="dimmed">Add your services so customers can find you and ask for prices.</Text>
      </Section>
    );
  }
  return (
    <Section
      title="Services"
      action={
        <AnchorLink href={links.services} fw={700} size="sm">
          View all services
        </AnchorLink>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} className={classes.serviceGrid}>
        {tiles.map((service) => (
          <Link key={service.nameUri} href={links.service(service.nameUri)} className={classes.serviceTile}>
            <OfferIcon iconPath={service.iconPath} nameUri={service.nameUri} />
            <span className={classes.serviceName}>{service.name}</span>
            {service.descriptionTeaser && (
              <Text size="sm" c="dimmed" lineClamp={2} className={classes.serviceTeaser}>
                {service.descriptionTeaser}
              </Text>
            )}
          </Link>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function PhotosSection({ profile }: { profile: Profile }) {
  const links = profileLinks(profile.uriPrefix);
  const photos = profile.data.slice(0, HOME_PHOTOS_MAX);
  if (photos.length === 0 && !profile.isOwner) return null;
  return (
    <Section
      title="Photo Gallery"
      action={
        <AnchorLink href={links.photos} fw={700} size="sm">
          See all photos
        </AnchorLink>
      }
    >
      {photos.length === 0 ? (
        <Text c="dimmed" size="sm">
          No photos yet. {uiMessages.ownerOnlyHint}
        </Text>
      ) : (
        <div className={classes.thumbs}>
          {photos.map((photo) => (
            <Link
              key={photo.friendlyImageName}
              href={links.photo(photo.friendlyImageName)}
              className={classes.thumb}
              aria-label={`Open ${photo.title}`}
            >
              {isVideoPath(photo.publicPath) ? (
                <video src={photo.publicPath} muted playsInline preload="metadata" aria-hidden />
              ) : (
                // biome-ignore lint/performance/noImgElement: 150 px thumbnails served from /media
                <img
                  src={photo.thumbnailPath ?? photo.publicPath}
                  alt={photo.title}
                  width={150}
                  height={150}
                  loading="lazy"
                />
              )}
            </Link>
          ))}
        </div>
      )}
    </Section>
  );
}

function AboutSection({ profile, user }: { profile: Profile; user: Me | null }) {
  const links = profileLinks(profile.uriPrefix);
  const show = menuVisibility(profile).about;
  if (!show) return null;
  return (
    <Section
      title={`About ${profile.name}`}
      action={
        profile.isOwner ? (
          <AboutEditButton
            profile={{
              ...ownerProfileRef(profile, user),
              aboutDesc: profile.aboutDesc,
              aboutHtml: profile.aboutHtml,
            }}
          />
        ) : undefined
      }
    >
      <Stack gap="sm">
        {hasAboutText(profile.aboutDesc) ? (
          <>
            <AboutText profile={profile} clamp />
            <AnchorLink href={links.about} fw={700} size="sm">
              Read more about {profile.name}
            </AnchorLink>
          </>
        ) : (
          <Text c="dimmed" size="sm">
            Tell customers who you are and what makes your work different. {uiMessages.ownerOnlyHint}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

export function HomePageView({
  profile,
  user,
  canonicalUrl,
  publicUrl,
}: {
  profile: Profile;
  user: Me | null;
  canonicalUrl: string;
  publicUrl: string;
}) {
  const links = profileLinks(profile.uriPrefix);
  const showPricing = !profile.disableRequestForms && menuVisibility(profile).contact;
  return (
    <>
      <LocalBusinessJsonLd profile={profile} url={canonicalUrl} baseUrl={publicUrl} />
      <div className={classes.twoColumns}>
        <Stack gap={20}>
          <ProfileHeader profile={profile} />
          <QuickActions profile={profile} showPricing={showPricing} />
          {profile.unclaimed && (
            <Alert
              variant="light"
              color="brand"
              icon={<IconInfoCircle />}
              title="This business has not been claimed yet"
              data-testid="unclaimed-notice"
            >
              <Text size="sm">
                This profile was put together from public information and the owner has not taken charge of it
                yet, so some details may be missing. Is this your business?
              </Text>
              {!profile.onCustomDomain && (
                <div style={{ marginTop: 10 }}>
                  <ClaimBusinessButton
                    vanityName={profile.uri}
                    providerName={profile.name}
                    hasEmail={profile.email !== null}
                  />
                </div>
              )}
            </Alert>
          )}
          <PromoVideo src={profile.homePromoVideoPath} title={`${profile.name} video`} />
          <AboutSection profile={profile} user={user} />
          <ServicesSection profile={profile} />
          {profile.isOwner && (
            <GoogleReviewsSettings
              vanityName={profile.uri}
              placeId={profile.placeId}
              googleReviewsEnabled={profile.googleReviewsEnabled}
            />
          )}
          {profile.googleReviewsEnabled && profile.placeId && (
            <GoogleReviewsSection
              placeId={profile.placeId}
              pro={profile.pro}
              isOwner={profile.isOwner}
              vanityName={profile.uri}
            />
          )}
          <PhotosSection profile={profile} />
          {profile.isOwner && !isProPlan(profile.pro) && <OwnerUpsell vanityName={profile.uri} />}
        </Stack>
        <aside className={classes.aside} aria-label="Contact and pricing">
          <BookOnlineLink profile={profile} size="md" fullWidth />
          {showPricing && <PricingBox profile={profile} />}
          <LocationCard profile={profile} />
          {!showPricing && menuVisibility(profile).contact && (
            <ButtonLink href={links.contact} variant="light" fullWidth>
              Contact {profile.name}
            </ButtonLink>
          )}
        </aside>
      </div>
    </>
  );
}
