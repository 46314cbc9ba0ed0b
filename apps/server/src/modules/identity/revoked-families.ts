/**
 * Refresh families revoked lately, in this process's memory: access tokens are checked against it on
 * every request without a query. An entry is kept `rememberMs` (the access-token lifetime and a
 * margin): by then every access token of the family has expired on its own.
 */
export function createRevokedFamilies(rememberMs: number, now: () => number = Date.now) {
  const forgetAt = new Map<string, number>();

  return {
    add(familyId: string, revokedAt: Date = new Date(now())): void {
      const until = revokedAt.getTime() + rememberMs;
      forgetAt.set(familyId, Math.max(forgetAt.get(familyId) ?? 0, until));
    },

    has(familyId: string): boolean {
      const until = forgetAt.get(familyId);
      return until !== undefined && until > now();
    },

    /** Drops the families whose access tokens have all expired. */
    prune(): void {
      const current = now();
      for (const [familyId, until] of forgetAt) if (until <= current) forgetAt.delete(familyId);
    },

    get size(): number {
      return forgetAt.size;
    },
  };
}

export type RevokedFamilies = ReturnType<typeof createRevokedFamilies>;
