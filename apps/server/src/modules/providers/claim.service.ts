import type { ClaimResponse, ClaimVerifyResponse } from '@porchlight/core/providers/claim.schemas';
import {
  claimMessages,
  maskEmail,
  VERIFICATION_CODE_TTL_HOURS,
  verificationMessages,
} from '@porchlight/core/providers/verification.constants';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { emailMessage } from '../platform/notification-message';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { ProviderRow } from './profile.repository';
import type { VerificationCodes } from './verification-codes';

/** Claim This Business (spec 2 §4 "Claim", §6, §8): a code to the profile's address proves it is yours. */
export function createClaimService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  codes: VerificationCodes;
  siteName: string;
  supportEmail: string;
}) {
  function refuseClaimed(provider: ProviderRow): void {
    if (!provider.unclaimed) throw new AppError('conflict', claimMessages.alreadyClaimed);
  }

  return {
    /** POST provider/profile/claim: e-mails a code (a new one on resend) to the profile's address. */
    async requestCode(principal: Principal, { uri }: { uri: string }): Promise<ClaimResponse> {
      const user = requireUser(principal);
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'claim');
      refuseClaimed(provider);
      const email = provider.email;
      if (!email) throw new AppError('conflict', claimMessages.noEmail(deps.supportEmail));
      const owner = { purpose: 'claim', providerId: provider.id, userId: user.userId } as const;
      // The code row and its e-mail commit together: no code that was never sent, no mail with a dead code.
      const { resent } = await deps.unitOfWork(async (repositories) => {
        const issued = await deps.codes.issue(repositories, { ...owner, target: email }, async (code) => {
          await repositories.outbox.enqueue(
            emailMessage(
              email,
              {
                providerName: provider.name,
                siteName: deps.siteName,
                subject: `Your code to claim ${provider.name} on ${deps.siteName}`,
                highlight: code,
                paragraphs: [
                  `Someone asked to claim the ${deps.siteName} profile of ${provider.name}. To confirm that it is you, enter this verification code:`,
                  `The code expires in ${VERIFICATION_CODE_TTL_HOURS} hours. If you did not ask for it, ignore this e-mail: nothing changes.`,
                ],
              },
              { kind: 'claim-code', providerId: provider.id },
            ),
          );
        });
        await repositories.events.publish('outbox.queued', {});
        return issued;
      });
      return { providerId: provider.id, sentTo: maskEmail(email), resent };
    },

    /** POST provider/profile/claim-verify: the right code makes the caller the profile's owner. */
    async verifyCode(
      principal: Principal,
      { providerId, code }: { providerId: string; code: string },
    ): Promise<ClaimVerifyResponse> {
      const user = requireUser(principal);
      const { provider } = await deps.access.requireProviderAccess(principal, { providerId }, 'claim');
      refuseClaimed(provider);
      const owner = { purpose: 'claim', providerId: provider.id, userId: user.userId } as const;
      const row = await deps.codes.check(owner, code);
      await deps.unitOfWork(async ({ verificationCodes, companies, events }) => {
        if (!(await verificationCodes.consume(row.id))) {
          throw new AppError('notFound', verificationMessages.codeInvalid);
        }
        if (!(await companies.claimCompany(provider.id, user.userId))) {
          throw new AppError('conflict', claimMessages.alreadyClaimed);
        }
        // The profile's pages lose their Claim button and gain an owner: caches must go.
        await events.providerChanged(provider, { contentOnly: false });
      });
      return { vanityName: provider.vanityName };
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
