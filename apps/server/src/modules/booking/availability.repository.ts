import type { BookingDeposit } from '@porchlight/core/booking/booking-settings.schemas';
import type { Executor } from '@porchlight/db/connection';
import { type SQL, sql } from 'drizzle-orm';

export interface AvailabilityRange {
  providerId: string;
  offerUri: string;
  from: Date;
  to: Date;
  /** Real time now: requests past their reply deadline on the provider's clock hold nothing (§2.4). */
  now: Date;
  /** A booked visit being moved (the hub's reschedule): its own time keeps no one busy. */
  ignoreVisitId?: string;
}

type Span = [string, string];

export interface AvailabilityFacts {
  settings: {
    enabled: boolean;
    listed: boolean;
    mode: 'windows' | 'start-times';
    startStepMinutes: number | null;
    noticeMinutes: number;
    horizonDays: number;
    bufferMinutes: number;
    dailyLimit: number | null;
    approval: 'auto' | 'approve';
    /** Approval mode's reply deadline in hours (null when bookings confirm at once). */
    replyHours: number | null;
    /** The deposit asked (fixed or %), null without one. */
    deposit: BookingDeposit | null;
  } | null;
  offer: { offerId: string; name: string; durationMinutes: number; priceCents: number | null } | null;
  openHours: { weekday: number; opensMinute: number; closesMinute: number }[];
  windows: { startsMinute: number; endsMinute: number }[];
  members: { userId: string; busy: Span[]; timeOff: Span[] }[];
  teamTimeOff: Span[];
  /** Online bookings counted per local date ('YYYY-MM-DD'), booking_days of the range. */
  bookedDays: Record<string, number>;
}

/**
 * Everything availability needs for [from, to) in ONE statement (plan §2.2): settings, the offer, open
 * hours, windows, bookable members with their busy times at any company and their time off, the team's
 * time off, and booking_days' counts. A busy end is max(end, blocked_until - the settings' buffer): the rules pad it with the buffer
 * again, so an offered time is never one the constraint would refuse, nor padded twice. The busy scan filters on the exclusion constraint's own expression and predicate
 * (`tstzrange(starts_at, blocked_until, '[)')`, `active`), so its gist index serves it (EXPLAIN test).
 * A booking request past its reply deadline (on the provider's message clock) frees its visit and its
 * day's count at once, before the lazy expiry or the deadline job writes it (plan §2.2, §2.4).
 */
export function availabilityStatement(range: AvailabilityRange): SQL {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const window = sql`tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`;
  const due = sql`(${range.now.toISOString()}::timestamptz + coalesce((select make_interval(secs => c.offset_ms / 1000.0)
     from message_test_clocks c where c.provider_id = ${range.providerId}), interval '0'))`;
  const overdue = (booking: SQL) => sql`${booking} and b.status = 'requested' and b.reply_by <= ${due}`;
  return sql`select
  (select json_build_object('enabled', s.enabled, 'listed', s.listed, 'mode', s.mode,
      'startStepMinutes', s.start_step_minutes, 'noticeMinutes', s.notice_minutes, 'horizonDays', s.horizon_days,
      'bufferMinutes', s.buffer_minutes, 'dailyLimit', s.daily_limit, 'approval', s.approval,
      'replyHours', s.reply_hours, 'deposit', case when s.deposit_kind is not null then json_build_object(
        'kind', s.deposit_kind, 'cents', s.deposit_cents, 'percent', s.deposit_percent) end)
     from booking_settings s where s.provider_id = ${range.providerId}) as settings,
  (select json_build_object('offerId', o.id, 'name', o.name, 'durationMinutes', bo.duration_minutes,
      'priceCents', bo.price_cents)
     from offers o join booking_offers bo on bo.offer_id = o.id
    where o.provider_id = ${range.providerId} and o.name_uri = ${range.offerUri}) as offer,
  (select coalesce(json_agg(json_build_object('weekday', h.weekday, 'opensMinute', h.opens_minute,
      'closesMinute', h.closes_minute) order by h.weekday, h.opens_minute), '[]')
     from provider_open_hours h where h.provider_id = ${range.providerId}) as open_hours,
  (select coalesce(json_agg(json_build_object('startsMinute', w.starts_minute, 'endsMinute', w.ends_minute)
      order by w.starts_minute), '[]')
     from booking_windows w where w.provider_id = ${range.providerId}) as windows,
  (select coalesce(json_agg(json_build_object('userId', m.user_id,
      'busy', (select coalesce(json_agg(json_build_array(a.starts_at,
                 greatest(a.ends_at, a.blocked_until - make_interval(mins => coalesce(
                   (select s.buffer_minutes from booking_settings s where s.provider_id = ${range.providerId}), 0))))), '[]')
                 from visit_assignments a
                where a.user_id = m.user_id and a.active
                  and tstzrange(a.starts_at, a.blocked_until, '[)') && ${window}
                  and not exists (select 1 from bookings b where ${overdue(sql`b.visit_id = a.visit_id`)})
                  ${range.ignoreVisitId ? sql`and a.visit_id <> ${range.ignoreVisitId}` : sql``}),
      'timeOff', (select coalesce(json_agg(json_build_array(t.starts_at, t.ends_at)), '[]')
                    from time_off t
                   where t.provider_id = ${range.providerId} and t.user_id = m.user_id
                     and tstzrange(t.starts_at, t.ends_at, '[)') && ${window})
    ) order by m.user_id), '[]')
     from booking_members m where m.provider_id = ${range.providerId}) as members,
  (select coalesce(json_agg(json_build_array(t.starts_at, t.ends_at)), '[]')
     from time_off t
    where t.provider_id = ${range.providerId} and t.user_id is null
      and tstzrange(t.starts_at, t.ends_at, '[)') && ${window}) as team_time_off,
  (select coalesce(json_object_agg(d.local_date, d.booked - (select count(*) from bookings b
      where ${overdue(sql`b.provider_id = d.provider_id and b.local_date = d.local_date`)})), '{}')
     from booking_days d
    where d.provider_id = ${range.providerId}
      and d.local_date between (${from}::timestamptz at time zone 'UTC')::date - 1
                           and (${to}::timestamptz at time zone 'UTC')::date + 1) as booked_days`;
}

/** Online booking's read side (plan §2.2). */
export function createAvailabilityRepository(db: Executor) {
  return {
    async facts(range: AvailabilityRange): Promise<AvailabilityFacts> {
      const result = await db.execute(availabilityStatement(range));
      const row = result.rows[0] as Record<string, unknown>;
      return {
        settings: row.settings as AvailabilityFacts['settings'],
        offer: row.offer as AvailabilityFacts['offer'],
        openHours: row.open_hours as AvailabilityFacts['openHours'],
        windows: row.windows as AvailabilityFacts['windows'],
        members: row.members as AvailabilityFacts['members'],
        teamTimeOff: row.team_time_off as AvailabilityFacts['teamTimeOff'],
        bookedDays: row.booked_days as AvailabilityFacts['bookedDays'],
      };
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
