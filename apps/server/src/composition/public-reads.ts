import type { FastifyInstance } from 'fastify';
import { createProfileRepository } from '../modules/providers/profile.repository';
import { createSearchRepository } from '../modules/search/search.repository';
import { routedRepository } from './routed-repository';

/**
 * The one list of repositories that may read from a replica: search and suggestions, public profile data
 * and sitemaps. Everything else (every write, access checks, the owner's and the hub's reads) uses the
 * primary's repositories. Whether a given call goes to a replica is read-replicas.ts's choice.
 */
export function publicReads(app: FastifyInstance) {
  const pick = () => app.readReplicas.executor();
  return {
    search: routedRepository(createSearchRepository, pick, app.db),
    profiles: routedRepository(createProfileRepository, pick, app.db),
  };
}
