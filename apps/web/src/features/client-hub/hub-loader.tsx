'use client';

import { hubLinkIds } from '@porchlight/core/client-hub/client-hub.rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { lazyComponent } from '@/lib/lazy-component';
import classes from './hub-loader.module.css';
import { readHubTokens } from './hub-tokens';

/** The hub's code (Mantine tables, dialogs) loads only for someone who can open it. */
const HubApp = lazyComponent(() => import('./hub-app').then((m) => m.HubApp));

/**
 * The Client Hub page's switch: a secure link in the address, a hub session kept in this browser or a
 * logged-in account loads the hub; anyone else reads the page's explanation, with no hub code.
 */
export function HubLoader({
  vanityName,
  providerName,
  otherHubsAt,
  children,
}: {
  vanityName: string;
  providerName: string;
  /** Where other providers' hubs are: '' on the main site, its address on a custom domain. */
  otherHubsAt: string;
  children: ReactNode;
}) {
  const { user, known } = useCurrentUser();
  // null until this browser knows: a link, a kept hub session or a signed-in account opens the hub.
  const [open, setOpen] = useState<boolean | null>(null);
  // Read once: the hub takes the link's ids out of the address as it opens, before auth/me may answer.
  const linked = useRef<boolean | null>(null);
  useEffect(() => {
    linked.current ??= hubLinkIds(new URLSearchParams(window.location.search)) !== null;
    if (linked.current || readHubTokens(vanityName) !== null || user !== null) setOpen(true);
    else if (known) setOpen(false);
  }, [vanityName, user, known]);
  if (!open) {
    return (
      <div className={classes.hub} data-deciding={open === null || undefined}>
        {children}
      </div>
    );
  }
  return (
    <div className={classes.hub}>
      <HubApp
        vanityName={vanityName}
        providerName={providerName}
        otherHubsAt={otherHubsAt}
        signedOut={children}
      />
    </div>
  );
}
