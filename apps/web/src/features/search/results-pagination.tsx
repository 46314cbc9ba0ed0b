'use client';

import { Group, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { PAGE_SIZE_OPTIONS } from '@porchlight/core/search/search.constants';

const SMALLEST_PAGE = Math.min(...PAGE_SIZE_OPTIONS);

import { buildResultsPath, type ResultsLocation } from '@porchlight/core/search/search-page.rules';
import { useResultsNavigation } from './results-navigation';

interface ResultsPaginationProps {
  location: ResultsLocation & { page: number; rows: number };
  totalRecords: number;
}

/** Pages of 10, 25 or 50; the page and its size live in the address, so every page is server-rendered. */
export function ResultsPagination({ location, totalRecords }: ResultsPaginationProps) {
  const { navigate } = useResultsNavigation();
  const mounted = useMounted();
  const totalPages = Math.max(1, Math.ceil(totalRecords / location.rows));
  const page = Math.min(location.page, totalPages);
  const from = Math.min(totalRecords, (page - 1) * location.rows + 1);
  const to = Math.min(totalRecords, page * location.rows);

  return (
    <Group justify="space-between" align="flex-end" gap="md" mt="lg">
      <Stack gap={6}>
        {totalPages > 1 ? (
          <Text size="sm" c="dark.3">
            Showing {from.toLocaleString('en-US')}–{to.toLocaleString('en-US')} of{' '}
            {totalRecords.toLocaleString('en-US')}
          </Text>
        ) : null}
        <Pagination
          total={totalPages}
          value={page}
          onChange={(next) => navigate(buildResultsPath({ ...location, page: next }), { scrollToTop: true })}
          hideWithOnePage
          disabled={!mounted}
          radius="md"
          getControlProps={(control) => ({
            'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page`,
          })}
        />
      </Stack>
      {totalRecords > SMALLEST_PAGE ? (
        <NativeSelect
          label="Results per page"
          disabled={!mounted}
          labelProps={{ fw: 500 }}
          w={150}
          ml="auto"
          value={String(location.rows)}
          data={PAGE_SIZE_OPTIONS.map((rows) => ({ value: String(rows), label: String(rows) }))}
          onChange={(event) =>
            navigate(buildResultsPath({ ...location, page: 1, rows: Number(event.currentTarget.value) }), {
              scrollToTop: true,
            })
          }
        />
      ) : null}
    </Group>
  );
}
