export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Names and email share the contact limit of spec 1 §5. */
export const NAME_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 128;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MEMBERSHIP_ROLES = ['owner', 'manager', 'technician'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/**
 * A cookie scripts may read, set and cleared with the session's httpOnly cookies: pages carry nobody's
 * identity (they are shared from the page cache), so the browser learns from it whether to ask who is
 * signed in, and visitors never ask.
 */
export const SESSION_HINT_COOKIE = 'pl_session';
