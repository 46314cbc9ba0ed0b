import { isIP } from 'node:net';
import { hasFeature, type PlanHolder } from '@porchlight/core/plans/plans.rules';

export interface CustomDomainSite {
  providerId: string;
  vanityName: string;
  customDomain: string;
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 5_000;

/** 'WWW.BrightNest.example.' -> 'www.brightnest.example' (ports are not part of a hostname here). */
export function normalizeHostname(hostname: string | undefined): string {
  return (hostname ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Which provider a Host names (spec 1 "Page routing", DESIGN "One process, one port"). The main
 * site's own hosts, IP addresses and single-label names never reach the database; a domain answers only
 * while the provider's plan includes one. Answers are cached for 30 s, and dropped at once when a
 * provider changes (its domain or its plan).
 */
export function createCustomDomainResolver(
  repository: {
    findProviderIdByCustomDomain(hosts: string[]): Promise<(CustomDomainSite & PlanHolder) | undefined>;
  },
  options: { mainHosts: string[] },
) {
  const mainHosts = new Set(options.mainHosts.map(normalizeHostname).filter(Boolean));
  const cache = new Map<string, { site: CustomDomainSite | null; expiresAt: number }>();

  async function lookup(hostname: string): Promise<CustomDomainSite | null> {
    const candidates = [hostname];
    if (hostname.startsWith('www.')) candidates.push(hostname.slice(4));
    const row = await repository.findProviderIdByCustomDomain(candidates);
    // A domain whose plan lapsed stays recorded, but serves nothing until the plan comes back.
    if (!row || !hasFeature(row, 'customDomain', new Date())) return null;
    return { providerId: row.providerId, vanityName: row.vanityName, customDomain: row.customDomain };
  }

  return {
    async resolve(rawHostname: string | undefined): Promise<CustomDomainSite | null> {
      const hostname = normalizeHostname(rawHostname);
      // Custom domains have a dot; IP addresses and the main site's own hosts never reach the database.
      const isDomainName = hostname.includes('.') && !hostname.startsWith('[') && isIP(hostname) === 0;
      if (!isDomainName || mainHosts.has(hostname)) return null;
      const now = Date.now();
      const cached = cache.get(hostname);
      if (cached && cached.expiresAt > now) return cached.site;
      const site = await lookup(hostname);
      if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
      cache.set(hostname, { site, expiresAt: now + CACHE_TTL_MS });
      return site;
    },
    /** Forget cached answers (after a provider's custom domain changed). */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type CustomDomainResolver = ReturnType<typeof createCustomDomainResolver>;
