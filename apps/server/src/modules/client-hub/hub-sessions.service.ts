import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { isHubId } from '@porchlight/core/client-hub/client-hub.rules';
import type { HubSessionRequest, HubTokens } from '@porchlight/core/client-hub/client-hub.schemas';
import type { Access } from '../identity/access';
import { type HubClientPrincipal, type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { profileMessages } from '../providers/profile.messages';
import type { ProfileRepository, ProviderRow } from '../providers/profile.repository';
import type { ClientRow } from '../service-manager/clients.repository';
import type { ClientHubRepository } from './client-hub.repository';
import { bearerToken, type HubTokens as HubTokenSigner } from './hub-tokens';

/**
 * Hub sessions (spec 3 §4 "Client hub session"): a secure link, or a logged-in account whose verified
 * e-mail is the client's, opens a session of one client at one provider; its tokens name the session.
 */
export function createHubSessionsService(deps: {
  access: Access;
  repository: ClientHubRepository;
  profiles: Pick<ProfileRepository, 'findProviderByVanityName'>;
  tokens: HubTokenSigner;
  sessionDays: number;
  now?: () => Date;
}) {
  const { repository, tokens } = deps;
  const now = deps.now ?? (() => new Date());

  async function open(client: ClientRow, linkId: string | null, userId: string | null): Promise<HubTokens> {
    const expiresAt = new Date(now().getTime() + deps.sessionDays * 86_400_000);
    const session = await repository.insertSession({
      clientId: client.id,
      providerId: client.providerId,
      linkId,
      userId,
      expiresAt,
    });
    const claims = { sessionId: session.id, clientId: client.id, providerId: client.providerId };
    return {
      clientHubAccessToken: await tokens.signAccess(claims),
      clientHubRefreshToken: await tokens.signRefresh(claims, expiresAt),
    };
  }

  /** The logged-in account's address when it is verified; null otherwise. */
  async function verifiedEmail(principal: Principal): Promise<{ userId: string; email: string } | null> {
    const user = requireUser(principal);
    const account = await repository.findAccountEmail(user.userId);
    return account?.verified ? { userId: user.userId, email: account.email } : null;
  }

  async function findProvider(vanityName: string): Promise<ProviderRow> {
    const provider = await deps.profiles.findProviderByVanityName(vanityName);
    if (!provider) throw new AppError('notFound', profileMessages.notFound(vanityName));
    return provider;
  }

  return {
    /**
     * POST client-hub/auth/session: 404 'This link is invalid…' for ids that are not uuids, unknown, of
     * another provider or another client; 401 'This link has expired.' after 7 days. The link is the
     * credential (the provider need not be published). A logged-in account with the client's address
     * has now shown it reads that mail: its address counts as verified from here on.
     */
    async start(principal: Principal, input: HubSessionRequest): Promise<HubTokens> {
      const provider = await findProvider(input.vanityName);
      const invalid = new AppError('notFound', hubMessages.invalidLink(provider.name));
      if (!isHubId(input.sessionId) || !isHubId(input.clientHubId)) throw invalid;
      const found = await repository.findLink(input.sessionId);
      if (!found || found.link.providerId !== provider.id || found.client.clientHubId !== input.clientHubId)
        throw invalid;
      if (found.link.expiresAt.getTime() <= now().getTime())
        throw new AppError('unauthorized', hubMessages.linkExpired);
      let userId: string | null = null;
      if (principal.kind === 'user') {
        userId = principal.userId;
        const account = await repository.findAccountEmail(userId);
        if (account && account.email === found.client.emailAddress)
          await repository.markEmailVerified(userId, now());
      }
      return open(found.client, found.link.id, userId);
    },

    /** GET client-hub/auth/refresh with `Authorization: Bearer <refresh token>`: 401 once the session ended. */
    async refresh(authorization: string | undefined): Promise<{ clientHubAccessToken: string }> {
      const token = bearerToken(authorization);
      const claims = token ? await tokens.verifyRefresh(token) : null;
      const session = claims ? await repository.findActiveSession(claims.sessionId, now()) : undefined;
      if (!claims || !session) throw new AppError('unauthorized', hubMessages.sessionEnded);
      return { clientHubAccessToken: await tokens.signAccess(claims) };
    },

    /** POST client-hub/auth/logout: ends the session the bearer token (access or refresh) names; says so either way. */
    async logout(authorization: string | undefined): Promise<{ message: string }> {
      const token = bearerToken(authorization);
      const claims = token
        ? ((await tokens.verifyAccess(token)) ?? (await tokens.verifyRefresh(token)))
        : null;
      if (claims) await repository.endSession(claims.sessionId, now());
      return { message: hubMessages.loggedOut };
    },

    /** The hub client an `Authorization: Bearer <access token>` names, while its session lasts. */
    async principalFor(
      authorization: string | undefined,
      hostname: string,
    ): Promise<HubClientPrincipal | null> {
      const token = bearerToken(authorization);
      const claims = token ? await tokens.verifyAccess(token) : null;
      if (!claims || !(await repository.findActiveSession(claims.sessionId, now()))) return null;
      return { kind: 'hubClient', ...claims, hostname };
    },

    /** GET client-hub/available-hubs/{uri}: the provider's clients with the account's verified address. */
    async availableHubs(principal: Principal, uri: string) {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName: uri },
        'findClientHubs',
      );
      const account = await verifiedEmail(principal);
      const clients = account ? await repository.listClientsByEmail(provider.id, account.email) : [];
      return {
        totalClients: clients.length,
        clientHubs: clients.map((client) => ({
          clientHubId: client.clientHubId,
          firstName: client.firstName,
          lastName: client.lastName,
          companyName: client.companyName,
          emailAddress: client.emailAddress,
        })),
      };
    },

    /** GET client-hub/switch/{providerUri}/{clientHubId}: tokens for one of those clients; 404 for any other. */
    async switchHub(
      principal: Principal,
      input: { providerUri: string; clientHubId: string },
    ): Promise<HubTokens> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName: input.providerUri },
        'findClientHubs',
      );
      const refused = new AppError('notFound', hubMessages.switchFailed);
      const account = await verifiedEmail(principal);
      if (!account || !isHubId(input.clientHubId)) throw refused;
      const client = await repository.findClientByHubId(provider.id, input.clientHubId);
      if (!client || client.emailAddress !== account.email) throw refused;
      return open(client, null, account.userId);
    },
  };
}

export type HubSessionsService = ReturnType<typeof createHubSessionsService>;
