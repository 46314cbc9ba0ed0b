'use client';

import { Button } from '@mantine/core';
import { routePath } from '@porchlight/core/platform/route';
import type { DocumentType } from '@porchlight/core/service-manager/service-manager.constants';
import {
  downloadEstimatePdfRoute,
  downloadInvoicePdfRoute,
} from '@porchlight/core/service-manager/service-manager.routes';
import { IconFileTypePdf } from '@tabler/icons-react';
import { API_BASE } from '@/lib/api-client';

/**
 * The saved estimate or invoice as a PDF: a plain link, so the provider's session cookie goes with it
 * (as attachments' downloads do). Unsaved changes are not in it, so it waits for them to be saved.
 */
export function DocumentPdfLink({
  type,
  number,
  vanityName,
  unsaved,
}: {
  type: DocumentType;
  number: number;
  vanityName: string;
  unsaved: boolean;
}) {
  const href =
    type === 'estimate'
      ? routePath(downloadEstimatePdfRoute, { estimateNumber: number }, { vanityName })
      : routePath(downloadInvoicePdfRoute, { invoiceNumber: number }, { vanityName });
  return (
    <Button
      component="a"
      href={`${API_BASE}${href}`}
      download
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      disabled={unsaved}
      title={unsaved ? 'Save your changes first' : undefined}
    >
      Download PDF
    </Button>
  );
}
