'use client';

import { useRouter } from 'next/navigation';
import { lazyComponent } from '@/lib/lazy-component';
import type { BookingWizardProps } from './booking-wizard/booking-wizard';

/** The dialog, its steps and Mantine's inputs load with the /book page only: the profile pages link to it. */
const BookingWizard = lazyComponent(() =>
  import('./booking-wizard/booking-wizard').then((m) => m.BookingWizard),
);

/** True when this document was loaded at the current address: going back would leave the site. */
function landedHere(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !entry || entry.name === window.location.href;
}

/**
 * The booking dialog bound to its address, {profile}/book[/{offerUri}] (plan §7, the Add Review pattern):
 * the address opens it, so a reload reopens it; closing goes back, or to the profile home when the
 * visitor arrived on the dialog's address.
 */
export function BookingDialogRoute({
  homeHref,
  ...wizard
}: Omit<BookingWizardProps, 'onClose'> & { homeHref: string }) {
  const router = useRouter();
  const close = () => {
    if (landedHere()) router.replace(homeHref, { scroll: false });
    else router.back();
  };
  return <BookingWizard {...wizard} onClose={close} />;
}
