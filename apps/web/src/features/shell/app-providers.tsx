'use client';

import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { CurrentUserProvider } from '@/features/identity/current-user-context';
import { SiteNameProvider } from '@/features/site/site-name-context';
import { cssVariablesResolver, theme } from '@/theme';
import { FeedbackHost } from './feedback-host';
import { HydrationMark } from './hydration-mark';

export function AppProviders({ siteName, children }: { siteName: string; children: ReactNode }) {
  return (
    // Light only: <html> carries the scheme from the server (mantineHtmlProps), so no ColorSchemeScript,
    // a client component every page would download, and nothing read from or written to localStorage.
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <SiteNameProvider value={siteName}>
        <CurrentUserProvider>{children}</CurrentUserProvider>
      </SiteNameProvider>
      <FeedbackHost />
      <HydrationMark />
    </MantineProvider>
  );
}
