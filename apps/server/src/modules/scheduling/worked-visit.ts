import type { ProviderRole } from '@porchlight/core/identity/access.rules';
import { schedulingMessages as messages } from '@porchlight/core/scheduling/scheduling.messages';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { VisitsRepository } from './visits.repository';

/** Only technicians are kept to their own visits; owners and managers see the team's. */
export const assignedOnly = (roles: readonly ProviderRole[]) =>
  roles.includes('technician') && !roles.includes('owner') && !roles.includes('manager');

/**
 * The visit the caller works on (`workVisits`): the provider's, and for a technician one they are
 * assigned to; any other answers 404 `visitNotFound`, so nothing of it is revealed.
 */
export function workedVisitOf(deps: {
  access: Access;
  visits: Pick<VisitsRepository, 'find' | 'isAssigned'>;
}) {
  return async (principal: Principal, vanityName: string, visitId: string) => {
    const user = requireUser(principal);
    const { provider, roles } = await deps.access.requireProviderAccess(
      principal,
      { vanityName },
      'workVisits',
    );
    const ownOnly = assignedOnly(roles);
    const record = await deps.visits.find(provider.id, visitId);
    if (!record || (ownOnly && !(await deps.visits.isAssigned(visitId, user.userId))))
      throw new AppError('notFound', messages.visitNotFound);
    return { provider, userId: user.userId, ownOnly, record };
  };
}
