'use client';

import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { saveVisitNotesRoute } from '@porchlight/core/scheduling/visit-work.routes';
import { listScheduleRoute } from '@porchlight/core/scheduling/visits.routes';
import { VISIT_NOTES_MAX_LENGTH, type Visit } from '@porchlight/core/scheduling/visits.schemas';
import { IconNote } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { apiQueryKey } from '@/lib/query-client';
import { useAction } from '@/lib/use-action';
import { type NotesBase, notesVersion } from './notes-version';
import { useReplaceVisit } from './use-replace-visit';

/**
 * The visit's notes, written by the person working and saved with Save. Saved at the version the
 * notes were read at: when someone else changed them meanwhile, the server's 409 shows with Reload,
 * which brings their notes in beside the typed ones (nothing typed is lost; Save then replaces them).
 */
export function VisitNotesForm({ visit, vanityName }: { visit: Visit; vanityName: string }) {
  const queryClient = useQueryClient();
  const replaceVisit = useReplaceVisit();
  /** What is typed, until it is saved; null shows the saved notes. */
  const [draft, setDraft] = useState<string | null>(null);
  /** The notes the draft started from, and the visit's version then. */
  const [base, setBase] = useState<NotesBase | null>(null);
  const [conflict, setConflict] = useState<{ message: string; reloaded: boolean } | null>(null);
  const saved = visit.notes ?? '';
  const changed = draft !== null && draft.trim() !== saved;
  // A visit without notes shows a button, not an empty box: the day's list stays short.
  const [open, setOpen] = useState(saved !== '');

  const save = useAction(
    async (notes: string) => {
      const version = notesVersion(base, visit);
      replaceVisit(
        await callApi(saveVisitNotesRoute, {
          params: { visitId: visit.id },
          query: { vanityName },
          body: { version, notes },
        }),
      );
      setDraft(null);
      setBase(null);
      setConflict(null);
    },
    {
      success: 'Notes saved',
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 409) return false;
        setConflict({ message: error.message, reloaded: false });
        return true;
      },
    },
  );

  async function reload() {
    await queryClient.invalidateQueries({ queryKey: apiQueryKey(listScheduleRoute) });
    // The draft now stands on the notes just read.
    setBase(null);
    setConflict((current) => current && { ...current, reloaded: true });
  }

  if (!open && saved === '' && draft === null)
    return (
      <Button
        variant="transparent"
        size="md"
        px={0}
        leftSection={<IconNote size={18} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen(true)}
      >
        Add a note
      </Button>
    );
  return (
    <Stack gap={6}>
      <Textarea
        autoFocus={saved === '' && draft === null}
        label="Notes"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={VISIT_NOTES_MAX_LENGTH}
        value={draft ?? saved}
        onChange={(event) => {
          if (draft === null) setBase({ notes: visit.notes, version: visit.version });
          setDraft(event.currentTarget.value);
        }}
      />
      {conflict && !conflict.reloaded && (
        <Alert color="orange" variant="light" p="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{conflict.message}</Text>
            <Button size="md" variant="white" color="orange" onClick={() => void reload()}>
              Reload
            </Button>
          </Group>
        </Alert>
      )}
      {conflict?.reloaded && (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Saved meanwhile by someone else:
          </Text>
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
            {saved || 'No notes.'}
          </Text>
          <Text size="sm" c="dimmed">
            Your text is kept above: Save notes replaces theirs with it.
          </Text>
        </Stack>
      )}
      {changed && (
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            size="md"
            onClick={() => {
              setDraft(null);
              setBase(null);
              setConflict(null);
            }}
          >
            Cancel
          </Button>
          <Button size="md" loading={save.busy} onClick={() => save.run(draft)}>
            Save notes
          </Button>
        </Group>
      )}
    </Stack>
  );
}
