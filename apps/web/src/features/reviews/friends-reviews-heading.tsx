import { IconUsers } from '@tabler/icons-react';
import { Group } from '@/ui/layout';
import { Title } from '@/ui/typography';

/** "Your friends' reviews (3)": the heading of the friends' reviews section. */
export function FriendsReviewsHeading({ count }: { count?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconUsers size={20} aria-hidden />
      <Title order={2} fz="h4">
        Your friends' reviews{count ? ` (${count})` : ''}
      </Title>
    </Group>
  );
}
