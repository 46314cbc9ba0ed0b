import type { Me } from '@porchlight/core/identity/auth.schemas';
import { isProPlan } from '@porchlight/core/providers/profile.constants';
import { menuVisibility, type ProfileLinks, profileLinks } from '@porchlight/core/providers/profile.rules';
import type {
  MenuLink,
  OfferDetail,
  OfferMenuItem,
  OfferPageResponse,
  Profile,
} from '@porchlight/core/providers/profile.schemas';
import { uiMessages } from '@porchlight/core/ui/ui.messages';
import { IconHome } from '@tabler/icons-react';
import { BookOnlineLink } from '@/features/booking/book-online-link';
import { OfferOwnerToolsLoader, ServicesOwnerToolsLoader } from '@/features/offers/offer-owner-tools-loader';
import { AnchorLink } from '@/ui/anchor-link';
import { Badge, BadgeLink } from '@/ui/badge';
import { Breadcrumbs } from '@/ui/decorations';
import { SimpleGrid } from '@/ui/grids';
import { Group, Stack } from '@/ui/layout';
import { Link } from '@/ui/link';
import { Text } from '@/ui/typography';
import { OfferIcon } from './offer-icon';
import { ownerProfileRef } from './owner-profile';
import { PhotoGallery } from './photo-gallery';
import { PricingBox } from './pricing-box';

import { PromoVideo, Section } from './profile-blocks';
import classes from './profile-pages.module.css';
import { RichHtml } from './rich-html';

/** home icon > Services > category > subcategory (> offer) (spec 1 "Services pages"). */
function ServiceBreadcrumbs({
  links,
  category,
  subcategory,
  current,
}: {
  links: ProfileLinks;
  category?: MenuLink | null;
  subcategory?: MenuLink | null;
  current?: string;
}) {
  const items = [
    <AnchorLink key="home" href={links.home} aria-label="Home" c="dark.4">
      <IconHome size={18} style={{ verticalAlign: -3 }} />
    </AnchorLink>,
    <AnchorLink key="services" href={links.services} size="sm" c="dark.4">
      Services
    </AnchorLink>,
  ];
  if (category) {
    items.push(
      <AnchorLink key="category" href={links.service(category.nameUri)} size="sm" c="dark.4">
        {category.name}
      </AnchorLink>,
    );
  }
  if (category && subcategory) {
    items.push(
      <AnchorLink
        key="subcategory"
        href={links.subcategory(category.nameUri, subcategory.nameUri)}
        size="sm"
        c="dark.4"
      >
        {subcategory.name}
      </AnchorLink>,
    );
  }
  if (current) {
    items.push(
      <Text key="current" size="sm" fw={600} c="dark.6" aria-current="page">
        {current}
      </Text>,
    );
  }
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6}>{items}</Breadcrumbs>
    </nav>
  );
}

function OfferTile({
  links,
  offer,
}: {
  links: ProfileLinks;
  offer: Pick<OfferMenuItem, 'name' | 'nameUri' | 'iconPath' | 'descriptionTeaser'>;
}) {
  return (
    <Link href={links.service(offer.nameUri)} className={classes.serviceTile}>
      <OfferIcon iconPath={offer.iconPath} nameUri={offer.nameUri} />
      <span className={classes.serviceName}>{offer.name}</span>
      {offer.descriptionTeaser && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {offer.descriptionTeaser}
        </Text>
      )}
    </Link>
  );
}

/** /services: every category with its offers. */
export function ServicesListView({ profile }: { profile: Profile }) {
  const links = profileLinks(profile.uriPrefix);
  const offers = profile.services.filter((item) => item.type === 'offer');
  const categories = profile.services.filter((item) => item.type === 'category');
  const uncategorized = offers.filter((offer) => !offer.categoryUri);
  return (
    <Stack gap={20}>
      <ServiceBreadcrumbs links={links} />
      <div>
        <h1 className={classes.pageTitle}>Services</h1>
        <Text c="dimmed" mt={4}>
          {offers.length} {offers.length === 1 ? 'service' : 'services'} offered by {profile.name}
        </Text>
      </div>
      {profile.isOwner && <ServicesOwnerToolsLoader vanityName={profile.uri} menu={profile.services} />}
      <PromoVideo src={profile.servicesPromoVideoPath} title={`${profile.name} services`} />
      {offers.length === 0 && (
        <Section>
          <Text c="dimmed">
            {profile.isOwner
              ? `You have not added any services yet. ${uiMessages.ownerOnlyHint}`
              : `${profile.name} has not listed services yet.`}
          </Text>
        </Section>
      )}
      {categories.map((category) => (
        <Section
          key={category.nameUri}
          title={
            <AnchorLink href={links.service(category.nameUri)} c="dark.7">
              {category.name}
            </AnchorLink>
          }
        >
          {category.subcategories.length > 0 && (
            <Group gap={6} mb="md">
              {category.subcategories.map((sub) => (
                <BadgeLink
                  key={sub.nameUri}
                  href={links.subcategory(category.nameUri, sub.nameUri)}
                  variant="light"
                  color="gray"
                  size="lg"
                  radius="sm"
                  keepCase
                >
                  {sub.name}
                </BadgeLink>
              ))}
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {offers
              .filter((offer) => offer.categoryUri === category.nameUri)
              .map((offer) => (
                <OfferTile key={offer.nameUri} links={links} offer={offer} />
              ))}
          </SimpleGrid>
        </Section>
      ))}
      {uncategorized.length > 0 && (
        <Section title="Other services">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {uncategorized.map((offer) => (
              <OfferTile key={offer.nameUri} links={links} offer={offer} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}

/** 'This offer is not available.' (spec 1 "Services pages"). */
export function OfferNotAvailableView({ profile }: { profile: Profile }) {
  const links = profileLinks(profile.uriPrefix);
  return (
    <Stack gap={20}>
      <ServiceBreadcrumbs links={links} />
      <Section>
        <Stack gap="xs" align="flex-start">
          <Text fw={700} size="lg">
            {uiMessages.offerNotAvailable}
          </Text>
          <AnchorLink href={links.services} fw={600}>
            See all services by {profile.name}
          </AnchorLink>
        </Stack>
      </Section>
    </Stack>
  );
}

function OfferDescription({ offer }: { offer: OfferDetail }) {
  if (!offer.descriptionHtml) return null;
  return <RichHtml html={offer.descriptionHtml} />;
}

/** A category (subcategory chips and offer tiles) or a subcategory (jump-link bar, each offer in full). */
function CategoryView({ profile, page }: { profile: Profile; page: OfferPageResponse }) {
  const links = profileLinks(profile.uriPrefix);
  const isSub = page.offerLevel === 'subcategory';
  const { category } = page;
  const title = (isSub ? page.subcategory : category)?.name ?? 'Services';
  return (
    <Stack gap={20}>
      <ServiceBreadcrumbs
        links={links}
        category={page.category}
        subcategory={isSub ? page.subcategory : null}
      />
      <div>
        <h1 className={classes.pageTitle}>{title}</h1>
        <Text c="dimmed" mt={4}>
          {page.offers.length} {page.offers.length === 1 ? 'service' : 'services'} by {profile.name}
        </Text>
      </div>
      {!isSub && page.subcategories.length > 0 && category && (
        <Group gap={6}>
          {page.subcategories.map((sub) => (
            <BadgeLink
              key={sub.nameUri}
              href={links.subcategory(category.nameUri, sub.nameUri)}
              variant="light"
              color="gray"
              size="lg"
              radius="sm"
              keepCase
            >
              {sub.name}
            </BadgeLink>
          ))}
        </Group>
      )}
      {isSub ? (
        <>
          <nav className={classes.jumpBar} aria-label="Jump to a service" data-testid="jump-links">
            {page.offers.map((offer) => (
              <BadgeLink
                key={offer.nameUri}
                href={`#${offer.nameUri}`}
                variant="outline"
                color="dark"
                size="lg"
                radius="xl"
                keepCase
                style={{ flex: 'none' }}
              >
                {offer.name}
              </BadgeLink>
            ))}
          </nav>
          {page.offers.map((offer) => (
            <Section key={offer.nameUri} id={offer.nameUri}>
              <Stack gap="sm">
                <Group gap="md" wrap="nowrap">
                  <OfferIcon iconPath={offer.iconPath} nameUri={offer.nameUri} />
                  <AnchorLink href={links.service(offer.nameUri)} size="xl" fw={800} c="dark.7">
                    {offer.name}
                  </AnchorLink>
                </Group>
                <OfferDescription offer={offer} />
              </Stack>
            </Section>
          ))}
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {page.offers.map((offer) => (
            <OfferTile key={offer.nameUri} links={links} offer={offer} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One offer: icon, description, promo video, pricing box, tagged photos with the full-screen viewer. */
function OfferView({
  profile,
  user,
  offer,
  initialPhoto,
}: {
  profile: Profile;
  user: Me | null;
  offer: OfferDetail;
  initialPhoto: string | null;
}) {
  const links = profileLinks(profile.uriPrefix);
  const showPricing = !profile.disableRequestForms && menuVisibility(profile).contact;
  return (
    <Stack gap={20}>
      <ServiceBreadcrumbs
        links={links}
        category={offer.category}
        subcategory={offer.subcategory}
        current={offer.name}
      />
      <div className={classes.twoColumns}>
        <Stack gap={20}>
          <Group gap="md" wrap="nowrap" align="center">
            <OfferIcon iconPath={offer.iconPath} nameUri={offer.nameUri} large />
            <div>
              <h1 className={classes.pageTitle}>{offer.name}</h1>
              <Group gap={6} mt={6}>
                {offer.featured && (
                  <Badge color="brand" variant="light">
                    Featured
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  by {profile.name}
                </Text>
              </Group>
            </div>
          </Group>
          {profile.isOwner && (
            <OfferOwnerToolsLoader vanityName={profile.uri} offer={offer} uriPrefix={profile.uriPrefix} />
          )}
          {offer.descriptionTeaser && (
            <Text size="lg" c="dark.4">
              {offer.descriptionTeaser}
            </Text>
          )}
          <Section>
            <OfferDescription offer={offer} />
          </Section>
          <PromoVideo src={offer.promoVideoPath} title={offer.name} />
          {offer.photos.length > 0 && (
            <Section title="Photos">
              <PhotoGallery
                photos={offer.photos}
                baseHref={links.service(offer.nameUri)}
                initialPhoto={initialPhoto}
                canDownloadVideos={isProPlan(profile.pro)}
                owner={profile.isOwner ? ownerProfileRef(profile, user) : null}
                label={`${offer.name} photos`}
              />
            </Section>
          )}
        </Stack>
        <aside className={classes.aside} aria-label="Pricing">
          <BookOnlineLink profile={profile} offerUri={offer.nameUri} size="md" fullWidth />
          {showPricing && <PricingBox profile={profile} serviceName={offer.name} />}
        </aside>
      </div>
    </Stack>
  );
}

/** /services/{nameUri}/…: the level given by offerLevel (offer, category or subcategory). */
export function OfferPageView({
  profile,
  user,
  page,
  initialPhoto,
}: {
  profile: Profile;
  user: Me | null;
  page: OfferPageResponse | null;
  initialPhoto: string | null;
}) {
  if (!page) return <OfferNotAvailableView profile={profile} />;
  if (page.offerLevel === 'offer') {
    const offer = page.offers[0];
    if (!offer) return <OfferNotAvailableView profile={profile} />;
    return <OfferView profile={profile} user={user} offer={offer} initialPhoto={initialPhoto} />;
  }
  return <CategoryView profile={profile} page={page} />;
}
