import type { ReactNode } from 'react';
import { Box, Stack } from '@/ui/layout';
import { Paper } from '@/ui/surfaces';
import { Text, Title } from '@/ui/typography';

/** The frame of the log-in and register pages: a centred card under a heading. */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box px="md" py={{ base: 'xl', sm: 48 }}>
      <Stack maw={440} mx="auto" gap="lg">
        <Stack gap={6} ta="center">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
        {footer ? (
          <Text size="sm" ta="center">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
