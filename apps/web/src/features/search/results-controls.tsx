'use client';

import { Group, Modal, NativeSelect, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { RADIUS_OPTIONS, type Radius, type SortBy } from '@porchlight/core/search/search.constants';
import { buildResultsPath, type ResultsLocation } from '@porchlight/core/search/search-page.rules';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useSiteName } from '@/features/site/site-name-context';
import { ButtonLink } from '@/lib/link-components';
import { withReturnTo } from '@/lib/return-to';
import { useResultsNavigation } from './results-navigation';

const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Relevance',
  friends: 'Friend recommendations',
};

interface ResultsControlsProps {
  /** The search as in the address; sortBy only when the address names it. */
  location: ResultsLocation & { radius: Radius };
  sortBy: SortBy;
  isAuthenticated: boolean;
}

/** Distance and sort (spec 3 §2.6). A change starts again from page 1 and keeps the page size. */
export function ResultsControls({ location, sortBy, isAuthenticated }: ResultsControlsProps) {
  const siteName = useSiteName();
  const { navigate } = useResultsNavigation();
  const [loginPromptOpened, setLoginPromptOpened] = useState(false);
  // The selects act through React: until it runs they would change nothing, so they wait for it.
  const mounted = useMounted();
  const friendsHref = buildResultsPath({ ...location, page: 1, sortBy: 'friends' });

  return (
    <>
      <SimpleGrid cols={{ base: location.zip ? 2 : 1, md: 1 }} spacing="sm">
        {location.zip ? (
          <NativeSelect
            label="Distance"
            disabled={!mounted}
            value={String(location.radius)}
            data={RADIUS_OPTIONS.map((radius) => ({
              value: String(radius),
              label: `Within ${radius} miles`,
            }))}
            onChange={(event) =>
              navigate(
                buildResultsPath({
                  ...location,
                  page: 1,
                  radius: Number(event.currentTarget.value) as Radius,
                }),
              )
            }
          />
        ) : null}
        <NativeSelect
          label="Sort by"
          disabled={!mounted}
          value={sortBy}
          data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(event) => {
            const next = event.currentTarget.value as SortBy;
            if (next === 'friends' && !isAuthenticated) {
              setLoginPromptOpened(true);
              return;
            }
            navigate(buildResultsPath({ ...location, page: 1, sortBy: next }));
          }}
        />
      </SimpleGrid>

      <Modal
        opened={loginPromptOpened}
        onClose={() => setLoginPromptOpened(false)}
        title="Sort by friend recommendations"
        centered
        radius="lg"
      >
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light">
              <IconUsers size={22} />
            </ThemeIcon>
            <Text size="sm" c="dark.4">
              Log in to see the pros your friends recommend first. New to {siteName}? Create an account and
              add your friends.
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <ButtonLink href={withReturnTo('/account/login', friendsHref)} data-autofocus>
              Login
            </ButtonLink>
            <ButtonLink href={withReturnTo('/account/register', friendsHref)} variant="light">
              Create Account
            </ButtonLink>
          </SimpleGrid>
        </Stack>
      </Modal>
    </>
  );
}
