import { describe, expect, it, vi } from 'vitest';
import { createCustomDomainResolver, normalizeHostname } from './custom-domains';

const site = { providerId: 'p1', vanityName: 'bright-nest', customDomain: 'brightnest.example' };
const plan = { planItems: ['domain'], complimentaryItems: [], toolsTrialEndsAt: null };
const lapsed = {
  providerId: 'p2',
  vanityName: 'lapsed',
  customDomain: 'lapsed.example',
  ...plan,
  planItems: [],
};

function resolver() {
  const findProviderIdByCustomDomain = vi.fn(async (hosts: string[]) => {
    if (hosts.includes('lapsed.example')) return lapsed;
    return hosts.includes('brightnest.example') ? { ...site, ...plan } : undefined;
  });
  return {
    lookups: findProviderIdByCustomDomain,
    resolver: createCustomDomainResolver(
      { findProviderIdByCustomDomain },
      { mainHosts: ['porchlight.example'] },
    ),
  };
}

describe('custom domain resolution', () => {
  it('normalises hostnames', () => {
    expect(normalizeHostname('BrightNest.Example:3100')).toBe('brightnest.example');
    expect(normalizeHostname('brightnest.example.')).toBe('brightnest.example');
    expect(normalizeHostname(undefined)).toBe('');
  });

  it('finds the provider by its domain, with or without www', async () => {
    const { resolver: r } = resolver();
    expect(await r.resolve('brightnest.example')).toEqual(site);
    expect(await r.resolve('www.brightnest.example:443')).toEqual(site);
    expect(await r.resolve('other.example')).toBeNull();
  });

  it('serves a domain only while the plan includes one (Pro or the domain add-on)', async () => {
    const { resolver: r } = resolver();
    expect(await r.resolve('lapsed.example')).toBeNull();
  });

  it('never asks the database about the main site, IP addresses or single-label hosts', async () => {
    const { resolver: r, lookups } = resolver();
    for (const host of ['porchlight.example', 'localhost:3000', '127.0.0.1', '[::1]:3000', 'intranet']) {
      expect(await r.resolve(host)).toBeNull();
    }
    expect(lookups).not.toHaveBeenCalled();
  });

  it('caches answers until invalidated', async () => {
    const { resolver: r, lookups } = resolver();
    await r.resolve('brightnest.example');
    await r.resolve('brightnest.example');
    expect(lookups).toHaveBeenCalledTimes(1);
    r.invalidate();
    await r.resolve('brightnest.example');
    expect(lookups).toHaveBeenCalledTimes(2);
  });
});
