import { TEAM_INVITATION_DAYS } from './team.constants';

/** The team's words (issue 33 item 3); ours, as the spec is silent (docs/decisions.md "Team"). */
export const teamMessages = {
  roleInvalid: 'Choose manager or technician',
  alreadyMember: 'This person is already on your team.',
  /** The answer of a new invitation (a second one to the same address replaces the first). */
  invitationSent: (email: string) =>
    `We e-mailed an invitation to ${email}. The link works for ${TEAM_INVITATION_DAYS} days.`,
  invitationNotOpen: 'This invitation is no longer open.',
  invitationRevoked: (email: string) => `The invitation to ${email} is withdrawn.`,
  /** 404: an unknown, revoked or already accepted link (nothing said about which). */
  invitationInvalid: 'This invitation link is not valid any more. Ask the company for a new one.',
  invitationExpired: 'This invitation has expired. Ask the company for a new one.',
  /** 403: the account is not the address the invitation was e-mailed to. */
  wrongAccount:
    'This invitation was sent to another e-mail address. Log in with the account of that address to accept it.',
  memberNotFound: 'This person is not on your team.',
  cannotRemoveOwner: "The company's owner cannot be removed from its team.",
  cannotRemoveSelf: 'You cannot remove yourself from the team.',
  memberRemoved: (name: string) => `${name} is no longer on your team.`,
} as const;

/** How a role reads in a sentence: 'join as a technician'. */
export const TEAM_ROLE_LABELS = {
  owner: 'Owner',
  manager: 'Manager',
  technician: 'Technician',
} as const;
