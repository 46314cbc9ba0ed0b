'use client';

import { Button, Text } from '@mantine/core';
import { offerWritingMessages as messages } from '@porchlight/core/offers/offer-writing.schemas';
import { IconSparkles } from '@tabler/icons-react';
import { openConfirmDialog } from '@/lib/dialogs';
import { useAction } from '@/lib/use-action';

/**
 * 'Regenerate' next to an offer text (spec 2 §4: "Teaser regeneration needs confirmation"): asks
 * first, then has the AI write the text into the form; the owner still saves it. A failure opens the
 * 'Edit Offer Error' dialog with the server's words, unless the form shows it under a field.
 */
export function RegenerateButton({
  what,
  confirmTitle,
  confirmText,
  success,
  write,
  onError,
}: {
  /** The text it writes, for screen readers: 'teaser', 'description'. */
  what: string;
  confirmTitle: string;
  confirmText: string;
  success: string;
  write: () => Promise<void>;
  /** True when the form showed the failure under its fields. */
  onError: (error: unknown) => boolean;
}) {
  const regenerate = useAction(write, { success, onError, errorTitle: messages.errorTitle });
  const ask = () =>
    void openConfirmDialog({
      title: <Text fw={800}>{confirmTitle}</Text>,
      centered: true,
      // Above the edit dialog it is asked from (Mantine's modals sit at 200).
      zIndex: 300,
      children: <Text size="sm">{confirmText}</Text>,
      labels: { confirm: messages.confirmLabel, cancel: 'Cancel' },
      onConfirm: () => regenerate.run(),
    });
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconSparkles size={14} />}
      loading={regenerate.busy}
      onClick={ask}
      aria-label={`Regenerate ${what}`}
    >
      Regenerate
    </Button>
  );
}
