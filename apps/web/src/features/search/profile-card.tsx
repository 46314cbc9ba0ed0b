'use client';

import { Card, Group, Rating, Skeleton, Stack, Text } from '@mantine/core';
import type { ProfileCard } from '@porchlight/core/search/search.schemas';
import { IconMapPin } from '@tabler/icons-react';
import Link from 'next/link';
import type React from 'react';
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
    <Group gap={6} wrap="nowrap">
      <Rating value={clamped} fractions={10} readOnly size="sm" aria-label={`Rated ${rating} out of 5`} />
      <Text size="sm" fw={600}>
        {rating}
      </Text>
      <Text size="sm" c="dimmed">
        ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}

export function location(profile: ProfileCard): string {
  return [profile.location.city, profile.location.stateCode].filter(Boolean).join(', ');
}

/** A provider card linking to its profile; dims with a wait cursor while the profile loads (spec 3 §2.5). */
export function ProfileCardLink({
  profile,
  pending,
  onOpen,
}: {
  profile: ProfileCard;
  pending: boolean;
  onOpen: () => void;
}) {
  const place = location(profile);
  return (
    <Card
      component={Link}
      href={`/company/${profile.vanityName}`}
      withBorder
      radius="lg"
      padding="lg"
      className={classes.card}
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
      onClick={(event: React.MouseEvent) => {
        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
          onOpen();
      }}
    >
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
    </Card>
  );
}

export function ProfileCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" aria-hidden>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Skeleton width={88} height={88} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={18} width="80%" />
          <Skeleton height={12} width="50%" />
          <Skeleton height={12} width="65%" />
        </Stack>
      </Group>
      <Skeleton height={10} mt="md" />
      <Skeleton height={10} mt={8} width="70%" />
    </Card>
  );
}
