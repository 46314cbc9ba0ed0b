'use client';

import { insightAttribute } from '@porchlight/core/insights/insight-beacon.constants';
import { useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { type ButtonStyle, buttonProps } from '@/ui/button-style';
import { rememberWizardOpen, wasWizardOpen } from './pricing-wizard/wizard-open';

/** The wizard, its steps and Mantine's inputs load on the first click: most visitors only read. */
const PricingWizard = lazyComponent(() =>
  import('./pricing-wizard/pricing-wizard').then((m) => m.PricingWizard),
);
const PricingWizardDialog = lazyComponent(() =>
  import('./pricing-wizard/pricing-wizard-dialog').then((m) => m.PricingWizardDialog),
);

export interface RequestPricingButtonProps {
  vanityName: string;
  providerName: string;
  onCustomDomain: boolean;
  /** The offer page's service, chosen already. */
  serviceName?: string;
  /** In the page (offer pages) or in a dialog (home, about, the phone's quick actions). */
  mode: 'inline' | 'dialog';
  /** Opens again after a reload in the middle of a request (one button per page does). */
  resumes?: boolean;
  label?: string;
  style?: ButtonStyle;
}

/** 'Request Pricing & Availability' (spec 1 "Profile home page", "Services pages"; spec 2 §2.2). */
export function RequestPricingButton({
  vanityName,
  providerName,
  onCustomDomain,
  serviceName,
  mode,
  resumes = false,
  label = 'Request Pricing & Availability',
  style = { size: 'md', fullWidth: true },
}: RequestPricingButtonProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (resumes && wasWizardOpen(vanityName)) setOpened(true);
  }, [resumes, vanityName]);

  const open = (next: boolean) => {
    rememberWizardOpen(vanityName, next);
    setOpened(next);
  };
  const wizard = { vanityName, providerName, onCustomDomain, preselected: serviceName ?? null };

  if (opened && mode === 'inline') return <PricingWizard {...wizard} />;
  return (
    <>
      <button
        type="button"
        {...buttonProps(style)}
        {...insightAttribute('pricing-start')}
        onClick={() => open(true)}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {opened && <PricingWizardDialog {...wizard} onClose={() => open(false)} />}
    </>
  );
}
