'use client';

import { Modal, Text } from '@mantine/core';
import type { ClaimResponse } from '@porchlight/core/providers/claim.schemas';
import { claimMessages } from '@porchlight/core/providers/verification.constants';
import { useCallback, useState } from 'react';
import { ClaimCodeForm } from './claim-code-form';
import { ClaimIntro } from './claim-intro';
import { ClaimNoEmail } from './claim-no-email';
import { useSendClaimCode } from './use-send-claim-code';

/**
 * Claim This Business (spec 2 §2.1, §4 "Claim"): intro, then the code once it is sent, then the
 * claimed profile reloads. The dialog stays mounted once opened: closing and reopening it comes
 * back to the code already sent.
 */
export function ClaimBusinessDialog({
  opened,
  onClose,
  vanityName,
  providerName,
  hasEmail,
}: {
  opened: boolean;
  onClose: () => void;
  vanityName: string;
  providerName: string;
  hasEmail: boolean;
}) {
  const [sent, setSent] = useState<ClaimResponse | null>(null);
  const onSent = useCallback((answer: ClaimResponse) => setSent(answer), []);
  const send = useSendClaimCode(vanityName, onSent);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={<Text fw={800}>{claimMessages.dialogTitle}</Text>}
    >
      {sent ? (
        <ClaimCodeForm
          providerId={sent.providerId}
          sentTo={sent.sentTo}
          resending={send.busy}
          onResend={() => send.run()}
          onCancel={onClose}
        />
      ) : hasEmail ? (
        <ClaimIntro
          providerName={providerName}
          sending={send.busy}
          onSend={() => send.run()}
          onCancel={onClose}
        />
      ) : (
        opened && <ClaimNoEmail vanityName={vanityName} onSent={onSent} onClose={onClose} />
      )}
    </Modal>
  );
}
