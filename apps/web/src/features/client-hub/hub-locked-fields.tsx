import type { HubContactPrefill } from '@porchlight/core/client-hub/hub-contact.rules';
import { lazyComponent } from '@/lib/lazy-component';

// Visitors without a hub session never see a lock: its code loads for those who do.
const LockIcon = lazyComponent(() => import('./hub-lock-parts').then((parts) => parts.LockIcon));
const LockedNote = lazyComponent(() => import('./hub-lock-parts').then((parts) => parts.LockedNote));

/** Above a form whose name and e-mail come from the hub: why they cannot be changed there. */
export function HubLockedNote({ hub }: { hub: HubContactPrefill | null | undefined }) {
  return hub?.locked.length ? <LockedNote /> : null;
}

/** A field filled in from the hub: read-only, with a lock where the typing would go. */
export function lockedFieldProps(locked: boolean) {
  return locked ? { readOnly: true, rightSection: <LockIcon /> } : {};
}
