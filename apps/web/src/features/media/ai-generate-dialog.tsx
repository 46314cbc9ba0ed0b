'use client';

import { Alert, Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import {
  type AiImageKind,
  afterAttempt,
  aiAttemptsStorageKey,
  attemptsLeft,
  exhaustedAttempts,
} from '@porchlight/core/media/ai-attempts.rules';
import {
  AI_ATTEMPTS,
  AI_COUNTDOWN_SECONDS,
  AI_RELOAD_DELAY_MS,
} from '@porchlight/core/media/profile-editing.constants';
import {
  profileEditingHandlerLabels as labels,
  profileEditingMessages as messages,
} from '@porchlight/core/media/profile-editing.messages';
import { generateBannerRoute, generateLogoRoute } from '@porchlight/core/media/profile-editing.routes';
import { IconSparkles } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showSuccess } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { reloadSoon } from '@/lib/use-action';

type Phase = 'idle' | 'countdown' | 'generating' | 'done' | 'failed';

const SETTINGS = {
  banner: {
    title: 'Generate banner with AI',
    intro:
      'We create a banner picture from your business name, your main service and your short description.',
    working: 'Generating your banner… this can take up to a minute.',
    success: messages.bannerImageUpdated,
    label: labels.bannerImage,
  },
  logo: {
    title: 'Generate logo with AI',
    intro: 'We create a logo from your business name and your main service.',
    working: 'Generating your logo… this can take up to a minute.',
    success: messages.logoUpdated,
    label: labels.logo,
  },
} as const;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // Private mode: the server's daily cap still applies.
  }
}

/**
 * AI generation of a banner or logo (spec 1 §4, §9): idle, generating, then done (reload after 1 s) or
 * failed. Attempts are counted in this browser for non-admins; admins always see 3.
 */
export default function AiGenerateDialog(props: {
  which: AiImageKind;
  vanityName: string;
  isAdmin: boolean;
  roughInput?: string;
  /** Count down from 10 s and start on its own (a profile with neither banner nor logo). */
  autoStart?: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={SETTINGS[props.which].title} centered>
      <AiGenerate {...props} />
    </Modal>
  );
}

function AiGenerate({
  which,
  vanityName,
  isAdmin,
  roughInput = '',
  autoStart = false,
  onClose,
}: {
  which: AiImageKind;
  vanityName: string;
  isAdmin: boolean;
  roughInput?: string;
  autoStart?: boolean;
  onClose: () => void;
}) {
  const settings = SETTINGS[which];
  const storageKey = aiAttemptsStorageKey(which, vanityName);
  const [left, setLeft] = useState(() => attemptsLeft(readStorage(storageKey), Date.now(), isAdmin));
  const [phase, setPhase] = useState<Phase>(() => (autoStart && left > 0 ? 'countdown' : 'idle'));
  const [seconds, setSeconds] = useState(AI_COUNTDOWN_SECONDS);
  const running = useRef(false);

  const generate = useCallback(async () => {
    if (running.current) return;
    const now = Date.now();
    if (attemptsLeft(readStorage(storageKey), now, isAdmin) <= 0) {
      setLeft(0);
      setPhase('idle');
      return;
    }
    running.current = true;
    writeStorage(storageKey, afterAttempt(readStorage(storageKey), now, isAdmin));
    setLeft(attemptsLeft(readStorage(storageKey), now, isAdmin));
    setPhase('generating');
    try {
      const query = { vanityName };
      if (which === 'banner') await callApi(generateBannerRoute, { query, body: { roughInput } });
      else await callApi(generateLogoRoute, { query, body: {} });
      setPhase('done');
      showSuccess(settings.success);
      reloadSoon(AI_RELOAD_DELAY_MS);
    } catch (error) {
      console.warn(settings.label, error);
      running.current = false;
      if (error instanceof ApiError && error.status === 429 && !isAdmin) {
        // The server's daily cap: nothing left here either.
        writeStorage(storageKey, exhaustedAttempts(Date.now()));
        setLeft(0);
      }
      setPhase('failed');
    }
  }, [isAdmin, roughInput, settings, storageKey, vanityName, which]);

  useEffect(() => {
    if (phase !== 'countdown') return;
    if (seconds <= 0) {
      void generate();
      return;
    }
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [phase, seconds, generate]);

  const exhausted = left <= 0;
  return (
    <Stack>
      <Text>{settings.intro}</Text>
      <Text size="sm">
        <Text span c="dimmed" inherit>
          Attempts left:{' '}
        </Text>
        <Text span fw={700} c={exhausted ? 'red.8' : undefined} inherit>
          {left} of {AI_ATTEMPTS}
        </Text>
      </Text>

      {phase === 'countdown' && (
        <Stack gap={6} role="status">
          <Text fw={500}>
            Starting in {seconds} second{seconds === 1 ? '' : 's'}…
          </Text>
          <Progress
            value={((AI_COUNTDOWN_SECONDS - seconds) / AI_COUNTDOWN_SECONDS) * 100}
            aria-label="Countdown"
            transitionDuration={900}
          />
        </Stack>
      )}
      {phase === 'generating' && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{settings.working}</Text>
        </Group>
      )}
      {phase === 'done' && (
        <Alert color="teal" role="status">
          {settings.success}
        </Alert>
      )}
      {phase === 'failed' && !exhausted && (
        <Alert color="red" role="alert">
          {messages.aiFailed}
        </Alert>
      )}
      {exhausted && phase !== 'done' && phase !== 'generating' && (
        <Alert color="red" role="alert">
          {messages.aiNoAttemptsLeft}
        </Alert>
      )}

      <Group justify="flex-end">
        {phase === 'countdown' ? (
          <>
            <Button variant="default" onClick={() => setPhase('idle')}>
              Cancel
            </Button>
            <Button leftSection={<IconSparkles size={16} />} onClick={() => void generate()}>
              Generate now
            </Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              leftSection={<IconSparkles size={16} />}
              onClick={() => void generate()}
              disabled={exhausted || phase === 'done'}
              loading={phase === 'generating'}
            >
              {phase === 'failed' ? 'Try again' : 'Generate'}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
