import { hubContactMessages } from '@porchlight/core/client-hub/hub-contact-prefill.rules';
import { IconLock } from '@tabler/icons-react';
import { Text } from '@/ui/typography';

/** The lock's pictures and words: loaded only once a hub client's details filled the form in. */
export function LockIcon() {
  return <IconLock size={14} aria-hidden />;
}

export function LockedNote() {
  return (
    <Text size="sm" c="dimmed" data-testid="hub-locked-note">
      <IconLock size={14} style={{ verticalAlign: -2 }} aria-hidden /> {hubContactMessages.locked}
    </Text>
  );
}
