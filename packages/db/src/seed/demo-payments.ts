import { eq } from 'drizzle-orm';
import { builtinAccounts, paymentAccounts, providers } from '../schema/index';
import { SERVICE_MANAGER_DEMO_PROVIDER } from './demo-service-manager';
import type { Db } from './factories';

/** The demo cleaner's account at the built-in test processor: its clients can pay online at once. */
export const DEMO_PAYMENT_ACCOUNT = 'acct_demo_bright_nest';

/**
 * Turns online payments on for the demo provider with the built-in processor (idempotent). With
 * Stripe configured this row names another processor and is ignored: the owner connects Stripe.
 */
export async function seedDemoPayments(db: Db, vanityNameLc: string = SERVICE_MANAGER_DEMO_PROVIDER) {
  const [provider] = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(eq(providers.vanityNameLc, vanityNameLc));
  if (!provider) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(builtinAccounts)
      .values({ id: DEMO_PAYMENT_ACCOUNT, businessName: provider.name })
      .onConflictDoNothing();
    await tx
      .insert(paymentAccounts)
      .values({
        providerId: provider.id,
        processor: 'builtin',
        accountId: DEMO_PAYMENT_ACCOUNT,
        chargesEnabled: true,
        payoutsEnabled: true,
      })
      .onConflictDoNothing();
  });
  return true;
}
