import type { Radius, SortBy } from '@porchlight/core/search/search.constants';
import {
  noResultsMessage,
  searchMessages,
  zeroFriendsMessage,
} from '@porchlight/core/search/search.messages';
import type { ProfileListResponse } from '@porchlight/core/search/search.schemas';
import {
  buildResultsPath,
  type ResultsLocation,
  searchSummary,
} from '@porchlight/core/search/search-page.rules';
import { IconBuildingStore, IconLink, IconSearchOff, IconUsers } from '@tabler/icons-react';
import { AnchorLink } from '@/ui/anchor-link';
import { ButtonLink } from '@/ui/button-link';
import { Container } from '@/ui/container';
import { Alert, ThemeIcon } from '@/ui/decorations';
import { Grid, GridCol } from '@/ui/grids';
import { Box, Stack } from '@/ui/layout';
import { Paper } from '@/ui/surfaces';
import { Text, Title } from '@/ui/typography';
import { BookingFilter } from './booking-filter';
import { ResultCard } from './profile-card';
import { RememberZip } from './remember-zip';
import { ResultsControls } from './results-controls';
import { PendingRegion, ResultsNavigationProvider } from './results-navigation';
import { ResultsPagination } from './results-pagination';
import { SearchForm } from './search-form';
import classes from './search-results.module.css';
import { SearchZipProvider } from './search-zip-context';
import { ShareLinkButton } from './share-link-button';

const PROMOTE_HREF = '/account/register?promote=1';

export interface ResultsSearch {
  query: string;
  zip: string;
  radius: Radius;
  /** The sort in effect: the address's, or the default for this viewer. */
  sortBy: SortBy;
  /** The sort as the address names it (kept in links), undefined when defaulted. */
  explicitSortBy?: SortBy;
  page: number;
  rows: number;
  /** `?booking=online`: only pros who book online (issue 34). */
  booksOnline: boolean;
}

interface SearchResultsViewProps {
  siteName: string;
  title: string;
  search: ResultsSearch;
  isAuthenticated: boolean;
  /** The viewer's friend count when logged in and sorting by friends. */
  friendCount: number | null;
  outcome: { status: 'ok'; response: ProfileListResponse } | { status: 'error'; message: string | null };
}

function EmptyResults({
  siteName,
  query,
  hasZip,
  allProsHref,
}: {
  siteName: string;
  query: string;
  hasZip: boolean;
  /** With the booking filter on: the same search without it. */
  allProsHref?: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconSearchOff size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {noResultsMessage(query || 'all services', hasZip)}
        </Title>
        <Text c="dark.3" maw={520}>
          Try another spelling, a more general service
          {hasZip ? ', a wider distance or a nearby zip code' : ''}.
        </Text>
        {allProsHref ? (
          <AnchorLink href={allProsHref} fw={700}>
            {searchMessages.showAllPros}
          </AnchorLink>
        ) : null}
      </Stack>
      <Box className={classes.emptyOwner}>
        <ThemeIcon size={44} radius="md" variant="light">
          <IconBuildingStore size={22} />
        </ThemeIcon>
        <Stack gap={8} style={{ flex: 1 }}>
          <Text fw={700}>Own a business that does this?</Text>
          <Text size="sm" c="dark.3">
            Homeowners are searching for it on {siteName} right now. Add your company and be the first they
            find.
          </Text>
          <AnchorLink href={PROMOTE_HREF} fw={700} size="sm">
            List your business for free
          </AnchorLink>
        </Stack>
      </Box>
      <Stack align="center" gap="xs" mt="xl">
        <Text size="sm" c="dark.3" ta="center">
          Know a pro who should be here? Send them this search.
        </Text>
        <ShareLinkButton icon={<IconLink size={18} aria-hidden />} />
      </Stack>
    </Paper>
  );
}

function ZeroFriendsNotice({ siteName }: { siteName: string }) {
  return (
    <Paper radius="md" p="md" className={classes.friendsNotice}>
      <ThemeIcon size={32} radius="xl" variant="light" color="teal">
        <IconUsers size={17} />
      </ThemeIcon>
      <div>
        <AnchorLink href="/account/my-friends" fw={700} size="sm">
          {zeroFriendsMessage(siteName)}
        </AnchorLink>
        <Text size="xs" c="dark.3">
          Add friends to see the pros they recommend first.
        </Text>
      </div>
    </Paper>
  );
}

/** The results page (spec 3 §2.6), rendered on the server: the results are in the HTML. */
export function SearchResultsView({
  siteName,
  title,
  search,
  isAuthenticated,
  friendCount,
  outcome,
}: SearchResultsViewProps) {
  const location: ResultsLocation & { radius: Radius; page: number; rows: number } = {
    query: search.query,
    zip: search.zip,
    radius: search.radius,
    sortBy: search.explicitSortBy,
    page: search.page,
    rows: search.rows,
    booksOnline: search.booksOnline,
  };
  const response = outcome.status === 'ok' ? outcome.response : null;
  const profiles = response?.profiles ?? [];
  const totalRecords = response?.totalRecords ?? 0;

  return (
    <>
      <SearchZipProvider initialZip={search.zip}>
        <RememberZip zip={search.zip} />
        <div className={classes.searchBand}>
          <Container>
            <SearchForm
              compact
              initialQuery={search.query}
              radius={search.radius}
              sortBy={search.explicitSortBy}
              booksOnline={search.booksOnline}
            />
          </Container>
        </div>
      </SearchZipProvider>

      <ResultsNavigationProvider>
        <Container py={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ letterSpacing: '-0.015em' }}>
              {title}
            </Title>
            {response && totalRecords > 0 ? (
              <Text c="dark.3" data-testid="search-summary">
                {searchSummary({
                  totalRecords,
                  query: search.query,
                  zip: search.zip,
                  radius: search.radius,
                  place: response.location,
                })}
              </Text>
            ) : null}
          </Stack>

          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <GridCol span={{ base: 12, md: 4, lg: 3 }} order={{ base: 1, md: 2 }}>
              <Stack gap="md" className={classes.aside}>
                {outcome.status === 'ok' ? (
                  <Paper withBorder radius="lg" p="md">
                    <Stack gap="sm">
                      <ResultsControls
                        location={location}
                        sortBy={search.sortBy}
                        isAuthenticated={isAuthenticated}
                      />
                      <BookingFilter location={location} />
                    </Stack>
                  </Paper>
                ) : null}
                {isAuthenticated && search.sortBy === 'friends' && friendCount === 0 ? (
                  <ZeroFriendsNotice siteName={siteName} />
                ) : null}
                <Paper radius="lg" p="md" className={classes.proCard} visibleFrom="md">
                  <Text fw={700}>Are you a pro?</Text>
                  <Text size="sm" c="dark.3" mt={4} mb="sm">
                    Get found by homeowners searching on {siteName}.
                  </Text>
                  <ButtonLink href={PROMOTE_HREF} size="xs" variant="white">
                    List your business for free
                  </ButtonLink>
                </Paper>
              </Stack>
            </GridCol>

            <GridCol span={{ base: 12, md: 8, lg: 9 }} order={{ base: 2, md: 1 }}>
              {outcome.status === 'error' ? (
                <Alert color="red" variant="light" radius="md" title="Search unavailable">
                  {outcome.message ??
                    'We are unable to retrieve your information at this time. Please try again later.'}
                </Alert>
              ) : totalRecords === 0 ? (
                <EmptyResults
                  siteName={siteName}
                  query={search.query}
                  hasZip={Boolean(search.zip)}
                  allProsHref={
                    search.booksOnline
                      ? buildResultsPath({ ...location, page: 1, booksOnline: false })
                      : undefined
                  }
                />
              ) : (
                <PendingRegion>
                  {profiles.length > 0 ? (
                    <Stack component="section" aria-label="Search results" gap="md">
                      {profiles.map((profile) => (
                        <ResultCard key={profile.vanityName} profile={profile} />
                      ))}
                    </Stack>
                  ) : (
                    <Paper withBorder radius="lg" p="xl" ta="center">
                      <Text c="dark.3" mb="sm">
                        There are no results on this page.
                      </Text>
                      <AnchorLink href={buildResultsPath({ ...location, page: 1 })} fw={600}>
                        Back to the first page
                      </AnchorLink>
                    </Paper>
                  )}
                  <ResultsPagination location={location} totalRecords={totalRecords} />
                </PendingRegion>
              )}
            </GridCol>
          </Grid>
        </Container>
      </ResultsNavigationProvider>
    </>
  );
}
