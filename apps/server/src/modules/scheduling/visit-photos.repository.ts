import type { Executor } from '@porchlight/db/connection';
import { visitPhotos, visits } from '@porchlight/db/schema/index';
import { and, count, eq } from 'drizzle-orm';

export type VisitPhotoRow = typeof visitPhotos.$inferSelect;
export type NewVisitPhoto = Pick<
  typeof visitPhotos.$inferInsert,
  'name' | 'size' | 'contentType' | 'storageKey' | 'thumbnailKey' | 'uploadedBy'
>;

/** What became of an add: the new row, or why there is none. */
export type AddPhotoOutcome =
  | { kind: 'added'; row: VisitPhotoRow }
  /** The visit already has `max` photos. */
  | { kind: 'full' }
  /** The visit was deleted meanwhile. */
  | { kind: 'gone' };

const onePhoto = (visitId: string, photoNumber: number) =>
  and(eq(visitPhotos.visitId, visitId), eq(visitPhotos.photoNumber, photoNumber));

/** Photos taken at visits; the visit is always found through its provider first (visits.repository). */
export function createVisitPhotosRepository(db: Executor) {
  return {
    async count(visitId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(visitPhotos)
        .where(eq(visitPhotos.visitId, visitId));
      return row?.value ?? 0;
    },

    async find(visitId: string, photoNumber: number): Promise<VisitPhotoRow | undefined> {
      const [row] = await db.select().from(visitPhotos).where(onePhoto(visitId, photoNumber));
      return row;
    },

    /**
     * Adds a stored photo under the visit's next number, unless it has `max` already. Run it in a
     * transaction: the visit's row lock, taken first, is held until the commit, so concurrent uploads
     * count and number one after the other.
     */
    async add(
      providerId: string,
      visitId: string,
      photo: NewVisitPhoto,
      max: number,
    ): Promise<AddPhotoOutcome> {
      const [visit] = await db
        .select({ lastPhotoNumber: visits.lastPhotoNumber })
        .from(visits)
        .where(and(eq(visits.id, visitId), eq(visits.providerId, providerId)))
        .for('update');
      if (!visit) return { kind: 'gone' };
      const [taken] = await db
        .select({ value: count() })
        .from(visitPhotos)
        .where(eq(visitPhotos.visitId, visitId));
      if ((taken?.value ?? 0) >= max) return { kind: 'full' };
      const photoNumber = visit.lastPhotoNumber + 1;
      // Not the visit's version: a photo never clashes with a move or a note.
      await db.update(visits).set({ lastPhotoNumber: photoNumber }).where(eq(visits.id, visitId));
      const [row] = await db
        .insert(visitPhotos)
        .values({ ...photo, visitId, providerId, photoNumber })
        .returning();
      if (!row) throw new Error('visit photo insert returned no row');
      return { kind: 'added', row };
    },

    /** Deletes one photo's row; its stored keys, or undefined when there was none. */
    async remove(visitId: string, photoNumber: number): Promise<VisitPhotoRow | undefined> {
      const [row] = await db.delete(visitPhotos).where(onePhoto(visitId, photoNumber)).returning();
      return row;
    },
  };
}

export type VisitPhotosRepository = ReturnType<typeof createVisitPhotosRepository>;
