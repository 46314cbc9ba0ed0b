'use client';

import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { claimProfileRoute } from '@porchlight/core/providers/claim.routes';
import type { ClaimResponse } from '@porchlight/core/providers/claim.schemas';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { SupportMessage } from './support-message';

/**
 * A profile without an e-mail cannot receive a code (spec 2 §6): the user is told to contact
 * support by e-mail. The server's refusal carries the configured support address, so the dialog
 * asks for it instead of keeping a second copy; should the profile have gained an e-mail meanwhile,
 * the code was sent and the dialog goes on to the code.
 */
export function ClaimNoEmail({
  vanityName,
  onSent,
  onClose,
}: {
  vanityName: string;
  onSent: (sent: ClaimResponse) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    callApi(claimProfileRoute, { body: { uri: vanityName } })
      .then((sent) => live && onSent(sent))
      .catch((error: unknown) => live && setMessage(errorMessage(error)));
    return () => {
      live = false;
    };
  }, [vanityName, onSent]);

  return (
    <Stack gap="sm">
      {message ? (
        <Alert color="brand" variant="light" icon={<IconMail size={18} />}>
          <Text size="sm">
            <SupportMessage text={message} />
          </Text>
        </Alert>
      ) : (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Loading" />
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
