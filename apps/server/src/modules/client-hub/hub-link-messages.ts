import { formatCents } from '@porchlight/core/billing/money.rules';
import { CLIENT_HUB_LINK_DAYS } from '@porchlight/core/client-hub/client-hub.constants';
import { emailMessage, smsMessage } from '../platform/notification-message';
import type { OutboxMessage } from '../platform/outbox.repository';
import type { ProviderRow } from '../providers/profile.repository';
import type { ClientRow } from '../service-manager/clients.repository';

/** What a client receives with a secure link: an e-mail, and a short text when asked for. */

export interface LinkedDocument {
  kind: 'estimate' | 'invoice';
  number: number;
  total: number;
}

const label = (document: LinkedDocument) => `${document.kind} #${document.number}`;

function meta(provider: ProviderRow, client: ClientRow, document: LinkedDocument | null) {
  return {
    kind: 'client-hub-link',
    providerId: provider.id,
    clientId: client.id,
    ...(document ? { artifactType: document.kind, artifactNumber: document.number } : {}),
  };
}

/** The e-mail with the link to a document the provider sent, or with a new link the client asked for. */
export function hubLinkEmail(input: {
  provider: ProviderRow;
  client: ClientRow;
  document: LinkedDocument | null;
  url: string;
  siteName: string;
  renewed: boolean;
}): OutboxMessage {
  const { provider, client, document } = input;
  if (client.emailAddress === null)
    throw new Error("A client hub link e-mail needs the client's e-mail address");
  const what = document ? label(document) : 'your client hub';
  const paragraphs = [`Hello ${client.firstName},`];
  if (input.renewed) paragraphs.push(`Here is your new secure link to ${provider.name}'s client hub.`);
  else if (document?.kind === 'estimate')
    paragraphs.push(
      `${provider.name} sent you estimate #${document.number} for ${formatCents(document.total)}. You can review it, then approve or decline it, in your client hub.`,
    );
  else if (document)
    paragraphs.push(
      `${provider.name} sent you invoice #${document.number} for ${formatCents(document.total)}. You can view it in your client hub.`,
    );
  paragraphs.push(
    `The link works for ${CLIENT_HUB_LINK_DAYS} days. After that, open it and ask for a new one with your e-mail address.`,
  );
  const subject = input.renewed
    ? `Your new link to ${provider.name}'s client hub`
    : `${provider.name} sent you ${what}`;
  return emailMessage(
    client.emailAddress,
    {
      providerName: provider.name,
      siteName: input.siteName,
      subject,
      paragraphs,
      link: { label: document ? `View ${what}` : 'Open your client hub', url: input.url },
    },
    meta(provider, client, document),
  );
}

/** The text message: who sent what, and the link. */
export function hubLinkSms(
  provider: ProviderRow,
  client: ClientRow,
  document: LinkedDocument,
  url: string,
): OutboxMessage {
  if (client.mobilePhoneNumber === null)
    throw new Error("A client hub link text needs the client's mobile phone number");
  return smsMessage(
    client.mobilePhoneNumber,
    `${provider.name}: your ${label(document)} is ready to view: ${url}`,
    meta(provider, client, document),
  );
}
