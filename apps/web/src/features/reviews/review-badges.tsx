import { REVIEW_ATTRIBUTES } from '@porchlight/core/reviews/reviews.constants';
import { verifiedRatingMessages } from '@porchlight/core/reviews/verified-ratings.messages';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { Badge } from '@/ui/badge';
import { Group } from '@/ui/layout';

/** A review's reasons (spec 1 §3): the positive ones (6-10) teal, the negative ones red. */
export function AttributeBadges({ codes }: { codes: readonly number[] }) {
  if (codes.length === 0) return null;
  return (
    <Group gap={6}>
      {codes.map((code) => (
        <Badge key={code} size="sm" variant="outline" color={code >= 6 ? 'teal' : 'red'} tt="none">
          {REVIEW_ATTRIBUTES[code] ?? code}
        </Badge>
      ))}
    </Group>
  );
}

/** The label of a review by a customer who paid an invoice in the Client Hub. */
export function VerifiedCustomerBadge() {
  return (
    <Badge size="sm" color="teal" variant="light" leftSection={<IconCircleCheckFilled size={12} />}>
      {verifiedRatingMessages.label}
    </Badge>
  );
}
