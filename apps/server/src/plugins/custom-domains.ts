import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CustomDomainResolver, createCustomDomainResolver } from '../modules/providers/custom-domains';
import { createProfileRepository } from '../modules/providers/profile.repository';

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
    app.decorate('customDomains', createCustomDomainResolver(createProfileRepository(app.db), { mainHosts }));
  },
  { name: 'custom-domains', dependencies: ['config', 'db'] },
);
