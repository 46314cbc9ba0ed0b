import {
  canPublish,
  completionPercentage,
  completionSteps,
  publishBlockers,
} from '@porchlight/core/providers/completion.rules';
import type {
  CompletionResponse,
  PublishRequest,
  PublishStateResponse,
} from '@porchlight/core/providers/publishing.schemas';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { DetailsRepository } from './details.repository';
import type { ProviderRow } from './profile.repository';

/** Publish, Disable Profile and the completion wizard (spec 2 §4 "Publishing", "Completion wizard"). */
export function createPublishingService(deps: {
  repository: DetailsRepository;
  access: Access;
  unitOfWork: UnitOfWork;
}) {
  /** Published or not, in one transaction with the event that drops every cached page and search of it. */
  async function setPublished(provider: ProviderRow, published: boolean, wants: PublishRequest = {}) {
    await deps.unitOfWork(async ({ details, events }) => {
      await details.setPublished(provider.id, published, wants);
      await events.providerChanged(provider, { contentOnly: false });
    });
    return { vanityName: provider.vanityName, published };
  }

  return {
    /** POST provider/profile/publish: 400 naming every publish requirement not met (spec 2 §5). */
    async publish(
      principal: Principal,
      { vanityName, ...wants }: PublishRequest & { vanityName: string },
    ): Promise<PublishStateResponse> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'publish');
      const blockers = publishBlockers(provider);
      const first = Object.values(blockers)[0];
      if (first) throw new AppError('badRequest', first, blockers);
      return setPublished(provider, true, wants);
    },

    /** GET provider/profile/unpublish (Disable Profile): hidden from search, the sitemap and visitors at once. */
    async unpublish(
      principal: Principal,
      { vanityName }: { vanityName: string },
    ): Promise<PublishStateResponse> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'publish');
      return setPublished(provider, false);
    },

    /** GET provider/profile/completion: the wizard's steps, percentage and what publishing needs. */
    async completion(
      principal: Principal,
      { vanityName }: { vanityName: string },
    ): Promise<CompletionResponse> {
      const { provider } = await deps.access.requireProviderAccess(
        principal,
        { vanityName },
        'viewCompletion',
      );
      const counts = await deps.repository.countsForCompletion(provider.id);
      const steps = completionSteps({
        ...counts,
        website: provider.website,
        phoneNumber: provider.phoneNumber,
        verified: provider.verified,
        social: [
          provider.facebook,
          provider.x,
          provider.instagram,
          provider.linkedin,
          provider.pinterest,
          provider.whatsapp,
        ],
      });
      return {
        published: provider.published,
        steps,
        percentage: completionPercentage(steps),
        publishBlockers: publishBlockers(provider),
        canPublish: canPublish(steps, provider),
      };
    },
  };
}
