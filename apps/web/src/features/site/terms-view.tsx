import { LegalPage } from './legal-page';

export function TermsView({ siteName }: { siteName: string }) {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms apply when you use ${siteName}, whether you are looking for a pro, writing a review or listing your business. Please read them; by using ${siteName} you accept them.`}
      sections={[
        {
          heading: `What ${siteName} is`,
          body: [
            `${siteName} is an open-source marketplace that helps people find home-service professionals and helps those professionals present and run their business. The professionals listed are independent businesses: they are not our employees or agents, and we do not perform, supervise or guarantee their work.`,
            'Any agreement for work, price or payment is between you and the professional you choose.',
          ],
        },
        {
          heading: 'Your account',
          body: [
            'Give your real name and an email address you control, keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what happens under your account.',
            'You must be at least 16 years old to create an account.',
          ],
        },
        {
          heading: 'Reviews and other content',
          body: [
            'Reviews must describe your own, genuine experience with the business. Do not review a company you own or work for, do not accept payment for a review, and do not post content that is unlawful, hateful, harassing or that shares someone else’s private information.',
            `You keep ownership of what you post, and you allow ${siteName} to show it on the service. We may remove content that breaks these terms.`,
          ],
        },
        {
          heading: 'Business listings and paid plans',
          body: [
            'Only the owner of a business, or someone the owner has authorised, may claim or manage its profile. Keep your business information accurate and up to date.',
            'The marketplace listing is free. Paid plans and add-ons are billed monthly in US dollars until you cancel; a cancellation takes effect at the end of the current billing period. Free trials turn into paid subscriptions only if you choose to continue.',
          ],
        },
        {
          heading: 'Payments',
          body: [
            'Invoices paid online through a Client Hub are processed by our payment partner. We never store full card numbers. Refunds for work are a matter between you and the professional.',
          ],
        },
        {
          heading: 'Ending your use',
          body: [
            'You can stop using the service and ask us to close your account at any time. We may suspend accounts that break these terms or put other users at risk.',
          ],
        },
        {
          heading: 'Liability',
          body: [
            `${siteName} is provided “as is”. To the extent the law allows, we are not liable for the work of professionals found through the service, or for indirect losses. Nothing in these terms limits rights you have under consumer law.`,
          ],
        },
        {
          heading: 'Changes to these terms',
          body: [
            'When we change these terms in a way that matters, we will say so on the site before the change applies.',
          ],
        },
      ]}
    />
  );
}
