import { randomUUID } from 'node:crypto';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import type {
  LoginRequest,
  Me,
  RegisterRequest,
  UpdateUserRequest,
} from '@porchlight/core/identity/auth.schemas';
import type { Repositories, UnitOfWork } from '../../plugins/repositories';
import { AppError } from '../platform/app-error';
import type { AuthRepository, RefreshTokenRow, UserRow } from './auth.repository';
import { checkLoginPassword, hashPassword } from './passwords';
import { type Principal, requireUser } from './principal';
import type { RevokedFamilies } from './revoked-families';
import { type AccessTokens, hashRefreshToken, newRefreshToken, successorRefreshToken } from './tokens';

/** A rotated refresh token presented again within this window is a race between tabs, not theft. */
const REUSE_GRACE_MS = 10_000;
/** How far a reuse within the grace window follows successors to the one still live. */
const MAX_SUCCESSOR_HOPS = 5;

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: UserRow;
  /** The refresh family: one login and every token rotated from it. */
  familyId: string;
}

interface AuthServiceDeps {
  repository: AuthRepository;
  unitOfWork: UnitOfWork;
  accessTokens: AccessTokens;
  /** Derives each refresh token's successor (see successorRefreshToken). */
  refreshSecret: string;
  refreshTtlDays: number;
  revokedFamilies: RevokedFamilies;
}

type RefreshOutcome =
  | { kind: 'session'; session: Session }
  | { kind: 'expired' }
  | { kind: 'stolen'; familyId: string };

const EXPIRED: RefreshOutcome = { kind: 'expired' };

function isLive(row: RefreshTokenRow): boolean {
  return !row.revokedAt && row.expiresAt.getTime() > Date.now();
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, accessTokens } = deps;

  const refreshExpiry = () => new Date(Date.now() + deps.refreshTtlDays * 86_400_000);

  async function sessionFor(user: UserRow, familyId: string, refreshToken: string): Promise<Session> {
    const accessToken = await accessTokens.sign({ userId: user.id, role: user.role, familyId });
    return { accessToken, refreshToken, user, familyId };
  }

  async function startSession(user: UserRow): Promise<Session> {
    const familyId = randomUUID();
    const refreshToken = newRefreshToken();
    await repository.insertRefreshToken({
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshExpiry(),
    });
    return sessionFor(user, familyId, refreshToken);
  }

  async function issue(auth: AuthRepository, row: RefreshTokenRow, refreshToken: string) {
    const user = await auth.findUserById(row.userId);
    if (!user) return EXPIRED;
    return { kind: 'session', session: await sessionFor(user, row.familyId, refreshToken) } as const;
  }

  /** First use of a token: it is marked rotated and its successor stored and handed out. */
  async function rotate(auth: AuthRepository, row: RefreshTokenRow): Promise<RefreshOutcome> {
    await auth.markRotated(row.id);
    const refreshToken = successorRefreshToken(deps.refreshSecret, row.id);
    await auth.insertRefreshToken({
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshExpiry(),
    });
    return issue(auth, row, refreshToken);
  }

  /** A rotated token presented again within the grace window: the live successor already issued, not a new one. */
  async function reissue(auth: AuthRepository, row: RefreshTokenRow): Promise<RefreshOutcome> {
    let current = row;
    for (let hop = 0; hop < MAX_SUCCESSOR_HOPS; hop++) {
      const refreshToken = successorRefreshToken(deps.refreshSecret, current.id);
      const successor = await auth.findRefreshToken(hashRefreshToken(refreshToken));
      if (!successor || !isLive(successor)) return EXPIRED;
      if (!successor.rotatedAt) return issue(auth, successor, refreshToken);
      current = successor;
    }
    return EXPIRED;
  }

  /** Revokes the family in the caller's transaction and, on commit, tells every process. */
  async function revokeFamily({ auth, events }: Repositories, familyId: string): Promise<void> {
    if (await auth.revokeFamily(familyId)) await events.publish('session.revoked', { familyId });
  }

  async function endFamily(familyId: string): Promise<void> {
    await deps.unitOfWork(async (repositories) => {
      await repositories.auth.lockFamily(familyId);
      await revokeFamily(repositories, familyId);
    });
    // This process stops the family's access tokens at once, without waiting for its own notification.
    deps.revokedFamilies.add(familyId);
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
      const isValid = await checkLoginPassword(user?.passwordHash, input.password);
      if (!user || !isValid) throw new AppError('unauthorized', authMessages.invalidCredentials);
      return startSession(user);
    },

    /** Exchanges a refresh token for a new pair; reuse of a rotated one revokes the whole family. */
    async refresh(refreshToken: string): Promise<Session> {
      const tokenHash = hashRefreshToken(refreshToken);
      const outcome = await deps.unitOfWork(async (repositories): Promise<RefreshOutcome> => {
        const { auth } = repositories;
        const seen = await auth.findRefreshToken(tokenHash);
        if (!seen) return EXPIRED;
        await auth.lockFamily(seen.familyId);
        // Read again under the lock: a racing refresh or logout of the family has finished by now.
        const row = await auth.findRefreshToken(tokenHash);
        if (!row || !isLive(row)) return EXPIRED;
        if (!row.rotatedAt) return rotate(auth, row);
        if (Date.now() - row.rotatedAt.getTime() <= REUSE_GRACE_MS) return reissue(auth, row);
        await revokeFamily(repositories, row.familyId);
        return { kind: 'stolen', familyId: row.familyId };
      });
      if (outcome.kind === 'session') return outcome.session;
      if (outcome.kind === 'stolen') deps.revokedFamilies.add(outcome.familyId);
      throw new AppError('unauthorized', authMessages.sessionExpired);
    },

    /** Revokes the login of the refresh cookie and of the access token (either may be missing). */
    async logout(session: { refreshToken?: string; accessFamilyId?: string }): Promise<void> {
      const row = session.refreshToken
        ? await repository.findRefreshToken(hashRefreshToken(session.refreshToken))
        : undefined;
      const familyIds = new Set([row?.familyId, session.accessFamilyId]);
      for (const familyId of familyIds) if (familyId) await endFamily(familyId);
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
