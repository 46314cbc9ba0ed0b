import { describe, expect, it } from 'vitest';
import { canDo, isProviderMember, PROVIDER_ACCESS, type ProviderAction } from './access.rules';

describe('the provider access table', () => {
  it('lets anyone view and contact, and only members edit', () => {
    expect(canDo(['anyone'], 'view')).toBe(true);
    expect(canDo(['anyone'], 'contact')).toBe(true);
    expect(canDo(['anyone', 'user'], 'editProfile')).toBe(false);
    expect(canDo(['anyone', 'user', 'manager'], 'editProfile')).toBe(true);
    expect(canDo(['anyone', 'user', 'admin'], 'editProfile')).toBe(false);
  });

  it('refuses a role named in deniedTo even when another role allows the action', () => {
    expect(canDo(['anyone', 'user'], 'writeReview')).toBe(true);
    expect(canDo(['anyone', 'user', 'owner'], 'writeReview')).toBe(false);
    expect(canDo(['anyone', 'user', 'manager'], 'review')).toBe(true);
  });

  it('keeps owner tools off custom domains, and says why a caller is refused', () => {
    const ownerActions = Object.entries(PROVIDER_ACCESS).filter(([, rule]) => 'mainSiteOnly' in rule);
    expect(ownerActions.map(([action]) => action).sort()).toEqual([
      'claim',
      'editChat',
      'editContactPreferences',
      'editDetails',
      'editGoogleReviews',
      'editProfile',
      'editServices',
      'editSocialLinks',
      'manageBooking',
      'managePlan',
      'manageTeam',
      'publish',
      'requestCustomDomain',
      'viewCompletion',
      'viewInsights',
    ]);
    for (const [, rule] of ownerActions) expect(rule.forbidden).not.toBe('');
  });

  it('lets a technician see the company before it is public, and nothing of money, clients or settings (issue 33 item 3)', () => {
    const technician = ['anyone', 'user', 'technician'] as const;
    const may = (action: ProviderAction) => canDo(technician, action);
    expect(may('viewUnpublished')).toBe(true);
    for (const action of [
      'useServiceManager',
      'managePayments',
      'editDetails',
      'readRequests',
      'answerChat',
      'managePlan',
      'manageSchedule',
      'manageTeam',
    ] as const)
      expect([action, may(action)]).toEqual([action, false]);
    // Staff do not review, chat with or claim their own company.
    for (const action of ['writeReview', 'chat', 'claim'] as const)
      expect([action, may(action)]).toEqual([action, false]);
  });

  it('lets the owner and managers plan the schedule, and only the owner choose the team (issue 33)', () => {
    expect(canDo(['anyone', 'user', 'manager'], 'manageSchedule')).toBe(true);
    expect(canDo(['anyone', 'user', 'owner'], 'manageSchedule')).toBe(true);
    expect(canDo(['anyone', 'user', 'technician'], 'manageSchedule')).toBe(false);
    expect(canDo(['anyone', 'user', 'admin'], 'manageSchedule')).toBe(false);
    expect(canDo(['anyone', 'user', 'owner'], 'manageTeam')).toBe(true);
    expect(canDo(['anyone', 'user', 'manager'], 'manageTeam')).toBe(false);
    expect(canDo(['anyone', 'user', 'technician'], 'manageTeam')).toBe(false);
  });

  it('keeps company details and publishing to the owner, and claiming to people outside the company', () => {
    for (const action of ['editDetails', 'publish', 'editContactPreferences'] as const) {
      expect([action, canDo(['anyone', 'user', 'owner'], action)]).toEqual([action, true]);
      expect([action, canDo(['anyone', 'user', 'manager'], action)]).toEqual([action, false]);
      expect([action, canDo(['anyone', 'user', 'admin'], action)]).toEqual([action, false]);
    }
    expect(canDo(['anyone', 'user', 'manager'], 'viewCompletion')).toBe(true);
    expect(canDo(['anyone', 'user', 'manager'], 'editServices')).toBe(true);
    expect(canDo(['anyone', 'user', 'admin'], 'editServices')).toBe(false);
    expect(canDo(['anyone', 'user'], 'claim')).toBe(true);
    expect(canDo(['anyone'], 'claim')).toBe(false);
    expect(canDo(['anyone', 'user', 'owner'], 'claim')).toBe(false);
  });

  it('opens the Service Manager to the owner and managers only, not to admins or hub clients', () => {
    expect(canDo(['anyone', 'user', 'owner'], 'useServiceManager')).toBe(true);
    expect(canDo(['anyone', 'user', 'manager'], 'useServiceManager')).toBe(true);
    expect(canDo(['anyone', 'user', 'admin'], 'useServiceManager')).toBe(false);
    expect(canDo(['anyone', 'hub-client'], 'useServiceManager')).toBe(false);
  });

  it('opens the Client Hub to hub clients only: not to the owner, managers or admins', () => {
    expect(canDo(['anyone', 'hub-client'], 'useClientHub')).toBe(true);
    for (const role of ['owner', 'manager', 'admin'] as const)
      expect(canDo(['anyone', 'user', role], 'useClientHub')).toBe(false);
    expect(canDo(['anyone'], 'useClientHub')).toBe(false);
  });

  it('knows a member by the owner or manager role', () => {
    expect(isProviderMember(['anyone', 'user', 'owner'])).toBe(true);
    expect(isProviderMember(['anyone', 'user', 'admin'])).toBe(false);
  });
});
