'use client';

import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { googleReviewsMessages as messages } from '@porchlight/core/reviews/google-reviews.messages';
import { setGoogleReviewsEnabledRoute } from '@porchlight/core/reviews/google-reviews.routes';
import type { GoogleSettingsResponse } from '@porchlight/core/reviews/google-reviews.schemas';
import { IconBrandGoogle, IconMapPin } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showError } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { withQueryProvider } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { PlaceIdDialog } from './place-id-dialog';

/** Google reviews on or off (PATCH provider/profile/google-reviews); needs a place first. */
export function GoogleReviewsToggle({
  vanityName,
  placeId,
  enabled,
  onChange,
}: {
  vanityName: string;
  placeId: string | null;
  enabled: boolean;
  onChange?: (settings: GoogleSettingsResponse) => void;
}) {
  const [checked, setChecked] = useState(enabled);

  const toggle = useAction(
    async (next: boolean) => {
      setChecked(next);
      onChange?.(
        await callApi(setGoogleReviewsEnabledRoute, {
          query: { vanityName },
          body: { googleReviewsEnabled: next },
        }),
      );
    },
    {
      success: (_settings, next) => (next ? messages.enabled : messages.disabled),
      onError: (error, next) => {
        console.error(next ? 'Enable Google Reviews' : 'Disable Google Reviews', error);
        setChecked(!next);
        showError(next ? messages.enableFailed : messages.disableFailed);
        return true;
      },
    },
  );

  return (
    <Switch
      label="Show Google reviews on my profile"
      description={placeId ? undefined : 'Set your Google Place ID first.'}
      checked={checked}
      disabled={toggle.busy || (!placeId && !checked)}
      onChange={(event) => toggle.run(event.currentTarget.checked)}
    />
  );
}

/**
 * The owner's Google reviews panel (spec 2 §2 item 12): the place, its set-up dialog and the switch.
 * Mount it on the home page next to the carousel, for the owner only; its place search reads through
 * a query cache of its own.
 */
export const GoogleReviewsSettings = withQueryProvider(function GoogleReviewsSettings({
  vanityName,
  placeId,
  googleReviewsEnabled,
  onChange,
}: {
  vanityName: string;
  placeId: string | null;
  googleReviewsEnabled: boolean;
  /** After a change; by default the page's server data is refreshed. */
  onChange?: (settings: GoogleSettingsResponse) => void;
}) {
  const router = useRouter();
  const [settings, setSettings] = useState({ placeId, googleReviewsEnabled });
  const [dialogOpen, setDialogOpen] = useState(false);
  const changed = (next: GoogleSettingsResponse) => {
    setSettings(next);
    if (onChange) onChange(next);
    else router.refresh();
  };

  return (
    <Paper withBorder radius="lg" p="md" data-testid="google-reviews-settings">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={8}>
            <IconBrandGoogle size={20} aria-hidden />
            <Text fw={700}>Google reviews</Text>
          </Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconMapPin size={16} />}
            onClick={() => setDialogOpen(true)}
          >
            {settings.placeId ? 'Change Google Place ID' : 'Set up Google Place ID'}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {settings.placeId ? `Place ID: ${settings.placeId}` : 'No Google place yet.'}
        </Text>
        <GoogleReviewsToggle
          key={`${settings.placeId}-${settings.googleReviewsEnabled}`}
          vanityName={vanityName}
          placeId={settings.placeId}
          enabled={settings.googleReviewsEnabled}
          onChange={changed}
        />
        <Text size="xs" c="dimmed">
          Only you can see this panel.
        </Text>
      </Stack>
      <PlaceIdDialog
        vanityName={vanityName}
        placeId={settings.placeId}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSaved={changed}
      />
    </Paper>
  );
});
