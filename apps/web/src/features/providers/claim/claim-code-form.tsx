'use client';

import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { verifyClaimRoute } from '@porchlight/core/providers/claim.routes';
import { verificationCodeSchema } from '@porchlight/core/providers/claim.schemas';
import {
  CLAIM_RELOAD_MS,
  claimMessages,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_HOURS,
} from '@porchlight/core/providers/verification.constants';
import { type FormEvent, useState } from 'react';
import { showSuccess } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { reloadSoon, useAction } from '@/lib/use-action';

/** Answers that belong under the code field (spec 2 §8): 410 expired, 404 invalid or expired. */
const CODE_STATUSES = new Set([404, 410]);

/**
 * The code step: the 6-character code from the e-mail, Resend, then 'Profile claimed successfully.'
 * and a reload after 500 ms (spec 2 §4, §9). Other failures open 'Claim Profile Error'.
 */
export function ClaimCodeForm({
  providerId,
  sentTo,
  resending,
  onResend,
  onCancel,
}: {
  providerId: string;
  sentTo: string;
  resending: boolean;
  onResend: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const verify = useAction(
    async (typed: string) => {
      await callApi(verifyClaimRoute, { body: { code: typed, providerId } });
      showSuccess(claimMessages.claimed);
      // The page comes back with its new owner's tools.
      reloadSoon(CLAIM_RELOAD_MS);
    },
    {
      staysBusy: true,
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return false;
        const message = CODE_STATUSES.has(failure.status) ? failure.message : failure.fields?.code;
        if (!message) return false;
        setError(message);
        return true;
      },
      errorTitle: claimMessages.errorTitle,
      errorLabel: 'Claim Profile',
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    verify.run(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {claimMessages.codeSent(sentTo)} It expires in {VERIFICATION_CODE_TTL_HOURS} hours.
        </Text>
        <TextInput
          label="Verification code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.toUpperCase());
            setError(null);
          }}
          error={error}
          maxLength={VERIFICATION_CODE_LENGTH}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABC123"
          styles={{ input: { letterSpacing: '0.3em', fontWeight: 700, textTransform: 'uppercase' } }}
          data-autofocus
        />
        <Text size="sm">
          Didn&apos;t get it?{' '}
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onResend} disabled={resending}>
            Resend code
          </Anchor>
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={verify.busy} disabled={verify.busy}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
