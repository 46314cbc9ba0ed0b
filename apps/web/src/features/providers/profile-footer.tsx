import { insightAttribute } from '@porchlight/core/insights/insight-beacon.constants';
import {
  displayWebsite,
  profileLinks,
  servicesForFooter,
  showAboutInFooter,
} from '@porchlight/core/providers/profile.rules';
import type { Profile, SocialLinks } from '@porchlight/core/providers/profile.schemas';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandWhatsapp,
  IconBrandX,
} from '@tabler/icons-react';
import { EmailAddress } from '@/ui/email-address';
import { SimpleGrid } from '@/ui/grids';
import { Stack } from '@/ui/layout';
import { Link } from '@/ui/link';
import { Text } from '@/ui/typography';
import classes from './profile-frame.module.css';

const SOCIAL: { key: keyof SocialLinks; label: string; icon: typeof IconBrandX }[] = [
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook },
  { key: 'x', label: 'X', icon: IconBrandX },
  { key: 'instagram', label: 'Instagram', icon: IconBrandInstagram },
  { key: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin },
  { key: 'pinterest', label: 'Pinterest', icon: IconBrandPinterest },
  { key: 'whatsapp', label: 'WhatsApp', icon: IconBrandWhatsapp },
];

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className={classes.footerHeading}>{title}</h2>
      {children}
    </div>
  );
}

/** spec 1 "Footer": Contact Us Today, Services (up to 5), Information, Social. */
export function ProfileFooter({
  profile,
  siteName,
  mainSiteUrl,
}: {
  profile: Profile;
  siteName: string;
  mainSiteUrl: string;
}) {
  const links = profileLinks(profile.uriPrefix);
  const { location } = profile;
  const street = [location.address, location.address2].filter(Boolean).join(', ');
  const cityLine = [location.city, [location.stateCode, location.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const services = servicesForFooter(profile.services);
  const social = SOCIAL.flatMap((item) => {
    const href = profile.social[item.key];
    return href ? [{ ...item, href }] : [];
  });

  return (
    <footer className={classes.footer} data-testid="profile-footer">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" verticalSpacing="lg">
        <Block title="Contact Us Today">
          <Stack gap={2}>
            <Text fw={700}>{profile.name}</Text>
            {street && <Text size="sm">{street}</Text>}
            {cityLine && <Text size="sm">{cityLine}</Text>}
            {profile.phoneNumber && (
              <a
                className={classes.footerLink}
                href={`tel:${profile.phoneNumber}`}
                {...insightAttribute('phone-click')}
              >
                {profile.formattedPhoneNumber}
              </a>
            )}
            {profile.email && (
              <a className={classes.footerLink} href={`mailto:${profile.email}`}>
                <EmailAddress address={profile.email} />
              </a>
            )}
            {profile.website && (
              <a
                className={classes.footerLink}
                href={profile.website}
                rel="noopener nofollow"
                target="_blank"
                {...insightAttribute('website-click')}
              >
                {displayWebsite(profile.website)}
              </a>
            )}
          </Stack>
        </Block>
        <Block title="Services">
          <Stack gap={0}>
            {services.map((service) => (
              <Link
                key={service.nameUri}
                className={classes.footerLink}
                href={links.service(service.nameUri)}
              >
                {service.name}
              </Link>
            ))}
            {profile.services.length > 0 ? (
              <Link className={classes.footerLink} href={links.services}>
                <strong>View all services</strong>
              </Link>
            ) : (
              <Text size="sm" c="dimmed">
                Services coming soon.
              </Text>
            )}
          </Stack>
        </Block>
        <Block title="Information">
          <Stack gap={0}>
            <Link className={classes.footerLink} href={links.home}>
              Home
            </Link>
            <Link className={classes.footerLink} href={links.photos}>
              Photo Gallery
            </Link>
            {showAboutInFooter(profile) && (
              <Link className={classes.footerLink} href={links.about}>
                About Us
              </Link>
            )}
            <Link className={classes.footerLink} href={links.reviews}>
              Customer Reviews
            </Link>
          </Stack>
        </Block>
        <Block title="Social">
          {social.length > 0 ? (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
              {social.map(({ key, label, icon: Icon, href }) => (
                <a
                  key={key}
                  className={classes.social}
                  href={href}
                  target="_blank"
                  rel="noopener nofollow"
                  aria-label={label}
                  title={label}
                >
                  <Icon size={20} aria-hidden />
                </a>
              ))}
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              Follow {profile.name} for news and offers.
            </Text>
          )}
        </Block>
      </SimpleGrid>
      {profile.onCustomDomain && (
        <div className={classes.poweredBy}>
          Crafted by {profile.name} - Powered by <a href={mainSiteUrl}>{siteName}</a>
        </div>
      )}
    </footer>
  );
}
