'use client';

import { Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PREFERRED_CONTACT_METHOD_LABELS } from '@porchlight/core/providers/contact.constants';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { InboxRequest } from '@porchlight/core/requests/inbox.schemas';
import { IconMail, IconPhone } from '@tabler/icons-react';

const whenFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const TYPE_LABELS: Record<InboxRequest['type'], string> = { paa: 'Pricing request', cu: 'Contact Us' };

function addressLine(request: InboxRequest): string | null {
  const street = [request.address, request.address2].filter(Boolean).join(', ');
  const place = [request.city, [request.stateCode, request.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, place].filter(Boolean).join(', ') || null;
}

/** One request: who, what they asked, where, their photos, and how to reach them. */
export function RequestCard({
  request,
  busy,
  onMarkRead,
  converting,
  onConvert,
}: {
  request: InboxRequest;
  busy: boolean;
  onMarkRead: () => void;
  converting: boolean;
  /** Into a client and a draft estimate in the Service Manager. */
  onConvert: () => void;
}) {
  const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
  const address = addressLine(request);
  const unread = request.readAt === null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={`Request #${request.requestNumber} from ${name}`}
      data-unread={unread || undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-brand-6)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Group gap={8}>
              <Text fw={800}>{name}</Text>
              <Badge variant="light" color={request.type === 'paa' ? 'brand' : 'gray'}>
                {TYPE_LABELS[request.type]}
              </Badge>
              {unread && <Badge color="red">New</Badge>}
            </Group>
            <Text size="xs" c="dimmed">
              #{request.requestNumber} · {whenFormat.format(new Date(request.createdAt))}
            </Text>
          </div>
          <Group gap="xs">
            {unread && (
              <Button size="xs" variant="light" loading={busy} onClick={onMarkRead}>
                Mark as read
              </Button>
            )}
            <Button size="xs" variant="default" loading={converting} onClick={onConvert}>
              Create estimate
            </Button>
          </Group>
        </Group>
        {request.services.length > 0 && (
          <Text size="sm">
            <Text span fw={700}>
              Services:{' '}
            </Text>
            {request.services.join(', ')}
          </Text>
        )}
        {request.inputForm.length > 0 && (
          <Stack gap={6} component="dl" m={0}>
            {request.inputForm.map((answer) => (
              <div key={answer.name ?? answer.label}>
                <Text size="sm" fw={700} component="dt">
                  {answer.label}
                </Text>
                <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                  {answer.valueLabel || answer.value}
                </Text>
              </div>
            ))}
          </Stack>
        )}
        {address && (
          <Text size="sm">
            <Text span fw={700}>
              Address:{' '}
            </Text>
            {address}
          </Text>
        )}
        {request.attachments.length > 0 && (
          <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" aria-label="Photos">
            {request.attachments.map((attachment) => (
              <a key={attachment.url} href={attachment.url} target="_blank" rel="noreferrer">
                <Image
                  src={attachment.thumbnailUrl}
                  alt={attachment.fileName}
                  radius="sm"
                  h={90}
                  fit="cover"
                />
              </a>
            ))}
          </SimpleGrid>
        )}
        <Group gap="md">
          <Text size="sm" c="dimmed">
            Prefers: {PREFERRED_CONTACT_METHOD_LABELS[request.preferredContactMethod]}
          </Text>
          {request.email && (
            <Anchor size="sm" href={`mailto:${request.email}`}>
              <IconMail size={14} style={{ verticalAlign: -2 }} aria-hidden /> {request.email}
            </Anchor>
          )}
          {request.mobilePhoneNumber && (
            <Anchor size="sm" href={`tel:${request.mobilePhoneNumber}`}>
              <IconPhone size={14} style={{ verticalAlign: -2 }} aria-hidden />{' '}
              {formatPhoneNumber(request.mobilePhoneNumber)}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
