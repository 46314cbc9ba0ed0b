'use client';

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import type { HubAccount } from '@porchlight/core/client-hub/client-hub.schemas';
import { useState } from 'react';
import { showError } from '@/lib/alerts';
import { ApiError } from '@/lib/api-error';

const accountName = (account: HubAccount) =>
  `${[account.firstName, account.lastName].filter(Boolean).join(' ')}${
    account.companyName ? ` (${account.companyName})` : ''
  }`;

/**
 * The caller's client hub accounts (spec 3 §2.4 Select and Switch Account): who, with which provider,
 * and a button to open each one but the account already open.
 */
export function HubAccountList({
  title,
  accounts,
  action,
  onOpen,
}: {
  title: string;
  accounts: HubAccount[];
  /** The button's word: Select, Switch. */
  action: string;
  onOpen: (account: HubAccount) => Promise<unknown>;
}) {
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (account: HubAccount) => {
    setOpening(account.clientHubId);
    try {
      await onOpen(account);
    } catch (error) {
      showError(error instanceof ApiError ? error.message : messages.switchFailed);
    } finally {
      setOpening(null);
    }
  };
  return (
    <Stack gap="sm" maw={560} data-testid="hub-accounts">
      <Title order={2} size="h3">
        {title}
      </Title>
      {accounts.map((account) => (
        <Paper key={account.clientHubId} withBorder p="sm" radius="md" data-testid="hub-account">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600}>{accountName(account)}</Text>
              <Text size="sm" c="dimmed">
                {account.providerName}
              </Text>
            </div>
            {account.current ? (
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                Current
              </Badge>
            ) : (
              <Button
                size="xs"
                style={{ flexShrink: 0 }}
                loading={opening === account.clientHubId}
                disabled={opening !== null && opening !== account.clientHubId}
                onClick={() => void open(account)}
                aria-label={`${action}: ${accountName(account)}, ${account.providerName}`}
              >
                {action}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
