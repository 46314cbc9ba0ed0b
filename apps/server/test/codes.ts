import { outbox } from '@porchlight/db/schema/index';
import type { Db } from '@porchlight/db/seed/factories';
import { and, desc, eq, sql } from 'drizzle-orm';

/** The code of the newest e-mail of this kind to this address, read from the outbox as a person reads their mail. */
export async function latestCode(db: Db, to: string, kind: 'claim-code' | 'email-code'): Promise<string> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.meta}->>'kind' = ${kind}`))
    .orderBy(desc(outbox.createdAt), desc(sql`ctid`))
    .limit(1);
  const code = row?.body.split('\n\n')[1];
  if (!code || !/^[A-Z0-9]{6}$/.test(code)) throw new Error(`no ${kind} e-mail to ${to}`);
  return code;
}
