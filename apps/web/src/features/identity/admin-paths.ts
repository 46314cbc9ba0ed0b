import type { Me } from '@porchlight/core/identity/auth.schemas';

/** The admin's page for listing a company its owner claims later (spec 2 §1, §6). */
export const ADMIN_UNCLAIMED_PATH = '/account/admin/unclaimed';

export function isAdmin(user: Pick<Me, 'roles'> | null | undefined): boolean {
  return user?.roles.includes('admin') ?? false;
}
