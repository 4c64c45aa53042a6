-- Payments analytics (issue 28): the figures of /payments/analytics, computed here and defined in
-- docs/payments.md ("Analytics"). Admins only.
--
-- payments_report(p_from, p_to, p_bucket) answers one jsonb for the range of local dates
-- [p_from, p_to] in the studio's time zone (studio_settings.time_zone; weeks start on week_start).
-- The range's instants are [p_from 00:00 local, p_to + 1 00:00 local). Figures "at a moment" (MRR,
-- members, credit liability, clients at risk) are taken at the report's as_of: the end of the range,
-- or now when the range reaches into the future. Every figure is read back from the rows as they are
-- (the ledger sums a lot's remaining credits at any instant; memberships carry created_at, ended_at
-- and the current pause), so a past range can be asked again and gives the same answer.
--
-- Like the booking functions: public.payments_report is security invoker and calls a security
-- definer twin in private, which checks that the caller is an active admin (42501 otherwise). The
-- helpers it calls are neither security definer nor callable by any API role.
--   22023 (400) a bad range or bucket      42501 (403) not an active admin

-- Helpers -------------------------------------------------------------------------------------------

-- A membership's price as a monthly amount in minor units, rounded per membership (half away from
-- zero): a month as it is, a week × 52 / 12, a year / 12.
create or replace function private.monthly_price_minor(p_price_minor integer, p_interval public.billing_interval)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_interval
    when 'month' then p_price_minor
    when 'week' then round(p_price_minor::numeric * 52 / 12)::integer
    when 'year' then round(p_price_minor::numeric / 12)::integer
  end;
$$;

-- The first local date of the day, week (from the studio's week_start, 0 = Sunday) or month of a date.
create or replace function private.report_bucket(p_day date, p_bucket text, p_week_start smallint)
returns date
language sql
immutable
set search_path = ''
as $$
  select case p_bucket
    when 'day' then p_day
    when 'week' then p_day - ((extract(dow from p_day)::integer - p_week_start + 7) % 7)
    else date_trunc('month', p_day)::date
  end;
$$;

-- Each client's MRR at an instant: the monthly price of every membership live then. A membership is
-- live from created_at (exclusive) until ended_at (inclusive), and not while it is paused (from
-- paused_at); an event at instant x therefore belongs to the period that contains x.
create or replace function private.report_member_mrr(p_at timestamptz)
returns table (client_id uuid, mrr_minor bigint)
language sql
stable
set search_path = ''
as $$
  select m.client_id, sum(private.monthly_price_minor(m.price_minor, m.billing_interval))::bigint
  from public.memberships m
  where m.created_at < p_at
    and coalesce(m.ended_at, case when m.status = 'ended' then m.updated_at end, 'infinity'::timestamptz) >= p_at
    and not (m.status = 'paused' and coalesce(m.paused_at, m.updated_at) < p_at)
  group by m.client_id;
$$;

-- What one credit of each lot is worth: the amount paid for the order that granted it over the
-- lot's granted credits (a membership's lot without an order: the membership's price over its
-- credits). Credits given by staff (no order, no membership) are worth 0.
create or replace function private.report_lot_values()
returns table (lot_id uuid, client_id uuid, unit_value numeric)
language sql
stable
set search_path = ''
as $$
  select l.id, l.client_id,
         case when l.granted <= 0 then 0
              when o.id is not null then o.amount_minor::numeric / l.granted
              when m.id is not null then m.price_minor::numeric / l.granted
              else 0 end
  from public.credit_lots l
  left join public.orders o on o.id = l.order_id
  left join public.memberships m on m.id = l.membership_id;
$$;

-- Each lot's unexpired credits at an instant: the sum of its ledger rows before it, for lots that
-- have not expired by then.
create or replace function private.report_lots_at(p_at timestamptz)
returns table (lot_id uuid, client_id uuid, remaining integer)
language sql
stable
set search_path = ''
as $$
  select l.id, l.client_id, coalesce(sum(g.delta), 0)::integer
  from public.credit_lots l
  left join public.credit_ledger g on g.lot_id = l.id and g.created_at < p_at
  where l.created_at < p_at and (l.expires_at is null or l.expires_at > p_at)
  group by l.id, l.client_id;
$$;

-- Revenue per bucket: orders paid (by paid_at) minus refunds that succeeded (by their created_at),
-- by the studio's local date; every bucket of the range, empty ones as 0.
create or replace function private.report_revenue(
  p_from date, p_to date, p_bucket text, p_zone text, p_week_start smallint
)
returns table (bucket date, sales integer, gross_minor bigint, refunds_minor bigint, net_minor bigint)
language sql
stable
set search_path = ''
as $$
  with bounds as (
    select (p_from::timestamp at time zone p_zone) as starts, ((p_to + 1)::timestamp at time zone p_zone) as ends
  ),
  buckets as (
    select b::date as bucket
    from generate_series(
      private.report_bucket(p_from, p_bucket, p_week_start)::timestamp,
      private.report_bucket(p_to, p_bucket, p_week_start)::timestamp,
      case p_bucket when 'day' then interval '1 day' when 'week' then interval '7 days' else interval '1 month' end
    ) as b
  ),
  sold as (
    select private.report_bucket((o.paid_at at time zone p_zone)::date, p_bucket, p_week_start) as bucket,
           count(*)::integer as sales, sum(o.amount_minor)::bigint as gross
    from public.orders o, bounds
    where o.status in ('paid', 'refunded', 'partially_refunded')
      and o.paid_at >= bounds.starts and o.paid_at < bounds.ends
    group by 1
  ),
  refunded as (
    select private.report_bucket((r.created_at at time zone p_zone)::date, p_bucket, p_week_start) as bucket,
           sum(r.amount_minor)::bigint as refunds
    from public.refunds r, bounds
    where r.status = 'succeeded' and r.created_at >= bounds.starts and r.created_at < bounds.ends
    group by 1
  )
  select b.bucket, coalesce(s.sales, 0), coalesce(s.gross, 0), coalesce(f.refunds, 0),
         coalesce(s.gross, 0) - coalesce(f.refunds, 0)
  from buckets b
  left join sold s on s.bucket = b.bucket
  left join refunded f on f.bucket = b.bucket
  order by b.bucket;
$$;

-- MRR movements and members per month of the range (each month clipped to the range, the last one
-- ending at as_of), compared client by client between the month's start and end: new (0 → some),
-- expansion (more), contraction (less), churned (some → 0). So mrr_end = mrr_start + new +
-- expansion − contraction − churned. A member is a client with a live membership; churn rate =
-- members at the start with none at the end / members at the start (null when there were none).
create or replace function private.report_mrr_months(p_from date, p_to date, p_zone text, p_as_of timestamptz)
returns table (
  month date, mrr_start_minor bigint, new_minor bigint, expansion_minor bigint, contraction_minor bigint,
  churned_minor bigint, mrr_end_minor bigint, members_start integer, members_end integer,
  members_churned integer, churn_rate numeric
)
language sql
stable
set search_path = ''
as $$
  with months as (
    select m::date as month,
           greatest(m::timestamp at time zone p_zone, p_from::timestamp at time zone p_zone) as starts,
           least((m + interval '1 month')::timestamp at time zone p_zone, p_as_of) as ends
    from generate_series(date_trunc('month', p_from)::timestamp, date_trunc('month', p_to)::timestamp,
                         interval '1 month') as m
  ),
  starts as (
    select mo.month, x.client_id, x.mrr_minor
    from months mo cross join lateral private.report_member_mrr(mo.starts) x
    where mo.starts < mo.ends
  ),
  ends as (
    select mo.month, y.client_id, y.mrr_minor
    from months mo cross join lateral private.report_member_mrr(mo.ends) y
    where mo.starts < mo.ends
  ),
  per_client as (
    select coalesce(s.month, e.month) as month, coalesce(s.mrr_minor, 0) as before, coalesce(e.mrr_minor, 0) as after
    from starts s
    full join ends e on e.month = s.month and e.client_id = s.client_id
  )
  select mo.month,
         coalesce(sum(p.before), 0)::bigint,
         coalesce(sum(p.after) filter (where p.before = 0), 0)::bigint,
         coalesce(sum(p.after - p.before) filter (where p.before > 0 and p.after > p.before), 0)::bigint,
         coalesce(sum(p.before - p.after) filter (where p.after > 0 and p.after < p.before), 0)::bigint,
         coalesce(sum(p.before) filter (where p.after = 0), 0)::bigint,
         coalesce(sum(p.after), 0)::bigint,
         (count(*) filter (where p.before > 0))::integer,
         (count(*) filter (where p.after > 0))::integer,
         (count(*) filter (where p.before > 0 and p.after = 0))::integer,
         round((count(*) filter (where p.before > 0 and p.after = 0))::numeric
               / nullif(count(*) filter (where p.before > 0), 0), 4)
  from months mo
  left join per_client p on p.month = mo.month
  where mo.starts < mo.ends
  group by mo.month
  order by mo.month;
$$;

-- Sessions delivered (attended bookings that started in the range) and the credit revenue they
-- earned, per trainer: a booking paid with a credit earns its lot's unit value; one covered by an
-- unlimited membership or unpaid earns nothing here (memberships are counted in MRR). The revenue is
-- rounded per trainer, once, to minor units.
create or replace function private.report_trainers(p_starts timestamptz, p_ends timestamptz)
returns table (
  trainer_id uuid, trainer_name text, sessions integer, credit_sessions integer, membership_sessions integer,
  revenue_minor bigint
)
language sql
stable
set search_path = ''
as $$
  select b.trainer_id, coalesce(nullif(u.name, ''), u.email, 'Trainer'),
         count(*)::integer,
         (count(*) filter (where b.payment = 'credit'))::integer,
         (count(*) filter (where b.payment = 'membership'))::integer,
         round(coalesce(sum(v.unit_value) filter (where b.payment = 'credit'), 0))::bigint
  from public.bookings b
  join public.users u on u.id = b.trainer_id
  left join private.report_lot_values() v on v.lot_id = b.credit_lot_id
  where b.status = 'attended' and b.starts_at >= p_starts and b.starts_at < p_ends
  group by b.trainer_id, u.name, u.email
  order by round(coalesce(sum(v.unit_value) filter (where b.payment = 'credit'), 0)) desc, count(*) desc,
           coalesce(nullif(u.name, ''), u.email, 'Trainer');
$$;

-- Bookings that reached their time (started in the range, before now) and were still meant to
-- happen then: booked (unmarked), attended, no-show or late cancelled. Rates are of those.
create or replace function private.report_attendance(p_starts timestamptz, p_ends timestamptz)
returns table (
  reached integer, attended integer, no_shows integer, late_cancels integer, unmarked integer,
  no_show_rate numeric, late_cancel_rate numeric
)
language sql
stable
set search_path = ''
as $$
  with counted as (
    select count(*) as reached,
           count(*) filter (where b.status = 'attended') as attended,
           count(*) filter (where b.status = 'no_show') as no_shows,
           count(*) filter (where b.status = 'late_cancelled') as late_cancels,
           count(*) filter (where b.status = 'booked') as unmarked
    from public.bookings b
    where b.status in ('booked', 'attended', 'no_show', 'late_cancelled')
      and b.starts_at >= p_starts and b.starts_at < least(p_ends, now())
  )
  select c.reached::integer, c.attended::integer, c.no_shows::integer, c.late_cancels::integer,
         c.unmarked::integer, round(c.no_shows::numeric / nullif(c.reached, 0), 4),
         round(c.late_cancels::numeric / nullif(c.reached, 0), 4)
  from counted c;
$$;

-- Credits sold but not used at an instant: every unexpired lot's remaining credits, and their value
-- (remaining × unit value, summed, then rounded once to minor units).
create or replace function private.report_liability(p_at timestamptz)
returns table (credits bigint, value_minor bigint, clients integer)
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(a.remaining), 0)::bigint, round(coalesce(sum(a.remaining * v.unit_value), 0))::bigint,
         (count(distinct a.client_id))::integer
  from private.report_lots_at(p_at) a
  join private.report_lot_values() v on v.lot_id = a.lot_id
  where a.remaining > 0;
$$;

-- Clients at risk at an instant: active clients with a live membership or unexpired credits, and
-- no attended booking that started in the 14 days before it. Longest absence first.
create or replace function private.report_at_risk(p_at timestamptz)
returns table (
  client_id uuid, client_name text, last_visit timestamptz, is_member boolean, credits integer
)
language sql
stable
set search_path = ''
as $$
  with credits as (
    select a.client_id, sum(a.remaining)::integer as credits
    from private.report_lots_at(p_at) a where a.remaining > 0 group by a.client_id
  ),
  members as (select x.client_id from private.report_member_mrr(p_at) x),
  holders as (
    select c.client_id from credits c union select m.client_id from members m
  )
  select u.id, coalesce(nullif(u.name, ''), u.email, 'Client'), v.last_visit,
         exists (select 1 from members m where m.client_id = u.id), coalesce(c.credits, 0)
  from holders h
  join public.users u on u.id = h.client_id and u.role = 'client' and u.status = 'active'
  left join credits c on c.client_id = u.id
  left join lateral (
    select max(b.starts_at) as last_visit from public.bookings b
    where b.client_id = u.id and b.status = 'attended' and b.starts_at < p_at
  ) v on true
  where v.last_visit is null or v.last_visit < p_at - interval '14 days'
  order by v.last_visit nulls first, 2;
$$;

-- The report --------------------------------------------------------------------------------------

create or replace function private.payments_report(p_from date, p_to date, p_bucket text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  v_zone text := coalesce(st.time_zone, 'UTC');
  v_starts timestamptz;
  v_ends timestamptz;
  v_as_of timestamptz;
  v_revenue jsonb;
  v_months jsonb;
  v_range jsonb;
  v_attendance jsonb;
  v_liability jsonb;
  v_at_risk jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can see payments analytics' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Choose a start date on or before the end date' using errcode = '22023';
  end if;
  if p_to >= (p_from + interval '3 years')::date then
    raise exception 'Choose a range of at most 3 years' using errcode = '22023';
  end if;
  if p_bucket is null or p_bucket not in ('day', 'week', 'month') then
    raise exception 'Group by day, week or month' using errcode = '22023';
  end if;
  v_starts := p_from::timestamp at time zone v_zone;
  v_ends := (p_to + 1)::timestamp at time zone v_zone;
  v_as_of := greatest(v_starts, least(v_ends, now()));

  select coalesce(jsonb_agg(to_jsonb(r) order by r.bucket), '[]'::jsonb) into v_revenue
  from private.report_revenue(p_from, p_to, p_bucket, v_zone, coalesce(st.week_start, 1)::smallint) r;
  select coalesce(jsonb_agg(to_jsonb(m) order by m.month), '[]'::jsonb) into v_months
  from private.report_mrr_months(p_from, p_to, v_zone, v_as_of) m;
  -- The range as a whole, by the same per-client comparison as a month.
  select jsonb_build_object(
           'mrr_start_minor', coalesce(sum(s.mrr_minor), 0), 'members_start', count(s.client_id),
           'members_churned', count(s.client_id) filter (where e.client_id is null),
           'churn_rate', round((count(s.client_id) filter (where e.client_id is null))::numeric
                               / nullif(count(s.client_id), 0), 4))
    into v_range
  from private.report_member_mrr(v_starts) s
  left join private.report_member_mrr(v_as_of) e on e.client_id = s.client_id;
  select to_jsonb(a) into v_attendance from private.report_attendance(v_starts, v_ends) a;
  select to_jsonb(l) into v_liability from private.report_liability(v_as_of) l;
  select coalesce(jsonb_agg(to_jsonb(c)), '[]'::jsonb) into v_at_risk from private.report_at_risk(v_as_of) c;

  return jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'bucket', p_bucket,
    'as_of', v_as_of,
    'time_zone', v_zone,
    'currency', st.currency,
    'revenue', v_revenue,
    'mrr', v_months,
    'totals', jsonb_build_object(
      'sales', (select coalesce(sum((x ->> 'sales')::integer), 0) from jsonb_array_elements(v_revenue) x),
      'gross_minor', (select coalesce(sum((x ->> 'gross_minor')::bigint), 0) from jsonb_array_elements(v_revenue) x),
      'refunds_minor', (select coalesce(sum((x ->> 'refunds_minor')::bigint), 0) from jsonb_array_elements(v_revenue) x),
      'net_minor', (select coalesce(sum((x ->> 'net_minor')::bigint), 0) from jsonb_array_elements(v_revenue) x),
      'mrr_minor', (select coalesce(sum(x.mrr_minor), 0) from private.report_member_mrr(v_as_of) x),
      'active_members', (select count(*) from private.report_member_mrr(v_as_of) x),
      'at_risk', jsonb_array_length(v_at_risk)
    ) || v_range,
    'trainers', (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from private.report_trainers(v_starts, v_ends) t),
    'attendance', v_attendance,
    'liability', v_liability,
    'at_risk', v_at_risk
  );
end;
$$;

create or replace function public.payments_report(p_from date, p_to date, p_bucket text default 'month')
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.payments_report(p_from, p_to, p_bucket);
$$;

comment on function public.payments_report(date, date, text) is
  'Payments analytics for admins over local dates [p_from, p_to] by day, week or month; see docs/payments.md.';

-- Privileges ----------------------------------------------------------------------------------------
do $$
declare
  f regprocedure;
begin
  foreach f in array array[
    'private.monthly_price_minor(integer, public.billing_interval)',
    'private.report_bucket(date, text, smallint)', 'private.report_member_mrr(timestamptz)',
    'private.report_lot_values()', 'private.report_lots_at(timestamptz)',
    'private.report_revenue(date, date, text, text, smallint)',
    'private.report_mrr_months(date, date, text, timestamptz)',
    'private.report_trainers(timestamptz, timestamptz)', 'private.report_attendance(timestamptz, timestamptz)',
    'private.report_liability(timestamptz)', 'private.report_at_risk(timestamptz)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon, authenticated, service_role', f);
  end loop;
end
$$;

revoke all on function private.payments_report(date, date, text) from public, anon;
grant execute on function private.payments_report(date, date, text) to authenticated;
revoke all on function public.payments_report(date, date, text) from public, anon, service_role;
grant execute on function public.payments_report(date, date, text) to authenticated;
