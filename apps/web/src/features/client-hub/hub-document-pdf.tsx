'use client';

import { Button } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { hubEstimatePdfRoute, hubInvoicePdfRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { IconFileTypePdf } from '@tabler/icons-react';
import { saveBlob } from '@/lib/save-blob';
import { useAction } from '@/lib/use-action';
import { fetchHubFile } from './hub-api';

/** The estimate or invoice as a PDF, fetched with the hub's token (a link could not send it) and saved. */
export function HubDocumentPdf({
  vanityName,
  type,
  number,
}: {
  vanityName: string;
  type: 'estimate' | 'invoice';
  number: number;
}) {
  const download = useAction(
    async () => {
      const blob =
        type === 'estimate'
          ? await fetchHubFile(vanityName, hubEstimatePdfRoute, { uri: vanityName, estimateNumber: number })
          : await fetchHubFile(vanityName, hubInvoicePdfRoute, { uri: vanityName, invoiceNumber: number });
      saveBlob(blob, `${type}-${number}.pdf`);
    },
    { errorMessage: messages.downloadFailed },
  );
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={download.busy}
      onClick={() => download.run()}
      style={{ alignSelf: 'flex-start' }}
    >
      Download PDF
    </Button>
  );
}
