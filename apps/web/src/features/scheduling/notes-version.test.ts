import { describe, expect, it } from 'vitest';
import { notesVersion } from './notes-version';

describe('the version a notes save names', () => {
  it('is the visit’s as read when nobody started a draft before it', () => {
    expect(notesVersion(null, { notes: 'Gate code 4512', version: 3 })).toBe(3);
  });

  it('follows a write that left the notes alone (the person’s own On my way)', () => {
    expect(
      notesVersion({ notes: 'Gate code 4512', version: 3 }, { notes: 'Gate code 4512', version: 4 }),
    ).toBe(4);
  });

  it('stays the draft’s when the notes were changed by someone else meanwhile, so the server refuses', () => {
    expect(
      notesVersion({ notes: 'Gate code 4512', version: 3 }, { notes: 'Lock the back door', version: 4 }),
    ).toBe(3);
  });
});
