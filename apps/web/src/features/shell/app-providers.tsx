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
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <SiteNameProvider value={siteName}>
        <CurrentUserProvider>{children}</CurrentUserProvider>
      </SiteNameProvider>
      <FeedbackHost />
      <HydrationMark />
    </MantineProvider>
  );
}
