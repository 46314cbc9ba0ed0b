'use client';

import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FEATURED_PROFILE_COUNT } from '@porchlight/core/search/search.constants';
import { searchProfilesEndpoint } from '@porchlight/core/search/search.contracts';
import type { ProfileCard } from '@porchlight/core/search/search.schemas';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { ProfileCardLink, ProfileCardSkeleton } from './profile-card';

const SKELETON_KEYS = Array.from({ length: FEATURED_PROFILE_COUNT }, (_, index) => `skeleton-${index}`);

type State = { status: 'loading' } | { status: 'ready'; profiles: ProfileCard[] } | { status: 'failed' };

/** Featured Professionals: three spotlight providers, with placeholder cards while loading (spec 3 §2.5). */
export function FeaturedProfessionals() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [pendingVanityName, setPendingVanityName] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi(
      searchProfilesEndpoint,
      { body: { first: 0, rows: FEATURED_PROFILE_COUNT, spotlight: true } },
      { signal: controller.signal },
    )
      .then((response) => setState({ status: 'ready', profiles: response.profiles }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Load Featured Businesses', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);

  return (
    <Stack component="section" aria-labelledby="featured-heading" gap="lg">
      <Title order={2} id="featured-heading">
        Featured Professionals
      </Title>
      {state.status === 'loading' ? (
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          aria-busy="true"
          aria-label="Loading featured professionals"
        >
          {SKELETON_KEYS.map((key) => (
            <ProfileCardSkeleton key={key} />
          ))}
        </SimpleGrid>
      ) : state.status === 'ready' && state.profiles.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {state.profiles.map((profile) => (
            <ProfileCardLink
              key={profile.vanityName}
              profile={profile}
              pending={pendingVanityName === profile.vanityName}
              onOpen={() => setPendingVanityName(profile.vanityName)}
            />
          ))}
        </SimpleGrid>
      ) : state.status === 'ready' ? (
        <Text c="dimmed">No featured professionals yet. Check back soon.</Text>
      ) : (
        <Text c="dimmed">Featured professionals are not available right now. Try a search instead.</Text>
      )}
    </Stack>
  );
}
