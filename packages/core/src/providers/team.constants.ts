/** An invitation link works for a week, as Jobber's and Slack's do. */
export const TEAM_INVITATION_DAYS = 7;

/** The accept page of an invitation link (the e-mail's link is the public URL plus this and the token). */
export const TEAM_INVITATION_PATH = '/account/team-invitations';
