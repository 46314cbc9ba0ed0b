'use client';

import { Group, NativeSelect, Text, Title } from '@mantine/core';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * The head of a company's account page (Requests, Service Manager, Plans): the title, a line about the
 * company, and a company picker for people with several, which opens the same page for the one picked.
 */
export function AccountPageHeader({
  title,
  subtitle,
  vanityName,
  companies,
  hrefOf,
}: {
  title: string;
  subtitle: ReactNode;
  vanityName: string;
  companies: { vanityName: string; name: string }[];
  hrefOf: (vanityName: string) => string;
}) {
  const router = useRouter();
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {companies.length > 1 && (
        <NativeSelect
          aria-label="Company"
          value={vanityName}
          data={companies.map((company) => ({ value: company.vanityName, label: company.name }))}
          onChange={(event) => router.push(hrefOf(event.currentTarget.value))}
        />
      )}
    </Group>
  );
}
