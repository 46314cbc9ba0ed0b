'use client';

import { Button, Group, List, ListItem, Stack, Text } from '@mantine/core';
import { VERIFICATION_CODE_LENGTH } from '@porchlight/core/providers/verification.constants';

/** The first step: what claiming gives and how it is proved (spec 2 §4 "Claim": intro). */
export function ClaimIntro({
  providerName,
  sending,
  onSend,
  onCancel,
}: {
  providerName: string;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap="sm">
      <Text fw={700}>Is {providerName} your business?</Text>
      <Text size="sm">Claim its free profile to:</Text>
      <List size="sm" spacing={4}>
        <ListItem>keep its services, hours, photos and contact details up to date</ListItem>
        <ListItem>answer reviews and pricing requests</ListItem>
        <ListItem>publish it in search for homeowners near you</ListItem>
      </List>
      <Text size="sm" c="dimmed">
        To confirm that it is yours, we e-mail a {VERIFICATION_CODE_LENGTH}-character verification code to the
        address we have on file for {providerName}.
      </Text>
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onSend} loading={sending} disabled={sending}>
          Send code
        </Button>
      </Group>
    </Stack>
  );
}
