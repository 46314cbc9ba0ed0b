'use client';

import {
  Button,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
} from '@mantine/core';
import { jobQueueMessages } from '@porchlight/core/platform/job-queue.messages';
import { retryFailedDeliveryRoute } from '@porchlight/core/platform/job-queue.routes';
import type { FailedDeliveries } from '@porchlight/core/platform/job-queue.schemas';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

type FailedDelivery = FailedDeliveries['deliveries'][number];

const CHANNELS: Record<FailedDelivery['channel'], string> = {
  email: 'E-mail',
  sms: 'Text',
  'payment-event': 'Payment event',
};

/**
 * The outbox's deliveries out of attempts (`GET admin/deliveries`), newest first: to whom, how, why;
 * Retry hands one to the outbox worker again from its first attempt. Times in UTC.
 */
export function AdminFailedDeliveries({
  page,
  when,
}: {
  page: FailedDeliveries;
  when: (iso: string) => string;
}) {
  if (page.deliveries.length === 0) return null;
  return (
    <TableScrollContainer minWidth={720}>
      <Table striped>
        <TableThead>
          <TableTr>
            <TableTh>Channel</TableTh>
            <TableTh>To</TableTh>
            <TableTh>Subject</TableTh>
            <TableTh>Queued at</TableTh>
            <TableTh>Attempts</TableTh>
            <TableTh>Last error</TableTh>
            <TableTh>Decide</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {page.deliveries.map((delivery) => (
            <TableTr key={delivery.id}>
              <TableTd>{CHANNELS[delivery.channel]}</TableTd>
              <TableTd style={{ wordBreak: 'break-all' }}>{delivery.to}</TableTd>
              <TableTd>{delivery.subject ?? '—'}</TableTd>
              <TableTd>{when(delivery.createdAt)}</TableTd>
              <TableTd>{delivery.attempts}</TableTd>
              <TableTd>{delivery.lastError ?? '—'}</TableTd>
              <TableTd>
                <RetryDelivery id={delivery.id} />
              </TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}

function RetryDelivery({ id }: { id: string }) {
  const retry = useAction(() => callApi(retryFailedDeliveryRoute, { params: { deliveryId: id } }), {
    success: jobQueueMessages.deliveryRetried,
    refresh: 'router',
  });
  return (
    <Button size="xs" variant="light" loading={retry.busy} onClick={() => retry.run()}>
      Retry
    </Button>
  );
}
