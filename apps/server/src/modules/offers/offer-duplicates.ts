import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { AppError } from '../platform/app-error';

// The duplicate rule's answers; the rule's query is offer-duplicates.repository.ts.

/** Adding a service the profile already has (spec 2 §8): 409 'This service already exists on your profile'. */
export const offerAlreadyExists = () => new AppError('conflict', offerMessages.alreadyExists);

/**
 * Renaming an offer to another offer's name: the same 409, in the words spec 2 §5 gives the name field
 * ('You already have an offer with this name'), under `fields.name` for the edit dialog.
 */
export const offerNameTaken = () =>
  new AppError('conflict', offerMessages.nameTaken, { name: offerMessages.nameTaken });
