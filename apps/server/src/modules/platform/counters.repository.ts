import type { Executor } from '@porchlight/db/connection';
import { type CounterKind, providerCounters } from '@porchlight/db/schema/index';
import { sql } from 'drizzle-orm';

export function createCountersRepository(db: Executor) {
  return {
    /**
     * The provider's next number of a kind (1, 2, 3 …). The row lock it takes is held until the
     * surrounding transaction ends, so numbers are gap-free when the use case commits and reused when
     * it rolls back.
     */
    async next(providerId: string, kind: CounterKind): Promise<number> {
      const [row] = await db
        .insert(providerCounters)
        .values({ providerId, kind, value: 1 })
        .onConflictDoUpdate({
          target: [providerCounters.providerId, providerCounters.kind],
          set: { value: sql`${providerCounters.value} + 1` },
        })
        .returning({ value: providerCounters.value });
      if (!row) throw new Error('counter upsert returned no row');
      return row.value;
    },
  };
}

export type CountersRepository = ReturnType<typeof createCountersRepository>;
