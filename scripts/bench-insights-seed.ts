// The data of npm run bench:insights: providers each with 12 months of business (BENCH_JOBS jobs with their
// requests, estimates, invoices, payments, chats, reviews and bookings) and raw insight events (BENCH_EVENTS
// for the measured one, a quarter as many for each other), written in set-based SQL (generate_series).
import { hash } from '@node-rs/argon2';
import type { openDatabase } from '@porchlight/db/open-database';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { sql } from 'drizzle-orm';
import { createInsightEventsRepository } from '../apps/server/src/modules/insights/insight-events.repository';

type Opened = Awaited<ReturnType<typeof openDatabase>>;

export const BENCH_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
export const BENCH_JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
/** The measured provider and a few others, so each read has to find its provider's rows among theirs. */
const PROVIDERS = 5;
const CLIENTS = 1_000;
const PREFIX = 'bench-insights';
/** Raw events are kept 90 days (insight-events.repository.ts); older days live in the rollup only. */
const RAW_DAYS = 90;
export const MEASURED = { vanityName: `${PREFIX}-0`, ownerEmail: `${PREFIX}-0@example.test` } as const;

const id = (kind: string, g: string, n = "''") =>
  sql.raw(`md5('${PREFIX}${kind}' || ${g} || '-' || ${n})::uuid`);

/** Seeds once (a later run finds the data); answers what it did and how long each part took. */
export async function seedInsightsBench(opened: Opened, log: (line: string) => void): Promise<string> {
  const { db } = opened;
  const [existing] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from providers where vanity_name = ${MEASURED.vanityName}`,
    )
  ).rows;
  if ((existing?.n ?? 0) > 0) return 'data from an earlier run';
  const started = performance.now();
  const took = () => `${Math.round((performance.now() - started) / 1000)} s`;
  const last = PROVIDERS - 1;
  const jobs = BENCH_JOBS - 1;
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.execute(sql`
    insert into providers (id, name, vanity_name, vanity_name_lc, published, time_zone, time_zone_source)
    select ${id('', 'g')}, 'Insights Bench ' || g, ${PREFIX} || '-' || g, ${PREFIX} || '-' || g, true,
      'America/Chicago', 'owner'
    from generate_series(0, ${last}::int) g`);
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name)
    select ${id('user', 'g')}, ${PREFIX} || '-' || g || '@example.test', ${passwordHash}, 'Owner', 'O' || g
    from generate_series(0, ${last}::int) g`);
  await db.execute(sql`
    insert into memberships (user_id, provider_id, role)
    select ${id('user', 'g')}, ${id('', 'g')}, 'owner' from generate_series(0, ${last}::int) g`);
  await db.execute(sql`
    insert into clients (id, provider_id, first_name)
    select ${id('client', 'g', 'c')}, ${id('', 'g')}, 'Client ' || c
    from generate_series(0, ${last}::int) g cross join generate_series(0, ${CLIENTS - 1}::int) c`);
  // Job j of each provider happened (j / jobs) of a year ago, its request first.
  const eachJob = `from generate_series(0, ${last}) g cross join generate_series(0, ${jobs}) j`;
  const each = sql.raw(eachJob);
  const at = sql.raw(`(now() - interval '1 day' - (j::float8 / ${BENCH_JOBS}) * interval '364 days')`);
  const client = id('client', 'g', `(j % ${CLIENTS})`);
  await db.execute(sql`
    insert into client_hub_requests (id, provider_id, request_number, type, first_name, preferred_contact_method,
      email, input_form, services, zip_code, created_at)
    select ${id('request', 'g', 'j')}, ${id('', 'g')}, j + 1, case when j % 2 = 0 then 'cu' else 'paa' end, 'Pat',
      'email', 'pat@example.com', '[]'::jsonb,
      array[(array['House cleaning', 'Deep cleaning', 'Window cleaning', 'Carpet cleaning'])[1 + j % 4]],
      (78701 + j % 20)::text, ${at}
    ${each}`);
  await db.execute(sql`
    insert into estimates (id, provider_id, estimate_number, client_id, request_id, status, estimate_date, columns,
      total, created_at)
    select ${id('estimate', 'g', 'j')}, ${id('', 'g')}, j + 1, ${client}, ${id('request', 'g', 'j')}, 'Sent',
      ${at}::date, '{}'::jsonb, 20000, ${at} + (j % 600) * interval '1 minute'
    ${each}`);
  await db.execute(sql`
    insert into jobs (id, provider_id, job_number, client_id, estimate_id, title, status, created_at)
    select ${id('job', 'g', 'j')}, ${id('', 'g')}, j + 1, ${client}, ${id('estimate', 'g', 'j')}, 'Job ' || j,
      'completed', ${at}
    ${each}`);
  // Eight invoices in ten paid two days later; the others still due, some of them late.
  await db.execute(sql`
    insert into invoices (id, provider_id, invoice_number, client_id, job_id, status, invoice_date, due_date, total,
      amount_paid, amount_due, invoice_paid_on, created_at)
    select ${id('invoice', 'g', 'j')}, ${id('', 'g')}, j + 1, ${client}, ${id('job', 'g', 'j')},
      case when j % 10 < 8 then 'Paid' else 'Sent' end, ${at}::date, ${at}::date + 30, 20000,
      case when j % 10 < 8 then 20000 else 0 end, case when j % 10 < 8 then 0 else 20000 end,
      case when j % 10 < 8 then least(now(), ${at} + interval '2 days') end, ${at}
    ${each}`);
  const paid = sql.raw(`${eachJob} where j % 10 < 8`);
  await db.execute(sql`
    insert into payment_intents (id, provider_id, client_id, invoice_id, processor_intent_id, client_secret, amount,
      attempt, status, created_at)
    select ${id('intent', 'g', 'j')}, ${id('', 'g')}, ${client}, ${id('invoice', 'g', 'j')},
      'pi_bench_' || g || '_' || j, 'secret', 20000, 0, 'succeeded', ${at}
    ${paid}`);
  await db.execute(sql`
    insert into payments (id, provider_id, client_id, invoice_id, intent_id, amount, status, method_type,
      method_label, settled_at, created_at)
    select ${id('payment', 'g', 'j')}, ${id('', 'g')}, ${client}, ${id('invoice', 'g', 'j')},
      ${id('intent', 'g', 'j')}, 20000, 'succeeded', 'card', 'Visa 4242', least(now(), ${at} + interval '2 days'),
      ${at}
    ${paid}`);
  await db.execute(sql`
    insert into payment_refunds (payment_id, processor_refund_id, amount, created_at)
    select ${id('payment', 'g', 'j')}, 're_bench_' || g || '_' || j, 5000, least(now(), ${at} + interval '5 days')
    ${paid} and j % 50 = 0`);
  // A chat for every third job, answered within two hours; a review for every fifth; an online booking every tenth.
  await db.execute(sql`
    insert into chat_conversations (id, provider_id, visitor_key, visitor_name, visitor_email, created_at)
    select ${id('chat', 'g', 'j')}, ${id('', 'g')}, ${id('visitor', 'g', 'j')}, 'Pat', 'pat@example.com', ${at}
    ${each} where j % 3 = 0`);
  await db.execute(sql`
    insert into chat_messages (conversation_id, sender, sender_name, message, created_at)
    select ${id('chat', 'g', 'j')}, side, 'Pat', 'Hello', ${at} + case side when 'visitor' then interval '0'
      else (j % 120) * interval '1 minute' end
    ${each} cross join unnest(array['visitor', 'provider']) side where j % 3 = 0`);
  await db.execute(sql`
    insert into reviews (provider_id, rating, created_at)
    select ${id('', 'g')}, 3 + j % 3, ${at} ${each} where j % 5 = 0`);
  await db.execute(sql`
    insert into bookings (provider_id, idempotency_key, request_hash, offer_name, client_id, job_id, starts_at,
      ends_at, local_date, status, first_name, last_name, email_lc, phone, address, city, state_code, zip_code,
      created_at)
    select ${id('', 'g')}, ${id('booking', 'g', 'j')}, 'hash', 'House cleaning', ${client}, ${id('job', 'g', 'j')},
      ${at} + interval '3 days', ${at} + interval '3 days 1 hour', (${at} + interval '3 days')::date, 'confirmed',
      'Pat', 'Lee', 'pat@example.com', '5125550100', '1 Main St', 'Austin', 'TX', '78701', ${at}
    ${each} where j % 10 = 0`);
  log(`${PROVIDERS} providers with ${BENCH_JOBS} jobs each and their records (${took()})`);

  // Raw events of the last 90 days: every kind, views over three pages.
  const kinds = sql.raw(
    `array['profile-view', 'search-impression', 'search-impression', 'search-impression', 'search-click', 'phone-click', 'website-click', 'contact-start', 'pricing-start', 'chat-start']`,
  );
  for (let g = 0; g < PROVIDERS; g++) {
    const events = g === 0 ? BENCH_EVENTS : Math.round(BENCH_EVENTS / 4);
    await db.execute(sql`
      insert into insight_events (provider_id, kind, page, occurred_at)
      select ${id('', String(g))}, (${kinds})[1 + i % 10],
        case when i % 10 = 0 then (array['home', 'reviews', 'photos'])[1 + (i / 10) % 3] else '' end,
        now() - (i::float8 / ${events}::int) * ${RAW_DAYS}::int * interval '1 day'
      from generate_series(0, ${events - 1}::int) i`);
  }
  log(`raw insight events (${took()})`);
  const rollupStarted = performance.now();
  await createInsightEventsRepository(db).rollUpRecentDays(new Date(), RAW_DAYS);
  const rollup = Math.round(performance.now() - rollupStarted);
  // The nine months before: what the rollup left once the purge took their raw events.
  await db.execute(sql`
    insert into insight_days (provider_id, day, kind, page, count)
    select ${id('', 'g')}, (now() at time zone 'America/Chicago')::date - d, kind,
      case when kind = 'profile-view' then 'home' else '' end, 50 + (d * 7 + g) % 100
    from generate_series(0, ${last}::int) g cross join generate_series(${RAW_DAYS}, 364) d
      cross join unnest(${kinds}) kind
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze`);
  return `seeded in ${took()}; rolling up ${RAW_DAYS} days of raw events took ${(rollup / 1000).toFixed(1)} s`;
}

/** How long the crontab's rollup (every 10 minutes, the last two local days of every provider) takes here. */
export async function timeRecentRollup(opened: Opened): Promise<number> {
  const started = performance.now();
  await createInsightEventsRepository(opened.db).rollUpRecentDays(new Date());
  return performance.now() - started;
}
