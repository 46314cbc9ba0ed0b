'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { clearAddOffers } from '../create-company/add-offers-flag';
import { AddServicesDialog } from './add-services-dialog';
import type { OwnerDetails } from './owner-details';
import { SetupProgress } from './setup-progress';

type Phase = 'add' | 'incomplete' | 'progress';

/**
 * The first-time services path (spec 2 §4 "Add services"): right after creating a profile its owner
 * adds services, then watches the profile picture, description and banner being made; the page then
 * opens as a brand-new profile. Leaving without a service shows 'Your Profile is Incomplete'.
 */
export function FirstServicesFlow({ details, onDone }: { details: OwnerDetails; onDone: () => void }) {
  const [phase, setPhase] = useState<Phase>('add');
  const later = () => {
    clearAddOffers();
    onDone();
  };

  if (phase === 'add')
    return (
      <AddServicesDialog
        details={details}
        onClose={() => setPhase('incomplete')}
        onSaved={() => setPhase('progress')}
      />
    );
  if (phase === 'progress') return <SetupProgress details={details} />;
  return (
    <Modal opened onClose={later} title={<Text fw={800}>Your Profile is Incomplete</Text>} centered>
      <Stack gap="md">
        <Text size="sm">
          Customers find you by the services you offer, and your profile can't be published without at least
          one. It takes a minute: search for what you do and tick it.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={later}>
            Later
          </Button>
          <Button onClick={() => setPhase('add')}>Add services</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
