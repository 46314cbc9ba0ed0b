import classes from './cookie-table.module.css';
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

/** A plain table, drawn like Mantine's striped one: its scroll container would bring the floating stack. */
export function CookieTable() {
  return (
    <div className={classes.scroll}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Name</th>
            <th>Purpose</th>
            <th>Lifetime</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <td>
                <code className={classes.name}>{cookie.name}</code>
              </td>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
