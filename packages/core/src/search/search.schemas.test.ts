import { describe, expect, it } from 'vitest';
import { searchMessages } from './search.messages';
import { searchFormSchema } from './search.schemas';

function zipMessages(zip: string): string[] {
  return searchFormSchema.safeParse({ query: '', zip }).error?.issues.map((issue) => issue.message) ?? [];
}

describe('searchFormSchema', () => {
  it('requires the zip on the form, then checks its format (spec 3 §5)', () => {
    expect(zipMessages('')).toEqual([searchMessages.zipRequired]);
    expect(zipMessages('   ')).toEqual([searchMessages.zipRequired]);
    expect(zipMessages('787')).toEqual([searchMessages.zipInvalid]);
    expect(zipMessages('78701-12345')).toEqual([searchMessages.zipInvalid]);
    expect(zipMessages('78701')).toEqual([]);
    expect(zipMessages(' 78701-1234 ')).toEqual([]);
  });

  it('leaves the service optional', () => {
    expect(searchFormSchema.parse({ query: '  house cleaning ', zip: '78701' })).toEqual({
      query: 'house cleaning',
      zip: '78701',
    });
  });
});
