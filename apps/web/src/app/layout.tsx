import './mantine-styles';
import '@mantine/notifications/styles.css';
import './globals.css';

import { mantineHtmlProps } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingStore,
  IconCreditCard,
  IconLayoutDashboard,
  IconSearch,
} from '@tabler/icons-react';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SESSION_HINT_SCRIPT } from '@/features/identity/session-hint';
import { AppProviders } from '@/features/shell/app-providers';
import { MobileBar } from '@/features/shell/mobile-bar';
import classes from '@/features/shell/shell.module.css';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { SiteLogo } from '@/features/shell/site-logo';
import { getCspNonce } from '@/lib/csp-nonce';
import { getRequestSite } from '@/lib/request-site';
import { getSiteName } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const siteName = getSiteName();
  return {
    title: { default: `${siteName} - Find trusted home-service pros`, template: `%s | ${siteName}` },
    description: `${siteName} is a marketplace for home-service professionals: find, compare and review local pros.`,
    applicationName: siteName,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#f4a823' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const siteName = getSiteName();
  // On a provider's custom domain the profile site is the whole site: no marketplace header or bars.
  const { customDomain } = await getRequestSite();
  const nonce = await getCspNonce();

  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, run before the first paint
          dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }}
        />
      </head>
      <body>
        <AppProviders siteName={siteName}>
          {customDomain ? (
            <main className={classes.shell}>{children}</main>
          ) : (
            <div className={`${classes.shell} ${classes.withMobileBar}`}>
              <SiteHeader logo={<SiteLogo siteName={siteName} />} />
              <main className={classes.main}>{children}</main>
              <SiteFooter siteName={siteName} />
              <MobileBar
                icons={{
                  findPro: <IconSearch size={22} aria-hidden />,
                  forBusiness: <IconBriefcase size={22} aria-hidden />,
                  myProfile: <IconBuildingStore size={22} aria-hidden />,
                  serviceManager: <IconLayoutDashboard size={22} aria-hidden />,
                  plans: <IconCreditCard size={22} aria-hidden />,
                }}
              />
            </div>
          )}
        </AppProviders>
      </body>
    </html>
  );
}
