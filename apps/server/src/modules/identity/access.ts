import {
  type ActionRule,
  canDo,
  needsLogin,
  PROVIDER_ACCESS,
  type ProviderAction,
  type ProviderRole,
} from '@porchlight/core/identity/access.rules';
import type { MembershipRole } from '@porchlight/core/identity/auth.constants';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import { profileEditingMessages } from '@porchlight/core/media/profile-editing.messages';
import { planMessages } from '@porchlight/core/plans/plans.messages';
import { hasFeature } from '@porchlight/core/plans/plans.rules';
import { AppError } from '../platform/app-error';
import type { CustomDomainResolver } from '../providers/custom-domains';
import { profileMessages } from '../providers/profile.messages';
import type { ProfileRepository, ProviderRow } from '../providers/profile.repository';
import type { Principal } from './principal';

/** How a service names the provider it acts on: always explicitly, never "the caller's first". */
export type ProviderRef = { vanityName: string } | { providerId: string };

export interface ProviderAccess {
  provider: ProviderRow;
  roles: ProviderRole[];
}

/**
 * The one access layer (DESIGN "Patterns"): every service method that touches a provider starts with
 * `requireProviderAccess(principal, provider, action)`, which applies PROVIDER_ACCESS from core: the
 * caller's roles, then the provider's plan for actions that are part of one.
 */
export function createAccess(deps: {
  profiles: Pick<ProfileRepository, 'findProviderByVanityName' | 'findProviderById' | 'findProviderWithRole'>;
  /** Whether a provider has clients: then its Client Hub opens before the profile is published. */
  hubClients: { providerHasClients(providerId: string): Promise<boolean> };
  customDomains: Pick<CustomDomainResolver, 'resolve'>;
}) {
  const { profiles } = deps;

  /** The caller's roles at the provider, given its membership there (a user's; null for anyone else). */
  function rolesOf(
    principal: Principal,
    providerId: string,
    membership: MembershipRole | null,
  ): ProviderRole[] {
    if (principal.kind === 'anonymous') return ['anyone'];
    // A hub session is one client of one provider, and anywhere only someone with a proven address.
    if (principal.kind === 'hubClient')
      return principal.providerId === providerId
        ? ['anyone', 'hub-session', 'hub-client']
        : ['anyone', 'hub-session'];
    const roles: ProviderRole[] = ['anyone', 'user'];
    if (principal.isAdmin) roles.push('admin');
    if (membership) roles.push(membership);
    return roles;
  }

  /** The provider and the caller's roles at it; a user's membership comes in the same query. */
  async function findProviderAndRoles(
    principal: Principal,
    ref: ProviderRef,
  ): Promise<ProviderAccess | undefined> {
    if (principal.kind === 'user') {
      const found = await profiles.findProviderWithRole(ref, principal.userId);
      return found && { provider: found.provider, roles: rolesOf(principal, found.provider.id, found.role) };
    }
    const provider =
      'vanityName' in ref
        ? await profiles.findProviderByVanityName(ref.vanityName)
        : await profiles.findProviderById(ref.providerId);
    return provider && { provider, roles: rolesOf(principal, provider.id, null) };
  }

  /** An unpublished provider is visible to the caller for this action (its hub opens once it has clients). */
  async function seesUnpublished(
    provider: ProviderRow,
    roles: ProviderRole[],
    rule: ActionRule,
  ): Promise<boolean> {
    if (canDo(roles, 'viewUnpublished')) return true;
    return rule.hubBeforePublishing === true && deps.hubClients.providerHasClients(provider.id);
  }

  return {
    /**
     * The provider and the caller's roles if the caller may do `action`; otherwise 401 for a visitor
     * who must log in, 404 when the provider is missing or unpublished and hidden from the caller (for
     * a `hubBeforePublishing` action: unless it has clients), and 403 with the action's message for
     * everyone else.
     */
    async requireProviderAccess(
      principal: Principal,
      ref: ProviderRef,
      action: ProviderAction,
    ): Promise<ProviderAccess> {
      const rule = PROVIDER_ACCESS[action];
      if (needsLogin(action) && principal.kind === 'anonymous') {
        throw new AppError('unauthorized', authMessages.notLoggedIn);
      }
      if (
        'mainSiteOnly' in rule &&
        rule.mainSiteOnly &&
        (await deps.customDomains.resolve(principal.hostname))
      ) {
        throw new AppError('forbidden', profileEditingMessages.customDomain);
      }
      const found = await findProviderAndRoles(principal, ref);
      const name = 'vanityName' in ref ? ref.vanityName : ref.providerId;
      if (!found) throw new AppError('notFound', profileMessages.notFound(name));
      const { provider, roles } = found;
      if (!provider.published && !(await seesUnpublished(provider, roles, rule))) {
        throw new AppError('notFound', profileMessages.notFound(name));
      }
      if (!canDo(roles, action)) throw new AppError('forbidden', rule.forbidden);
      // The plan decides after the roles, so someone who may not act at all never learns what it pays for.
      if ('feature' in rule && !hasFeature(provider, rule.feature, new Date()))
        throw new AppError('forbidden', planMessages.needsFeature[rule.feature]);
      return { provider, roles };
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
