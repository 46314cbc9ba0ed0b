'use client';

import { Box, Paper, Stack, Text } from '@mantine/core';
import type { MessagePreview } from '@porchlight/core/messaging/message-settings.schemas';

/**
 * The e-mail and the text as a sample client gets them. The e-mail's HTML runs in a sandboxed iframe
 * (no scripts, no same origin): it is the server's rendering, shown as the mail program would.
 */
export function TemplatePreview({
  preview,
  emailOn,
  smsOn,
}: {
  preview: MessagePreview | null;
  emailOn: boolean;
  smsOn: boolean;
}) {
  if (!preview)
    return (
      <Text size="sm" c="dimmed">
        The preview appears here.
      </Text>
    );
  const parts = `${preview.smsSegments} text ${preview.smsSegments === 1 ? 'message' : 'messages'} · ${preview.smsEncoding}`;
  return (
    <Stack gap="md">
      <Box opacity={emailOn ? 1 : 0.5}>
        <Text fw={600} size="sm">
          E-mail{emailOn ? '' : ' (off)'}
        </Text>
        <Text size="sm" mb={4}>
          Subject: {preview.subject}
        </Text>
        <Box
          component="iframe"
          title="E-mail preview"
          sandbox=""
          srcDoc={preview.emailHtml}
          w="100%"
          h={280}
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, background: 'white' }}
        />
      </Box>
      <Box opacity={smsOn ? 1 : 0.5}>
        <Text fw={600} size="sm" mb={4}>
          Text message{smsOn ? '' : ' (off)'}
        </Text>
        <Paper bg="gray.1" radius="lg" p="sm" maw={360} data-testid="sms-preview">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.sms}
          </Text>
        </Paper>
        <Text size="xs" c="dimmed" mt={4}>
          {parts}
        </Text>
      </Box>
    </Stack>
  );
}
