import {
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { LegalPage } from './legal-page';

const COOKIES = [
  {
    name: 'pl_access',
    purpose: 'Keeps you logged in. Readable only by our server, not by scripts.',
    lifetime: 'Minutes; renewed while you use the site',
  },
  {
    name: 'pl_refresh',
    purpose: 'Renews your session without asking for your password again.',
    lifetime: 'Until you log out or it expires',
  },
  {
    name: 'conversations, activeConversation',
    purpose: 'Remembers your open live chats with a business.',
    lifetime: '3 days',
  },
] as const;

export function CookiesView({ siteName }: { siteName: string }) {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={`${siteName} uses a small number of cookies, all of them needed to make the site work. We do not use advertising or cross-site tracking cookies.`}
      sections={[
        {
          heading: 'Cookies we set',
          body: [<CookieTable key="table" />],
        },
        {
          heading: 'Browser storage',
          body: [
            'Your browser’s local storage keeps a few preferences on your device only: the zip code of your last search, so you do not have to type it again, and a short-lived note that lets several open tabs renew your session one at a time.',
          ],
        },
        {
          heading: 'Other services',
          body: [
            'Maps are drawn from OpenStreetMap tiles, so your browser asks the tile server for map images and it sees your IP address. Online payments in a Client Hub are handled by our payment partner, which may set its own cookies for fraud prevention on the payment form.',
          ],
        },
        {
          heading: 'Your choices',
          body: [
            'You can delete or block cookies in your browser settings. Because the cookies above are essential, blocking them means you cannot log in.',
          ],
        },
      ]}
    />
  );
}

export function CookieTable() {
  return (
    <TableScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="sm">
        <TableThead>
          <TableTr>
            <TableTh>Name</TableTh>
            <TableTh>Purpose</TableTh>
            <TableTh>Lifetime</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {COOKIES.map((cookie) => (
            <TableTr key={cookie.name}>
              <TableTd>
                <Text ff="monospace" size="sm">
                  {cookie.name}
                </Text>
              </TableTd>
              <TableTd>{cookie.purpose}</TableTd>
              <TableTd>{cookie.lifetime}</TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}
