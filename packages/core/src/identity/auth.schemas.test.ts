import { describe, expect, it } from 'vitest';
import { authMessages } from './auth.messages';
import { registerRequestSchema, updateUserRequestSchema } from './auth.schemas';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first issue of a field is the one users see.
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('registerRequestSchema', () => {
  it('trims names and lowercases the e-mail', () => {
    const parsed = registerRequestSchema.parse({
      firstName: '  Ada ',
      lastName: 'Lovelace ',
      email: ' Ada@Example.COM ',
      password: 'long enough',
    });
    expect(parsed).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  });

  it('uses the spec messages for missing and short names', () => {
    const result = registerRequestSchema.safeParse({
      firstName: ' ',
      lastName: 'X',
      email: 'nope',
      password: '1234567',
    });
    expect(messagesOf(result)).toEqual({
      firstName: authMessages.firstNameRequired,
      lastName: authMessages.lastNameTooShort,
      email: authMessages.emailInvalid,
      password: authMessages.passwordTooShort,
    });
  });

  it('reports a missing field as required, not as a type error', () => {
    expect(messagesOf(updateUserRequestSchema.safeParse({}))).toEqual({
      firstName: authMessages.firstNameRequired,
      lastName: authMessages.lastNameRequired,
    });
  });
});
