import { bookingMessages } from '@porchlight/core/booking/booking.messages';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { ProfileCard } from '@porchlight/core/search/search.schemas';
import {
  IconCalendarCheck,
  IconChevronRight,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUsers,
} from '@tabler/icons-react';
import { PendingLink } from '@/lib/pending-link';
import { AnchorLink } from '@/ui/anchor-link';
import { Badge } from '@/ui/badge';
import { EmailAddress } from '@/ui/email-address';
import { Group, Stack } from '@/ui/layout';
import { Rating } from '@/ui/rating';
import { Text } from '@/ui/typography';
import classes from './profile-card.module.css';

/** Accepts 'fff', 'ffffff' or '#ffffff' (the API stores colours without '#'). */
function cssColor(value: string | null): string | undefined {
  if (!value) return undefined;
  const hex = value.startsWith('#') ? value.slice(1) : value;
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex}` : undefined;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function ProfileLogo({ profile }: { profile: ProfileCard }) {
  const background = cssColor(profile.profilePicBackgroundColor);
  return (
    <div className={classes.logo} style={{ background: background ?? 'var(--mantine-color-brand-0)' }}>
      {profile.profilePic ? (
        // biome-ignore lint/performance/noImgElement: logos are already sized thumbnails served from /media
        <img
          src={profile.profilePic}
          alt={`${profile.name} logo`}
          style={{ objectFit: profile.profilePicFit }}
          loading="lazy"
        />
      ) : (
        <Text fw={800} fz={28} c="brand.8" aria-hidden>
          {initials(profile.name)}
        </Text>
      )}
    </div>
  );
}

export function ProfileRating({ rating, reviewCount }: { rating: string; reviewCount: number }) {
  const value = Number.parseFloat(rating);
  if (!Number.isFinite(value) || value <= 0) {
    return (
      <Text size="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  }
  const clamped = Math.min(5, Math.max(1, value));
  return (
    <Group gap={6} wrap="wrap" style={{ rowGap: 0 }}>
      <Rating value={clamped} fractions={10} readOnly size="sm" aria-label={`Rated ${rating} out of 5`} />
      <Text size="sm" fw={600}>
        {rating}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}

export function location(profile: ProfileCard): string {
  return [profile.location.city, profile.location.stateCode].filter(Boolean).join(', ');
}

/** A provider card linking to its profile; dims with a wait cursor while the profile loads (spec 3 §2.5). */
export function ProfileCardLink({ profile }: { profile: ProfileCard }) {
  const place = location(profile);
  return (
    <PendingLink href={`/company/${profile.vanityName}`} className={classes.card}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ProfileLogo profile={profile} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" lh={1.25} lineClamp={2}>
            {profile.name}
          </Text>
          {place ? (
            <Group gap={4} wrap="nowrap" c="dimmed">
              <IconMapPin size={15} aria-hidden />
              <Text size="sm">{place}</Text>
            </Group>
          ) : null}
          <ProfileRating rating={profile.rating} reviewCount={profile.reviewCount} />
        </Stack>
      </Group>
      {profile.aboutMetadata ? (
        <Text size="sm" c="dark.4" mt="md" lineClamp={3}>
          {profile.aboutMetadata}
        </Text>
      ) : null}
    </PendingLink>
  );
}

/**
 * A search result (spec 3 §2.6): logo, name, rating, review count, friend reviews, short description,
 * location, phone and email. The name's link covers the card; phone and email stay their own links.
 */
export function ResultCard({ profile }: { profile: ProfileCard }) {
  const place = [location(profile), profile.location.zipCode].filter(Boolean).join(' ');
  const phone = formatPhoneNumber(profile.phoneNumber);
  return (
    <article className={classes.result} data-pending-scope aria-labelledby={`result-${profile.vanityName}`}>
      <ProfileLogo profile={profile} />
      <div className={classes.resultBody}>
        <PendingLink
          href={`/company/${profile.vanityName}`}
          id={`result-${profile.vanityName}`}
          className={classes.resultLink}
        >
          {profile.name}
        </PendingLink>
        <Group gap="xs" mt={4} wrap="wrap">
          <ProfileRating rating={profile.rating} reviewCount={profile.reviewCount} />
          {profile.friendReviews > 0 ? (
            <Badge
              variant="light"
              color="teal"
              radius="sm"
              tt="none"
              fw={600}
              leftSection={<IconUsers size={13} aria-hidden />}
            >
              {profile.friendReviews} {profile.friendReviews === 1 ? 'friend review' : 'friend reviews'}
            </Badge>
          ) : null}
        </Group>
        {profile.booking ? (
          <Group gap="xs" mt={6} wrap="wrap">
            <Badge
              variant="light"
              color="brand"
              radius="sm"
              tt="none"
              fw={600}
              leftSection={<IconCalendarCheck size={13} aria-hidden />}
            >
              {bookingMessages.booksOnline}
            </Badge>
            {profile.booking.nextLabel ? (
              <Text size="sm" fw={500} c="dark.5">
                {profile.booking.nextLabel}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {place ? (
          <Group gap={4} wrap="nowrap" c="dark.3" mt={6}>
            <IconMapPin size={15} aria-hidden />
            <Text size="sm">{place}</Text>
          </Group>
        ) : null}
        {profile.aboutMetadata ? (
          <Text size="sm" c="dark.4" mt={8} lineClamp={2}>
            {profile.aboutMetadata}
          </Text>
        ) : null}
        {phone || profile.email ? (
          <Group mt={10} className={classes.resultContacts} style={{ columnGap: 20, rowGap: 4 }}>
            {phone ? (
              <AnchorLink href={`tel:${profile.phoneNumber}`} size="sm" c="dark.6" fw={500}>
                <Group gap={6} wrap="nowrap" component="span">
                  <IconPhone size={15} aria-hidden />
                  {phone}
                </Group>
              </AnchorLink>
            ) : null}
            {profile.email ? (
              <AnchorLink
                href={`mailto:${profile.email}`}
                size="sm"
                c="dark.6"
                fw={500}
                className={classes.email}
              >
                <Group gap={6} wrap="nowrap" align="flex-start" component="span">
                  <IconMail size={15} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
                  <span className={classes.emailText}>
                    <EmailAddress address={profile.email} />
                  </span>
                </Group>
              </AnchorLink>
            ) : null}
          </Group>
        ) : null}
      </div>
      <IconChevronRight size={20} className={classes.resultChevron} aria-hidden />
    </article>
  );
}
