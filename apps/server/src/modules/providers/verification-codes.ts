import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_HOURS,
  VERIFICATION_CODES_PER_HOUR,
  verificationMessages,
} from '@porchlight/core/providers/verification.constants';
import type { VerificationPurpose } from '@porchlight/db/schema/index';
import { AppError } from '../platform/app-error';
import type { Repositories } from '../platform/unit-of-work';
import type { VerificationCodeRow, VerificationCodesRepository } from './verification-codes.repository';

/** Six characters from an alphabet without look-alikes, from the system's CSPRNG. */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) {
    code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * HMAC of the code under the server secret and the row's id: a leaked table cannot be brute-forced
 * offline (a 6-character space is small) and equal codes never hash alike.
 */
export function hashVerificationCode(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code.toUpperCase()}`).digest('hex');
}

export function codeMatches(secret: string, row: Pick<VerificationCodeRow, 'id' | 'codeHash'>, code: string) {
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashVerificationCode(secret, row.id, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface CodeOwner {
  purpose: VerificationPurpose;
  providerId: string;
  userId: string;
}

/**
 * Issuing and checking e-mailed codes (claim, e-mail change). Only the HMAC is stored; the code
 * itself exists in the outbox message and is never logged.
 */
export function createVerificationCodes(deps: {
  secret: string;
  /** Tries are counted on the pool: a wrong try must stay counted whatever happens next. */
  repository: VerificationCodesRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Stores a new code in the caller's unit of work and hands it to `send` (which queues the message
     * in the same transaction); earlier codes die with it. True when one had been sent before.
     */
    async issue(
      repositories: Repositories,
      owner: CodeOwner & { target: string },
      send: (code: string) => Promise<void>,
    ): Promise<{ resent: boolean }> {
      const codes = repositories.verificationCodes;
      const hourAgo = new Date(now().getTime() - 3_600_000);
      const recent = await codes.countSince(owner, hourAgo);
      if (recent >= VERIFICATION_CODES_PER_HOUR) {
        throw new AppError('tooManyRequests', verificationMessages.tooManyCodes);
      }
      const resent = recent > 0 || (await codes.findLatest(owner)) !== undefined;
      const id = randomUUID();
      const code = newVerificationCode();
      await codes.insert({
        id,
        ...owner,
        codeHash: hashVerificationCode(deps.secret, id, code),
        expiresAt: new Date(now().getTime() + VERIFICATION_CODE_TTL_HOURS * 3_600_000),
      });
      await send(code);
      return { resent };
    },

    /**
     * The caller's latest code if `code` is it: 410 when it has expired, 404 when it is wrong, used,
     * superseded or out of tries. Each check spends a try first, so parallel guesses cannot exceed 5.
     */
    async check(owner: CodeOwner, code: string): Promise<VerificationCodeRow> {
      const latest = await deps.repository.findLatest(owner);
      const invalid = new AppError('notFound', verificationMessages.codeInvalid);
      if (!latest || latest.consumedAt) throw invalid;
      if (latest.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('gone', verificationMessages.codeExpired);
      }
      const tried = await deps.repository.takeTry(latest.id, VERIFICATION_CODE_MAX_TRIES);
      if (!tried || !codeMatches(deps.secret, tried, code)) throw invalid;
      return tried;
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
