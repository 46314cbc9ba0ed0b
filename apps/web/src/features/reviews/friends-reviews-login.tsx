import { endSentence } from '@porchlight/core/providers/profile.rules';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { AnchorLink } from '@/ui/anchor-link';
import { Stack } from '@/ui/layout';
import { Text } from '@/ui/typography';
import { FriendsReviewsCard, FriendsReviewsHeading } from './friends-reviews-heading';

/**
 * What a visitor sees in the friends' reviews section: a login link. Server-rendered, so visitors do not
 * download its words and rules (FriendsReviewsSection shows it when nobody is logged in).
 */
export function FriendsReviewsLogin({
  providerName,
  loginHref,
}: {
  providerName: string;
  loginHref: string;
}) {
  return (
    <FriendsReviewsCard>
      <Stack gap={6}>
        <FriendsReviewsHeading />
        <Text size="sm">
          <AnchorLink href={loginHref} fw={600} size="sm">
            {reviewMessages.loginToSeeFriends}
          </AnchorLink>{' '}
          of {endSentence(providerName)}
        </Text>
      </Stack>
    </FriendsReviewsCard>
  );
}
