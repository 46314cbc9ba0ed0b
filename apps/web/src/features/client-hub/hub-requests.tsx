'use client';

import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { REQUEST_CANCEL_REASONS } from '@porchlight/core/client-hub/client-hub.constants';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import {
  cancelHubRequestRoute,
  getHubRequestRoute,
  listHubRequestsRoute,
} from '@porchlight/core/client-hub/client-hub.routes';
import { requestCancelRefusal } from '@porchlight/core/client-hub/client-hub.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { callHub } from './hub-api';
import { HubAttachments } from './hub-attachments';
import { HubList } from './hub-list';
import { HubNewRequest } from './hub-new-request';
import { useHubDetails, useHubRead } from './hub-queries';
import type { HubSection } from './use-hub-section';

type RequestRow = { requestNumber: number; requestDate: string; status: string; services: string[] };

/**
 * The client's requests to this provider (spec 3 §2.4 "requests"), and New request unless the provider
 * turned request forms off (as the Requests tile is).
 */
export function HubRequests({
  vanityName,
  go,
}: {
  vanityName: string;
  go: (section: HubSection, number?: number) => void;
}) {
  const queryClient = useQueryClient();
  const { data: details } = useHubDetails(vanityName);
  return (
    <Stack gap="sm">
      {details && !details.provider.disableRequestForms && (
        <Group justify="flex-end">
          <HubNewRequest
            vanityName={vanityName}
            details={details}
            onSent={() => void queryClient.invalidateQueries({ queryKey: apiQueryKey(listHubRequestsRoute) })}
          />
        </Group>
      )}
      <RequestList vanityName={vanityName} go={go} />
    </Stack>
  );
}

function RequestList({
  vanityName,
  go,
}: {
  vanityName: string;
  go: (section: HubSection, number?: number) => void;
}) {
  return (
    <HubList<typeof listHubRequestsRoute, RequestRow, 'requestNumber' | 'requestDate' | 'status'>
      vanityName={vanityName}
      label="Requests"
      defaultSort="requestNumber"
      rowKey={(request) => request.requestNumber}
      empty={messages.noRequests}
      columns={[
        {
          label: '#',
          sortField: 'requestNumber',
          render: (request) => (
            <Button
              variant="subtle"
              size="compact-sm"
              px={4}
              onClick={() => go('view-request', request.requestNumber)}
            >
              Request #{request.requestNumber}
            </Button>
          ),
        },
        { label: 'Date', sortField: 'requestDate', render: (request) => request.requestDate.slice(0, 10) },
        { label: 'Services', render: (request) => request.services.join(', ') || 'Contact Us message' },
        {
          label: 'Status',
          sortField: 'status',
          render: (request) => <StatusBadge status={request.status} />,
        },
      ]}
      route={listHubRequestsRoute}
      request={(page) => ({ params: { uri: vanityName }, query: page })}
      rowsOf={(answer) => ({ rows: answer.requests, totalRecords: answer.totalRecords })}
    />
  );
}

/** One request, with Cancel and one of the 7 reasons while it is open (spec 3 §4). */
export function HubRequest({ vanityName, number }: { vanityName: string; number: number }) {
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const { data: request, failed } = useHubRead(vanityName, getHubRequestRoute, {
    params: { uri: vanityName },
    query: { requestNumber: number },
  });
  const cancel = useAction(
    async () => {
      const answer = await callHub(vanityName, cancelHubRequestRoute, {
        params: { uri: vanityName },
        query: { requestNumber: number },
        body: {
          closedReason: reason as (typeof REQUEST_CANCEL_REASONS)[number]['value'],
          closedByUserType: 'c',
        },
      });
      // The request shows Cancelled when the alert does; the list reads again when it is next shown.
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(getHubRequestRoute) });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(listHubRequestsRoute) });
      return answer.message;
    },
    { success: (message) => message },
  );
  if (failed) return <Text>{failed}</Text>;
  if (!request) return null;
  const address = [request.address, request.city, request.stateCode, request.zipCode]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Request #{request.requestNumber}
          </Title>
          <StatusBadge status={request.status} />
        </Group>
        {request.services.length > 0 && <Text size="sm">Services: {request.services.join(', ')}</Text>}
        {request.inputForm.map((answer) => (
          <Text key={answer.label} size="sm">
            <Text span fw={700}>
              {answer.label}:{' '}
            </Text>
            {answer.valueLabel ?? answer.value}
          </Text>
        ))}
        {address && <Text size="sm">Address: {address}</Text>}
        {request.closedReason && (
          <Text size="sm" c="dimmed">
            Closed:{' '}
            {REQUEST_CANCEL_REASONS.find((one) => one.value === request.closedReason)?.label ??
              request.closedReason}
          </Text>
        )}
        <HubAttachments
          vanityName={vanityName}
          type="request"
          number={request.requestNumber}
          attachments={request.attachments}
        />
        {requestCancelRefusal(request.status) === null && (
          <Group align="flex-end" gap="xs">
            <NativeSelect
              label="Reason"
              value={reason}
              data={[{ value: '', label: 'Choose a reason' }, ...REQUEST_CANCEL_REASONS]}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button
              color="red.7"
              variant="light"
              disabled={!reason}
              loading={cancel.busy}
              onClick={() => cancel.run()}
            >
              Cancel request
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
