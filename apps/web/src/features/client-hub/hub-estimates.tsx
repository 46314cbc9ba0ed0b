'use client';

import { Button, Group, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import {
  decideHubEstimateRoute,
  getHubEstimateRoute,
  listHubEstimatesRoute,
} from '@porchlight/core/client-hub/client-hub.routes';
import { canApproveEstimate, canDeclineEstimate } from '@porchlight/core/client-hub/client-hub.rules';
import { estimateSignatureMessages as signatureMessages } from '@porchlight/core/client-hub/estimate-signature.messages';
import { signatureAgreement } from '@porchlight/core/client-hub/estimate-signature.rules';
import type { EstimateSummary } from '@porchlight/core/service-manager/estimates.schemas';
import type { ESTIMATE_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { ApiError, errorMessage } from '@/lib/api-error';
import { apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { callHub } from './hub-api';
import { HubDocument } from './hub-document';
import { HubEstimateOptions } from './hub-estimate-options';
import { HubList } from './hub-list';
import { useHubRead } from './hub-queries';
import { HubSignature } from './hub-signature';
import type { SignatureInput } from './hub-signature-dialog';
import type { HubSection } from './use-hub-section';

type SortField = (typeof ESTIMATE_SORT_FIELDS)[number];

type Decision = [status: 'Approved' | 'Rejected', optionPosition?: number, signature?: SignatureInput];

// signature_pad and the dialog load only when a client signs (issue 36).
const HubSignatureDialog = dynamic(
  () => import('./hub-signature-dialog').then((module) => module.HubSignatureDialog),
  { ssr: false },
);

/** The client's estimates, newest first; a number opens it (spec 3 §2.4 "estimates"). */
export function HubEstimates({
  vanityName,
  go,
}: {
  vanityName: string;
  go: (section: HubSection, number?: number) => void;
}) {
  return (
    <HubList<typeof listHubEstimatesRoute, EstimateSummary, SortField>
      vanityName={vanityName}
      label="Estimates"
      defaultSort="estimateNumber"
      rowKey={(estimate) => estimate.estimateNumber}
      empty={messages.noEstimates}
      columns={[
        {
          label: '#',
          sortField: 'estimateNumber',
          render: (estimate) => (
            <Button
              variant="subtle"
              size="compact-sm"
              px={4}
              onClick={() => go('view-estimate', estimate.estimateNumber)}
            >
              Estimate #{estimate.estimateNumber}
            </Button>
          ),
        },
        { label: 'Date', sortField: 'estimateDate', render: (estimate) => estimate.estimateDate },
        {
          label: 'Status',
          sortField: 'status',
          render: (estimate) => <StatusBadge status={estimate.status} />,
        },
        {
          label: 'Total',
          sortField: 'total',
          align: 'right',
          render: (estimate) => formatCents(estimate.total),
        },
      ]}
      route={listHubEstimatesRoute}
      request={(page) => ({ params: { uri: vanityName }, query: page })}
      rowsOf={(answer) => ({ rows: answer.estimates, totalRecords: answer.totalRecords })}
    />
  );
}

/** One estimate, with Approve and Decline while the status allows them (spec 3 §4). */
export function HubEstimate({ vanityName, number }: { vanityName: string; number: number }) {
  const queryClient = useQueryClient();
  const {
    data: estimate,
    failed,
    queryKey,
  } = useHubRead(vanityName, getHubEstimateRoute, {
    params: { uri: vanityName },
    query: { estimateNumber: number },
  });
  // Signing: the option being approved (null without options) while the signature dialog is open.
  const [signing, setSigning] = useState<{ optionPosition?: number } | null>(null);
  const [signError, setSignError] = useState<string | null>(null);
  const decide = useAction<Decision, Decision[0]>(
    async (status, optionPosition, signature) => {
      const decided = await callHub(vanityName, decideHubEstimateRoute, {
        params: { uri: vanityName },
        query: { estimateNumber: number },
        body: { status, optionPosition, ...signature },
      });
      queryClient.setQueryData(queryKey, decided);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(listHubEstimatesRoute) });
      setSigning(null);
      return status;
    },
    {
      success: (status, _status, _position, signature) =>
        status === 'Rejected'
          ? messages.estimateRejected
          : signature
            ? signatureMessages.signed
            : messages.estimateApproved,
      // A refused signature is told in the dialog, where it can be put right.
      onError: (error, _status, _position, signature) => {
        if (!signature || !(error instanceof ApiError) || error.status !== 400) return false;
        setSignError(errorMessage(error));
        return true;
      },
    },
  );
  if (failed) return <Text>{failed}</Text>;
  if (!estimate) return null;
  const hasOptions = estimate.options.length > 0;
  const approve = (optionPosition?: number) => {
    if (!estimate.requiresSignature) return decide.run('Approved', optionPosition);
    setSignError(null);
    setSigning({ optionPosition });
  };
  return (
    <HubDocument
      title={`Estimate #${estimate.estimateNumber} from ${estimate.provider.name}`}
      status={estimate.status}
      date={estimate.estimateDate}
      items={estimate.items}
      notes={estimate.notes}
      files={{
        vanityName,
        type: 'estimate',
        number: estimate.estimateNumber,
        attachments: estimate.attachments,
      }}
      amounts={[
        { label: 'Subtotal', cents: estimate.subtotal },
        ...(estimate.discountAmount ? [{ label: 'Discount', cents: -estimate.discountAmount }] : []),
        { label: 'Tax', cents: estimate.tax },
        { label: 'Total', cents: estimate.total, strong: true },
        ...(estimate.depositAmount ? [{ label: 'Deposit', cents: estimate.depositAmount }] : []),
      ]}
      actions={
        <>
          <HubSignature estimate={estimate} />
          <Group justify="flex-end">
            {canDeclineEstimate(estimate.status) && (
              <Button
                variant="default"
                loading={decide.pending?.[0] === 'Rejected'}
                onClick={() => decide.run('Rejected')}
              >
                Decline
              </Button>
            )}
            {canApproveEstimate(estimate.status) && !hasOptions && (
              <Button loading={decide.pending?.[0] === 'Approved'} onClick={() => approve()}>
                Approve
              </Button>
            )}
          </Group>
          {signing && (
            <HubSignatureDialog
              agreement={signatureAgreement(estimate, estimate.provider.name, signing.optionPosition)}
              busy={decide.busy}
              error={signError}
              onSign={(signature) => decide.run('Approved', signing.optionPosition, signature)}
              onClose={() => setSigning(null)}
            />
          )}
        </>
      }
    >
      {hasOptions ? (
        <HubEstimateOptions
          options={estimate.options}
          canApprove={canApproveEstimate(estimate.status)}
          approving={decide.pending?.[0] === 'Approved' ? (decide.pending[1] ?? null) : null}
          onApprove={(position) => approve(position)}
        />
      ) : null}
    </HubDocument>
  );
}
