'use client';

import { List, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  generateAboutDescriptionRoute,
  generateBannerRoute,
  generateLogoRoute,
  updateAboutRoute,
} from '@porchlight/core/media/profile-editing.routes';
import { roughInputFrom } from '@porchlight/core/media/profile-editing.schemas';
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { clearAddOffers } from '../create-company/add-offers-flag';
import { markBrandNewProfile } from './brand-new-profile';
import type { OwnerDetails } from './owner-details';

type ItemState = 'inactive' | 'active' | 'complete' | 'error';
type Item = 'profilePicture' | 'description' | 'banner';

const ITEMS: { key: Item; label: string }[] = [
  { key: 'profilePicture', label: 'Profile picture' },
  { key: 'description', label: 'Description' },
  { key: 'banner', label: 'Banner' },
];

/** How long the finished list stays on screen before the profile opens. */
const DONE_PAUSE_MS = 800;

function StateIcon({ state }: { state: ItemState }) {
  if (state === 'active') return <Loader size={20} />;
  const [color, icon] =
    state === 'complete'
      ? ['teal', <IconCheck key="icon" size={14} />]
      : state === 'error'
        ? ['red', <IconX key="icon" size={14} />]
        : ['gray', <IconCircleDashed key="icon" size={14} />];
  return (
    <ThemeIcon size={20} radius="xl" color={color} variant={state === 'inactive' ? 'light' : 'filled'}>
      {icon}
    </ThemeIcon>
  );
}

/**
 * The first-time set-up's progress view (spec 2 §4): profile picture, description and banner, each
 * inactive, active, complete or error, made one after the other through the AI adapter (what the
 * profile has already is left alone). A failure is shown and skipped: the owner can make it later.
 * Then the profile reopens as brand new, on the notifications step.
 */
export function SetupProgress({ details }: { details: OwnerDetails }) {
  const [states, setStates] = useState<Record<Item, ItemState>>(() => ({
    profilePicture: details.has.profilePicture ? 'complete' : 'inactive',
    description: details.has.description ? 'complete' : 'inactive',
    banner: details.has.banner ? 'complete' : 'inactive',
  }));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = { vanityName: details.vanityName };
    const steps: Record<Item, () => Promise<unknown>> = {
      profilePicture: () => callApi(generateLogoRoute, { query, body: {} }),
      description: async () => {
        const { aboutDesc } = await callApi(generateAboutDescriptionRoute, { query, body: {} });
        await callApi(updateAboutRoute, { query, body: { aboutDesc, aboutHtml: false } });
      },
      banner: () =>
        callApi(generateBannerRoute, { query, body: { roughInput: roughInputFrom(details.aboutMetadata) } }),
    };
    (async () => {
      for (const { key } of ITEMS) {
        if (details.has[key]) continue;
        setStates((current) => ({ ...current, [key]: 'active' }));
        const outcome: ItemState = await steps[key]().then(
          () => 'complete',
          () => 'error',
        );
        setStates((current) => ({ ...current, [key]: outcome }));
      }
      markBrandNewProfile(details.vanityName);
      clearAddOffers();
      window.setTimeout(() => window.location.reload(), DONE_PAUSE_MS);
    })();
  }, [details]);

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={<Text fw={800}>Setting up your profile</Text>}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We are making a first profile picture, description and banner from your services. You can change
          each of them later.
        </Text>
        <List spacing="sm" listStyleType="none" aria-label="Set-up progress">
          {ITEMS.map(({ key, label }) => (
            <List.Item key={key} icon={<StateIcon state={states[key]} />} data-state={states[key]}>
              {label}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Modal>
  );
}
