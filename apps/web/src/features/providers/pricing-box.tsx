import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { RequestPricingButton } from '@/features/requests/request-pricing-button';
import { Stack } from '@/ui/layout';
import { Text } from '@/ui/typography';
import { Section } from './profile-blocks';
import classes from './profile-pages.module.css';

/**
 * 'Request Pricing & Availability' (spec 1 "Profile home page", "Services pages"): the pricing wizard,
 * in the box on an offer page (its service chosen), in a dialog elsewhere.
 */
export function PricingBox({ profile, serviceName }: { profile: Profile; serviceName?: string }) {
  return (
    <Section className={classes.pricingBox} title="Pricing & Availability">
      <Stack gap="sm">
        <Text size="sm" c="dark.4">
          {serviceName
            ? `Tell ${profile.name} about your ${serviceName.toLowerCase()} project and get a price and a time that suits you.`
            : `Tell ${profile.name} what you need and get a price and a time that suits you. It takes a minute and it's free.`}
        </Text>
        <RequestPricingButton
          vanityName={profile.uri}
          providerName={profile.name}
          onCustomDomain={profile.onCustomDomain}
          serviceName={serviceName}
          mode={serviceName ? 'inline' : 'dialog'}
          resumes
          style={{ size: 'md', fullWidth: true, compact: true }}
        />
      </Stack>
    </Section>
  );
}
