import { menuVisibility, profileHeadings } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { Stack } from '@/ui/layout';
import { Text } from '@/ui/typography';
import { ContactUsForm } from './contact-us-form';
import { LocationCard } from './location-card';
import { PromoVideo, Section } from './profile-blocks';
import classes from './profile-pages.module.css';

/** spec 1 "Contact page": details, hours, map, the Contact Us form and the optional promo video. */
export function ContactPageView({ profile }: { profile: Profile }) {
  const canWrite =
    !profile.disableRequestForms &&
    menuVisibility({ ...profile, isOwner: false, isCreatingProfile: false }).contact;
  return (
    <Stack gap={20}>
      <h1 className={classes.pageTitle}>{profileHeadings.contact(profile.name)}</h1>
      <div className={classes.twoColumns}>
        <Stack gap={20}>
          {canWrite ? (
            <Section title="Send us a message" id="contact-form">
              <Text size="sm" c="dimmed" mb="md">
                {profile.name} usually replies within a business day.
              </Text>
              <ContactUsForm
                vanityName={profile.uri}
                providerName={profile.name}
                onCustomDomain={profile.onCustomDomain}
              />
            </Section>
          ) : (
            <Section title="Get in touch">
              <Text c="dimmed">
                {profile.phoneNumber || profile.email
                  ? `Call or email ${profile.name} using the details on this page.`
                  : `${profile.name} cannot be contacted online yet.`}
              </Text>
            </Section>
          )}
          <PromoVideo src={profile.contactPromoVideoPath} title={`Contact ${profile.name}`} />
        </Stack>
        <aside className={classes.aside} aria-label="Contact details">
          <LocationCard profile={profile} title="Contact details" />
        </aside>
      </div>
    </Stack>
  );
}
