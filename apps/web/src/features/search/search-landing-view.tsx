import { formatCents } from '@porchlight/core/billing/money.rules';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { PRO_PLAN_MONTHLY_CENTS, SERVICE_MANAGER_TRIAL_DAYS } from '@porchlight/core/site/site.constants';
import {
  IconBuildingStore,
  IconFileInvoice,
  IconHeartHandshake,
  IconMessageCircle,
  IconShieldCheck,
  IconStarFilled,
  IconUsers,
} from '@tabler/icons-react';
import { AnchorLink } from '@/ui/anchor-link';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button-link';
import { Container } from '@/ui/container';
import { ThemeIcon } from '@/ui/decorations';
import { Grid, GridCol, SimpleGrid } from '@/ui/grids';
import { Box, Group, Stack } from '@/ui/layout';
import { Paper } from '@/ui/surfaces';
import { Timeline, TimelineItem } from '@/ui/timeline';
import { Text, Title } from '@/ui/typography';
import { FeaturedProfessionals } from './featured-professionals';
import { HeroIllustration } from './hero-illustration';
import { PopularServiceTiles } from './popular-service-tiles';
import { QuickLinkMenus } from './quick-link-menus';
import { SearchForm } from './search-form';
import classes from './search-landing.module.css';
import { SearchZipProvider } from './search-zip-context';
import { VideoPlaceholder } from './video-placeholder';

const PROMOTE_HREF = '/account/register?promote=1';

function SectionHeading({ title, subtitle, id }: { title: string; subtitle?: string; id?: string }) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={2} id={id} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
        {title}
      </Title>
      {subtitle ? <Text c="dark.3">{subtitle}</Text> : null}
    </Stack>
  );
}

/** The search landing page (spec 3 §2.5), shown at /search without a valid search and at the site root. */
export function SearchLandingView({ siteName }: { siteName: string }) {
  const reasons = [
    {
      icon: IconHeartHandshake,
      title: 'Recommended by friends',
      text: "Sort search results by your friends' recommendations and see which pros the people you know trust.",
    },
    {
      icon: IconStarFilled,
      title: 'Honest reviews',
      text: 'Read ratings and reviews from verified customers before you call, and add your own afterwards.',
    },
    {
      icon: IconMessageCircle,
      title: 'Prices and answers, fast',
      text: 'Ask for prices and availability online, then approve estimates and pay invoices in one place.',
    },
  ] as const;

  return (
    <SearchZipProvider startFromRemembered>
      <div className={classes.topbar}>
        <Container className={classes.topbarInner}>
          <QuickLinkMenus />
          <Group gap={6} visibleFrom="sm" wrap="nowrap">
            <Text size="sm" c="dark.3">
              Are you a pro?
            </Text>
            <AnchorLink href={PROMOTE_HREF} size="sm" fw={700}>
              List your business for free
            </AnchorLink>
          </Group>
        </Container>
      </div>

      <Box component="section" className={classes.heroSection} aria-labelledby="landing-title">
        <Container>
          <Grid gap={{ base: 'xl', md: 48 }} align="center">
            <GridCol span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Badge
                  variant="white"
                  color="dark"
                  size="lg"
                  radius="xl"
                  tt="none"
                  fw={600}
                  w="fit-content"
                  visibleFrom="sm"
                >
                  Home services, recommended by people you know
                </Badge>
                <Title
                  order={1}
                  id="landing-title"
                  fz={{ base: 34, sm: 46, lg: 54 }}
                  lh={1.06}
                  style={{ letterSpacing: '-0.025em' }}
                >
                  Find trusted pros for every job around the house
                </Title>
                <Text size="lg" c="dark.4" maw={580}>
                  Compare local cleaners, plumbers, landscapers and more on {siteName}. Read their reviews and
                  sort results by your friends&apos; recommendations.
                </Text>
                <SearchForm />
                <Group c="dark.4" style={{ columnGap: 20, rowGap: 8 }}>
                  <Group gap={6} wrap="nowrap">
                    <IconShieldCheck size={18} aria-hidden />
                    <Text size="sm">Free for homeowners</Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconStarFilled size={16} aria-hidden />
                    <Text size="sm">Real customer reviews</Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconUsers size={18} aria-hidden />
                    <Text size="sm">Friends&apos; recommendations</Text>
                  </Group>
                </Group>
              </Stack>
            </GridCol>
            <GridCol span={{ base: 12, md: 5 }} visibleFrom="xs">
              <HeroIllustration />
            </GridCol>
          </Grid>
        </Container>
      </Box>

      <Container component="section" py={{ base: 40, sm: 56 }} aria-labelledby="popular-heading">
        <SectionHeading
          id="popular-heading"
          title="Popular Services"
          subtitle="Start with what homeowners near you search for most."
        />
        <PopularServiceTiles />
      </Container>

      <Container pb={{ base: 40, sm: 56 }}>
        <FeaturedProfessionals />
      </Container>

      <Box component="section" className={classes.band} aria-labelledby="why-heading">
        <Container py={{ base: 40, sm: 64 }}>
          <Grid gap={{ base: 'xl', md: 56 }} align="center">
            <GridCol span={{ base: 12, md: 6 }}>
              <VideoPlaceholder
                title={`Why ${siteName}?`}
                caption="How homeowners find a pro their friends already trust."
              />
            </GridCol>
            <GridCol span={{ base: 12, md: 6 }}>
              <SectionHeading id="why-heading" title={`Why ${siteName}`} />
              <Stack gap="lg">
                {reasons.map(({ icon: Icon, title, text }) => (
                  <Group key={title} gap="md" align="flex-start" wrap="nowrap">
                    <ThemeIcon size={44} radius="md" variant="light">
                      <Icon size={22} />
                    </ThemeIcon>
                    <div>
                      <Text fw={700}>{title}</Text>
                      <Text c="dark.3" size="sm">
                        {text}
                      </Text>
                    </div>
                  </Group>
                ))}
                <Group gap="lg">
                  <AnchorLink href="/account/my-friends" fw={600} size="sm">
                    {reviewMessages.manageFriends}
                  </AnchorLink>
                  <AnchorLink href="/account/register" fw={600} size="sm">
                    Create a free account
                  </AnchorLink>
                </Group>
              </Stack>
            </GridCol>
          </Grid>
        </Container>
      </Box>

      <Box component="section" className={classes.business} aria-labelledby="business-heading">
        <Container py={{ base: 48, sm: 72 }}>
          <Grid gap={{ base: 40, md: 64 }} align="center">
            <GridCol span={{ base: 12, md: 6 }}>
              <Stack gap="lg">
                <Badge variant="light" size="lg" radius="sm" w="fit-content">
                  For home-service businesses
                </Badge>
                <Title order={2} id="business-heading" c="white" fz={{ base: 28, sm: 36 }} lh={1.15}>
                  Grow your business on {siteName}
                </Title>
                <Timeline
                  active={2}
                  bulletSize={30}
                  lineWidth={2}
                  color="brand"
                  className={classes.timeline}
                  titleClassName={classes.timelineTitle}
                  bulletClassName={classes.timelineBullet}
                >
                  <TimelineItem
                    bullet={<IconBuildingStore size={16} />}
                    title="Create your free company profile"
                  >
                    <Text size="sm" c="dark.0">
                      List your services, hours and photos in minutes. Your listing is free, always.
                    </Text>
                  </TimelineItem>
                  <TimelineItem bullet={<IconStarFilled size={14} />} title="Get found and collect reviews">
                    <Text size="sm" c="dark.0">
                      Homeowners find you by service and zip code, and your customers&apos; reviews build your
                      reputation.
                    </Text>
                  </TimelineItem>
                  <TimelineItem bullet={<IconFileInvoice size={16} />} title="Win the job and get paid">
                    <Text size="sm" c="dark.0">
                      Send estimates and invoices from the service manager, free for{' '}
                      {SERVICE_MANAGER_TRIAL_DAYS} days. Go Pro for {formatCents(PRO_PLAN_MONTHLY_CENTS)} a
                      month, with a free professional website domain.
                    </Text>
                  </TimelineItem>
                </Timeline>
                <Group gap="sm">
                  <ButtonLink href={PROMOTE_HREF} size="md">
                    List your business for free
                  </ButtonLink>
                  <ButtonLink href="/business#plans" size="md" variant="outline-light">
                    See pricing
                  </ButtonLink>
                </Group>
                <AnchorLink href="/business" size="sm" c="brand.3" fw={600}>
                  Explore the field-service features
                </AnchorLink>
              </Stack>
            </GridCol>
            <GridCol span={{ base: 12, md: 6 }}>
              <VideoPlaceholder
                dark
                title="See how pros use it"
                caption={`A two-minute tour of the ${siteName} profile and service manager.`}
              />
            </GridCol>
          </Grid>
        </Container>
      </Box>

      <Container component="section" py={{ base: 40, sm: 64 }} aria-labelledby="cta-heading">
        <Paper radius="xl" p={{ base: 'xl', sm: 48 }} className={classes.cta}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
            <Stack gap="xs">
              <Title order={2} id="cta-heading" fz={{ base: 24, sm: 30 }}>
                Is your business on {siteName}?
              </Title>
              <Text c="dark.4">
                Create a free company profile and start getting found by homeowners near you. Upgrade only
                when you want more.
              </Text>
            </Stack>
            <Group justify="flex-end" className={classes.ctaActions}>
              <ButtonLink
                href={PROMOTE_HREF}
                size="md"
                className={classes.ctaButton}
                style={{ height: 52, paddingInline: 'var(--mantine-spacing-xl)' }}
              >
                Create a free company profile
              </ButtonLink>
            </Group>
          </SimpleGrid>
        </Paper>
      </Container>
    </SearchZipProvider>
  );
}
