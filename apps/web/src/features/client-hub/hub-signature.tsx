import { Text } from '@mantine/core';
import type { Estimate } from '@porchlight/core/service-manager/estimates.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';

/** Who signed the estimate as it is now, and when (issue 36); the signed PDF carries the rest. */
export function HubSignature({ estimate }: { estimate: Pick<Estimate, 'status' | 'version' | 'approvals'> }) {
  const approval = estimate.approvals.find((each) => each.version === estimate.version);
  if (estimate.status !== 'Approved' || !approval?.signerName) return null;
  return (
    <Text size="sm" c="dimmed">
      Signed by {approval.signerName} on {formatDay(approval.approvedAt)}
    </Text>
  );
}
