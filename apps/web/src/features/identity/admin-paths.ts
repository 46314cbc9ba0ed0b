import type { Me } from '@porchlight/core/identity/auth.schemas';

/** The admin's page for listing a company its owner claims later (spec 2 §1, §6). */
export const ADMIN_UNCLAIMED_PATH = '/account/admin/unclaimed';

/** The admin's look at the job queue: pending and failed jobs (issue 35). */
export const ADMIN_JOBS_PATH = '/account/admin/jobs';

export function isAdmin(user: Pick<Me, 'roles'> | null | undefined): boolean {
  return user?.roles.includes('admin') ?? false;
}
