'use client';

import { Button, type ButtonProps } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { hubEstimatePdfRoute, hubInvoicePdfRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { AnyRoute } from '@porchlight/core/platform/route';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { saveBlob } from '@/lib/save-blob';
import { useAction } from '@/lib/use-action';
import { fetchHubFile } from './hub-api';

/** A PDF of the hub, fetched with the hub's token (a link could not send it) and saved as `fileName`. */
export function HubPdfButton({
  vanityName,
  route,
  params,
  fileName,
  children = 'Download PDF',
  ...button
}: {
  vanityName: string;
  route: AnyRoute;
  params: Readonly<Record<string, string | number>>;
  fileName: string;
  children?: ReactNode;
} & Pick<ButtonProps, 'size' | 'variant'> & { 'aria-label'?: string }) {
  const download = useAction(async () => saveBlob(await fetchHubFile(vanityName, route, params), fileName), {
    errorMessage: messages.downloadFailed,
  });
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} />}
      loading={download.busy}
      onClick={() => download.run()}
      style={{ alignSelf: 'flex-start' }}
      {...button}
    >
      {children}
    </Button>
  );
}

/** The estimate or invoice as a PDF. */
export function HubDocumentPdf({
  vanityName,
  type,
  number,
}: {
  vanityName: string;
  type: 'estimate' | 'invoice';
  number: number;
}) {
  return type === 'estimate' ? (
    <HubPdfButton
      vanityName={vanityName}
      route={hubEstimatePdfRoute}
      params={{ uri: vanityName, estimateNumber: number }}
      fileName={`estimate-${number}.pdf`}
    />
  ) : (
    <HubPdfButton
      vanityName={vanityName}
      route={hubInvoicePdfRoute}
      params={{ uri: vanityName, invoiceNumber: number }}
      fileName={`invoice-${number}.pdf`}
    />
  );
}
