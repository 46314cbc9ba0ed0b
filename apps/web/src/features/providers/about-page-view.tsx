import type { Me } from '@porchlight/core/identity/auth.schemas';
import { hasAboutText, menuVisibility, profileHeadings } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { uiMessages } from '@porchlight/core/ui/ui.messages';
import { AboutEditButton } from '@/features/media/owner-controls';
import { Group, Stack } from '@/ui/layout';
import { Text } from '@/ui/typography';
import { AboutText } from './about-text';
import { LocationCard } from './location-card';
import { ownerProfileRef } from './owner-profile';
import { PricingBox } from './pricing-box';
import { PromoVideo, Section } from './profile-blocks';
import classes from './profile-pages.module.css';

/** spec 1 "About page": heading, optional promo video, then the description. */
export function AboutPageView({ profile, user }: { profile: Profile; user: Me | null }) {
  const showPricing = !profile.disableRequestForms && menuVisibility(profile).contact;
  return (
    <div className={classes.twoColumns}>
      <Stack gap={20}>
        <Group justify="space-between" align="center" wrap="nowrap">
          <h1 className={classes.pageTitle}>{profileHeadings.about(profile.name)}</h1>
          {profile.isOwner && (
            <AboutEditButton
              profile={{
                ...ownerProfileRef(profile, user),
                aboutDesc: profile.aboutDesc,
                aboutHtml: profile.aboutHtml,
              }}
            />
          )}
        </Group>
        <PromoVideo src={profile.aboutPromoVideoPath} title={`About ${profile.name}`} />
        <Section>
          {hasAboutText(profile.aboutDesc) ? (
            <AboutText profile={profile} />
          ) : (
            <Text c="dimmed">
              {profile.isOwner
                ? `Tell customers who you are and what makes your work different. ${uiMessages.ownerOnlyHint}`
                : `${profile.name} has not written about themselves yet.`}
            </Text>
          )}
        </Section>
      </Stack>
      <aside className={classes.aside} aria-label="Contact and pricing">
        {showPricing && <PricingBox profile={profile} />}
        <LocationCard profile={profile} />
      </aside>
    </div>
  );
}
