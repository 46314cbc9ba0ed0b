'use client';

import { Alert, Box, Button, Group, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { estimateSignatureMessages as messages } from '@porchlight/core/client-hub/estimate-signature.messages';
import {
  SIGNER_NAME_MAX_LENGTH,
  signerNameSchema,
} from '@porchlight/core/client-hub/estimate-signature.rules';
import { useEffect, useRef, useState } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';

export interface SignatureInput {
  signerName: string;
  signaturePng?: string;
}

/**
 * Signing an estimate to approve it (issue 36): the words the client agrees to, their full name, and
 * a signature drawn with a finger, pen or mouse (signature_pad: pointer and touch) or their typed name.
 * Loaded only when a client approves an estimate whose provider asks for a signature.
 */
export function HubSignatureDialog({
  agreement,
  busy,
  error,
  onSign,
  onClose,
}: {
  agreement: string;
  busy: boolean;
  /** The server's refusal, if any. */
  error: string | null;
  onSign: (signature: SignatureInput) => void;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [drawingError, setDrawingError] = useState<string | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  // The strokes outlive the box: switching to Type and back, or turning the phone, keeps the drawing.
  const strokes = useRef<PointGroup[]>([]);

  function sign() {
    const parsed = signerNameSchema.safeParse(name);
    setNameError(parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.nameRequired));
    const drawn = mode === 'draw' ? pad.current : null;
    const blank = mode === 'draw' && (!drawn || drawn.isEmpty());
    setDrawingError(blank ? messages.drawingRequired : null);
    if (!parsed.success || blank) return;
    onSign({ signerName: parsed.data, signaturePng: drawn?.toDataURL('image/png') });
  }

  return (
    <Modal opened onClose={onClose} title={<Text fw={800}>Sign to approve</Text>} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">{agreement}</Text>
        <TextInput
          label="Your full name"
          autoComplete="name"
          maxLength={SIGNER_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
        />
        <Tabs value={mode} onChange={(value) => setMode(value === 'type' ? 'type' : 'draw')}>
          <Tabs.List>
            <Tabs.Tab value="draw">Draw</Tabs.Tab>
            <Tabs.Tab value="type">Type</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="draw" pt="sm">
            <DrawingBox pad={pad} strokes={strokes} onDrawn={() => setDrawingError(null)} />
            {drawingError && (
              <Text size="sm" c="red" mt={4} role="alert">
                {drawingError}
              </Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="type" pt="sm">
            <Box p="md" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}>
              <Text fz={28} fw={700} fs="italic" mih={42} aria-label="Your typed signature">
                {name.trim()}
              </Text>
            </Box>
          </Tabs.Panel>
        </Tabs>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button loading={busy} onClick={sign}>
            Sign and approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The box to draw in, sized to its width at the screen's pixel density, the strokes drawn again on a new size. */
function DrawingBox({
  pad,
  strokes,
  onDrawn,
}: {
  pad: React.RefObject<SignaturePad | null>;
  strokes: React.RefObject<PointGroup[]>;
  onDrawn: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const drawing = new SignaturePad(element, { penColor: '#1f2933' });
    pad.current = drawing;
    drawing.addEventListener('endStroke', () => {
      strokes.current = drawing.toData();
      drawn.current();
    });
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      if (element.offsetWidth === 0) return;
      if (element.width !== element.offsetWidth * ratio) {
        element.width = element.offsetWidth * ratio;
        element.height = element.offsetHeight * ratio;
        element.getContext('2d')?.scale(ratio, ratio);
      }
      // A new pad (the tab shown again) or a new size starts blank: the strokes so far are drawn again.
      drawing.fromData(strokes.current);
    };
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    fit();
    return () => {
      observer.disconnect();
      drawing.off();
      pad.current = null;
    };
  }, [pad, strokes]);

  return (
    <Stack gap={4}>
      <canvas
        ref={canvas}
        aria-label="Draw your signature here"
        style={{
          width: '100%',
          height: 160,
          touchAction: 'none',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
          background: 'var(--mantine-color-body)',
        }}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Sign with your finger, a pen or the mouse.
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            pad.current?.clear();
            strokes.current = [];
          }}
        >
          Clear
        </Button>
      </Group>
    </Stack>
  );
}
