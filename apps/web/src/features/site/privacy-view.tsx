import { LegalPage } from './legal-page';

export function PrivacyView({ siteName }: { siteName: string }) {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`This policy explains what ${siteName} collects about you, why, and the choices you have.`}
      sections={[
        {
          heading: 'What we collect',
          body: [
            'Account details: your name, email address and a hash of your password (never the password itself).',
            'What you add: reviews, friend connections, requests and messages you send to professionals, and, for business owners, the company profile, services, photos and customer records you manage.',
            'Technical data: your IP address, browser type and the pages you request, kept in server logs to run and protect the service.',
          ],
        },
        {
          heading: 'How we use it',
          body: [
            'To run the service: log you in, show your reviews under your name, put your friends’ recommendations first, deliver your requests to the professionals you contact, and send you emails about your account and requests.',
            'To keep it safe: detect abuse, fraud and attempts to break into accounts.',
            'We do not sell your personal information and we do not show third-party advertising.',
          ],
        },
        {
          heading: 'Who can see what',
          body: [
            'Reviews you make public show your first name and last name. Reviews you share with friends only are visible to your friends. A professional you contact sees the contact details you send them. Your email address is shown only to people you are friends with or have sent a request to.',
          ],
        },
        {
          heading: 'Who we share it with',
          body: [
            'Companies that help us run the service, such as hosting, email delivery and payment processing, under contracts that allow them to use the data only on our behalf; and authorities when the law requires it.',
          ],
        },
        {
          heading: 'How long we keep it',
          body: [
            'Account data stays while your account is open. When you close it we delete your personal data or make it anonymous, except where the law asks us to keep records such as invoices. Server logs are kept for up to 90 days.',
          ],
        },
        {
          heading: 'Your choices and rights',
          body: [
            'You can correct your name on your account page and remove friends at any time. You can ask us for a copy of your data, or ask us to correct or delete it, by contacting us from the email address on your account.',
          ],
        },
        {
          heading: 'Security',
          body: [
            'Passwords are stored with a slow, salted hash (argon2id), sessions use short-lived tokens in cookies that scripts cannot read, and all traffic is encrypted in transit.',
          ],
        },
      ]}
    />
  );
}
