import type { Executor } from '@porchlight/db/connection';
import { insightMailSettings, insightWeeklyMails } from '@porchlight/db/schema/index';
import { eq, sql } from 'drizzle-orm';

/** A company whose owner may get this week's summary. */
export type WeeklyMailCandidate = {
  providerId: string;
  providerName: string;
  timeZone: string;
  ownerEmail: string;
};

/** The weekly summary e-mail's switch and its once-a-week key (docs/plans/insights.md slice 6). */
export function createInsightMailsRepository(db: Executor) {
  return {
    /**
     * Companies with an owner, the e-mail switched on and no summary written in their last 7 local days:
     * the task then asks each one's zone whether Monday morning has come.
     */
    async weeklyMailCandidates(now: Date): Promise<WeeklyMailCandidate[]> {
      const rows = await db.execute<WeeklyMailCandidate>(sql`
        select p.id as "providerId", p.name as "providerName", p.time_zone as "timeZone", u.email as "ownerEmail"
        from providers p
        join memberships m on m.provider_id = p.id and m.role = 'owner'
        join users u on u.id = m.user_id
        left join insight_mail_settings s on s.provider_id = p.id
        where coalesce(s.weekly_mail, true)
          and not exists (
            select 1 from insight_weekly_mails w
            where w.provider_id = p.id
              and w.week > (${now.toISOString()}::timestamptz at time zone p.time_zone)::date - 7)`);
      return rows.rows;
    },

    /** Takes the company's week: true once, false for every later call (the primary key decides). */
    async claimWeek(providerId: string, week: string): Promise<boolean> {
      const claimed = await db
        .insert(insightWeeklyMails)
        .values({ providerId, week })
        .onConflictDoNothing()
        .returning({ week: insightWeeklyMails.week });
      return claimed.length > 0;
    },

    async weeklyMailOn(providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ weeklyMail: insightMailSettings.weeklyMail })
        .from(insightMailSettings)
        .where(eq(insightMailSettings.providerId, providerId));
      return row?.weeklyMail ?? true;
    },

    async setWeeklyMail(providerId: string, weeklyMail: boolean): Promise<void> {
      await db
        .insert(insightMailSettings)
        .values({ providerId, weeklyMail })
        .onConflictDoUpdate({
          target: insightMailSettings.providerId,
          set: { weeklyMail, updatedAt: sql`now()` },
        });
    },
  };
}

export type InsightMailsRepository = ReturnType<typeof createInsightMailsRepository>;
