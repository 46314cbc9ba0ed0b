/** The notes a draft was started from, and the visit's version then. */
export interface NotesBase {
  notes: string | null;
  version: number;
}

/**
 * The version a notes save names. The visit as read now (`current`) when the notes are still the ones
 * the draft started from (another write that left them alone, such as the person's own On my way,
 * moved the version and clashes with nothing); else the version the draft started from, so the
 * server answers 409 instead of overwriting someone else's notes.
 */
export function notesVersion(base: NotesBase | null, current: NotesBase): number {
  return base && base.notes !== current.notes ? base.version : current.version;
}
