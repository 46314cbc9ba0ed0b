import { insightAttribute } from '@porchlight/core/insights/insight-beacon.constants';
import { mergeHours } from '@porchlight/core/providers/hours.rules';
import { addressLines, displayWebsite, formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { clampRating } from '@porchlight/core/reviews/reviews.rules';
import { IconClock, IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmailAddress } from '@/ui/email-address';
import { Group, Stack } from '@/ui/layout';
import { Link } from '@/ui/link';
import { Rating } from '@/ui/rating';
import { Text } from '@/ui/typography';
import classes from './profile-pages.module.css';

/** A white card with an optional heading. */
export function Section({
  title,
  children,
  id,
  className,
  action,
  headingLevel = 2,
}: {
  title?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      className={`${classes.card}${className ? ` ${className}` : ''}`}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      {(title || action) && (
        <Group justify="space-between" align="flex-start" wrap="nowrap" mb={title ? 0 : 'sm'}>
          {title && <Heading className={classes.sectionTitle}>{title}</Heading>}
          {action}
        </Group>
      )}
      {children}
    </section>
  );
}

/** Stars, the rating and the review count linking to the reviews page. */
export function RatingLine({
  rating,
  reviewCount,
  reviewsHref,
}: {
  rating: string;
  reviewCount: number;
  reviewsHref: string;
}) {
  const value = Number.parseFloat(rating);
  if (reviewCount === 0 || !(value > 0)) {
    return (
      <Group gap={8}>
        <Rating value={0} readOnly size="sm" aria-hidden />
        <Link href={reviewsHref} style={{ fontSize: 14, fontWeight: 600 }}>
          No reviews yet
        </Link>
      </Group>
    );
  }
  return (
    <Group gap={8} wrap="nowrap">
      <Rating
        value={clampRating(value)}
        fractions={10}
        readOnly
        size="sm"
        aria-label={`Rated ${rating} out of 5`}
      />
      <Text fw={800} size="sm">
        {rating}
      </Text>
      <Link href={reviewsHref} style={{ fontSize: 14, fontWeight: 600 }}>
        {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
      </Link>
    </Group>
  );
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.detailRow}>
      <span className={classes.detailIcon}>{icon}</span>
      <div>{children}</div>
    </div>
  );
}

/** Address, phone (999) 999-9999, email and website. */
export function ContactDetails({ profile }: { profile: Profile }) {
  const { street, cityLine } = addressLines(profile.location);
  return (
    <Stack gap={12}>
      {(street || cityLine) && (
        <Row icon={<IconMapPin size={20} />}>
          <address style={{ fontStyle: 'normal' }}>
            {street && <div>{street}</div>}
            {cityLine && <div>{cityLine}</div>}
          </address>
        </Row>
      )}
      {profile.phoneNumber && (
        <Row icon={<IconPhone size={20} />}>
          <a href={`tel:${profile.phoneNumber}`} {...insightAttribute('phone-click')}>
            {formatPhoneNumber(profile.phoneNumber)}
          </a>
        </Row>
      )}
      {profile.email && (
        <Row icon={<IconMail size={20} />}>
          <a href={`mailto:${profile.email}`}>
            <EmailAddress address={profile.email} />
          </a>
        </Row>
      )}
      {profile.website && (
        <Row icon={<IconWorld size={20} />}>
          <a
            href={profile.website}
            target="_blank"
            rel="noopener nofollow"
            {...insightAttribute('website-click')}
          >
            {displayWebsite(profile.website)}
          </a>
        </Row>
      )}
    </Stack>
  );
}

/** Mon to Sun with equal neighbours merged; nothing when hours are off. */
export function HoursTable({ hours }: { hours: Profile['hours'] }) {
  const rows = mergeHours(hours);
  if (rows.length === 0) return null;
  return (
    <Row icon={<IconClock size={20} />}>
      <table className={classes.hours} data-testid="hours">
        <tbody>
          {rows.map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Row>
  );
}

export function PromoVideo({ src, title }: { src: string | null; title: string }) {
  if (!src) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: promotional videos come without captions
    <video className={classes.video} src={src} controls preload="metadata" playsInline title={title} />
  );
}
