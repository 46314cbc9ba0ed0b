'use client';

import { Button, Stack, Text } from '@mantine/core';
import { inboxMessages } from '@porchlight/core/requests/inbox.messages';
import type { InboxResponse } from '@porchlight/core/requests/inbox.schemas';
import { listInboxRoute, markRequestReadRoute } from '@porchlight/core/requests/requests.routes';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { convertRequestRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AccountPageHeader } from '@/features/identity/account-page-header';
import { serviceManagerHref } from '@/features/service-manager/service-manager-href';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { RequestCard } from './request-card';
import { requestsHref } from './requests-href';

const PAGE_ROWS = 20;

/** The provider's requests, newest first: pricing requests and Contact Us messages (issue 12). */
export function InboxView({
  vanityName,
  providerName,
  companies,
  initial,
}: {
  vanityName: string;
  providerName: string;
  companies: { vanityName: string; name: string }[];
  initial: InboxResponse;
}) {
  const router = useRouter();
  const [inbox, setInbox] = useState(initial);
  const [marking, setMarking] = useState<number | null>(null);

  const markRead = useAction(
    async (requestNumber: number) => {
      setMarking(requestNumber);
      const read = await callApi(markRequestReadRoute, {
        params: { requestNumber },
        query: { vanityName },
        body: {},
      });
      setInbox((current) => ({
        ...current,
        unreadCount: Math.max(0, current.unreadCount - 1),
        requests: current.requests.map((one) => (one.requestNumber === requestNumber ? read : one)),
      }));
    },
    { errorTitle: inboxMessages.errorTitle },
  );

  // The request becomes a client and a draft estimate; the owner prices it in the Service Manager.
  const convert = useAction(
    async (requestNumber: number) => {
      const converted = await callApi(convertRequestRoute, {
        params: { requestNumber },
        query: { vanityName },
        body: {},
      });
      router.push(serviceManagerHref(vanityName, 'estimates'));
      return converted;
    },
    {
      success: (converted) => serviceManagerMessages.requestConverted(converted.estimate.estimateNumber),
      staysBusy: true,
      errorTitle: serviceManagerMessages.errorTitle,
    },
  );

  const loadMore = useAction(
    async () => {
      const page = await callApi(listInboxRoute, {
        query: { vanityName, first: inbox.requests.length, rows: PAGE_ROWS },
      });
      setInbox((current) => ({ ...page, requests: [...current.requests, ...page.requests] }));
    },
    { errorTitle: inboxMessages.errorTitle },
  );

  return (
    <Stack gap="md" maw={860} mx="auto" px="md" py="xl">
      <AccountPageHeader
        title={inboxMessages.title}
        subtitle={`${providerName} · ${inbox.totalRecords} in all, ${inbox.unreadCount} new`}
        vanityName={vanityName}
        companies={companies}
        hrefOf={requestsHref}
      />
      {inbox.requests.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {inboxMessages.empty}
        </Text>
      ) : (
        inbox.requests.map((request) => (
          <RequestCard
            key={request.requestNumber}
            request={request}
            busy={markRead.busy && marking === request.requestNumber}
            onMarkRead={() => markRead.run(request.requestNumber)}
            converting={convert.busy && convert.pending?.[0] === request.requestNumber}
            onConvert={() => convert.run(request.requestNumber)}
          />
        ))
      )}
      {inbox.requests.length < inbox.totalRecords && (
        <Button variant="default" onClick={() => loadMore.run()} loading={loadMore.busy}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
