'use client';

import { claimProfileRoute } from '@porchlight/core/providers/claim.routes';
import type { ClaimResponse } from '@porchlight/core/providers/claim.schemas';
import { claimMessages, verificationMessages } from '@porchlight/core/providers/verification.constants';
import { showSuccess } from '@/lib/alerts';
import { callApi } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/**
 * POST provider/profile/claim: e-mails a code to the profile's address; again on Resend, which
 * says 'A new verification code has been sent.'. Failures go to the 'Claim Profile Error' dialog.
 */
export function useSendClaimCode(vanityName: string, onSent: (sent: ClaimResponse) => void) {
  return useAction(
    async () => {
      const sent = await callApi(claimProfileRoute, { body: { uri: vanityName } });
      // The first code is announced by the code step itself; a later one replaces it.
      if (sent.resent) showSuccess(verificationMessages.codeResent);
      onSent(sent);
    },
    {
      errorTitle: claimMessages.errorTitle,
      errorLabel: 'Claim Profile',
    },
  );
}
