import { ButtonLink } from '@/ui/button-link';
import { Stack } from '@/ui/layout';
import { Text } from '@/ui/typography';
import { Section } from './profile-blocks';
import classes from './profile-pages.module.css';

/**
 * 'Request Pricing & Availability' (spec 1 "Profile home page", "Services pages"). The pricing wizard is
 * its own issue: until it lands the button leads to the Contact Us form.
 */
export function PricingBox({
  providerName,
  href,
  serviceName,
}: {
  providerName: string;
  href: string;
  serviceName?: string;
}) {
  return (
    <Section className={classes.pricingBox} title="Pricing & Availability">
      <Stack gap="sm">
        <Text size="sm" c="dark.4">
          {serviceName
            ? `Tell ${providerName} about your ${serviceName.toLowerCase()} project and get a price and a time that suits you.`
            : `Tell ${providerName} what you need and get a price and a time that suits you. It takes a minute and it's free.`}
        </Text>
        <ButtonLink href={href} size="md" fullWidth compact>
          Request Pricing &amp; Availability
        </ButtonLink>
      </Stack>
    </Section>
  );
}
