'use client';

import { Group } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { withQueryProvider } from '@/lib/query-client';
import { isAddingOffers } from '../create-company/add-offers-flag';
import { isBrandNewProfile } from './brand-new-profile';
import { CompanyDetailsMenu } from './company-details-menu';
import { CompletionWizard } from './completion-wizard';
import { takeCustomDomainFragment } from './custom-domain-address';
import type { OwnerDetails } from './owner-details';
import { type OwnerDialogKey, OwnerDialogs } from './owner-dialogs';
import classes from './owner-tools.module.css';
import { PublishBanner } from './publish-banner';
import { useCompletion } from './use-completion';

const FirstServicesFlow = lazyComponent(() =>
  import('./first-services-flow').then((m) => m.FirstServicesFlow),
);

/**
 * The owner's panel above the profile (spec 2 §2.15 and §2.5-§2.13): 'Your profile is not public'
 * with Publish, the completion wizard, and the company details dialogs. Only the profile's own people
 * get it (profile-frame.tsx renders it when `isOwner`), and only they download it, with the query
 * cache its dialogs read through.
 */
export const OwnerPanel = withQueryProvider(function OwnerPanel({ details }: { details: OwnerDetails }) {
  const router = useRouter();
  const { completion, reload } = useCompletion(details.vanityName);
  const [open, setOpen] = useState<OwnerDialogKey | null>(null);
  const [firstServices, setFirstServices] = useState(false);

  // Back from the Plans page: the Website dialog's custom-domain tab again. A profile just created
  // starts on Add Services; once set up, it opens on notifications with its dialog (spec 2 §4).
  useEffect(() => {
    if (takeCustomDomainFragment()) setOpen('customDomain');
    else if (isAddingOffers(details.vanityName)) setFirstServices(true);
    else if (isBrandNewProfile(details.vanityName)) setOpen('notifications');
  }, [details.vanityName]);

  const close = useCallback(() => setOpen(null), []);
  const onSaved = useCallback(() => {
    setOpen(null);
    router.refresh();
    void reload();
  }, [router, reload]);

  return (
    <div className={classes.panel} data-testid="owner-panel">
      {!details.published && <PublishBanner vanityName={details.vanityName} completion={completion} />}
      {completion && (
        <CompletionWizard
          vanityName={details.vanityName}
          completion={completion}
          photosHref={details.photosHref}
          servicesHref={details.servicesHref}
          onOpenDialog={setOpen}
        />
      )}
      <Group justify="flex-end">
        <CompanyDetailsMenu details={details} onOpenDialog={setOpen} />
      </Group>
      <OwnerDialogs open={open} details={details} onClose={close} onSaved={onSaved} />
      {firstServices && <FirstServicesFlow details={details} onDone={() => setFirstServices(false)} />}
    </div>
  );
});
