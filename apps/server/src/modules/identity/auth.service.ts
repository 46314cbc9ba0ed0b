import { randomUUID } from 'node:crypto';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import type {
  LoginRequest,
  Me,
  RegisterRequest,
  UpdateUserRequest,
} from '@porchlight/core/identity/auth.schemas';
import { AppError } from '../platform/app-error';
import type { AuthRepository, UserRow } from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';
import { type Principal, requireUser } from './principal';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens';

/** A rotated refresh token presented again within this window is a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: UserRow;
}

interface AuthServiceDeps {
  repository: AuthRepository;
  accessTokens: AccessTokens;
  refreshTtlDays: number;
}

export function createAuthService({ repository, accessTokens, refreshTtlDays }: AuthServiceDeps) {
  async function startSession(user: UserRow, familyId: string = randomUUID()): Promise<Session> {
    const refreshToken = newRefreshToken();
    await repository.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(Date.now() + refreshTtlDays * 86_400_000),
    });
    const accessToken = await accessTokens.sign({ userId: user.id, role: user.role });
    return { accessToken, refreshToken, user };
  }

  return {
    async register(input: RegisterRequest): Promise<Session> {
      const user = await repository.insertUser({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (!user) throw new AppError('conflict', authMessages.emailTaken, { email: authMessages.emailTaken });
      return startSession(user);
    },

    async login(input: LoginRequest): Promise<Session> {
      const user = await repository.findUserByEmail(input.email);
      const isValid = user ? await verifyPassword(user.passwordHash, input.password) : false;
      if (!user || !isValid) throw new AppError('unauthorized', authMessages.invalidCredentials);
      return startSession(user);
    },

    /** Exchanges a refresh token for a new pair; reuse of a rotated one revokes the whole family. */
    async refresh(refreshToken: string): Promise<Session> {
      const row = await repository.findRefreshToken(hashRefreshToken(refreshToken));
      const expired = new AppError('unauthorized', authMessages.sessionExpired);
      if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw expired;
      const rotatedFirst = await repository.markRotated(row.id);
      if (!rotatedFirst) {
        const rotatedAt = row.rotatedAt ?? new Date();
        if (Date.now() - rotatedAt.getTime() > REUSE_GRACE_MS) {
          await repository.revokeFamily(row.familyId);
          throw expired;
        }
      }
      const user = await repository.findUserById(row.userId);
      if (!user) throw expired;
      return startSession(user, row.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repository.findRefreshToken(hashRefreshToken(refreshToken));
      if (row) await repository.revokeFamily(row.familyId);
    },

    async getMe(principal: Principal): Promise<Me> {
      const user = await repository.findUserById(requireUser(principal).userId);
      if (!user) throw new AppError('unauthorized', authMessages.notLoggedIn);
      return toMe(user, await repository.listMemberships(user.id));
    },

    async updateUser(principal: Principal, input: UpdateUserRequest): Promise<Me> {
      const { userId } = requireUser(principal);
      const user = await repository.updateUserNames(userId, input.firstName, input.lastName);
      if (!user) throw new AppError('unauthorized', authMessages.notLoggedIn);
      return toMe(user, await repository.listMemberships(user.id));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function toMe(user: UserRow, providers: Me['providers']): Me {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.role === 'admin' ? ['user', 'admin'] : ['user'],
    providers,
  };
}
