import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Group } from '@/ui/layout';
import { Paper } from '@/ui/surfaces';
import { Title } from '@/ui/typography';

/** The friends' reviews section's card, the same for a visitor's login link and a user's list. */
export function FriendsReviewsCard({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-label="Friends' reviews"
      data-testid="friends-reviews"
    >
      {children}
    </Paper>
  );
}

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
