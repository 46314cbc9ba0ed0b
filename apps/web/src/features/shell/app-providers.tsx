'use client';

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { Me } from '@porchlight/core/identity/auth.schemas';
import type { ReactNode } from 'react';
import { CurrentUserProvider } from '@/features/identity/current-user-context';
import { SiteNameProvider } from '@/features/site/site-name-context';
import { cssVariablesResolver, theme } from '@/theme';

export function AppProviders({
  siteName,
  initialUser,
  children,
}: {
  siteName: string;
  initialUser: Me | null;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" zIndex={1000} />
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
        <SiteNameProvider value={siteName}>
          <CurrentUserProvider initialUser={initialUser}>{children}</CurrentUserProvider>
        </SiteNameProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
