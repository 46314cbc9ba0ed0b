'use client';

import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { lazyComponent } from '@/lib/lazy-component';
import { withReturnTo } from '@/lib/return-to';
import { useSticky } from '@/lib/use-sticky';
import { buttonProps } from '@/ui/button-style';

/** The dialog, its form and schemas load on the first click: visitors of the profile never do. */
const ClaimBusinessDialog = lazyComponent(() =>
  import('./claim-business-dialog').then((m) => m.ClaimBusinessDialog),
);

/** Ends the return address after logging in: the dialog opens by itself once back on the profile. */
const CLAIM_HASH = '#claim';

/**
 * 'Claim This Business' on an unclaimed profile (spec 2 §2.1, §6): logged-in users get the dialog;
 * visitors go to log in first, with this page as the return address.
 */
export function ClaimBusinessButton({
  vanityName,
  providerName,
  hasEmail,
}: {
  vanityName: string;
  providerName: string;
  /** The profile has an e-mail to send the code to (profile.email !== null). */
  hasEmail: boolean;
}) {
  const { user } = useCurrentUser();
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const mounted = useSticky(opened);

  useEffect(() => {
    if (!user || window.location.hash !== CLAIM_HASH) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
    setOpened(true);
  }, [user]);

  const open = () => {
    if (user) {
      setOpened(true);
      return;
    }
    const here = `${window.location.pathname}${window.location.search}${CLAIM_HASH}`;
    router.push(withReturnTo('/account/login', here));
  };

  return (
    <>
      <button type="button" {...buttonProps({ size: 'sm' })} data-with-left-section onClick={open}>
        <IconRosetteDiscountCheck size={18} aria-hidden />
        <span>Claim This Business</span>
      </button>
      {mounted && (
        <ClaimBusinessDialog
          opened={opened}
          onClose={() => setOpened(false)}
          vanityName={vanityName}
          providerName={providerName}
          hasEmail={hasEmail}
        />
      )}
    </>
  );
}
