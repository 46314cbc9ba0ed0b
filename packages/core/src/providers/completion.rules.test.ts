import { describe, expect, it } from 'vitest';
import {
  type CompletionFacts,
  canPublish,
  completionPercentage,
  completionSteps,
  isAutoCollapsed,
  isNextDisabled,
  isStepClickable,
  isWizardDone,
  openingStep,
  publishBlockers,
} from './completion.rules';
import { publishMessages } from './owner-tools.messages';

const nothing: CompletionFacts = {
  serviceCount: 0,
  website: null,
  phoneNumber: '  ',
  contactPrefsCount: 0,
  photoCount: 0,
  verified: false,
  social: [null, ''],
};
const everything: CompletionFacts = {
  serviceCount: 2,
  website: 'https://a.example',
  phoneNumber: '5125550100',
  contactPrefsCount: 1,
  photoCount: 3,
  verified: true,
  social: [null, 'https://x.com/a'],
};
const ready = {
  aboutMetadata: 'We fix things.',
  phoneNumber: null,
  email: 'a@b.example',
  zipCode: '78701',
  stateCode: 'TX',
  city: 'Austin',
};

describe('completion wizard', () => {
  it('has the 7 steps in the spec order, services required, blank text not counting', () => {
    const steps = completionSteps(nothing);
    expect(steps.map((step) => [step.key, step.required, step.complete])).toEqual([
      ['services', true, false],
      ['website', false, false],
      ['phone', false, false],
      ['notifications', false, false],
      ['photos', false, false],
      ['social', false, false],
      ['verification', false, false],
    ]);
    expect(completionPercentage(steps)).toBe(0);
    expect(isWizardDone(completionSteps(everything))).toBe(true);
  });

  it('rounds the percentage of completed steps', () => {
    expect(completionPercentage(completionSteps({ ...nothing, website: 'https://a.example' }))).toBe(14);
    expect(completionPercentage(completionSteps({ ...everything, verified: false }))).toBe(86);
  });

  it('opens on notifications for a brand-new profile, else the first incomplete required step, else the first incomplete', () => {
    expect(openingStep(completionSteps(nothing), { brandNewProfile: true })).toBe('notifications');
    expect(
      openingStep(completionSteps({ ...nothing, website: 'https://a.example' }), { brandNewProfile: false }),
    ).toBe('services');
    expect(
      openingStep(completionSteps({ ...everything, photoCount: 0, verified: false }), {
        brandNewProfile: false,
      }),
    ).toBe('photos');
    expect(openingStep(completionSteps(everything), { brandNewProfile: false })).toBeNull();
  });

  it('lets only the first step be clicked until it is complete, and holds Next on an incomplete required step', () => {
    const fresh = completionSteps(nothing);
    expect([0, 1, 6].map((index) => isStepClickable(fresh, index))).toEqual([true, false, false]);
    const started = completionSteps({ ...nothing, serviceCount: 1 });
    expect([0, 1, 6].map((index) => isStepClickable(started, index))).toEqual([true, true, true]);
    expect(isNextDisabled(fresh[0]!)).toBe(true);
    expect(isNextDisabled(fresh[1]!)).toBe(false);
    expect(isNextDisabled(started[0]!)).toBe(false);
  });

  it('collapses on its own from a stored 60', () => {
    expect([null, undefined, 59, 60, 100].map(isAutoCollapsed)).toEqual([false, false, false, true, true]);
  });
});

describe('publish requirements', () => {
  it('names each missing item with its spec message', () => {
    expect(
      publishBlockers({
        aboutMetadata: ' ',
        phoneNumber: null,
        email: '',
        zipCode: null,
        stateCode: null,
        city: '',
      }),
    ).toEqual({
      aboutMetadata: 'A brief description is required in your general information',
      contact: 'A Phone Number or Email Address is required on the Contact page',
      zipCode: 'A zip code is required on your location',
      stateCode: 'A state is required on your location',
      city: 'A city is required on your location',
    });
    expect(publishBlockers(ready)).toEqual({});
    expect(publishBlockers({ ...ready, email: null, phoneNumber: '5125550100' })).toEqual({});
    expect(publishBlockers({ ...ready, email: null }).contact).toBe(publishMessages.phoneOrEmail);
  });

  it('publishes when the required steps are done and nothing blocks it', () => {
    expect(canPublish(completionSteps(everything), ready)).toBe(true);
    expect(canPublish(completionSteps({ ...everything, serviceCount: 0 }), ready)).toBe(false);
    expect(canPublish(completionSteps(everything), { ...ready, city: null })).toBe(false);
  });
});
