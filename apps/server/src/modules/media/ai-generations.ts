import type { AiBusiness } from '../../adapters/ai';
import { AppError } from '../platform/app-error';
import type { AiKind, ProfileEditingRepository } from './profile-editing.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The provider an AI generation is for, and who asks for it. */
export interface AiCaller {
  id: string;
  name: string;
  city: string | null;
  stateCode: string | null;
  aboutMetadata: string | null;
  userId: string;
  isAdmin: boolean;
}

/** How many generations of one kind a provider gets over a rolling day, and the 429's words. */
export interface AiCap {
  perDay: number;
  message: string;
}

/**
 * The one server-side cap on AI generations and the one way a failure is reported, shared by the
 * profile's pictures and about text and the offers' teasers and descriptions (docs/decisions.md).
 */
export function createAiGenerations(deps: {
  repository: Pick<
    ProfileEditingRepository,
    'countAiGenerations' | 'totalAiGenerations' | 'recordAiGeneration' | 'firstCategoryName'
  >;
  adapterName: string;
  log?: { error(payload: unknown, message: string): void };
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Counts the generation against the provider's cap (admins are exempt, spec 1 §6) before it runs;
     * answers the variant, how many of this kind came before, so each attempt gives another result.
     */
    async begin(caller: AiCaller, kind: AiKind, cap: AiCap): Promise<number> {
      if (!caller.isAdmin) {
        const since = new Date(now().getTime() - DAY_MS);
        if ((await repository.countAiGenerations(caller.id, kind, since)) >= cap.perDay)
          throw new AppError('tooManyRequests', cap.message);
      }
      const variant = await repository.totalAiGenerations(caller.id, kind);
      await repository.recordAiGeneration(caller.id, caller.userId, kind);
      return variant;
    },

    /** What the writer and the painter know of the business. */
    async business(caller: AiCaller): Promise<AiBusiness> {
      return {
        name: caller.name,
        category: await repository.firstCategoryName(caller.id),
        city: caller.city,
        stateCode: caller.stateCode,
        aboutMetadata: caller.aboutMetadata,
      };
    },

    /** Runs the adapter; any failure is logged and answered 503 with `failure`. */
    async generated<T>(make: () => Promise<T>, failure: string): Promise<T> {
      try {
        return await make();
      } catch (error) {
        deps.log?.error({ err: error, adapter: deps.adapterName }, 'AI generation failed');
        throw new AppError('serviceUnavailable', failure);
      }
    },
  };
}

export type AiGenerations = ReturnType<typeof createAiGenerations>;
