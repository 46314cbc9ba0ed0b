'use client';

import { Button } from '@mantine/core';
import {
  type HubClientRecord,
  hubContactPrefill,
} from '@porchlight/core/client-hub/hub-contact-prefill.rules';
import { contactMessages } from '@porchlight/core/providers/contact.constants';
import { pricingRequestMessages } from '@porchlight/core/requests/pricing-request.constants';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ContactUsForm } from '@/features/providers/contact-us-form';
import { showError, showSuccess } from '@/lib/alerts';
import { lazyComponent } from '@/lib/lazy-component';

/** The wizard's code loads with the first click, as on the profile. */
const PricingWizardDialog = lazyComponent(() =>
  import('@/features/requests/pricing-wizard/pricing-wizard-dialog').then((m) => m.PricingWizardDialog),
);

/**
 * New request (spec 3 §2.4 "requests": a new-request dialog): the provider's pricing wizard with the
 * client's name and e-mail filled in and locked. A provider with no services to price gets a Contact
 * Us message from the same dialog (docs/decisions.md).
 */
export function HubNewRequest({
  vanityName,
  details,
  onSent,
}: {
  vanityName: string;
  details: HubClientRecord & { provider: { name: string } };
  onSent: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const prefill = useMemo(() => hubContactPrefill(details), [details]);
  const providerName = details.provider.name;
  const sent = (message: string) => {
    setOpened(false);
    showSuccess(message);
    onSent();
  };
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)} aria-haspopup="dialog">
        New request
      </Button>
      {opened && (
        <PricingWizardDialog
          vanityName={vanityName}
          providerName={providerName}
          onCustomDomain={false}
          preselected={null}
          hubContact={prefill}
          onClose={() => setOpened(false)}
          onSent={(outcome) => {
            sent(pricingRequestMessages.thankYou(providerName));
            if (outcome.photosFailed) showError(pricingRequestMessages.photosFailed);
          }}
          whenNoServices={
            <ContactUsForm
              vanityName={vanityName}
              providerName={providerName}
              onCustomDomain={false}
              clientHub={prefill}
              onSent={() => sent(contactMessages.thankYou(providerName))}
            />
          }
        />
      )}
    </>
  );
}
