'use client';

import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PricingWizard, type PricingWizardProps } from './pricing-wizard';

/** The wizard in a dialog: full screen on a phone, where a centred box leaves no room to type. */
export function PricingWizardDialog({ onClose, ...wizard }: PricingWizardProps & { onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={800}>Request Pricing &amp; Check Availability</Text>}
      centered
      size="lg"
      fullScreen={phone}
    >
      <PricingWizard {...wizard} />
    </Modal>
  );
}
