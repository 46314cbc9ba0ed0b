'use client';

import { formatCents } from '@porchlight/core/billing/money.rules';
import type { EstimateSummary } from '@porchlight/core/service-manager/estimates.schemas';
import type { ESTIMATE_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { listEstimatesRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { clientName } from './client-name';
import { DocumentsTab } from './documents-tab';
import type { PageState } from './page-state';
import type { Column } from './paged-table';
import { StatusBadge } from './status-badge';
import { usePagedQuery } from './use-paged-query';

type SortField = (typeof ESTIMATE_SORT_FIELDS)[number];

const columns: Column<EstimateSummary, SortField>[] = [
  { label: 'Client', render: (estimate) => clientName(estimate.client) },
  { label: 'Date', sortField: 'estimateDate', render: (estimate) => estimate.estimateDate },
  { label: 'Status', sortField: 'status', render: (estimate) => <StatusBadge status={estimate.status} /> },
  { label: 'Total', sortField: 'total', align: 'right', render: (estimate) => formatCents(estimate.total) },
];

export function EstimatesTab({ vanityName }: { vanityName: string }) {
  const list = usePagedQuery({
    route: listEstimatesRoute,
    request: (page: PageState<SortField>) => ({ query: { vanityName, ...page } }),
    rowsOf: (answer) => ({ rows: answer.estimates, totalRecords: answer.totalRecords }),
    defaultSort: 'estimateNumber',
  });
  return (
    <DocumentsTab
      kind="estimate"
      vanityName={vanityName}
      columns={columns}
      defaultSort="estimateNumber"
      numberOf={(estimate) => estimate.estimateNumber}
      empty={serviceManagerMessages.noEstimates}
      list={list}
    />
  );
}
