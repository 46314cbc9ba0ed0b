import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { isHubId } from '@porchlight/core/client-hub/client-hub.rules';
import type {
  AvailableHubs,
  HubSessionRequest,
  HubTokens,
} from '@porchlight/core/client-hub/client-hub.schemas';
import { hasFeature } from '@porchlight/core/plans/plans.rules';
import type { Access } from '../identity/access';
import { type HubClientPrincipal, type Principal, requireUser, userIdOf } from '../identity/principal';
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

  async function open(
    client: ClientRow,
    holder: { linkId: string | null; userId: string | null; email: string | null },
  ): Promise<HubTokens> {
    const expiresAt = new Date(now().getTime() + deps.sessionDays * 86_400_000);
    const session = await repository.insertSession({
      clientId: client.id,
      providerId: client.providerId,
      ...holder,
      expiresAt,
    });
    const claims = { sessionId: session.id, clientId: client.id, providerId: client.providerId };
    return {
      clientHubAccessToken: await tokens.signAccess(claims),
      clientHubRefreshToken: await tokens.signRefresh(claims, expiresAt),
    };
  }

  /**
   * The address the caller has shown to read, whose hubs it may open: a logged-in account's verified
   * address, or what a hub session proved (its e-mailed link, or the account that opened it); null
   * for anyone else.
   */
  async function provenEmail(principal: Principal): Promise<string | null> {
    // The session was found live for this request (principalFor), with the address it proved.
    if (principal.kind === 'hubClient') return principal.provenEmail;
    const user = requireUser(principal);
    const account = await repository.findAccountEmail(user.userId);
    return account?.verified ? account.email : null;
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
     * credential (the provider need not be published). A logged-in account with the address the link
     * was e-mailed to has now shown it reads that mail: its address counts as verified from here on.
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
      // Only an e-mailed link to the client's present address proves that address (a text does not).
      const mailed = found.link.emailedTo === found.client.emailAddress ? found.link.emailedTo : null;
      let userId: string | null = null;
      let email = mailed;
      if (principal.kind === 'user') {
        userId = principal.userId;
        const account = await repository.findAccountEmail(userId);
        if (account && mailed && account.email === mailed) await repository.markEmailVerified(userId, now());
        if (account?.verified && account.email === found.client.emailAddress) email = account.email;
      }
      return open(found.client, { linkId: found.link.id, userId, email });
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
      const session = claims && (await repository.findActiveSession(claims.sessionId, now()));
      if (!claims || !session) return null;
      return { kind: 'hubClient', ...claims, provenEmail: session.email, hostname };
    },

    /**
     * GET client-hub/available-hubs/{uri}: the clients with the caller's proven address (spec 3 §2.4
     * Select and Switch Account), this provider's first, then those at other providers whose hub is
     * open; `current` marks the hub session's own.
     */
    async availableHubs(principal: Principal, uri: string): Promise<AvailableHubs> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName: uri },
        'findClientHubs',
      );
      const email = await provenEmail(principal);
      const found = email ? await repository.listClientsByEmail(email) : [];
      const here = found.filter((row) => row.provider.id === provider.id);
      const elsewhere = found.filter(
        (row) => row.provider.id !== provider.id && hasFeature(row.provider, 'clientHub', now()),
      );
      const currentId = principal.kind === 'hubClient' ? principal.clientId : null;
      const clientHubs = [...here, ...elsewhere].map(({ client, provider: at }) => ({
        clientHubId: client.clientHubId,
        firstName: client.firstName,
        lastName: client.lastName,
        companyName: client.companyName,
        emailAddress: client.emailAddress,
        providerUri: at.vanityName,
        providerName: at.name,
        current: client.id === currentId,
      }));
      return { totalClients: clientHubs.length, clientHubs };
    },

    /**
     * GET client-hub/switch/{providerUri}/{clientHubId}: tokens for a client with the caller's proven
     * address at that provider; 404 for any other. The new session proves the same address.
     */
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
      const email = await provenEmail(principal);
      if (!email || !isHubId(input.clientHubId)) throw refused;
      const client = await repository.findClientByHubId(provider.id, input.clientHubId);
      if (!client || client.emailAddress !== email) throw refused;
      return open(client, { linkId: null, userId: userIdOf(principal), email });
    },
  };
}

export type HubSessionsService = ReturnType<typeof createHubSessionsService>;
