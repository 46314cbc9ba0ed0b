import { fitDescription, fitTeaser } from '@porchlight/core/offers/offer-writing.rules';
import {
  type GenerateDescriptionRequest,
  type GenerateDescriptionResponse,
  type GenerateTeaserRequest,
  type GenerateTeaserResponse,
  offerWritingMessages as messages,
} from '@porchlight/core/offers/offer-writing.schemas';
import { OFFER_AI_DAILY_CAP } from '@porchlight/core/offers/offers.constants';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { textWithListsToHtml } from '@porchlight/core/text/html';
import type { AiAdapter, AiOffer } from '../../adapters/ai';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import type { AiCaller, AiGenerations } from '../media/ai-generations';
import type { AiKind } from '../media/profile-editing.repository';
import { AppError } from '../platform/app-error';
import { sanitizeOfferHtml } from '../platform/rich-text';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { OfferEditingRepository, OfferRecord } from './offer-editing.repository';
import { plainTextOf } from './offer-texts';

type Owned<T> = T & { vanityName: string };

const cap = { perDay: OFFER_AI_DAILY_CAP, message: messages.noAttemptsLeft };

/** A written text that cannot be fitted to the rules counts as the writer failing. */
function fitted(text: string | null, what: string): string {
  if (text === null) throw new Error(`The AI service wrote no usable ${what}`);
  return text;
}

/**
 * AI teasers and descriptions of offers (spec 2 §4 "Offer editing", §6, §7): written from the offer's
 * name and place and the provider's own name and brief description (never the caller's copies), fitted
 * to the edit rules, and saved to the offer in one transaction when saveUpdate asks for it.
 */
export function createOfferWritingService(deps: {
  repository: Pick<OfferEditingRepository, 'findOffer'>;
  access: Access;
  unitOfWork: UnitOfWork;
  ai: AiAdapter;
  aiGenerations: AiGenerations;
}) {
  const { ai, aiGenerations } = deps;

  /** The provider and caller; when saving, the offer too, checked before any attempt is spent. */
  async function prepare(
    principal: Principal,
    { vanityName, saveUpdate, offerNumber }: Owned<{ saveUpdate: boolean; offerNumber?: number }>,
  ) {
    const { provider } = await deps.access.requireProviderAccess(principal, { vanityName }, 'editServices');
    const user = requireUser(principal);
    const caller: AiCaller = { ...provider, userId: user.userId, isAdmin: user.isAdmin };
    if (!saveUpdate) return { provider, caller, offerNumber: null };
    if (offerNumber === undefined || !(await deps.repository.findOffer(provider.id, offerNumber)))
      throw new AppError('notFound', offerMessages.notAvailable);
    return { provider, caller, offerNumber };
  }

  async function write(
    caller: AiCaller,
    kind: AiKind,
    offer: AiOffer,
    make: (request: Parameters<AiAdapter['offerTeaser']>[0]) => Promise<string>,
  ): Promise<string> {
    const variant = await aiGenerations.begin(caller, kind, cap);
    const request = { ...(await aiGenerations.business(caller)), variant, offer };
    return aiGenerations.generated(() => make(request), messages.aiUnavailable);
  }

  /** Saves to the offer, which must still be there, and drops the profile's cached pages. */
  async function save(
    provider: { id: string; vanityName: string },
    offerNumber: number,
    values: Partial<OfferRecord>,
  ): Promise<void> {
    await deps.unitOfWork(async ({ offerEditing, events }) => {
      const offer = await offerEditing.findOffer(provider.id, offerNumber);
      if (!offer) throw new AppError('notFound', offerMessages.notAvailable);
      await offerEditing.updateOffer(offer.id, values);
      await events.providerChanged(provider, { contentOnly: false });
    });
  }

  /** What the writer reads of the offer; the owner's current text is a hint to improve on. */
  const offerToWrite = (
    input: Pick<GenerateTeaserRequest, 'name' | 'category' | 'subcategory'>,
    draft: string | undefined,
  ) => ({
    name: input.name,
    category: input.category || null,
    subcategory: input.subcategory || null,
    draft: draft ?? '',
  });

  return {
    /** POST provider/profile/offers/generate-teaser */
    async generateTeaser(
      principal: Principal,
      input: Owned<GenerateTeaserRequest>,
    ): Promise<GenerateTeaserResponse> {
      const { provider, caller, offerNumber } = await prepare(principal, input);
      const offer = offerToWrite(input, input.descriptionTeaser);
      const descriptionTeaser = await write(caller, 'offerTeaser', offer, async (request) =>
        fitted(fitTeaser(await ai.offerTeaser(request)), 'teaser'),
      );
      if (offerNumber !== null) await save(provider, offerNumber, { descriptionTeaser });
      return { descriptionTeaser };
    },

    /** POST provider/profile/offers/generate-description: HTML through the offer sanitiser. */
    async generateDescription(
      principal: Principal,
      input: Owned<GenerateDescriptionRequest>,
    ): Promise<GenerateDescriptionResponse> {
      const { provider, caller, offerNumber } = await prepare(principal, input);
      const offer = offerToWrite(input, input.descriptionText);
      const descriptionText = await write(caller, 'offerDescription', offer, async (request) =>
        fitted(fitDescription(await ai.offerDescription(request)), 'description'),
      );
      const descriptionHtml = sanitizeOfferHtml(textWithListsToHtml(descriptionText));
      if (offerNumber !== null)
        await save(provider, offerNumber, { descriptionHtml, descriptionText: plainTextOf(descriptionHtml) });
      return { descriptionHtml, descriptionText };
    },
  };
}

export type OfferWritingService = ReturnType<typeof createOfferWritingService>;
