'use client';

import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { estimateSignatureMessages } from '@porchlight/core/client-hub/estimate-signature.messages';
import { routePath } from '@porchlight/core/platform/route';
import type { Estimate } from '@porchlight/core/service-manager/estimates.schemas';
import { downloadEstimatePdfRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { formatDay } from '@porchlight/core/text/date.rules';
import { API_BASE } from '@/lib/api-client';

/**
 * An estimate's approved versions (issue 36): who signed each and when, each downloadable as signed;
 * on an approved estimate, that a change makes the next version.
 */
export function EstimateVersions({
  estimate,
  vanityName,
}: {
  estimate: Pick<Estimate, 'estimateNumber' | 'status' | 'version' | 'approvals'>;
  vanityName: string;
}) {
  if (estimate.approvals.length === 0) return null;
  return (
    <Stack gap={4} mb="sm">
      {estimate.status === 'Approved' && (
        <Alert color="blue">{estimateSignatureMessages.newVersionNotice(estimate.version)}</Alert>
      )}
      {estimate.approvals.map((approval) => (
        <Text size="sm" key={approval.version}>
          Version {approval.version}:{' '}
          {approval.signerName ? `signed by ${approval.signerName}` : 'approved in the client hub'} on{' '}
          {formatDay(approval.approvedAt)} ·{' '}
          <Anchor
            href={`${API_BASE}${routePath(
              downloadEstimatePdfRoute,
              { estimateNumber: estimate.estimateNumber },
              { vanityName, version: approval.version },
            )}`}
            download
          >
            {approval.signerName ? 'Download signed PDF' : 'Download PDF'}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}
