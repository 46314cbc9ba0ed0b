'use client';

import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { aboutEditorStart, normalizeAboutHtml } from '@porchlight/core/media/about.rules';
import {
  aboutCounterText,
  profileEditingHandlerLabels as labels,
  profileEditingErrorTitles as titles,
} from '@porchlight/core/media/profile-editing.messages';
import { updateAboutRoute } from '@porchlight/core/media/profile-editing.routes';
import { aboutLengthError } from '@porchlight/core/media/profile-editing.schemas';
import { isProPlan } from '@porchlight/core/providers/profile.constants';
import { IconSparkles } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { plansHref } from '@/features/plans/plans-href';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { Link } from '@/ui/link';

/** Tiptap is loaded only when a Pro member opens the editor. */
const RichTextAboutEditor = dynamic(() => import('./rich-text-about-editor'), {
  ssr: false,
  loading: () => (
    <Group justify="center" mih={260}>
      <Loader size="sm" aria-label="Loading the editor" />
    </Group>
  ),
});

export interface AboutEditorProfile {
  vanityName: string;
  pro: number;
  aboutDesc: string | null;
  aboutHtml: boolean;
}

/**
 * The about editor (spec 1 §4, §5, §6): Pro members get rich text, others a plain textarea with a live
 * counter and an upgrade link. Submit stays disabled until the text is edited.
 */
export default function AboutEditorDialog({
  profile,
  opened,
  onClose,
}: {
  profile: AboutEditorProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const isMobile = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Edit About" size="xl" fullScreen={isMobile} centered>
      <AboutEditor profile={profile} onClose={onClose} />
    </Modal>
  );
}

function AboutEditor({ profile, onClose }: { profile: AboutEditorProfile; onClose: () => void }) {
  const isPro = isProPlan(profile.pro);
  // Conversion on opening: plain text becomes paragraphs for Pro, HTML becomes plain text otherwise.
  const [start] = useState(() => aboutEditorStart(profile, isPro));
  const [text, setText] = useState(start.text);
  const [edited, setEdited] = useState(false);
  const error = aboutLengthError(text, start.html);

  const change = (value: string) => {
    setText(value);
    setEdited(true);
  };

  const save = useAction(
    async () => {
      const aboutDesc = start.html ? normalizeAboutHtml(text) : text;
      await callApi(updateAboutRoute, {
        query: { vanityName: profile.vanityName },
        body: { aboutDesc, aboutHtml: start.html },
      });
    },
    { refresh: 'reload', errorTitle: titles.about, errorLabel: labels.about },
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (edited && !error) save.run();
      }}
      noValidate
    >
      <Stack>
        {start.html ? (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              About your business
            </Text>
            <RichTextAboutEditor initialHtml={start.text} onChange={change} invalid={error !== null} />
            {error && (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap={4}>
            <Textarea
              label="About your business"
              description="Tell visitors who you are, what you do and where you work."
              value={text}
              onChange={(event) => change(event.currentTarget.value)}
              autosize
              minRows={8}
              maxRows={16}
              error={error}
              data-autofocus
            />
            <Text size="sm" c={error ? 'red.8' : 'dimmed'} ta="right" aria-live="polite">
              {aboutCounterText(text.length)}
            </Text>
          </Stack>
        )}
        {!isPro && (
          <Alert color="brand" variant="light" icon={<IconSparkles size={18} />}>
            Want bold text, colors, links and lists?{' '}
            <Anchor component={Link} href={plansHref(profile.vanityName)} fw={600}>
              Upgrade to the Professional plan
            </Anchor>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!edited || error !== null} loading={save.busy}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
