import { type HubContactPrefill, hubContactMessages } from '@porchlight/core/client-hub/hub-contact.rules';
import { IconLock } from '@tabler/icons-react';
import { Text } from '@/ui/typography';

/** Above a form whose name and e-mail come from the hub: why they cannot be changed there. */
export function HubLockedNote({ hub }: { hub: HubContactPrefill | null | undefined }) {
  if (!hub?.locked.length) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="hub-locked-note">
      <IconLock size={14} style={{ verticalAlign: -2 }} aria-hidden /> {hubContactMessages.locked}
    </Text>
  );
}

/** A field filled in from the hub: read-only, with a lock where the typing would go. */
export function lockedFieldProps(locked: boolean) {
  return locked ? { readOnly: true, rightSection: <IconLock size={14} aria-hidden /> } : {};
}
