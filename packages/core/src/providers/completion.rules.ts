import { publishMessages } from './owner-tools.messages';

/**
 * The profile completion wizard and the publish requirements (spec 2 §4 "Completion wizard",
 * "Publishing", §5 "Publish requirements"): pure rules shared by the owner's panel and the server.
 */

export const COMPLETION_STEP_KEYS = [
  'services',
  'website',
  'phone',
  'notifications',
  'photos',
  'social',
  'verification',
] as const;
export type CompletionStepKey = (typeof COMPLETION_STEP_KEYS)[number];

export const COMPLETION_STEP_LABELS: Record<CompletionStepKey, string> = {
  services: 'Services',
  website: 'Website',
  phone: 'Public Phone Number',
  notifications: 'Customer Notifications',
  photos: 'Photos',
  social: 'Social Links',
  verification: 'Verification',
};

/** Steps that must be complete before Publish is enabled. */
export const REQUIRED_COMPLETION_STEPS: readonly CompletionStepKey[] = ['services'];

/** A stored percentage at or above this collapses the panel on its own. */
export const COMPLETION_AUTO_COLLAPSE_PERCENT = 60;

/** What the wizard looks at. */
export interface CompletionFacts {
  serviceCount: number;
  website: string | null;
  phoneNumber: string | null;
  contactPrefsCount: number;
  photoCount: number;
  verified: boolean;
  social: readonly (string | null)[];
}

export interface CompletionStep {
  key: CompletionStepKey;
  label: string;
  required: boolean;
  complete: boolean;
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

const isComplete: Record<CompletionStepKey, (facts: CompletionFacts) => boolean> = {
  services: (facts) => facts.serviceCount > 0,
  website: (facts) => filled(facts.website),
  phone: (facts) => filled(facts.phoneNumber),
  notifications: (facts) => facts.contactPrefsCount > 0,
  photos: (facts) => facts.photoCount > 0,
  social: (facts) => facts.social.some(filled),
  verification: (facts) => facts.verified,
};

export function completionSteps(facts: CompletionFacts): CompletionStep[] {
  return COMPLETION_STEP_KEYS.map((key) => ({
    key,
    label: COMPLETION_STEP_LABELS[key],
    required: REQUIRED_COMPLETION_STEPS.includes(key),
    complete: isComplete[key](facts),
  }));
}

/** Completed steps out of 7, as a whole percentage. */
export function completionPercentage(steps: readonly CompletionStep[]): number {
  if (steps.length === 0) return 100;
  return Math.round((steps.filter((step) => step.complete).length / steps.length) * 100);
}

/** The wizard disappears once every step is done. */
export function isWizardDone(steps: readonly CompletionStep[]): boolean {
  return steps.every((step) => step.complete);
}

/**
 * Where the wizard opens: on notifications for a brand-new profile (whose dialog opens itself), else
 * the first incomplete required step, else the first incomplete step; null when all are done.
 */
export function openingStep(
  steps: readonly CompletionStep[],
  options: { brandNewProfile: boolean },
): CompletionStepKey | null {
  if (options.brandNewProfile) return 'notifications';
  const step =
    steps.find((candidate) => candidate.required && !candidate.complete) ??
    steps.find((candidate) => !candidate.complete);
  return step?.key ?? null;
}

/** Only the first step, or any step once the first is complete, can be clicked. */
export function isStepClickable(steps: readonly CompletionStep[], index: number): boolean {
  return index === 0 || Boolean(steps[0]?.complete);
}

/** Next is disabled on a required step that is not complete yet. */
export function isNextDisabled(step: CompletionStep): boolean {
  return step.required && !step.complete;
}

export function isAutoCollapsed(storedPercentage: number | null | undefined): boolean {
  return typeof storedPercentage === 'number' && storedPercentage >= COMPLETION_AUTO_COLLAPSE_PERCENT;
}

/** What publishing reads of the profile. */
export interface PublishFacts {
  aboutMetadata: string | null;
  phoneNumber: string | null;
  email: string | null;
  zipCode: string | null;
  stateCode: string | null;
  city: string | null;
}

/** The field each requirement is about, and its message (spec 2 §5 "Publish requirements"). */
export function publishBlockers(facts: PublishFacts): Record<string, string> {
  const blockers: Record<string, string> = {};
  if (!filled(facts.aboutMetadata)) blockers.aboutMetadata = publishMessages.briefDescription;
  if (!filled(facts.phoneNumber) && !filled(facts.email)) blockers.contact = publishMessages.phoneOrEmail;
  if (!filled(facts.zipCode)) blockers.zipCode = publishMessages.zip;
  if (!filled(facts.stateCode)) blockers.stateCode = publishMessages.state;
  if (!filled(facts.city)) blockers.city = publishMessages.city;
  return blockers;
}

/** Publish is enabled when the required steps are complete and nothing blocks it. */
export function canPublish(steps: readonly CompletionStep[], facts: PublishFacts): boolean {
  return (
    steps.every((step) => !step.required || step.complete) && Object.keys(publishBlockers(facts)).length === 0
  );
}
