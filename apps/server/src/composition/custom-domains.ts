import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CustomDomainResolver, createCustomDomainResolver } from '../modules/providers/custom-domains';

declare module 'fastify' {
  interface FastifyInstance {
    /** Host header -> the provider whose custom domain it is (spec 1 "Page routing"). */
    customDomains: CustomDomainResolver;
  }
}

export const customDomainsPlugin = fp(
  async (app: FastifyInstance) => {
    const mainHosts = ['localhost', '127.0.0.1'];
    if (app.config.PUBLIC_URL) mainHosts.push(new URL(app.config.PUBLIC_URL).hostname);
    const resolver = createCustomDomainResolver(app.repositories.profiles, { mainHosts });
    app.decorate('customDomains', resolver);
    // Another process changed a provider (its custom domain among others): answers cached here are stale.
    const unsubscribe = app.events.subscribe('provider.changed', () => resolver.invalidate());
    app.addHook('onClose', async () => unsubscribe());
  },
  { name: 'custom-domains', dependencies: ['config', 'repositories', 'events'] },
);
