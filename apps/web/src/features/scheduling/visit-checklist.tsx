'use client';

import { Checkbox, Stack, Text } from '@mantine/core';
import { tickChecklistItemRoute } from '@porchlight/core/scheduling/visit-work.routes';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { useRef, useState } from 'react';
import { showError } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { useReplaceVisit } from './use-replace-visit';
import type { VisitWorkPartProps } from './visit-steps';

type Line = Visit['checklist'][number];

const lineLabel = (line: Line) => `${line.name}${line.quantity !== 1 ? ` × ${line.quantity}` : ''}`;

/**
 * The visit's checklist as the person working ticks it: a tap saves at once and shows at once; if
 * the save fails, the box goes back to what the server has and the reason shows. Read-only when
 * `editable` is false (a skipped visit).
 */
export function VisitChecklist({ visit, vanityName, editable }: VisitWorkPartProps) {
  const replaceVisit = useReplaceVisit();
  /** The value each line is being saved as (the latest tap wins), until its answer comes. */
  const [saving, setSaving] = useState<Record<string, { done: boolean; tap: number }>>({});
  const taps = useRef(0);

  async function tick(line: Line, done: boolean) {
    taps.current += 1;
    const tap = taps.current;
    setSaving((current) => ({ ...current, [line.id]: { done, tap } }));
    // A later tap on the same line is still on its way: its value stays shown.
    const settle = () =>
      setSaving((current) => {
        if (current[line.id]?.tap !== tap) return current;
        const { [line.id]: _settled, ...rest } = current;
        return rest;
      });
    try {
      replaceVisit(
        await callApi(tickChecklistItemRoute, {
          params: { visitId: visit.id, itemId: line.id },
          query: { vanityName },
          body: { done },
        }),
      );
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      settle();
    }
  }

  if (visit.checklist.length === 0) return null;
  return (
    <Stack gap={4} role="group" aria-label="Checklist">
      <Text size="sm" fw={600}>
        Checklist
      </Text>
      {visit.checklist.map((line) => (
        <Checkbox
          key={line.id}
          size="md"
          py={8}
          label={lineLabel(line)}
          checked={saving[line.id]?.done ?? line.done}
          disabled={!editable}
          onChange={(event) => void tick(line, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
