import { randomUUID } from 'node:crypto';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import type {
  LoginRequest,
  Me,
  RegisterRequest,
  UpdateUserRequest,
} from '@porchlight/core/identity/auth.schemas';
import type { LoginThrottlePolicy } from '@porchlight/core/identity/login-throttle.rules';
import { throttlingMessages } from '@porchlight/core/platform/throttling.messages';
import { AppError, TooManyRequestsError } from '../platform/app-error';
import { emailMessage } from '../platform/notification-message';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { AuthRepository, RefreshTokenRow, UserRow } from './auth.repository';
import { type LoginThrottlesRepository, loginThrottleKey } from './login-throttles.repository';
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
  /** Failed logins per e-mail address (issue 30 item 4); the repository on the pool. */
  loginThrottles: LoginThrottlesRepository;
  loginThrottlePolicy: LoginThrottlePolicy;
  siteName: string;
  publicUrl: string;
  /** Told when logins with an address pause (OWASP: lockouts are logged and reviewed). */
  onPause?: (event: { userId: string | null; pausedForSeconds: number }) => void;
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

  function loginPaused(pausedMs: number): TooManyRequestsError {
    const seconds = Math.max(1, Math.ceil(pausedMs / 1000));
    return new TooManyRequestsError(throttlingMessages.loginPaused(seconds), seconds);
  }

  /** Counts a failed login; the pause and the owner's one notice commit together. */
  async function recordFailure(key: string, user: UserRow | undefined): Promise<void> {
    const outcome = await deps.unitOfWork(async (repositories) => {
      const counted = await repositories.loginThrottles.recordFailure(key, deps.loginThrottlePolicy);
      if (counted.notify && user) {
        await repositories.outbox.enqueue(loginPausedEmail(user, deps));
        await repositories.events.publish('outbox.queued', {});
      }
      return counted;
    });
    if (outcome.paused && outcome.state.pausedUntil) {
      const pausedForSeconds = Math.ceil((outcome.state.pausedUntil.getTime() - Date.now()) / 1000);
      deps.onPause?.({ userId: user?.id ?? null, pausedForSeconds });
    }
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

    /**
     * While logins with this address are paused, 429 before the password is looked at, so the answer
     * is the same whether it was right and whether the account exists; a failure counts towards a
     * pause, a success ends the episode.
     */
    async login(input: LoginRequest): Promise<Session> {
      const key = loginThrottleKey(input.email);
      const pausedMs = await deps.loginThrottles.pausedForMs(key);
      if (pausedMs > 0) throw loginPaused(pausedMs);
      const user = await repository.findUserByEmail(input.email);
      const isValid = await checkLoginPassword(user?.passwordHash, input.password);
      if (user && isValid) {
        await deps.loginThrottles.reset(key);
        return startSession(user);
      }
      await recordFailure(key, user);
      throw new AppError('unauthorized', authMessages.invalidCredentials);
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
      const found = await repository.findUserWithMemberships(requireUser(principal).userId);
      if (!found) throw new AppError('unauthorized', authMessages.notLoggedIn);
      return toMe(found.user, found.memberships);
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

/** To the owner of an account whose logins just paused: someone tried, nobody got in, it ends by itself. */
function loginPausedEmail(user: UserRow, site: { siteName: string; publicUrl: string }) {
  const { siteName, publicUrl } = site;
  return emailMessage(
    user.email,
    {
      siteName,
      subject: `Someone tried to log in to your ${siteName} account`,
      paragraphs: [
        `Someone tried to log in to your ${siteName} account (${user.email}) with a wrong password several times in a row, so we paused logging in to it for a few minutes.`,
        'If it was you, wait a few minutes and log in with your password: the pause ends by itself. If it was not you, nobody got in: the password was never accepted, and devices where you are already logged in stay logged in.',
        `There is nothing you need to do. If you use the same password on other sites, change it there: a password used nowhere else keeps your ${siteName} account safest.`,
      ],
      link: { label: 'Log in', url: `${publicUrl}/account/login` },
    },
    { kind: 'login-paused', userId: user.id },
  );
}

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
