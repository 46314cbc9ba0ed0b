import type { PublishRequest } from '@porchlight/core/providers/publishing.schemas';
import { WANTED_ADD_ONS_KEY } from '../owner-tools/wanted-add-ons';

/** The paid add-ons step 0 offers (spec 2 §1); the free marketplace listing is always selected. */
export const OFFERED_ADD_ONS = ['website', 'fsm', 'phone'] as const;
export type OfferedAddOn = (typeof OFFERED_ADD_ONS)[number];
export type AddOnChoice = Record<OfferedAddOn, boolean>;

export const NO_ADD_ONS: AddOnChoice = { website: false, fsm: false, phone: false };

/** The Publish payload's wants* flags (spec 2 §3) for what was chosen. */
export function wantsFlags(choice: AddOnChoice): PublishRequest {
  return {
    wantsFreeListing: true,
    wantsWebsite: choice.website,
    wantsFsm: choice.fsm,
    wantsPhone: choice.phone,
  };
}

/**
 * Keeps the choice for Publish, which reads it back (owner-tools/wanted-add-ons.ts) for this
 * profile only. sessionStorage: the choice matters in the tab that goes on to publish.
 */
export function rememberWantedAddOns(vanityName: string, choice: AddOnChoice): void {
  try {
    sessionStorage.setItem(WANTED_ADD_ONS_KEY, JSON.stringify({ ...wantsFlags(choice), vanityName }));
  } catch {
    // Storage unavailable (private mode): Publish sends an empty body, as the completion wizard does.
  }
}
