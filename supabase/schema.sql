-- The database schema as the migrations build it, dumped by pg_dump from the cluster that
-- `npm run test:pg` builds (objects the Supabase platform provides are left out).
-- Generated: do not edit by hand. Change the schema with a new migration in supabase/migrations,
-- then run `npm run gen:schema` (and `npm run gen:types`); test:pg fails while this file is stale.

-- Name: private; Type: SCHEMA; Schema: -
CREATE SCHEMA private;

-- Name: btree_gist; Type: EXTENSION; Schema: -
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA extensions;

-- Name: EXTENSION btree_gist; Type: COMMENT; Schema: -
COMMENT ON EXTENSION btree_gist IS 'support for indexing common datatypes in GiST';

-- Name: push_delivery_status; Type: TYPE; Schema: private
CREATE TYPE private.push_delivery_status AS ENUM (
    'pending',
    'sent',
    'failed'
);

-- Name: account_status; Type: TYPE; Schema: public
CREATE TYPE public.account_status AS ENUM (
    'active',
    'inactive',
    'pending'
);

-- Name: app_role; Type: TYPE; Schema: public
CREATE TYPE public.app_role AS ENUM (
    'client',
    'staff',
    'admin'
);

-- Name: automation_action; Type: TYPE; Schema: public
CREATE TYPE public.automation_action AS ENUM (
    'message',
    'onboarding_form',
    'assign_program',
    'assign_collection',
    'task'
);

-- Name: automation_enrolment_status; Type: TYPE; Schema: public
CREATE TYPE public.automation_enrolment_status AS ENUM (
    'active',
    'paused',
    'stopped',
    'completed'
);

-- Name: automation_flow_kind; Type: TYPE; Schema: public
CREATE TYPE public.automation_flow_kind AS ENUM (
    'onboarding',
    'autoflow'
);

-- Name: automation_flow_status; Type: TYPE; Schema: public
CREATE TYPE public.automation_flow_status AS ENUM (
    'active',
    'paused'
);

-- Name: automation_run_status; Type: TYPE; Schema: public
CREATE TYPE public.automation_run_status AS ENUM (
    'pending',
    'done',
    'failed',
    'skipped'
);

-- Name: automation_trigger; Type: TYPE; Schema: public
CREATE TYPE public.automation_trigger AS ENUM (
    'joined',
    'missed_workouts',
    'no_visit',
    'no_workout',
    'program_ending',
    'membership_expiring',
    'membership_past_due',
    'credits_low',
    'first_booking',
    'date'
);

-- Name: billing_interval; Type: TYPE; Schema: public
CREATE TYPE public.billing_interval AS ENUM (
    'week',
    'month',
    'year'
);

-- Name: booking_payment; Type: TYPE; Schema: public
CREATE TYPE public.booking_payment AS ENUM (
    'credit',
    'membership',
    'unpaid'
);

-- Name: booking_status; Type: TYPE; Schema: public
CREATE TYPE public.booking_status AS ENUM (
    'requested',
    'booked',
    'attended',
    'no_show',
    'cancelled',
    'late_cancelled',
    'declined'
);

-- Name: TYPE booking_status; Type: COMMENT; Schema: public
COMMENT ON TYPE public.booking_status IS 'requested, booked, attended and no_show hold the time; cancelled, late_cancelled and declined free it.';

-- Name: check_in_method; Type: TYPE; Schema: public
CREATE TYPE public.check_in_method AS ENUM (
    'qr',
    'pin',
    'manual'
);

-- Name: check_in_reason; Type: TYPE; Schema: public
CREATE TYPE public.check_in_reason AS ENUM (
    'ok',
    'override',
    'invalid_format',
    'unknown_member',
    'invalid_code',
    'replayed',
    'revoked',
    'no_key',
    'not_a_client',
    'no_access',
    'membership_expired',
    'already_checked_in',
    'wrong_studio',
    'rate_limited'
);

-- Name: TYPE check_in_reason; Type: COMMENT; Schema: public
COMMENT ON TYPE public.check_in_reason IS 'Why a check-in attempt was allowed (ok, override) or refused. docs/access.md lists each.';

-- Name: check_in_result; Type: TYPE; Schema: public
CREATE TYPE public.check_in_result AS ENUM (
    'allowed',
    'refused'
);

-- Name: client_booking_mode; Type: TYPE; Schema: public
CREATE TYPE public.client_booking_mode AS ENUM (
    'book',
    'request',
    'staff_only'
);

-- Name: client_type; Type: TYPE; Schema: public
CREATE TYPE public.client_type AS ENUM (
    'programming',
    'virtual',
    'in-person'
);

-- Name: credit_reason; Type: TYPE; Schema: public
CREATE TYPE public.credit_reason AS ENUM (
    'grant',
    'book',
    'cancel_return',
    'late_cancel',
    'no_show',
    'forgive',
    'expire',
    'refund',
    'adjustment'
);

-- Name: discount_kind; Type: TYPE; Schema: public
CREATE TYPE public.discount_kind AS ENUM (
    'percent',
    'amount'
);

-- Name: habit_frequency; Type: TYPE; Schema: public
CREATE TYPE public.habit_frequency AS ENUM (
    'daily',
    'weekly'
);

-- Name: invitation_status; Type: TYPE; Schema: public
CREATE TYPE public.invitation_status AS ENUM (
    'invited',
    'accepted',
    'expired',
    'revoked'
);

-- Name: join_request_status; Type: TYPE; Schema: public
CREATE TYPE public.join_request_status AS ENUM (
    'pending',
    'accepted',
    'declined',
    'cancelled'
);

-- Name: membership_status; Type: TYPE; Schema: public
CREATE TYPE public.membership_status AS ENUM (
    'active',
    'past_due',
    'paused',
    'ended'
);

-- Name: on_demand_audience; Type: TYPE; Schema: public
CREATE TYPE public.on_demand_audience AS ENUM (
    'everyone',
    'client_type',
    'client',
    'membership_plan',
    'package'
);

-- Name: on_demand_collection_kind; Type: TYPE; Schema: public
CREATE TYPE public.on_demand_collection_kind AS ENUM (
    'resources',
    'workouts'
);

-- Name: on_demand_kind; Type: TYPE; Schema: public
CREATE TYPE public.on_demand_kind AS ENUM (
    'video',
    'document',
    'image',
    'link'
);

-- Name: order_kind; Type: TYPE; Schema: public
CREATE TYPE public.order_kind AS ENUM (
    'pack',
    'membership',
    'drop_in',
    'fee'
);

-- Name: order_status; Type: TYPE; Schema: public
CREATE TYPE public.order_status AS ENUM (
    'pending',
    'paid',
    'failed',
    'expired',
    'refunded',
    'partially_refunded',
    'void'
);

-- Name: penalty_outcome; Type: TYPE; Schema: public
CREATE TYPE public.penalty_outcome AS ENUM (
    'forfeit_credit',
    'fee',
    'nothing'
);

-- Name: program_status; Type: TYPE; Schema: public
CREATE TYPE public.program_status AS ENUM (
    'draft',
    'active',
    'completed',
    'archived'
);

-- Name: refund_status; Type: TYPE; Schema: public
CREATE TYPE public.refund_status AS ENUM (
    'pending',
    'succeeded',
    'failed'
);

-- Name: service_location; Type: TYPE; Schema: public
CREATE TYPE public.service_location AS ENUM (
    'in_person',
    'virtual'
);

-- Name: session_status; Type: TYPE; Schema: public
CREATE TYPE public.session_status AS ENUM (
    'scheduled',
    'cancelled'
);

-- Name: staff_role; Type: TYPE; Schema: public
CREATE TYPE public.staff_role AS ENUM (
    'trainer'
);

-- Name: waitlist_status; Type: TYPE; Schema: public
CREATE TYPE public.waitlist_status AS ENUM (
    'waiting',
    'promoted',
    'left'
);

-- Name: workout_session_status; Type: TYPE; Schema: public
CREATE TYPE public.workout_session_status AS ENUM (
    'active',
    'completed'
);

-- Name: accept_invitation(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.accept_invitation(p_token text) RETURNS TABLE(trainer_id uuid, client_type public.client_type)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
#variable_conflict use_column
declare
  v_me uuid := (select auth.uid());
  v_user public.users;
  v_row public.client_invitations;
begin
  if v_me is null then
    raise exception 'Sign in to accept the invitation' using errcode = '42501';
  end if;
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise exception 'This invitation link is not valid. Check that you copied all of it.' using errcode = 'PT404';
  end if;
  -- The row lock: a second accept of the same token waits here, then sees it accepted.
  select i.* into v_row from public.client_invitations i where i.token_hash = private.sha256_hex(p_token) for update;
  if v_row.id is null then
    raise exception 'This invitation link is not valid. Check that you copied all of it.' using errcode = 'PT404';
  end if;
  perform private.check_invitation_for(v_row, v_me);
  select u.* into v_user from public.users u where u.id = v_me for update;
  update public.users u set assigned_to = v_row.trainer_id, client_type = v_row.client_type where u.id = v_me;
  insert into public.clients (id) values (v_me) on conflict do nothing;
  update public.client_invitations i set status = 'accepted', accepted_by = v_me, accepted_at = now()
  where i.id = v_row.id;
  update public.trainer_join_requests r set status = 'cancelled', decided_at = now()
  where r.client_id = v_me and r.status = 'pending';
  return query select v_row.trainer_id, v_row.client_type;
end;
$_$;

-- Name: users; Type: TABLE; Schema: public
CREATE TABLE public.users (
    id uuid NOT NULL,
    email text,
    phone text,
    first_name text DEFAULT ''::text NOT NULL,
    last_name text DEFAULT ''::text NOT NULL,
    name text GENERATED ALWAYS AS (btrim(((first_name || ' '::text) || last_name))) STORED,
    role public.app_role DEFAULT 'client'::public.app_role NOT NULL,
    staff_role public.staff_role,
    gender text,
    client_type public.client_type,
    assigned_to uuid,
    status public.account_status DEFAULT 'active'::public.account_status NOT NULL,
    cycle_tracking_enabled boolean DEFAULT false NOT NULL,
    avatar_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    cycle_shared_with_trainer boolean DEFAULT false NOT NULL,
    onboarding_dismissed_at timestamp with time zone,
    weight_unit text,
    CONSTRAINT users_avatar_url_length CHECK ((char_length(avatar_url) <= 2048)),
    CONSTRAINT users_cannot_assign_to_self CHECK ((assigned_to IS DISTINCT FROM id)),
    CONSTRAINT users_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT users_email_length CHECK ((char_length(email) <= 320)),
    CONSTRAINT users_first_name_length CHECK ((char_length(first_name) <= 100)),
    CONSTRAINT users_gender_check CHECK ((gender = ANY (ARRAY['male'::text, 'female'::text, 'other'::text]))),
    CONSTRAINT users_last_name_length CHECK ((char_length(last_name) <= 100)),
    CONSTRAINT users_onboarding_dismissed_at_in_range CHECK (((onboarding_dismissed_at IS NULL) OR ((onboarding_dismissed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (onboarding_dismissed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT users_phone_length CHECK ((char_length(phone) <= 20)),
    CONSTRAINT users_staff_role_only_for_staff CHECK (((staff_role IS NULL) OR (role = ANY (ARRAY['staff'::public.app_role, 'admin'::public.app_role])))),
    CONSTRAINT users_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT users_weight_unit_check CHECK ((weight_unit = ANY (ARRAY['kg'::text, 'lb'::text])))
);

-- Name: TABLE users; Type: COMMENT; Schema: public
COMMENT ON TABLE public.users IS 'Profile and authoritative role of every account. Role, staff_role, client_type, assigned_to and status change only through admins.';

-- Name: COLUMN users.weight_unit; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.users.weight_unit IS 'kg or lb: how weights are shown and entered for this person (stored values are always kg); null = locale default';

-- Name: access_decision(public.users); Type: FUNCTION; Schema: private
CREATE FUNCTION private.access_decision(p_client public.users) RETURNS TABLE(allowed boolean, reason public.check_in_reason, via text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  st public.studio_settings := private.studio();
  latest public.memberships;
begin
  if p_client.id is null or p_client.role <> 'client' then
    return query select false, 'not_a_client'::public.check_in_reason, null::text;
    return;
  end if;
  if p_client.status <> 'active' then
    return query select false, 'no_access'::public.check_in_reason, null::text;
    return;
  end if;
  if st.check_in_allows_membership and exists (
    select 1 from public.memberships m
    where m.client_id = p_client.id and m.unlocks_studio_access
      and (m.status = 'active'
           or (m.status = 'past_due' and m.past_due_since + make_interval(days => st.past_due_grace_days) > now()))
  ) then
    return query select true, 'ok'::public.check_in_reason, 'membership'::text;
    return;
  end if;
  if p_client.client_type is distinct from 'virtual' then
    if st.check_in_allows_credits and exists (
      select 1 from public.credit_lots l
      where l.client_id = p_client.id and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
    ) then
      return query select true, 'ok'::public.check_in_reason, 'credits'::text;
      return;
    end if;
    if st.check_in_allows_booking and exists (
      select 1 from public.bookings b
      where b.client_id = p_client.id and b.status in ('booked', 'attended')
        and (b.starts_at at time zone st.time_zone)::date = (now() at time zone st.time_zone)::date
    ) then
      return query select true, 'ok'::public.check_in_reason, 'booking'::text;
      return;
    end if;
  end if;
  select m.* into latest from public.memberships m where m.client_id = p_client.id
  order by m.created_at desc limit 1;
  if latest.id is not null and latest.unlocks_studio_access
    and ((latest.status = 'ended' and coalesce(latest.ended_at, latest.updated_at) > now() - interval '30 days')
         or (latest.status = 'past_due'
             and latest.past_due_since + make_interval(days => st.past_due_grace_days) > now() - interval '30 days'))
  then
    return query select false, 'membership_expired'::public.check_in_reason, null::text;
    return;
  end if;
  return query select false, 'no_access'::public.check_in_reason, null::text;
end;
$$;

-- Name: access_keys; Type: TABLE; Schema: public
CREATE TABLE public.access_keys (
    client_id uuid NOT NULL,
    member_number integer NOT NULL,
    secret bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    renewed_at timestamp with time zone,
    revoked_at timestamp with time zone,
    revoked_by uuid,
    revoked_reason text,
    CONSTRAINT access_keys_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT access_keys_member_number_check CHECK (((member_number >= 1000) AND (member_number <= 9999999))),
    CONSTRAINT access_keys_renewed_at_in_range CHECK (((renewed_at IS NULL) OR ((renewed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (renewed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT access_keys_revoked_at_in_range CHECK (((revoked_at IS NULL) OR ((revoked_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (revoked_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT access_keys_revoked_reason_check CHECK ((char_length(revoked_reason) <= 500)),
    CONSTRAINT access_keys_secret_check CHECK ((octet_length(secret) = 20))
);

-- Name: TABLE access_keys; Type: COMMENT; Schema: public
COMMENT ON TABLE public.access_keys IS 'A client''s check-in key: member number and TOTP secret. The secret leaves the database only through my_access_key()/renew_access_key() to its owner.';

-- Name: access_key_json(public.access_keys); Type: FUNCTION; Schema: private
CREATE FUNCTION private.access_key_json(p_key public.access_keys) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'member_number', p_key.member_number,
    'secret', case when p_key.revoked_at is null then private.base32(p_key.secret) end,
    'studio_code', (private.studio()).studio_code,
    'period', 30,
    'digits', 6,
    'created_at', p_key.created_at,
    'renewed_at', p_key.renewed_at,
    'revoked_at', p_key.revoked_at,
    'revoked_reason', p_key.revoked_reason
  );
$$;

-- Name: access_status(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.access_status(p_client_id uuid) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  client public.users;
  st public.studio_settings := private.studio();
  d record;
  m public.memberships;
  k public.access_keys;
  booking jsonb;
begin
  if not private.may_act_for_client(me, coalesce(p_client_id, me.id)) then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  select u.* into client from public.users u where u.id = coalesce(p_client_id, me.id);
  if client.id is null then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  select x.* into d from private.access_decision(client) x;
  -- The membership to show: a live one first, the one that opens the door first, the newest.
  select x.* into m from public.memberships x where x.client_id = client.id
  order by (x.status <> 'ended') desc, x.unlocks_studio_access desc, x.created_at desc limit 1;
  select x.* into k from public.access_keys x where x.client_id = client.id;
  select jsonb_build_object('id', b.id, 'starts_at', b.starts_at, 'service_name', s.name) into booking
  from public.bookings b join public.services s on s.id = b.service_id
  where b.client_id = client.id and b.status in ('booked', 'attended')
    and (b.starts_at at time zone st.time_zone)::date = (now() at time zone st.time_zone)::date
  order by (b.ends_at < now()), b.starts_at limit 1;
  return jsonb_build_object(
    'allowed', d.allowed,
    'reason', d.reason,
    'via', d.via,
    'membership', case when m.id is not null then jsonb_build_object(
      'id', m.id, 'description', m.description, 'status', m.status, 'current_period_end', m.current_period_end,
      'unlocks_studio_access', m.unlocks_studio_access, 'unlocks_on_demand', m.unlocks_on_demand,
      'grants_client_type', m.grants_client_type) end,
    'credits', coalesce((
      select jsonb_agg(jsonb_build_object('category_id', c.category_id, 'category_name', c.category_name,
               'remaining', c.remaining, 'next_expiry', c.next_expiry) order by c.category_name)
      from (
        select l.category_id, coalesce(cc.name, sv.name) as category_name, sum(l.remaining)::integer as remaining,
               min(l.expires_at) as next_expiry
        from public.credit_lots l
        left join public.credit_categories cc on cc.id = l.category_id
        left join public.services sv on sv.id = l.service_id
        where l.client_id = client.id and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
        group by l.category_id, coalesce(cc.name, sv.name)
      ) c
    ), '[]'::jsonb),
    'booking_today', booking,
    'key', case when k.client_id is not null then
      jsonb_build_object('member_number', k.member_number, 'revoked_at', k.revoked_at) end,
    'last_check_in_at', (select max(c.checked_in_at) from public.check_ins c where c.client_id = client.id)
  );
end;
$$;

-- Name: adjust_credits(uuid, uuid, integer, text, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  v_note text := nullif(left(btrim(coalesce(p_note, '')), 500), '');
  left_to_take integer;
  lot public.credit_lots;
  take integer;
  balance integer;
begin
  perform private.require_staff(me, 'Only staff can adjust credits');
  if p_client_id is null or not private.may_act_for_client(me, p_client_id)
    or not exists (select 1 from public.users u where u.id = p_client_id and u.role = 'client')
  then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  if not exists (select 1 from public.credit_categories c where c.id = p_category_id) then
    raise exception 'No such credit category' using errcode = 'PT404';
  end if;
  if p_delta is null or p_delta = 0 or abs(p_delta) > 1000 then
    raise exception 'Adjust by 1 to 1000 credits, up or down' using errcode = '22023';
  end if;
  if v_note is null then
    raise exception 'Say why in a note' using errcode = '22023';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception 'The expiry must be in the future' using errcode = '22023';
  end if;
  perform private.lock_client_bookings(p_client_id);
  if p_delta > 0 then
    perform private.grant_lot(p_client_id, p_category_id, null, p_delta, p_expires_at, null, null, null,
      'adjustment', me.id, v_note);
  else
    left_to_take := -p_delta;
    if left_to_take > (select coalesce(sum(l.remaining), 0) from public.credit_lots l
                       where l.client_id = p_client_id and l.category_id = p_category_id and l.service_id is null
                         and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())) then
      raise exception 'The client has fewer credits than that in this category' using errcode = '22023';
    end if;
    for lot in
      select l.* from public.credit_lots l
      where l.client_id = p_client_id and l.category_id = p_category_id and l.service_id is null
        and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
      order by l.expires_at nulls last, l.created_at, l.id
      for update
    loop
      exit when left_to_take = 0;
      take := least(lot.remaining, left_to_take);
      insert into public.credit_ledger (lot_id, client_id, delta, reason, actor_id, note)
      values (lot.id, p_client_id, -take, 'adjustment', me.id, v_note);
      left_to_take := left_to_take - take;
    end loop;
  end if;
  select coalesce(sum(l.remaining), 0)::integer into balance from public.credit_lots l
  where l.client_id = p_client_id and l.category_id = p_category_id and l.service_id is null
    and (l.expires_at is null or l.expires_at > now());
  return balance;
end;
$$;

-- Name: admit(public.users, public.users, integer, public.check_in_method, boolean, bigint); Type: FUNCTION; Schema: private
CREATE FUNCTION private.admit(p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method, p_override boolean, p_time_step bigint) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  st public.studio_settings := private.studio();
  d record;
begin
  select x.* into d from private.access_decision(p_client) x;
  if d.reason = 'not_a_client' then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, d.reason, null, p_time_step);
  end if;
  if p_override then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, 'override', d.via, p_time_step);
  end if;
  if not d.allowed then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, d.reason, null, p_time_step);
  end if;
  if st.check_in_repeat_minutes > 0 and exists (
    select 1 from public.check_ins c
    where c.client_id = p_client.id and c.checked_in_at > now() - make_interval(mins => st.check_in_repeat_minutes)
  ) then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, 'already_checked_in', null, p_time_step);
  end if;
  return private.finish_check_in(p_desk, p_client, p_member_number, p_method, 'ok', d.via, p_time_step);
end;
$$;

-- Name: bookings; Type: TABLE; Schema: public
CREATE TABLE public.bookings (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    session_id uuid NOT NULL,
    service_id uuid NOT NULL,
    trainer_id uuid NOT NULL,
    client_id uuid NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    during tstzrange GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)'::text)) STORED,
    status public.booking_status DEFAULT 'booked'::public.booking_status NOT NULL,
    note text DEFAULT ''::text NOT NULL,
    series_id uuid,
    series_index integer,
    outcome public.penalty_outcome,
    fee_minor integer,
    cancel_reason text,
    cancelled_at timestamp with time zone,
    cancelled_by uuid,
    attendance_marked_at timestamp with time zone,
    overridden boolean DEFAULT false NOT NULL,
    overridden_rules text[] DEFAULT '{}'::text[] NOT NULL,
    overridden_by uuid,
    booked_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    payment public.booking_payment,
    credit_lot_id uuid,
    membership_id uuid,
    fee_order_id uuid,
    forgiven_at timestamp with time zone,
    forgiven_by uuid,
    CONSTRAINT bookings_attendance_marked_at_in_range CHECK (((attendance_marked_at IS NULL) OR ((attendance_marked_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (attendance_marked_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT bookings_cancel_reason_check CHECK ((char_length(cancel_reason) <= 500)),
    CONSTRAINT bookings_cancelled_at_in_range CHECK (((cancelled_at IS NULL) OR ((cancelled_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (cancelled_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT bookings_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT bookings_ends_at_in_range CHECK (((ends_at IS NULL) OR ((ends_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ends_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT bookings_fee_minor_check CHECK (((fee_minor >= 0) AND (fee_minor <= 10000000))),
    CONSTRAINT bookings_note_check CHECK ((char_length(note) <= 500)),
    CONSTRAINT bookings_order CHECK ((starts_at < ends_at)),
    CONSTRAINT bookings_override_recorded CHECK (((NOT overridden) OR (overridden_by IS NOT NULL))),
    CONSTRAINT bookings_series_index_check CHECK (((series_index >= 1) AND (series_index <= 200))),
    CONSTRAINT bookings_starts_at_in_range CHECK (((starts_at IS NULL) OR ((starts_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (starts_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT bookings_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE bookings; Type: COMMENT; Schema: public
COMMENT ON TABLE public.bookings IS 'A client''s place in a service session. Written only by the booking functions; overrides record who and which rules.';

-- Name: answer_booking_request(uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.answer_booking_request(p_booking_id uuid, p_accept boolean) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  b public.bookings;
  s public.service_sessions;
  result public.bookings;
begin
  perform private.require_staff(me, 'Only staff can answer a booking request');
  b := private.booking_for(me, p_booking_id, true);
  if b.status <> 'requested' then
    raise exception 'This request has already been answered' using errcode = 'PT409';
  end if;
  update public.bookings
  set status = case when coalesce(p_accept, false) then 'booked' else 'declined' end::public.booking_status,
      cancelled_at = case when coalesce(p_accept, false) then null else now() end,
      cancelled_by = case when coalesce(p_accept, false) then null else me.id end
  where id = b.id
  returning * into result;
  if not coalesce(p_accept, false) then
    select x.* into s from public.service_sessions x where x.id = b.session_id for update;
    perform private.free_place(s);
  end if;
  return result;
end;
$$;

-- Name: answer_join_request(uuid, boolean, public.client_type); Type: FUNCTION; Schema: private
CREATE FUNCTION private.answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_me uuid := (select auth.uid());
  v_row public.trainer_join_requests;
begin
  select r.* into v_row from public.trainer_join_requests r where r.id = p_request_id for update;
  if v_row.id is null or not (select private.is_staff())
    or (v_row.trainer_id <> v_me and not (select private.is_admin())) then
    raise exception 'Join request not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'This request was already answered' using errcode = '22023';
  end if;
  if p_accept then
    if exists (select 1 from public.users u where u.id = v_row.client_id and (u.assigned_to is not null or u.role <> 'client')) then
      raise exception 'This person has a coach now' using errcode = '22023';
    end if;
    update public.users u set assigned_to = v_row.trainer_id, client_type = coalesce(p_client_type, 'programming')
    where u.id = v_row.client_id;
    insert into public.clients (id) values (v_row.client_id) on conflict do nothing;
  end if;
  update public.trainer_join_requests r
  set status = case when p_accept then 'accepted'::public.join_request_status else 'declined'::public.join_request_status end,
      client_type = case when p_accept then coalesce(p_client_type, 'programming') end,
      decided_at = now(), decided_by = v_me
  where r.id = v_row.id;
end;
$$;

-- Name: apply_ledger_row(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.apply_ledger_row() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.credit_lots set remaining = remaining + new.delta where id = new.lot_id;
  return null;
end;
$$;

-- Name: apply_payment_event(text, text, text, jsonb); Type: FUNCTION; Schema: private
CREATE FUNCTION private.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_order_id uuid := private.uuid_or_null(p_data ->> 'order_id');
  v_sub text := nullif(p_data ->> 'subscription_id', '');
  o public.orders;
  m public.memberships;
  r public.refunds;
  v_outcome text := 'ignored';
  v_amount integer;
  v_period_start timestamptz := private.timestamptz_or_null(p_data ->> 'period_start');
  v_period_end timestamptz := private.timestamptz_or_null(p_data ->> 'period_end');
begin
  if p_provider is null or p_provider not in ('local', 'stripe') or coalesce(p_event_id, '') = '' or p_type is null then
    raise exception 'An event needs a provider, an id and a type' using errcode = '22023';
  end if;
  -- Once per event: a second delivery waits here for the first to commit, then finds the row.
  insert into public.payment_events (provider, event_id, type, order_id, outcome)
  values (p_provider, left(p_event_id, 200), left(p_type, 100), v_order_id, 'processing')
  on conflict (provider, event_id) do nothing;
  if not found then
    return 'duplicate';
  end if;
  if jsonb_typeof(p_data -> 'amount_minor') = 'number'
    and (p_data ->> 'amount_minor')::numeric between 0 and 100000000 then
    v_amount := (p_data ->> 'amount_minor')::numeric::integer;
  end if;

  if p_type = 'order.paid' then
    select x.* into o from public.orders x where x.id = v_order_id for update;
    if o.id is null or o.kind = 'fee' and o.status = 'void' then
      v_outcome := 'ignored';
    elsif o.status in ('paid', 'partially_refunded', 'refunded') then
      v_outcome := 'ignored';
    elsif v_amount is distinct from o.amount_minor or upper(coalesce(p_data ->> 'currency', '')) <> o.currency then
      v_outcome := 'mismatch';
    else
      perform private.mark_order_paid(o, p_data ->> 'payment_id', p_data ->> 'customer_id', v_sub, v_period_start, v_period_end);
      v_outcome := 'applied';
    end if;
  elsif p_type in ('order.failed', 'order.expired') then
    v_outcome := private.release_order(v_order_id, case when p_type = 'order.failed' then 'failed' else 'expired' end::public.order_status);
  elsif p_type = 'subscription.renewed' then
    select x.* into m from public.memberships x where x.provider_subscription_id = v_sub for update;
    if m.id is null and v_order_id is not null then
      -- The first invoice can arrive before the checkout's own event: it pays the order.
      select x.* into o from public.orders x where x.id = v_order_id and x.kind = 'membership' for update;
      if o.id is not null and o.status in ('pending', 'failed', 'expired') then
        perform private.mark_order_paid(o, p_data ->> 'invoice_id', p_data ->> 'customer_id', v_sub, v_period_start, v_period_end);
      end if;
      select x.* into m from public.memberships x where x.order_id = v_order_id for update;
      if m.id is not null and m.provider_subscription_id is null then
        update public.memberships set provider_subscription_id = v_sub where id = m.id returning * into m;
      end if;
    end if;
    if m.id is not null and v_period_start is not null and v_period_end is not null and v_period_start < v_period_end then
      if v_period_start >= m.current_period_start then
        update public.memberships
        set current_period_start = v_period_start, current_period_end = v_period_end,
            status = case when m.status = 'ended' then 'ended' else 'active' end::public.membership_status,
            past_due_since = null
        where id = m.id returning * into m;
      end if;
      perform private.grant_period(m, v_period_start, v_period_end);
      v_outcome := 'applied';
    end if;
  elsif p_type = 'subscription.payment_failed' then
    update public.memberships
    set status = 'past_due', past_due_since = coalesce(past_due_since, now())
    where provider_subscription_id = v_sub and status in ('active', 'past_due');
    v_outcome := case when found then 'applied' else 'ignored' end;
  elsif p_type = 'subscription.updated' then
    update public.memberships
    set cancel_at_period_end = coalesce((p_data ->> 'cancel_at_period_end')::boolean, cancel_at_period_end),
        current_period_end = greatest(current_period_end, coalesce(v_period_end, current_period_end))
    where provider_subscription_id = v_sub and status <> 'ended';
    v_outcome := case when found then 'applied' else 'ignored' end;
  elsif p_type = 'subscription.ended' then
    update public.memberships set status = 'ended', ended_at = coalesce(ended_at, now())
    where provider_subscription_id = v_sub and status <> 'ended';
    v_outcome := case when found then 'applied' else 'ignored' end;
  elsif p_type = 'charge.refunded' and private.uuid_or_null(p_data ->> 'app_refund_id') is not null then
    -- A refund the app asked for, reported before the app recorded the provider's answer: this
    -- completes it (complete_refund later finds it done).
    select x.* into r from public.refunds x where x.id = private.uuid_or_null(p_data ->> 'app_refund_id') for update;
    if r.id is not null and r.status = 'pending' then
      update public.refunds set provider_refund_id = nullif(p_data ->> 'refund_id', '') where id = r.id returning * into r;
      perform private.settle_refund(r);
      v_outcome := 'applied';
    else
      v_outcome := 'ignored';
    end if;
  elsif p_type = 'charge.refunded' then
    select x.* into o from public.orders x
    where x.provider = p_provider and x.provider_payment_id = p_data ->> 'payment_id' for update;
    if o.id is null or exists (select 1 from public.refunds x where x.provider_refund_id = p_data ->> 'refund_id') then
      v_outcome := 'ignored';
    elsif v_amount is null or v_amount < 1
      or v_amount > o.amount_minor - o.refunded_minor
         - (select coalesce(sum(x.amount_minor), 0) from public.refunds x where x.order_id = o.id and x.status = 'pending')
    then
      v_outcome := 'mismatch';
    else
      -- A refund made at the provider (its dashboard): its share of the order's credits goes too.
      insert into public.refunds (order_id, amount_minor, credits_removed, status, provider_refund_id, reason)
      values (o.id, v_amount, case when o.credits is null or o.amount_minor = 0 then 0
                                 when v_amount >= o.amount_minor - o.refunded_minor then 100000
                                 else (v_amount::bigint * o.credits / o.amount_minor)::integer end,
              'pending', p_data ->> 'refund_id', 'Refunded at the payment provider')
      returning * into r;
      perform private.settle_refund(r);
      v_outcome := 'applied';
    end if;
  else
    v_outcome := 'ignored';
  end if;
  update public.payment_events set outcome = v_outcome
  where provider = p_provider and event_id = left(p_event_id, 200);
  return v_outcome;
end;
$$;

-- Name: assessment_lab_ranges_valid(text, jsonb); Type: FUNCTION; Schema: private
CREATE FUNCTION private.assessment_lab_ranges_valid(assessment_type text, ranges jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  entry record;
  span jsonb;
  low numeric;
  high numeric;
begin
  if jsonb_typeof(ranges) <> 'object' then
    raise exception using errcode = '23514', message = 'Lab ranges must be an object of marker ranges.';
  end if;
  if assessment_type = 'body_scan' and ranges <> '{}'::jsonb then
    raise exception using errcode = '23514', message = 'A body scan has no lab reference ranges.';
  end if;
  for entry in select key, value from jsonb_each(ranges) loop
    span := private.assessment_marker_limits() -> assessment_type -> entry.key;
    if span is null then
      raise exception using errcode = '23514',
        message = format('Lab range for an unknown marker: %s.', left(entry.key, 60));
    end if;
    if jsonb_typeof(entry.value) <> 'array' or jsonb_array_length(entry.value) <> 2
       or jsonb_typeof(entry.value -> 0) not in ('number', 'null')
       or jsonb_typeof(entry.value -> 1) not in ('number', 'null') then
      raise exception using errcode = '23514',
        message = format('The lab range for %s must be [low, high] numbers.', entry.key);
    end if;
    low := (entry.value ->> 0)::numeric;
    high := (entry.value ->> 1)::numeric;
    if low is null and high is null then
      raise exception using errcode = '23514',
        message = format('The lab range for %s needs a low or a high end.', entry.key);
    end if;
    if (low is not null and low not between (span ->> 0)::numeric and (span ->> 1)::numeric)
       or (high is not null and high not between (span ->> 0)::numeric and (span ->> 1)::numeric) then
      raise exception using errcode = '23514',
        message = format('The lab range for %s must lie between %s and %s.', entry.key, span ->> 0, span ->> 1);
    end if;
    if low is not null and high is not null and low >= high then
      raise exception using errcode = '23514',
        message = format('The lab range for %s: the low end must be below the high end.', entry.key);
    end if;
  end loop;
  return true;
end;
$$;

-- Name: assessment_marker_limits(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.assessment_marker_limits() RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '{
    "body_scan": {"weightKg":[20,400], "bodyFatPercent":[2,75], "leanMassKg":[10,200], "fatMassKg":[0.5,250], "skeletalMuscleKg":[5,120], "visceralFatLevel":[1,60], "bmrKcal":[500,5000], "leftArmLeanKg":[0,40], "rightArmLeanKg":[0,40], "trunkLeanKg":[0,100], "leftLegLeanKg":[0,60], "rightLegLeanKg":[0,60]},
    "blood_test": {"glucoseMmolL":[0.5,50], "hba1cPercent":[2,20], "totalCholesterolMmolL":[0.5,30], "ldlMmolL":[0,20], "hdlMmolL":[0,10], "triglyceridesMmolL":[0,50], "haemoglobinGL":[20,300], "ferritinUgL":[0,10000], "ironUmolL":[0,200], "vitaminDNmolL":[0,1000], "crpMgL":[0,1000], "tshMiuL":[0,200], "freeT4PmolL":[0,200], "freeT3PmolL":[0,100], "testosteroneNmolL":[0,200], "oestradiolPmolL":[0,20000], "cortisolNmolL":[0,5000]},
    "urine_hormone_test": {"cortisolWaking":[0,1000], "cortisolMorning":[0,1000], "cortisolAfternoon":[0,1000], "cortisolNight":[0,1000], "cortisoneWaking":[0,2000], "cortisoneMorning":[0,2000], "cortisoneAfternoon":[0,2000], "cortisoneNight":[0,2000], "totalCortisolMetabolites":[0,100000], "oestrone":[0,1000], "oestradiol":[0,1000], "oestriol":[0,1000], "hydroxyOestrone2":[0,1000], "hydroxyOestrone4":[0,1000], "hydroxyOestrone16":[0,1000], "methoxyOestrone2":[0,1000], "alphaPregnanediol":[0,20000], "betaPregnanediol":[0,20000], "testosterone":[0,2000], "dheaS":[0,20000], "androsterone":[0,20000], "etiocholanolone":[0,20000], "dihydrotestosterone":[0,1000], "melatonin":[0,1000]}
  }'::jsonb;
$$;

-- Name: assessment_values_valid(text, jsonb); Type: FUNCTION; Schema: private
CREATE FUNCTION private.assessment_values_valid(assessment_type text, data jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_typeof(data) = 'object'
    and not exists (
      select 1
      from jsonb_each(data) as entry(key, value)
      left join lateral (select private.assessment_marker_limits() -> assessment_type -> entry.key as span) as l on true
      where case
        when l.span is null or jsonb_typeof(entry.value) <> 'number' then true
        else (entry.value)::numeric not between (l.span ->> 0)::numeric and (l.span ->> 1)::numeric
      end
    );
$$;

-- Name: assigned_client_ids(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.assigned_client_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.id from public.users u
  where u.assigned_to = (select auth.uid())
    and exists (select 1 from public.users me where me.id = (select auth.uid()) and me.status = 'active');
$$;

-- Name: orders; Type: TABLE; Schema: public
CREATE TABLE public.orders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    kind public.order_kind NOT NULL,
    package_id uuid,
    plan_id uuid,
    service_id uuid,
    booking_id uuid,
    description text NOT NULL,
    list_price_minor integer NOT NULL,
    discount_id uuid,
    discount_minor integer DEFAULT 0 NOT NULL,
    amount_minor integer NOT NULL,
    currency text NOT NULL,
    credits integer,
    category_id uuid,
    valid_days integer,
    billing_interval public.billing_interval,
    status public.order_status DEFAULT 'pending'::public.order_status NOT NULL,
    provider text DEFAULT 'none'::text NOT NULL,
    provider_checkout_id text,
    provider_payment_id text,
    provider_customer_id text,
    refunded_minor integer DEFAULT 0 NOT NULL,
    return_path text,
    expires_at timestamp with time zone,
    paid_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT orders_amount CHECK ((amount_minor = (list_price_minor - discount_minor))),
    CONSTRAINT orders_amount_minor_check CHECK (((amount_minor >= 0) AND (amount_minor <= 100000000))),
    CONSTRAINT orders_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT orders_credits_check CHECK (((credits >= 1) AND (credits <= 1000))),
    CONSTRAINT orders_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT orders_description_check CHECK (((char_length(description) >= 1) AND (char_length(description) <= 200))),
    CONSTRAINT orders_discount_minor_check CHECK ((discount_minor >= 0)),
    CONSTRAINT orders_expires_at_in_range CHECK (((expires_at IS NULL) OR ((expires_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (expires_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT orders_list_price_minor_check CHECK (((list_price_minor >= 0) AND (list_price_minor <= 100000000))),
    CONSTRAINT orders_paid_at_in_range CHECK (((paid_at IS NULL) OR ((paid_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (paid_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT orders_provider_check CHECK ((provider = ANY (ARRAY['none'::text, 'local'::text, 'stripe'::text]))),
    CONSTRAINT orders_provider_checkout_id_check CHECK ((char_length(provider_checkout_id) <= 200)),
    CONSTRAINT orders_provider_customer_id_check CHECK ((char_length(provider_customer_id) <= 200)),
    CONSTRAINT orders_provider_payment_id_check CHECK ((char_length(provider_payment_id) <= 200)),
    CONSTRAINT orders_refund_limit CHECK (((refunded_minor >= 0) AND (refunded_minor <= amount_minor))),
    CONSTRAINT orders_return_path_check CHECK (((return_path ~ '^/[^/\\]'::text) AND (char_length(return_path) <= 300))),
    CONSTRAINT orders_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT orders_valid_days_check CHECK (((valid_days >= 1) AND (valid_days <= 3650)))
);

-- Name: TABLE orders; Type: COMMENT; Schema: public
COMMENT ON TABLE public.orders IS 'What a client bought or owes, with the price, discount and terms decided by the server. Written only by the payment functions.';

-- Name: attach_checkout(uuid, text, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text) RETURNS public.orders
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  result public.orders;
begin
  update public.orders set provider = p_provider, provider_checkout_id = p_checkout_id
  where id = p_order_id and status = 'pending'
  returning * into result;
  if result.id is null then
    raise exception 'No such pending order' using errcode = 'PT404';
  end if;
  return result;
end;
$$;

-- Name: author_names(uuid[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.author_names(p_ids uuid[]) RETURNS TABLE(id uuid, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.id,
         coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Unnamed')
  from public.users u
  where (select private.is_staff())
    and u.id = any ((p_ids)[1:500])
    and (
      u.role in ('staff', 'admin')
      or u.id = (select auth.uid())
      or u.id in (select private.assigned_client_ids())
      or (select private.is_admin())
    )
  order by 2, 1;
$$;

-- Name: automation_due_at(timestamp with time zone, integer, time without time zone, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.automation_due_at(p_enrolled_at timestamp with time zone, p_day_offset integer, p_time time without time zone, p_time_zone text) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (((p_enrolled_at at time zone p_time_zone)::date + p_day_offset) + p_time) at time zone p_time_zone;
$$;

-- Name: automation_flows; Type: TABLE; Schema: public
CREATE TABLE public.automation_flows (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind public.automation_flow_kind NOT NULL,
    name text NOT NULL,
    trainer_id uuid,
    status public.automation_flow_status DEFAULT 'active'::public.automation_flow_status NOT NULL,
    trigger_kind public.automation_trigger NOT NULL,
    trigger_days integer,
    trigger_count integer,
    trigger_date date,
    condition_client_types public.client_type[],
    condition_trainer_ids uuid[],
    condition_plan_ids uuid[],
    revision integer DEFAULT 1 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    condition_tag_ids uuid[],
    CONSTRAINT automation_flows_condition_client_types_check CHECK ((cardinality(condition_client_types) <= 3)),
    CONSTRAINT automation_flows_condition_plan_ids_check CHECK ((cardinality(condition_plan_ids) <= 100)),
    CONSTRAINT automation_flows_condition_tag_ids_count CHECK ((cardinality(condition_tag_ids) <= 100)),
    CONSTRAINT automation_flows_condition_trainer_ids_check CHECK ((cardinality(condition_trainer_ids) <= 100)),
    CONSTRAINT automation_flows_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_flows_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT automation_flows_revision_check CHECK ((revision >= 1)),
    CONSTRAINT automation_flows_trigger_count_check CHECK (((trigger_count >= 1) AND (trigger_count <= 1000))),
    CONSTRAINT automation_flows_trigger_date_in_range CHECK (((trigger_date IS NULL) OR ((trigger_date >= '1900-01-01'::date) AND (trigger_date < '2200-01-01'::date)))),
    CONSTRAINT automation_flows_trigger_days_check CHECK (((trigger_days >= 1) AND (trigger_days <= 365))),
    CONSTRAINT automation_flows_trigger_fits_kind CHECK (((kind = 'onboarding'::public.automation_flow_kind) = (trigger_kind = 'joined'::public.automation_trigger))),
    CONSTRAINT automation_flows_trigger_values CHECK (
CASE trigger_kind
    WHEN 'missed_workouts'::public.automation_trigger THEN (trigger_count IS NOT NULL)
    WHEN 'credits_low'::public.automation_trigger THEN (trigger_count IS NOT NULL)
    WHEN 'no_visit'::public.automation_trigger THEN (trigger_days IS NOT NULL)
    WHEN 'no_workout'::public.automation_trigger THEN (trigger_days IS NOT NULL)
    WHEN 'program_ending'::public.automation_trigger THEN (trigger_days IS NOT NULL)
    WHEN 'membership_expiring'::public.automation_trigger THEN (trigger_days IS NOT NULL)
    WHEN 'date'::public.automation_trigger THEN (trigger_date IS NOT NULL)
    ELSE true
END),
    CONSTRAINT automation_flows_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE automation_flows; Type: COMMENT; Schema: public
COMMENT ON TABLE public.automation_flows IS 'An onboarding sequence (trigger: a client joins the trainer) or an autoflow (a trigger evaluated every minute), with conditions. Written by save_automation_flow().';

-- Name: COLUMN automation_flows.condition_tag_ids; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.automation_flows.condition_tag_ids IS 'Client tags (client_tags.id): the flow applies to clients with at least one of them; null: any client.';

-- Name: automation_flow_clients(public.automation_flows); Type: FUNCTION; Schema: private
CREATE FUNCTION private.automation_flow_clients(p_flow public.automation_flows) RETURNS TABLE(id uuid, created_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select u.id, u.created_at
  from public.users u
  where u.role = 'client' and u.status = 'active'
    and (p_flow.trainer_id is null or u.assigned_to = p_flow.trainer_id)
    and (coalesce(cardinality(p_flow.condition_client_types), 0) = 0 or u.client_type = any (p_flow.condition_client_types))
    and (coalesce(cardinality(p_flow.condition_trainer_ids), 0) = 0 or u.assigned_to = any (p_flow.condition_trainer_ids))
    and (coalesce(cardinality(p_flow.condition_plan_ids), 0) = 0 or exists (
      select 1 from public.memberships m
      where m.client_id = u.id and m.status in ('active', 'past_due') and m.plan_id = any (p_flow.condition_plan_ids)))
    and (coalesce(cardinality(p_flow.condition_tag_ids), 0) = 0 or exists (
      select 1 from public.client_tag_assignments a
      where a.client_id = u.id and a.tag_id = any (p_flow.condition_tag_ids)));
$$;

-- Name: automation_flow_preview(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.automation_flow_preview(p_flow_id uuid) RETURNS TABLE(client_id uuid, name text, reason text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_flow public.automation_flows;
begin
  if not private.can_manage_automation_flow(p_flow_id) then
    raise exception 'Flow not found, or not yours' using errcode = 'PT404';
  end if;
  select * into v_flow from public.automation_flows f where f.id = p_flow_id;
  return query
  select t.client_id, u.name, t.reason
  from private.automation_trigger_clients(v_flow, now()) t
  join public.users u on u.id = t.client_id
  where not exists (
    select 1 from public.automation_enrolments e
    where e.flow_id = p_flow_id and e.client_id = t.client_id
      and (e.status in ('active', 'paused') or (t.join_id is null and e.trigger_cleared_at is null)))
  order by u.name, t.client_id;
end;
$$;

-- Name: automation_int(jsonb, text, integer, integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.automation_int(p_value jsonb, p_what text, p_min integer, p_max integer) RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v numeric;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'number' then
    raise exception '% must be a whole number from % to %', p_what, p_min, p_max using errcode = '22023';
  end if;
  v := (p_value #>> '{}')::numeric;
  if v <> trunc(v) or v < p_min or v > p_max then
    raise exception '% must be a whole number from % to %', p_what, p_min, p_max using errcode = '22023';
  end if;
  return v::integer;
end;
$$;

-- Name: automation_trigger_clients(public.automation_flows, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.automation_trigger_clients(p_flow public.automation_flows, p_now timestamp with time zone) RETURNS TABLE(client_id uuid, reason text, join_id uuid, since timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_tz text := (select s.time_zone from public.studio_settings s where s.id = 1);
  v_today date := (p_now at time zone v_tz)::date;
  v_days interval := make_interval(days => coalesce(p_flow.trigger_days, 0));
begin
  case p_flow.trigger_kind
  when 'joined' then
    return query
    select distinct on (j.client_id) j.client_id, 'Joined ' || coalesce(t.name, 'their trainer'), j.id, j.joined_at
    from private.automation_joins j
    join private.automation_flow_clients(p_flow) e on e.id = j.client_id
    join public.users u on u.id = j.client_id and u.assigned_to = j.trainer_id
    left join public.users t on t.id = j.trainer_id
    where j.processed_at is null and j.joined_at >= p_flow.created_at and j.joined_at <= p_now
      and not exists (select 1 from public.automation_enrolments x where x.flow_id = p_flow.id and x.join_id = j.id)
    order by j.client_id, j.joined_at desc;
  when 'no_visit' then
    return query
    select e.id, format('No studio visit in %s days', p_flow.trigger_days), null::uuid, null::timestamptz
    from private.automation_flow_clients(p_flow) e
    where e.created_at <= p_now - v_days
      and not exists (
        select 1 from public.check_ins c
        where c.client_id = e.id and c.checked_in_at > p_now - v_days and c.checked_in_at <= p_now);
  when 'no_workout' then
    return query
    select e.id, format('No workout logged in %s days', p_flow.trigger_days), null::uuid, null::timestamptz
    from private.automation_flow_clients(p_flow) e
    where e.created_at <= p_now - v_days
      and not exists (
        select 1 from public.workout_logs l
        where l.user_id = e.id and l.created_at > p_now - v_days and l.created_at <= p_now);
  when 'missed_workouts' then
    -- Weekly programs: the planned workouts of the last 7 whole days (not before the program started)
    -- less the workouts logged on each of those days.
    return query
    with program as (
      select distinct on (p.client_id) p.id, p.client_id,
             coalesce(p.start_date, (p.created_at at time zone v_tz)::date) as starts_on
      from public.programs p
      join private.automation_flow_clients(p_flow) e on e.id = p.client_id
      where p.status = 'active' and not p.flex_schedule
      order by p.client_id, p.created_at desc
    ),
    planned as (
      select pr.client_id, d.day, count(*)::integer as workouts
      from program pr
      cross join lateral (
        select g::date as day from generate_series(greatest(v_today - 7, pr.starts_on), v_today - 1, interval '1 day') g
      ) d
      join public.program_workouts pw on pw.program_id = pr.id and pw.day_of_week = extract(dow from d.day)::integer
      group by pr.client_id, d.day
    ),
    missed as (
      select pl.client_id, sum(greatest(pl.workouts - coalesce(t.workouts, 0), 0))::integer as missed
      from planned pl
      left join public.client_training_days t on t.user_id = pl.client_id and t.day = pl.day
      group by pl.client_id
    )
    select m.client_id, format('Missed %s planned workouts in the last 7 days', m.missed), null::uuid, null::timestamptz
    from missed m
    where m.missed >= p_flow.trigger_count;
  when 'program_ending' then
    return query
    select distinct on (p.client_id) p.client_id,
           format('Program "%s" ends on %s', p.name, to_char(x.ends_on, 'FMDD Mon YYYY')), null::uuid, null::timestamptz
    from public.programs p
    join private.automation_flow_clients(p_flow) e on e.id = p.client_id
    cross join lateral (
      select coalesce(p.start_date, (p.created_at at time zone v_tz)::date) + p.duration_weeks * 7 as ends_on
    ) x
    where p.status = 'active' and p.duration_weeks is not null
      and x.ends_on >= v_today and x.ends_on - v_today <= p_flow.trigger_days
    order by p.client_id, x.ends_on;
  when 'membership_expiring' then
    return query
    select distinct on (m.client_id) m.client_id,
           format('Membership "%s" ends on %s', m.description, to_char(m.current_period_end at time zone v_tz, 'FMDD Mon YYYY')),
           null::uuid, null::timestamptz
    from public.memberships m
    join private.automation_flow_clients(p_flow) e on e.id = m.client_id
    where m.status = 'active' and m.cancel_at_period_end
      and m.current_period_end > p_now and m.current_period_end <= p_now + v_days
    order by m.client_id, m.current_period_end;
  when 'membership_past_due' then
    return query
    select distinct on (m.client_id) m.client_id, format('Membership "%s" is past due', m.description),
           null::uuid, null::timestamptz
    from public.memberships m
    join private.automation_flow_clients(p_flow) e on e.id = m.client_id
    where m.status = 'past_due'
    order by m.client_id, m.past_due_since;
  when 'credits_low' then
    -- Clients who have held credits: what is left now, unexpired, below N.
    return query
    select l.client_id, format('%s credits left', coalesce(sum(l.remaining) filter (
             where l.expires_at is null or l.expires_at > p_now), 0)), null::uuid, null::timestamptz
    from public.credit_lots l
    join private.automation_flow_clients(p_flow) e on e.id = l.client_id
    where l.created_at <= p_now
    group by l.client_id
    having coalesce(sum(l.remaining) filter (where l.expires_at is null or l.expires_at > p_now), 0) < p_flow.trigger_count;
  when 'first_booking' then
    -- A client whose first booking came after the flow was made (not everyone who ever booked).
    return query
    select b.client_id, 'Made their first booking', null::uuid, null::timestamptz
    from public.bookings b
    join private.automation_flow_clients(p_flow) e on e.id = b.client_id
    where b.created_at <= p_now
    group by b.client_id
    having min(b.created_at) >= p_flow.created_at;
  when 'date' then
    return query
    select e.id, format('On %s', to_char(p_flow.trigger_date, 'FMDD Mon YYYY')), null::uuid, null::timestamptz
    from private.automation_flow_clients(p_flow) e
    where v_today = p_flow.trigger_date;
  end case;
end;
$$;

-- Name: base32(bytea); Type: FUNCTION; Schema: private
CREATE FUNCTION private.base32(p_bytes bytea) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  result text := '';
  buffer integer := 0;
  bits integer := 0;
begin
  for i in 0 .. coalesce(octet_length(p_bytes), 0) - 1 loop
    buffer := (buffer << 8) | get_byte(p_bytes, i);
    bits := bits + 8;
    while bits >= 5 loop
      result := result || substr(alphabet, ((buffer >> (bits - 5)) & 31) + 1, 1);
      bits := bits - 5;
    end loop;
    buffer := buffer & ((1 << bits) - 1);
  end loop;
  if bits > 0 then
    result := result || substr(alphabet, ((buffer << (5 - bits)) & 31) + 1, 1);
  end if;
  return result;
end;
$$;

-- Name: book_appointment(uuid, uuid, uuid, timestamp with time zone, boolean, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.book_appointment(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.book_appointment_as(
    private.require_active_caller(), p_service_id, p_trainer_id, p_client_id, p_starts_at,
    coalesce(p_override, false), p_note, null, null);
end;
$$;

-- Name: book_appointment_as(public.users, uuid, uuid, uuid, timestamp with time zone, boolean, text, uuid, integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.book_appointment_as(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text, p_series_id uuid, p_series_index integer) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  st public.studio_settings := private.studio();
  parties record;
  ends_at timestamptz;
  broken text[];
  session_id uuid;
  result public.bookings;
  constraint_name text;
  staff boolean := p_caller.role in ('staff', 'admin');
begin
  if p_starts_at is null then
    raise exception 'Choose a start time' using errcode = '22023';
  end if;
  if p_trainer_id is null then
    raise exception 'Choose a trainer' using errcode = '22023';
  end if;
  select * into parties from private.booking_parties(p_caller, p_service_id, p_trainer_id, p_client_id, p_override);
  if (parties.service).capacity > 1 then
    raise exception 'This service is a class: book a place in one of its sessions' using errcode = '22023';
  end if;
  perform private.lock_client_bookings(p_client_id);
  ends_at := p_starts_at + make_interval(mins => (parties.service).duration_minutes);
  broken := private.check_booking_rules(p_caller, parties.service, parties.client, p_starts_at, p_override, null);
  broken := broken || private.hours_rule(p_trainer_id, p_starts_at, ends_at, st.time_zone, p_override);
  begin
    insert into public.service_sessions (
      service_id, trainer_id, starts_at, ends_at, buffer_before_minutes, buffer_after_minutes, busy, capacity,
      seats_taken, series_id, created_by
    ) values (
      p_service_id, p_trainer_id, p_starts_at, ends_at, (parties.service).buffer_before_minutes,
      (parties.service).buffer_after_minutes, tstzrange(p_starts_at, ends_at), 1, 1, p_series_id, p_caller.id
    ) returning id into session_id;
    insert into public.bookings (
      session_id, service_id, trainer_id, client_id, starts_at, ends_at, status, note, series_id, series_index,
      overridden, overridden_rules, overridden_by, booked_by
    ) values (
      session_id, p_service_id, p_trainer_id, p_client_id, p_starts_at, ends_at,
      case when not staff and st.client_booking_mode = 'request' then 'requested' else 'booked' end::public.booking_status,
      coalesce(left(p_note, 500), ''), p_series_id, p_series_index,
      cardinality(broken) > 0, broken, case when cardinality(broken) > 0 then p_caller.id end, p_caller.id
    ) returning * into result;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics constraint_name = constraint_name;
    perform private.raise_conflict(constraint_name, p_caller);
  end;
  return result;
end;
$$;

-- Name: book_class(uuid, uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.book_class(p_session_id uuid, p_client_id uuid, p_override boolean) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  s public.service_sessions;
  parties record;
  broken text[];
  staff boolean := me.role in ('staff', 'admin');
  result public.bookings;
  constraint_name text;
begin
  s := private.class_session(p_session_id);
  select * into parties from private.booking_parties(me, s.service_id, s.trainer_id, p_client_id, coalesce(p_override, false));
  perform private.lock_client_bookings(p_client_id);
  broken := private.check_booking_rules(me, parties.service, parties.client, s.starts_at, coalesce(p_override, false), null);
  select x.* into s from public.service_sessions x where x.id = p_session_id for update;
  if s.status <> 'scheduled' then
    raise exception 'This class has been cancelled' using errcode = 'PT409';
  end if;
  if s.seats_taken >= s.capacity then
    raise exception 'This class is full' using errcode = 'PT409', hint = 'join_waitlist';
  end if;
  begin
    insert into public.bookings (
      session_id, service_id, trainer_id, client_id, starts_at, ends_at, status, overridden, overridden_rules,
      overridden_by, booked_by
    ) values (
      s.id, s.service_id, s.trainer_id, p_client_id, s.starts_at, s.ends_at,
      case when not staff and st.client_booking_mode = 'request' then 'requested' else 'booked' end::public.booking_status,
      cardinality(broken) > 0, broken, case when cardinality(broken) > 0 then me.id end, me.id
    ) returning * into result;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics constraint_name = constraint_name;
    if constraint_name = 'bookings_one_place_per_session' then
      raise exception '%', case when staff then 'The client already has a place in this class'
                                else 'You already have a place in this class' end
        using errcode = 'PT409';
    end if;
    perform private.raise_conflict(constraint_name, me);
  end;
  update public.service_sessions set seats_taken = seats_taken + 1 where id = s.id;
  -- A client who was waiting and books a freed place directly leaves the waitlist.
  update public.waitlist_entries set status = 'left', left_at = now()
  where session_id = s.id and client_id = p_client_id and status = 'waiting';
  return result;
end;
$$;

-- Name: book_series(uuid, uuid, uuid, date, time without time zone, integer[], integer, date, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.book_series(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_override boolean) RETURNS TABLE(occurrence integer, local_date date, starts_at timestamp with time zone, result text, booking_id uuid, message text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  series uuid := gen_random_uuid();
  last_date date;
  d date;
  n integer := 0;
  v_at timestamptz;
  booked public.bookings;
  code text;
  why text;
begin
  if p_first_date is null or p_local_time is null then
    raise exception 'Choose a first date and a time' using errcode = '22023';
  end if;
  if p_weekdays is null or cardinality(p_weekdays) = 0
    or exists (select 1 from unnest(p_weekdays) w where w is null or w not between 0 and 6) then
    raise exception 'Choose the weekdays (0 = Sunday ... 6 = Saturday)' using errcode = '22023';
  end if;
  if (p_weeks is null) = (p_until is null) then
    raise exception 'Give a number of weeks or an end date' using errcode = '22023';
  end if;
  if p_weeks is not null and p_weeks not between 1 and 52 then
    raise exception 'A series runs 1 to 52 weeks' using errcode = '22023';
  end if;
  last_date := coalesce(p_until, p_first_date + 7 * p_weeks - 1);
  if last_date < p_first_date or last_date > p_first_date + 365 then
    raise exception 'A series ends after its first date and within a year' using errcode = '22023';
  end if;
  -- Who may book for whom, and whether the parties exist, fail the whole series.
  perform private.booking_parties(me, p_service_id, p_trainer_id, p_client_id, coalesce(p_override, false));
  d := p_first_date;
  while d <= last_date loop
    if extract(dow from d)::integer = any (p_weekdays) then
      n := n + 1;
      v_at := (d + p_local_time) at time zone st.time_zone;
      if (v_at at time zone st.time_zone) <> d + p_local_time then
        -- A wall-clock time the clocks skip on this date.
        return query select n, d, null::timestamptz, 'refused', null::uuid,
          'That time does not exist on this day (the clocks change)';
      else
        begin
          booked := private.book_appointment_as(me, p_service_id, p_trainer_id, p_client_id, v_at,
            coalesce(p_override, false), null, series, n);
          return query select n, d, v_at, booked.status::text, booked.id, null::text;
        exception when others then
          get stacked diagnostics code = returned_sqlstate, why = message_text;
          if code = '42501' or code like 'P0%' or code like 'XX%' or code like '5%' then
            raise;
          end if;
          return query select n, d, v_at, case when code = 'PT409' then 'conflict' else 'refused' end, null::uuid, why;
        end;
      end if;
    end if;
    d := d + 1;
  end loop;
end;
$$;

-- Name: bookable_trainer(uuid, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.bookable_trainer(p_service_id uuid, p_trainer_id uuid) RETURNS public.users
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  t public.users;
begin
  select u.* into t from public.users u where u.id = p_trainer_id;
  if t.id is null or t.role not in ('staff', 'admin') then
    raise exception 'No such trainer' using errcode = 'PT404';
  end if;
  if t.status <> 'active' then
    raise exception 'This trainer is not taking bookings' using errcode = '22023';
  end if;
  if not exists (select 1 from public.service_trainers x where x.service_id = p_service_id and x.trainer_id = t.id) then
    raise exception 'This trainer does not offer that service' using errcode = '22023';
  end if;
  return t;
end;
$$;

-- Name: bookable_trainer_names(uuid[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.bookable_trainer_names(p_trainer_ids uuid[]) RETURNS TABLE(id uuid, first_name text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (select auth.uid()) is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to see trainers' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_trainer_ids), 0) > 100 then
    raise exception 'Ask for at most 100 trainers at a time' using errcode = '22023';
  end if;
  return query
  select u.id, u.first_name
  from public.users u
  where u.id = any (coalesce(p_trainer_ids, '{}'))
    and u.role in ('staff', 'admin')
    and u.status = 'active'
    and exists (
      select 1
      from public.service_trainers st
      join public.services s on s.id = st.service_id
      where st.trainer_id = u.id and not s.is_archived
    )
  order by u.first_name, u.id;
end;
$$;

-- Name: booking_for(public.users, uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.booking_for(p_caller public.users, p_booking_id uuid, p_lock boolean) RETURNS public.bookings
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  b public.bookings;
begin
  if p_lock then
    select x.* into b from public.bookings x where x.id = p_booking_id for update;
  else
    select x.* into b from public.bookings x where x.id = p_booking_id;
  end if;
  if b.id is null
    or not (private.may_act_for_client(p_caller, b.client_id)
            or (p_caller.role in ('staff', 'admin') and b.trainer_id = p_caller.id))
  then
    raise exception 'No such booking' using errcode = 'PT404';
  end if;
  return b;
end;
$$;

-- Name: booking_override(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.booking_override() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.current_setting('liftwise.booking_override', true), '') = 'on';
$$;

-- Name: services; Type: TABLE; Schema: public
CREATE TABLE public.services (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    duration_minutes integer NOT NULL,
    buffer_before_minutes integer DEFAULT 0 NOT NULL,
    buffer_after_minutes integer DEFAULT 0 NOT NULL,
    capacity integer DEFAULT 1 NOT NULL,
    location public.service_location DEFAULT 'in_person'::public.service_location NOT NULL,
    video_url text,
    colour text DEFAULT '#2563eb'::text NOT NULL,
    allowed_client_types text[],
    is_archived boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    drop_in_price_minor integer,
    CONSTRAINT services_allowed_client_types_check CHECK (((allowed_client_types IS NULL) OR ((cardinality(allowed_client_types) > 0) AND (allowed_client_types <@ (enum_range(NULL::public.client_type))::text[])))),
    CONSTRAINT services_buffer_after_minutes_check CHECK (((buffer_after_minutes >= 0) AND (buffer_after_minutes <= 240))),
    CONSTRAINT services_buffer_before_minutes_check CHECK (((buffer_before_minutes >= 0) AND (buffer_before_minutes <= 240))),
    CONSTRAINT services_capacity_check CHECK (((capacity >= 1) AND (capacity <= 500))),
    CONSTRAINT services_colour_check CHECK ((colour ~ '^#[0-9a-fA-F]{6}$'::text)),
    CONSTRAINT services_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT services_description_check CHECK ((char_length(description) <= 2000)),
    CONSTRAINT services_drop_in_price_minor_check CHECK (((drop_in_price_minor >= 0) AND (drop_in_price_minor <= 100000000))),
    CONSTRAINT services_duration_minutes_check CHECK (((duration_minutes >= 5) AND (duration_minutes <= 720))),
    CONSTRAINT services_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT services_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT services_video_url_check CHECK (((video_url IS NULL) OR ((video_url ~ '^https://'::text) AND (char_length(video_url) <= 500)))),
    CONSTRAINT services_virtual_has_link CHECK (((location = 'in_person'::public.service_location) OR (video_url IS NOT NULL)))
);

-- Name: TABLE services; Type: COMMENT; Schema: public
COMMENT ON TABLE public.services IS 'Service types: appointments (capacity 1) and classes. Archived services take no new bookings and keep their history.';

-- Name: COLUMN services.drop_in_price_minor; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.services.drop_in_price_minor IS 'The price of one session bought on its own; null: not sold as a drop-in. A service with no price and no accepted category is free.';

-- Name: booking_parties(public.users, uuid, uuid, uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.booking_parties(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_override boolean) RETURNS TABLE(service public.services, trainer public.users, client public.users)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  s public.services;
  t public.users;
  c public.users;
begin
  if p_override and p_caller.role not in ('staff', 'admin') then
    raise exception 'Only staff can override booking rules' using errcode = '42501';
  end if;
  if p_client_id is null or not private.may_act_for_client(p_caller, p_client_id) then
    raise exception '%', case when p_caller.role = 'client' then 'You can only book for yourself'
                              else 'You can only book your own clients' end
      using errcode = '42501';
  end if;
  select u.* into c from public.users u where u.id = p_client_id;
  if c.id is null or c.role <> 'client' then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  if c.status <> 'active' then
    raise exception 'This client''s account is not active' using errcode = '22023';
  end if;
  s := private.offered_service(p_service_id);
  if p_trainer_id is not null then
    t := private.bookable_trainer(s.id, p_trainer_id);
  end if;
  return query select s, t, c;
end;
$$;

-- Name: bump_workout_revision(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.bump_workout_revision() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.revision := old.revision + 1;
  return new;
end;
$$;

-- Name: caller_is_active(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.caller_is_active() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select u.status = 'active' from public.users u where u.id = (select auth.uid())), false);
$$;

-- Name: can_edit_program(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_edit_program(target uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_admin() or exists (
    select 1 from public.programs p
    where p.id = target
      and private.is_staff()
      and ((p.client_id is null and p.created_by = (select auth.uid()))
        or p.client_id in (select private.assigned_client_ids()))
  );
$$;

-- Name: can_edit_workout(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_edit_workout(target uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_admin() or exists (
    select 1 from public.workouts w
    where w.id = target
      and w.created_by = (select auth.uid())
      and (w.client_id is null
        or w.client_id = (select auth.uid())
        or w.client_id in (select private.assigned_client_ids()))
  );
$$;

-- Name: can_manage_automation_flow(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_manage_automation_flow(p_flow_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((
    select private.is_admin() or (f.trainer_id = (select auth.uid()) and private.is_staff())
    from public.automation_flows f
    where f.id = p_flow_id
  ), false);
$$;

-- Name: can_message(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_message(target uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.is_admin()
    or target in (select private.assigned_client_ids())
    or target = private.my_trainer_id()
    or exists (
      select 1 from public.users t
      where t.id = target
        and (t.role = 'admin' or (t.role = 'staff' and private.is_staff()))
    );
$$;

-- Name: can_pay_for(uuid, uuid, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_pay_for(p_client_id uuid, p_service_id uuid, p_at timestamp with time zone) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select not private.service_is_paid(p_service_id)
    or private.unlimited_membership_for(p_client_id, p_service_id) is not null
    or exists (
      select 1 from public.credit_lots l
      where l.client_id = p_client_id
        and l.remaining > 0
        and (l.expires_at is null or l.expires_at > greatest(p_at, now()))
        and (l.service_id = p_service_id
             or (l.service_id is null
                 and l.category_id in (select c.category_id from public.service_credit_categories c
                                       where c.service_id = p_service_id)))
    );
$$;

-- Name: can_read_message_attachment(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_read_message_attachment(path text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select private.caller_is_active())
    and private.message_id_of_attachment(path) is not null
    and (
      split_part(path, '/', 1) = (select auth.uid())::text
      or exists (
        select 1 from public.messages m
        where m.id = private.message_id_of_attachment(path)
          and m.sender_id::text = split_part(path, '/', 1)
          and (m.sender_id = (select auth.uid()) or m.recipient_id = (select auth.uid()) or private.is_admin())
      )
    );
$$;

-- Name: can_read_program(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_read_program(target uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
begin
  return exists (
      select 1 from public.programs p
      where p.id = target
        and (p.created_by = caller
          or p.client_id = caller
          or exists (select 1 from public.users c where c.id = p.client_id and c.assigned_to = caller))
    )
    or exists (select 1 from public.users u where u.id = caller and u.role = 'admin');
end;
$$;

-- Name: can_read_workout(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_read_workout(target uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
begin
  return exists (
      select 1 from public.workouts w
      where w.id = target
        and (w.created_by = caller
          or w.client_id = caller
          or exists (select 1 from public.users c where c.id = w.client_id and c.assigned_to = caller)
          or exists (select 1 from public.users c where c.id = w.created_by and c.assigned_to = caller))
    )
    or exists (
      select 1
      from public.program_workouts pw join public.programs p on p.id = pw.program_id
      where pw.workout_id = target
        and (p.client_id = caller
          or exists (select 1 from public.users c where c.id = p.client_id and c.assigned_to = caller))
    )
    or exists (select 1 from public.users u where u.id = caller and u.role = 'admin')
    or (
      exists (select 1 from public.users u where u.id = caller and u.role = 'client')
      and exists (
        select 1 from public.on_demand_workouts o
        where o.workout_id = target and private.can_see_on_demand(o.id)
      )
    );
end;
$$;

-- Name: can_see_on_demand(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_see_on_demand(p_item uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with me as (
    select u.id, u.client_type from public.users u
    where u.id = (select auth.uid()) and u.status = 'active' and u.role = 'client'
  ),
  granted as (
    select c.id from public.on_demand_collections c
    where c.is_published and exists (
      select 1 from public.on_demand_grants g cross join me
      where g.collection_id = c.id
        and (
          g.audience = 'everyone'
          or (g.audience = 'client_type' and g.client_type = me.client_type)
          or (g.audience = 'client' and g.client_id = me.id)
          or (g.audience = 'membership_plan' and exists (
            select 1 from public.memberships m
            where m.client_id = me.id and m.plan_id = g.plan_id and m.status in ('active', 'past_due')
              and m.ended_at is null
          ))
          or (g.audience = 'package' and exists (
            select 1 from public.credit_lots l join public.orders o on o.id = l.order_id
            where l.client_id = me.id and o.package_id = g.package_id and l.remaining > 0
              and (l.expires_at is null or l.expires_at > now())
          ))
        )
    )
  )
  select p_item is not null and (
    (select private.is_staff())
    or exists (select 1 from granted where granted.id = p_item)
    or exists (
      select 1 from public.on_demand_collection_items i
      join granted on granted.id = i.collection_id
      join public.on_demand_resources r on r.id = i.resource_id
      where r.id = p_item and r.is_published
    )
    or exists (
      select 1 from public.on_demand_collection_items i
      join granted on granted.id = i.collection_id
      join public.on_demand_workouts w on w.id = i.workout_id
      where w.is_published
        and (w.id = p_item or exists (
          select 1 from public.on_demand_resources r
          where r.id = w.video_resource_id and r.id = p_item and r.is_published
        ))
    )
  );
$$;

-- Name: can_tag_client(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_tag_client(p_client_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.users u
    where u.id = p_client_id
      and u.role = 'client'
      and (u.assigned_to = (select auth.uid()) or (select private.is_admin()))
  ) and (select private.is_staff());
$$;

-- Name: can_write_message_attachment(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.can_write_message_attachment(path text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select (select private.caller_is_active())
    and private.message_id_of_attachment(path) is not null
    and split_part(path, '/', 1) = (select auth.uid())::text
    and not exists (select 1 from public.messages m where m.id = private.message_id_of_attachment(path));
$$;

-- Name: cancel_booking(uuid, text, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.cancel_booking_as(private.require_active_caller(), p_booking_id, p_reason, coalesce(p_waive_penalty, false));
end;
$$;

-- Name: cancel_booking_as(public.users, uuid, text, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.cancel_booking_as(p_caller public.users, p_booking_id uuid, p_reason text, p_waive_penalty boolean) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  st public.studio_settings := private.studio();
  b public.bookings;
  s public.service_sessions;
  staff boolean := p_caller.role in ('staff', 'admin');
  late boolean;
  result public.bookings;
begin
  b := private.booking_for(p_caller, p_booking_id, true);
  if p_waive_penalty and not staff then
    raise exception 'Only staff can override booking rules' using errcode = '42501';
  end if;
  if b.status not in ('booked', 'requested') then
    raise exception 'This booking is already %', replace(b.status::text, '_', ' ') using errcode = 'PT409';
  end if;
  select x.* into s from public.service_sessions x where x.id = b.session_id for update;
  late := b.status = 'booked' and now() > b.starts_at - make_interval(mins => st.cancel_window_minutes);
  update public.bookings
  set status = case when late and not p_waive_penalty then 'late_cancelled' else 'cancelled' end::public.booking_status,
      outcome = case when late and not p_waive_penalty then st.late_cancel_outcome end,
      fee_minor = case when late and not p_waive_penalty and st.late_cancel_outcome = 'fee' then st.late_cancel_fee_minor end,
      cancel_reason = nullif(left(btrim(coalesce(p_reason, '')), 500), ''),
      cancelled_at = now(),
      cancelled_by = p_caller.id,
      overridden = b.overridden or (late and p_waive_penalty),
      overridden_rules = case when late and p_waive_penalty then b.overridden_rules || 'late_cancel'::text else b.overridden_rules end,
      overridden_by = case when late and p_waive_penalty then p_caller.id else b.overridden_by end
  where id = b.id
  returning * into result;
  perform private.free_place(s);
  return result;
end;
$$;

-- Name: cancel_following(uuid, text, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean) RETURNS SETOF public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  first public.bookings;
  next_id uuid;
begin
  first := private.booking_for(me, p_booking_id, false);
  if first.series_id is null then
    return next private.cancel_booking_as(me, first.id, p_reason, coalesce(p_waive_penalty, false));
    return;
  end if;
  for next_id in
    select x.id from public.bookings x
    where x.series_id = first.series_id and x.starts_at >= first.starts_at and x.status in ('booked', 'requested')
    order by x.starts_at
  loop
    return next private.cancel_booking_as(me, next_id, p_reason, coalesce(p_waive_penalty, false));
  end loop;
end;
$$;

-- Name: check_booking_rules(public.users, public.services, public.users, timestamp with time zone, boolean, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_booking_rules(p_caller public.users, p_service public.services, p_client public.users, p_starts_at timestamp with time zone, p_override boolean, p_ignore_booking uuid) RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  st public.studio_settings := private.studio();
  staff boolean := p_caller.role in ('staff', 'admin');
  broken text[] := '{}';
  local_start timestamp := p_starts_at at time zone st.time_zone;
  week_first date;
  n integer;
  refuse text;
begin
  -- Clients booking for themselves: the studio may take requests only, or none at all.
  if not staff and st.client_booking_mode = 'staff_only' then
    raise exception 'Bookings are made by the studio: ask your trainer' using errcode = '42501';
  end if;
  if p_starts_at <= now() then
    refuse := 'That time has already passed';
    if not p_override then raise exception '%', refuse using errcode = '22023'; end if;
    broken := broken || 'past'::text;
  elsif p_starts_at < now() + make_interval(mins => st.min_notice_minutes) then
    refuse := format('Bookings close %s before the start', private.minutes_in_words(st.min_notice_minutes));
    if not p_override then raise exception '%', refuse using errcode = '22023'; end if;
    broken := broken || 'min_notice'::text;
  end if;
  if p_starts_at > now() + make_interval(days => st.max_advance_days) then
    if not p_override then
      raise exception 'Bookings open % days ahead', st.max_advance_days using errcode = '22023';
    end if;
    broken := broken || 'max_advance'::text;
  end if;
  -- A client with no type set is not in any list.
  if p_service.allowed_client_types is not null
    and not coalesce(p_client.client_type::text = any (p_service.allowed_client_types), false)
  then
    if not p_override then
      raise exception '%', case when staff then 'This service is not open to this client''s membership type'
                                else 'This service is not open to your membership type' end
        using errcode = '22023';
    end if;
    broken := broken || 'client_type'::text;
  end if;
  if st.max_bookings_per_day is not null then
    select count(*) into n from public.bookings b
    where b.client_id = p_client.id and b.id is distinct from p_ignore_booking
      and b.status in ('requested', 'booked', 'attended', 'no_show')
      and (b.starts_at at time zone st.time_zone)::date = local_start::date;
    if n >= st.max_bookings_per_day then
      if not p_override then
        raise exception '%', format('%s at most %s %s a day', case when staff then 'A client can have' else 'You can have' end,
          st.max_bookings_per_day, case when st.max_bookings_per_day = 1 then 'booking' else 'bookings' end)
          using errcode = '22023';
      end if;
      broken := broken || 'per_day'::text;
    end if;
  end if;
  if st.max_bookings_per_week is not null then
    week_first := local_start::date - ((extract(dow from local_start)::integer - st.week_start + 7) % 7);
    select count(*) into n from public.bookings b
    where b.client_id = p_client.id and b.id is distinct from p_ignore_booking
      and b.status in ('requested', 'booked', 'attended', 'no_show')
      and (b.starts_at at time zone st.time_zone)::date between week_first and week_first + 6;
    if n >= st.max_bookings_per_week then
      if not p_override then
        raise exception '%', format('%s at most %s %s a week', case when staff then 'A client can have' else 'You can have' end,
          st.max_bookings_per_week, case when st.max_bookings_per_week = 1 then 'booking' else 'bookings' end)
          using errcode = '22023';
      end if;
      broken := broken || 'per_week'::text;
    end if;
  end if;
  if st.max_upcoming_bookings is not null then
    select count(*) into n from public.bookings b
    where b.client_id = p_client.id and b.id is distinct from p_ignore_booking
      and b.status in ('requested', 'booked') and b.starts_at > now();
    if n >= st.max_upcoming_bookings then
      if not p_override then
        raise exception '%', format('%s at most %s upcoming %s', case when staff then 'A client can have' else 'You can have' end,
          st.max_upcoming_bookings, case when st.max_upcoming_bookings = 1 then 'booking' else 'bookings' end)
          using errcode = '22023';
      end if;
      broken := broken || 'upcoming'::text;
    end if;
  end if;
  return broken;
end;
$$;

-- Name: check_in(text, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_in(p_code text, p_method text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  v_method public.check_in_method;
  v_code text;
  parts text[];
  v_studio text;
  v_member integer;
  v_digits integer;
  k public.access_keys;
  client public.users;
  step bigint := private.current_time_step();
  matched bigint;
  d integer;
  inserted integer;
begin
  perform private.require_staff(me, 'Only staff can check clients in');
  if p_method is null or p_method not in ('qr', 'pin') then
    raise exception 'The method is qr or pin' using errcode = '22023';
  end if;
  if p_code is null or char_length(p_code) > 200 then
    raise exception 'A check-in code is required (at most 200 characters)' using errcode = '22023';
  end if;
  v_method := p_method::public.check_in_method;
  if private.desk_rate_limited(me.id) then
    return private.finish_check_in(me, null, null, v_method, 'rate_limited', null, null);
  end if;
  v_code := btrim(p_code);
  if v_method = 'qr' then
    parts := regexp_match(v_code, '^LW1\.([A-Za-z0-9]{6})\.([0-9]{4,7})\.([0-9]{6})$');
    if parts is null then
      return private.finish_check_in(me, null, null, v_method, 'invalid_format', null, null);
    end if;
    v_studio := upper(parts[1]);
    v_member := parts[2]::integer;
    v_digits := parts[3]::integer;
  else
    v_code := regexp_replace(v_code, '[[:space:]-]', '', 'g');
    if v_code !~ '^[0-9]{10,13}$' then
      return private.finish_check_in(me, null, null, v_method, 'invalid_format', null, null);
    end if;
    v_member := left(v_code, char_length(v_code) - 6)::integer;
    v_digits := right(v_code, 6)::integer;
  end if;
  select x.* into k from public.access_keys x where x.member_number = v_member;
  if k.client_id is null then
    return private.finish_check_in(me, null, null, v_method, 'unknown_member', null, null);
  end if;
  perform private.lock_client_check_in(k.client_id);
  select x.* into k from public.access_keys x where x.client_id = k.client_id;
  select u.* into client from public.users u where u.id = k.client_id;
  if v_studio is not null and v_studio <> st.studio_code then
    return private.finish_check_in(me, client, v_member, v_method, 'wrong_studio', null, null);
  end if;
  if private.member_rate_limited(client.id) then
    return private.finish_check_in(me, client, v_member, v_method, 'rate_limited', null, null);
  end if;
  if k.revoked_at is not null then
    return private.finish_check_in(me, client, v_member, v_method, 'revoked', null, null);
  end if;
  foreach d in array array[0, -1, 1] loop
    if private.totp_code(k.secret, step + d) = v_digits then
      matched := step + d;
      exit;
    end if;
  end loop;
  if matched is null then
    return private.finish_check_in(me, client, v_member, v_method, 'invalid_code', null, null);
  end if;
  -- The replay guard: the (client, step) row is taken once; a second presentation finds it.
  insert into public.access_code_uses (client_id, time_step) values (client.id, matched)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return private.finish_check_in(me, client, v_member, v_method, 'replayed', null, matched);
  end if;
  return private.admit(me, client, v_member, v_method, false, matched);
end;
$_$;

-- Name: valid_check_in_questions(jsonb); Type: FUNCTION; Schema: private
CREATE FUNCTION private.valid_check_in_questions(p jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  q jsonb;
  ids text[] := '{}';
begin
  if p is null or jsonb_typeof(p) <> 'array' or jsonb_array_length(p) not between 1 and 20 then
    return false;
  end if;
  for q in select value from jsonb_array_elements(p) loop
    if jsonb_typeof(q) <> 'object'
      or jsonb_typeof(q -> 'id') is distinct from 'string'
      or jsonb_typeof(q -> 'kind') is distinct from 'string'
      or jsonb_typeof(q -> 'label') is distinct from 'string'
      or (q ->> 'id') !~ '^[a-z0-9_-]{1,40}$'
      or (q ->> 'kind') not in ('energy', 'sleep', 'stress', 'photo', 'text', 'custom')
      or char_length(btrim(q ->> 'label')) not between 1 and 200
      or (q ->> 'id') = any (ids)
    then
      return false;
    end if;
    ids := ids || (q ->> 'id');
  end loop;
  -- At most one photo question: the answer holds one photo.
  return (select count(*) from jsonb_array_elements(p) e where e ->> 'kind' = 'photo') <= 1;
end;
$_$;

-- Name: check_in_forms; Type: TABLE; Schema: public
CREATE TABLE public.check_in_forms (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    coach_id uuid DEFAULT auth.uid() NOT NULL,
    client_id uuid,
    questions jsonb NOT NULL,
    due_weekday smallint DEFAULT 1 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT check_in_forms_due_weekday_check CHECK (((due_weekday >= 0) AND (due_weekday <= 6))),
    CONSTRAINT check_in_forms_questions CHECK (private.valid_check_in_questions(questions))
);

-- Name: TABLE check_in_forms; Type: COMMENT; Schema: public
COMMENT ON TABLE public.check_in_forms IS 'Weekly check-in questions and due day: per client, or a coach''s default (client_id null).';

-- Name: check_in_form_for(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_in_form_for(p_client uuid) RETURNS public.check_in_forms
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select f.* from public.check_in_forms f
  where f.client_id = p_client
     or (f.client_id is null and f.coach_id = (select u.assigned_to from public.users u where u.id = p_client))
  order by (f.client_id is null)
  limit 1;
$$;

-- Name: check_in_manual(uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_in_manual(p_client_id uuid, p_override boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  client public.users;
begin
  perform private.require_staff(me, 'Only staff can check clients in');
  if p_client_id is null then
    raise exception 'Choose a client to check in' using errcode = '22023';
  end if;
  select u.* into client from public.users u where u.id = p_client_id;
  if client.id is null then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  perform private.lock_client_check_in(client.id);
  return private.admit(me, client, null, 'manual', coalesce(p_override, false), null);
end;
$$;

-- Name: weekly_check_ins; Type: TABLE; Schema: public
CREATE TABLE public.weekly_check_ins (
    id uuid NOT NULL,
    client_id uuid DEFAULT auth.uid() NOT NULL,
    trainer_id uuid,
    week_start date NOT NULL,
    questions jsonb NOT NULL,
    answers jsonb DEFAULT '{}'::jsonb NOT NULL,
    photo_path text,
    message_id uuid,
    submitted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT weekly_check_ins_answers_check CHECK ((jsonb_typeof(answers) = 'object'::text)),
    CONSTRAINT weekly_check_ins_photo_path_check CHECK (((photo_path IS NULL) OR (char_length(photo_path) <= 200)))
);

-- Name: TABLE weekly_check_ins; Type: COMMENT; Schema: public
COMMENT ON TABLE public.weekly_check_ins IS 'A client''s answers to their weekly check-in: one per client per studio week, kept as history.';

-- Name: check_in_summary(public.weekly_check_ins); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_in_summary(p public.weekly_check_ins) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  q jsonb;
  a jsonb;
  lines text[] := array[format('Weekly check-in, week of %s', to_char(p.week_start, 'FMDy DD Mon'))];
begin
  for q in select value from jsonb_array_elements(p.questions) loop
    a := p.answers -> (q ->> 'id');
    if q ->> 'kind' = 'photo' then
      lines := lines || format('%s: %s', q ->> 'label',
        case when p.photo_path is null then 'no photo' else 'photo added (on my profile, Check-ins)' end);
    elsif a is null or a = 'null'::jsonb or btrim(a #>> '{}') = '' then
      lines := lines || format('%s: (no answer)', q ->> 'label');
    elsif q ->> 'kind' in ('energy', 'sleep', 'stress') then
      lines := lines || format('%s: %s/5', q ->> 'label', a #>> '{}');
    else
      lines := lines || format('%s: %s', q ->> 'label', btrim(a #>> '{}'));
    end if;
  end loop;
  return left(array_to_string(lines, E'\n'), 5000);
end;
$$;

-- Name: client_invitations; Type: TABLE; Schema: public
CREATE TABLE public.client_invitations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invited_by uuid NOT NULL,
    trainer_id uuid NOT NULL,
    client_type public.client_type DEFAULT 'programming'::public.client_type NOT NULL,
    email text,
    phone text,
    token_hash text NOT NULL,
    code_hash text,
    status public.invitation_status DEFAULT 'invited'::public.invitation_status NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '7 days'::interval) NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    accepted_by uuid,
    accepted_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_invitations_accepted_at_check CHECK (((accepted_at IS NULL) OR ((accepted_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (accepted_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT client_invitations_accepted_has_account CHECK (((status = 'accepted'::public.invitation_status) = (accepted_at IS NOT NULL))),
    CONSTRAINT client_invitations_code_for_phone CHECK (((code_hash IS NULL) OR (phone IS NOT NULL))),
    CONSTRAINT client_invitations_code_hash_check CHECK (((code_hash IS NULL) OR (code_hash ~ '^[0-9a-f]{64}$'::text))),
    CONSTRAINT client_invitations_created_at_check CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT client_invitations_email_check CHECK (((email IS NULL) OR ((char_length(email) <= 320) AND (email = lower(email)) AND (email ~ '^[^@\s]+@[^@\s]+$'::text)))),
    CONSTRAINT client_invitations_expires_at_check CHECK (((expires_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (expires_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT client_invitations_one_contact CHECK (((email IS NULL) <> (phone IS NULL))),
    CONSTRAINT client_invitations_phone_check CHECK (((phone IS NULL) OR (phone ~ '^[1-9][0-9]{7,14}$'::text))),
    CONSTRAINT client_invitations_sent_at_check CHECK (((sent_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (sent_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT client_invitations_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

-- Name: TABLE client_invitations; Type: COMMENT; Schema: public
COMMENT ON TABLE public.client_invitations IS 'Invitations to register as a client of a trainer. Token and code kept as SHA-256 only, readable by no API role; written by the invitation functions.';

-- Name: check_invitation_for(public.client_invitations, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_invitation_for(p_row public.client_invitations, p_user uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_user public.users;
begin
  if p_row.status = 'accepted' then
    raise exception 'This invitation has already been used. Sign in with the account that accepted it, or ask your coach for a new one.'
      using errcode = '22023';
  end if;
  if p_row.status = 'revoked' then
    raise exception 'This invitation was withdrawn by your coach. Ask them to send a new one.' using errcode = '22023';
  end if;
  if p_row.status = 'expired' or p_row.expires_at <= now() then
    -- Not marked here: the refusal rolls the transaction back. Readers see it expired by its date.
    raise exception 'This invitation has expired. Ask your coach to send a new one.' using errcode = '22023';
  end if;
  select u.* into v_user from public.users u where u.id = p_user;
  if v_user.id is null or v_user.status <> 'active' then
    raise exception 'Sign in with an active account to accept the invitation' using errcode = '42501';
  end if;
  if v_user.role <> 'client' then
    raise exception 'Invitations are for client accounts. Sign out and register as the client.' using errcode = '42501';
  end if;
  if (p_row.email is not null and v_user.email is distinct from p_row.email)
    or (p_row.phone is not null and v_user.phone is distinct from p_row.phone) then
    raise exception 'This invitation was sent to a different %. Register or sign in with the one it was sent to.',
      case when p_row.email is not null then 'email address' else 'phone number' end
      using errcode = '42501';
  end if;
  if v_user.assigned_to is not null and v_user.assigned_to <> p_row.trainer_id then
    raise exception 'You already have a coach. Ask an admin to move you to this one.' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.users t where t.id = p_row.trainer_id and t.role in ('staff', 'admin') and t.status = 'active'
  ) then
    raise exception 'This coach is no longer taking clients here.' using errcode = '22023';
  end if;
end;
$$;

-- Name: check_message_attachment(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_message_attachment() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  stored jsonb;
begin
  if new.attachment_path is null or current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if char_length(new.attachment_path) > 200
    or (new.attachment_thumbnail_path is not null and char_length(new.attachment_thumbnail_path) > 200) then
    raise exception 'The attachment path is not valid' using errcode = '22023';
  end if;
  stored := private.stored_message_attachment(new.attachment_path);
  if stored is null then
    raise exception 'Upload the attachment before sending the message' using errcode = '23503';
  end if;
  if new.attachment_thumbnail_path is not null
    and private.stored_message_attachment(new.attachment_thumbnail_path) is null then
    raise exception 'Upload the thumbnail before sending the message' using errcode = '23503';
  end if;
  if jsonb_typeof(stored -> 'size') = 'number' then
    new.attachment_size := (stored ->> 'size')::bigint;
  end if;
  if jsonb_typeof(stored -> 'mimetype') = 'string' then
    new.attachment_mime := stored ->> 'mimetype';
  end if;
  return new;
end;
$$;

-- Name: check_studio_time_zone(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_studio_time_zone() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = new.time_zone) then
    raise exception 'Unknown time zone "%": use an IANA name such as Europe/London', new.time_zone
      using errcode = '22023';
  end if;
  return new;
end;
$$;

-- Name: check_waitlist_payable(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.check_waitlist_payable() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  s public.service_sessions;
  client_name text;
begin
  select x.* into s from public.service_sessions x where x.id = new.session_id;
  if s.id is null or private.can_pay_for(new.client_id, s.service_id, s.starts_at) then
    return new;
  end if;
  if new.client_id = (select auth.uid()) then
    raise exception 'You need a credit for this class to join its waitlist' using errcode = '22023';
  end if;
  select nullif(btrim(u.first_name), '') into client_name from public.users u where u.id = new.client_id;
  raise exception '% has no credit for this class to join its waitlist', coalesce(client_name, 'This client')
    using errcode = '22023';
end;
$$;

-- Name: service_sessions; Type: TABLE; Schema: public
CREATE TABLE public.service_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    service_id uuid NOT NULL,
    trainer_id uuid NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    buffer_before_minutes integer DEFAULT 0 NOT NULL,
    buffer_after_minutes integer DEFAULT 0 NOT NULL,
    busy tstzrange NOT NULL,
    capacity integer NOT NULL,
    seats_taken integer DEFAULT 0 NOT NULL,
    status public.session_status DEFAULT 'scheduled'::public.session_status NOT NULL,
    series_id uuid,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    cancelled_at timestamp with time zone,
    CONSTRAINT service_sessions_buffer_after_minutes_check CHECK (((buffer_after_minutes >= 0) AND (buffer_after_minutes <= 240))),
    CONSTRAINT service_sessions_buffer_before_minutes_check CHECK (((buffer_before_minutes >= 0) AND (buffer_before_minutes <= 240))),
    CONSTRAINT service_sessions_cancelled_at_in_range CHECK (((cancelled_at IS NULL) OR ((cancelled_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (cancelled_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT service_sessions_capacity_check CHECK (((capacity >= 1) AND (capacity <= 500))),
    CONSTRAINT service_sessions_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT service_sessions_ends_at_in_range CHECK (((ends_at IS NULL) OR ((ends_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ends_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT service_sessions_order CHECK (((starts_at < ends_at) AND (ends_at <= (starts_at + '24:00:00'::interval)))),
    CONSTRAINT service_sessions_seats CHECK (((seats_taken >= 0) AND (seats_taken <= capacity))),
    CONSTRAINT service_sessions_starts_at_in_range CHECK (((starts_at IS NULL) OR ((starts_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (starts_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT service_sessions_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE service_sessions; Type: COMMENT; Schema: public
COMMENT ON TABLE public.service_sessions IS 'A trainer''s time for one service: an appointment (capacity 1) or a class occurrence. Written only by the booking functions.';

-- Name: class_session(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.class_session(p_session_id uuid) RETURNS public.service_sessions
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  s public.service_sessions;
begin
  select x.* into s from public.service_sessions x where x.id = p_session_id;
  if s.id is null or s.capacity = 1 then
    raise exception 'No such class' using errcode = 'PT404';
  end if;
  return s;
end;
$$;

-- Name: clean_message_body(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.clean_message_body() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.body := rtrim(
    regexp_replace(new.body, '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\uFEFF]', '', 'g'),
    E' \t\r\n'
  );
  new.body := ltrim(new.body, E'\r\n');
  return new;
end;
$$;

-- Name: clear_message_notification(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.clear_message_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.notifications
  set read_at = new.read_at
  where recipient_id = new.recipient_id
    and dedupe_key = 'message:' || new.id::text
    and read_at is null;
  return null;
end;
$$;

-- Name: refunds; Type: TABLE; Schema: public
CREATE TABLE public.refunds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    order_id uuid NOT NULL,
    amount_minor integer NOT NULL,
    credits_removed integer DEFAULT 0 NOT NULL,
    status public.refund_status DEFAULT 'pending'::public.refund_status NOT NULL,
    provider_refund_id text,
    reason text,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    CONSTRAINT refunds_amount_minor_check CHECK (((amount_minor >= 1) AND (amount_minor <= 100000000))),
    CONSTRAINT refunds_completed_at_in_range CHECK (((completed_at IS NULL) OR ((completed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (completed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT refunds_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT refunds_credits_removed_check CHECK (((credits_removed >= 0) AND (credits_removed <= 100000))),
    CONSTRAINT refunds_provider_refund_id_check CHECK ((char_length(provider_refund_id) <= 200)),
    CONSTRAINT refunds_reason_check CHECK ((char_length(reason) <= 500))
);

-- Name: complete_refund(uuid, text, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean) RETURNS public.refunds
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  r public.refunds;
begin
  select x.* into r from public.refunds x where x.id = p_refund_id for update;
  if r.id is null then
    raise exception 'No such refund' using errcode = 'PT404';
  end if;
  if r.status <> 'pending' then
    return r;
  end if;
  if coalesce(p_succeeded, false) then
    update public.refunds set provider_refund_id = nullif(p_provider_refund_id, '') where id = r.id returning * into r;
    perform private.settle_refund(r);
  else
    update public.refunds set status = 'failed', completed_at = now() where id = r.id;
  end if;
  select x.* into r from public.refunds x where x.id = p_refund_id;
  return r;
end;
$$;

-- Name: copy_program_weeks(uuid, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.copy_program_weeks(p_from uuid, p_to uuid) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  update public.programs t
  set deload_weeks = s.deload_weeks, deload_percent = s.deload_percent, deload_target = s.deload_target
  from public.programs s
  where s.id = p_from and t.id = p_to;
  delete from public.program_week_prescriptions where program_id = p_to;
  insert into public.program_week_prescriptions
    (program_id, week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note)
  select p_to, w.week_number, w.workout_exercise_id, w.sets, w.reps, w.weight_kg, w.percent_e1rm, w.rpe, w.note
  from public.program_week_prescriptions w
  where w.program_id = p_from;
end;
$$;

-- Name: create_calendar_feed_token(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.create_calendar_feed_token() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_me uuid := (select auth.uid());
  v_token text;
begin
  if v_me is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to make a calendar link' using errcode = '42501';
  end if;
  -- One at a time per person, so two clicks cannot both find "no active token".
  perform pg_advisory_xact_lock(hashtextextended('calendar_feed:' || v_me::text, 0));
  update public.calendar_feed_tokens set revoked_at = now() where user_id = v_me and revoked_at is null;
  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.calendar_feed_tokens (user_id, token_hash)
  values (v_me, encode(sha256(convert_to(v_token, 'UTF8')), 'hex'));
  return v_token;
end;
$$;

-- Name: create_client_invitation(text, text, public.client_type, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.create_client_invitation(p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid) RETURNS TABLE(id uuid, token text, code text, expires_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
#variable_conflict use_column
declare
  v_me uuid := (select auth.uid());
  v_trainer uuid := private.invitation_trainer(p_trainer_id);
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := nullif(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), '');
  v_token text := encode(extensions.gen_random_bytes(32), 'hex');
  v_code text;
  v_row public.client_invitations;
begin
  if (v_email is null) = (v_phone is null) then
    raise exception 'Enter an email address or a phone number' using errcode = '22023';
  end if;
  if v_email is not null and (char_length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    raise exception 'Enter a valid email address' using errcode = '22023';
  end if;
  if v_phone is not null and v_phone !~ '^[1-9][0-9]{7,14}$' then
    raise exception 'Enter a valid phone number' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.users u
    where (u.email = v_email or u.phone = v_phone) and (u.role <> 'client' or u.assigned_to = v_trainer)
  ) then
    raise exception 'This person already has an account here: they are staff or already your client'
      using errcode = '23505';
  end if;
  if v_phone is not null then
    v_code := private.random_invitation_code();
  end if;
  update public.client_invitations i set status = 'revoked'
  where i.trainer_id = v_trainer and i.status = 'invited'
    and (i.email = v_email or i.phone = v_phone);
  insert into public.client_invitations (invited_by, trainer_id, client_type, email, phone, token_hash, code_hash)
  values (v_me, v_trainer, coalesce(p_client_type, 'programming'), v_email, v_phone,
          private.sha256_hex(v_token), case when v_code is null then null else private.sha256_hex(v_phone || ':' || v_code) end)
  returning * into v_row;
  return query select v_row.id, v_token, v_code, v_row.expires_at;
end;
$_$;

-- Name: credit_balances(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.credit_balances(p_client_id uuid) RETURNS TABLE(category_id uuid, category_name text, service_id uuid, service_name text, remaining integer, next_expiry timestamp with time zone, unlimited boolean)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  client uuid := coalesce(p_client_id, me.id);
begin
  if not private.may_act_for_client(me, client) then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  return query
    with lots as (
      select l.category_id, l.service_id, sum(l.remaining)::integer as total, min(l.expires_at) as soonest
      from public.credit_lots l
      where l.client_id = client and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
      group by l.category_id, l.service_id
    ),
    unlimited as (
      select distinct m.category_id from public.memberships m
      where m.client_id = client and m.credits_per_period is null and m.category_id is not null
        and (m.status = 'active' or (m.status = 'past_due'
             and m.past_due_since + make_interval(days => (select s.past_due_grace_days from public.studio_settings s)) > now()))
    ),
    keys as (
      select l.category_id as cat, l.service_id as svc from lots l
      union
      select u.category_id, null::uuid from unlimited u
    )
    select k.cat, c.name, k.svc, s.name, coalesce(l.total, 0), l.soonest,
      k.svc is null and exists (select 1 from unlimited u where u.category_id = k.cat)
    from keys k
    left join lots l on l.category_id is not distinct from k.cat and l.service_id is not distinct from k.svc
    left join public.credit_categories c on c.id = k.cat
    left join public.services s on s.id = k.svc
    order by c.name nulls last, s.name;
end;
$$;

-- Name: current_time_step(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.current_time_step() RETURNS bigint
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select floor(extract(epoch from now()) / 30)::bigint;
$$;

-- Name: cycle_shared_with_staff(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.cycle_shared_with_staff(target uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select u.cycle_tracking_enabled and u.cycle_shared_with_trainer from public.users u where u.id = target),
    false);
$$;

-- Name: desk_rate_limited(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.desk_rate_limited(p_desk_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*) >= 10 from public.check_in_attempts a
  where a.desk_user_id = p_desk_user_id and a.attempted_at > now() - interval '5 minutes'
    and a.method in ('qr', 'pin') and a.result = 'refused'
    and a.reason in ('invalid_format', 'unknown_member', 'invalid_code', 'replayed', 'wrong_studio');
$$;

-- Name: discount_for(text, public.order_kind, uuid, uuid, integer, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.discount_for(p_code text, p_kind public.order_kind, p_product_id uuid, p_client_id uuid, p_list_price integer, p_lock boolean) RETURNS TABLE(discount_id uuid, discount_minor integer, problem text)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  max_misses constant integer := 10;
  miss_window constant interval := interval '15 minutes';
  preview_valid_for constant interval := interval '1 hour';
  d public.discount_codes;
  v_code text := upper(btrim(coalesce(p_code, '')));
  v_problem text;
begin
  if v_code = '' then
    return query select null::uuid, 0, null::text;
    return;
  end if;
  if char_length(v_code) > 64 then
    return query select null::uuid, 0, 'This code is not valid'::text;
    return;
  end if;
  if p_lock then
    if not exists (
      select 1 from private.discount_code_checks c
      where c.client_id = p_client_id and c.code = v_code and c.valid and c.checked_at > now() - preview_valid_for
    ) then
      return query select null::uuid, 0, 'Apply the code before paying'::text;
      return;
    end if;
    select x.* into d from public.discount_codes x where upper(x.code) = v_code for update;
  else
    if (
      select count(*) from private.discount_code_checks c
      where c.client_id = p_client_id and not c.valid and c.checked_at > now() - miss_window
    ) >= max_misses then
      return query select null::uuid, 0, 'Too many codes tried. Try again in 15 minutes.'::text;
      return;
    end if;
    select x.* into d from public.discount_codes x where upper(x.code) = v_code;
  end if;
  if d.id is null or d.is_archived then
    v_problem := 'This code is not valid';
  elsif p_kind not in ('pack', 'membership') or (d.product_ids is not null and not (p_product_id = any (d.product_ids))) then
    v_problem := 'This code does not apply to this product';
  elsif d.starts_at is not null and d.starts_at > now() then
    v_problem := 'This code is not valid yet';
  elsif d.ends_at is not null and d.ends_at <= now() then
    v_problem := 'This code has expired';
  elsif d.max_redemptions is not null and (select count(*) from public.discount_redemptions r
        where r.discount_id = d.id and r.released_at is null) >= d.max_redemptions then
    v_problem := 'This code has been used up';
  elsif d.max_per_client is not null and (select count(*) from public.discount_redemptions r
        where r.discount_id = d.id and r.client_id = p_client_id and r.released_at is null) >= d.max_per_client then
    v_problem := 'You have already used this code';
  end if;
  if not p_lock then
    insert into private.discount_code_checks (client_id, code, valid) values (p_client_id, v_code, v_problem is null);
  end if;
  if v_problem is not null then
    return query select null::uuid, 0, v_problem;
  else
    return query select d.id,
      case d.kind when 'percent' then (p_list_price::bigint * d.percent_off / 100)::integer
                  else least(d.amount_off_minor, p_list_price) end,
      null::text;
  end if;
end;
$$;

-- Name: display_name(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.display_name(p_user uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select nullif(u.name, '') from public.users u where u.id = p_user), 'Someone');
$$;

-- Name: estimated_one_rep_max(double precision, integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.estimated_one_rep_max(p_weight double precision, p_reps integer) RETURNS double precision
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when p_weight is null or p_reps is null or p_weight <= 0 or p_reps <= 0 then null
    when p_reps = 1 then p_weight
    else p_weight * (1 + least(p_reps, 12) / 30.0)
  end;
$$;

-- Name: exercise_alias_keys(text[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.exercise_alias_keys(aliases text[]) RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(array_agg(lower(btrim(alias))), '{}') from unnest(aliases) as alias;
$$;

-- Name: exercise_aliases_well_formed(text[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.exercise_aliases_well_formed(aliases text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select aliases is not null
    and cardinality(aliases) <= 20
    and not exists (
      select 1 from unnest(aliases) as alias
      where alias is null or alias <> btrim(alias) or char_length(alias) not between 1 and 80
    );
$$;

-- Name: exercise_media_references_ok(text[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.exercise_media_references_ok(items text[]) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select items is null or not exists (
    select 1
    from unnest(items) as item
    where not coalesce(item ~ '^https://[^\s]+$' or item ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$', false)
  );
$_$;

-- Name: exercise_names_stay_unique(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.exercise_names_stay_unique() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_alias text;
  v_alias_keys text[];
  v_name_key text := lower(btrim(new.name));
  v_clash text;
begin
  -- Words before the check constraint's bare message.
  if new.aliases is null then
    new.aliases := '{}';
  end if;
  if cardinality(new.aliases) > 20 then
    raise exception 'An exercise can have at most 20 aliases' using errcode = '22023';
  end if;
  foreach v_alias in array new.aliases loop
    if v_alias is null or btrim(v_alias) = '' then
      raise exception 'An alias cannot be empty' using errcode = '22023';
    elsif char_length(v_alias) > 80 then
      raise exception 'An alias can be at most 80 characters' using errcode = '22023';
    elsif v_alias <> btrim(v_alias) then
      raise exception 'The alias "%" has spaces at an end', v_alias using errcode = '22023';
    end if;
  end loop;

  if not new.is_active then
    return new;
  end if;

  v_alias_keys := private.exercise_alias_keys(new.aliases);
  select key into v_clash
  from unnest(v_alias_keys) as key
  group by key
  having count(*) > 1 or key = v_name_key
  limit 1;
  if v_clash is not null then
    raise exception 'The alias "%" repeats this exercise''s name or another of its aliases', v_clash
      using errcode = '23505';
  end if;

  -- One writer at a time, so two concurrent saves cannot both take the same name or alias.
  perform pg_advisory_xact_lock(hashtext('public.exercises: names and aliases'));

  select e.name into v_clash
  from public.exercises as e
  where e.is_active
    and e.id <> new.id
    and (lower(btrim(e.name)) = any (v_alias_keys)
      or private.exercise_alias_keys(e.aliases) && (v_alias_keys || v_name_key))
  limit 1;
  if v_clash is not null then
    raise exception 'Another exercise in the library, "%", already goes by this name or one of these aliases', v_clash
      using errcode = '23505';
  end if;
  return new;
end;
$$;

-- Name: fee_order(public.bookings, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.fee_order(p_booking public.bookings, p_what text) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  st public.studio_settings := private.studio();
  service_name text;
  v_order_id uuid;
begin
  select s.name into service_name from public.services s where s.id = p_booking.service_id;
  insert into public.orders (client_id, kind, booking_id, service_id, description, list_price_minor, amount_minor, currency)
  values (
    p_booking.client_id, 'fee', p_booking.id, p_booking.service_id,
    left(format('%s fee: %s on %s', p_what, service_name,
      to_char(p_booking.starts_at at time zone st.time_zone, 'DD Mon YYYY HH24:MI')), 200),
    p_booking.fee_minor, p_booking.fee_minor, st.currency
  ) returning id into v_order_id;
  return v_order_id;
end;
$$;

-- Name: finish_check_in(public.users, public.users, integer, public.check_in_method, public.check_in_reason, text, bigint); Type: FUNCTION; Schema: private
CREATE FUNCTION private.finish_check_in(p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method, p_reason public.check_in_reason, p_via text, p_time_step bigint) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  allowed boolean := p_reason in ('ok', 'override');
  v_attempt_id uuid;
  v_check_in_id uuid;
  v_booking_id uuid;
  v_member_number integer := p_member_number;
begin
  insert into public.check_in_attempts (desk_user_id, client_id, method, result, reason, time_step)
  values (p_desk.id, p_client.id, p_method, case when allowed then 'allowed' else 'refused' end::public.check_in_result,
          p_reason, p_time_step)
  returning id into v_attempt_id;
  if allowed then
    -- The booking this check-in is for: booked, starting between 15 minutes ago and 2 hours from now
    -- (the check-in falls in [start - 2 h, start + 15 min]), the nearest start.
    select b.id into v_booking_id from public.bookings b
    where b.client_id = p_client.id and b.status = 'booked'
      and b.starts_at between now() - interval '15 minutes' and now() + interval '2 hours'
    order by abs(extract(epoch from b.starts_at - now())), b.id
    limit 1
    for update;
    if v_booking_id is not null then
      update public.bookings set status = 'attended', attendance_marked_at = now() where id = v_booking_id;
    end if;
    insert into public.check_ins (client_id, method, desk_user_id, booking_id, overridden)
    values (p_client.id, p_method, p_desk.id, v_booking_id, p_reason = 'override')
    returning id into v_check_in_id;
  end if;
  if p_client.id is not null and v_member_number is null then
    select k.member_number into v_member_number from public.access_keys k where k.client_id = p_client.id;
  end if;
  return jsonb_build_object(
    'result', case when allowed then 'allowed' else 'refused' end,
    'reason', p_reason,
    'attempt_id', v_attempt_id,
    'check_in_id', v_check_in_id,
    'booking_id', v_booking_id,
    'via', case when allowed then p_via end,
    'client', case when p_client.id is not null then jsonb_build_object(
      'id', p_client.id, 'first_name', p_client.first_name, 'last_name', p_client.last_name,
      'avatar_url', p_client.avatar_url, 'member_number', v_member_number, 'client_type', p_client.client_type) end
  );
end;
$$;

-- Name: forgive_booking(uuid, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.forgive_booking(p_booking_id uuid, p_note text) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  b public.bookings;
  kept public.credit_ledger;
  fee public.orders;
  result public.bookings;
begin
  perform private.require_staff(me, 'Only staff can forgive a late cancel or a no-show');
  b := private.booking_for(me, p_booking_id, true);
  if b.status not in ('late_cancelled', 'no_show') then
    raise exception 'Only a late cancel or a no-show can be forgiven' using errcode = '22023';
  end if;
  if b.forgiven_at is not null then
    raise exception 'This booking has already been forgiven' using errcode = 'PT409';
  end if;
  if b.fee_order_id is not null then
    select o.* into fee from public.orders o where o.id = b.fee_order_id for update;
    if fee.status = 'pending' then
      update public.orders set status = 'void' where id = fee.id;
    elsif fee.status = 'paid' then
      raise exception 'The fee has been paid: refund it from the client''s orders' using errcode = 'PT409';
    end if;
  end if;
  select l.* into kept from public.credit_ledger l
  where l.booking_id = b.id and l.reason in ('late_cancel', 'no_show') and l.delta = 0;
  if kept.id is not null then
    insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id, note)
    values (kept.lot_id, b.client_id, 1, 'forgive', b.id, me.id, nullif(left(btrim(coalesce(p_note, '')), 500), ''));
  end if;
  update public.bookings set forgiven_at = now(), forgiven_by = me.id where id = b.id returning * into result;
  return result;
end;
$$;

-- Name: free_place(public.service_sessions); Type: FUNCTION; Schema: private
CREATE FUNCTION private.free_place(p_session public.service_sessions) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  st public.studio_settings := private.studio();
  entry public.waitlist_entries;
  promoted public.bookings;
  service_name text;
begin
  if p_session.capacity = 1 then
    update public.service_sessions set status = 'cancelled', seats_taken = 0, cancelled_at = now()
    where id = p_session.id;
    return;
  end if;
  update public.service_sessions set seats_taken = seats_taken - 1 where id = p_session.id;
  if p_session.status <> 'scheduled' or now() >= p_session.starts_at - make_interval(mins => st.cancel_window_minutes) then
    return;
  end if;
  select x.name into service_name from public.services x where x.id = p_session.service_id;
  -- First come, first promoted. A waiting client now busy elsewhere at that time, or with nothing to
  -- pay for a paid class with (pay_for_booking raises LWNOC), is passed over and keeps their place.
  for entry in
    select w.* from public.waitlist_entries w
    where w.session_id = p_session.id and w.status = 'waiting'
    order by w.seq
    for update
  loop
    begin
      insert into public.bookings (session_id, service_id, trainer_id, client_id, starts_at, ends_at, status, booked_by)
      values (p_session.id, p_session.service_id, p_session.trainer_id, entry.client_id, p_session.starts_at,
              p_session.ends_at, 'booked', null)
      returning * into promoted;
    exception when exclusion_violation or unique_violation or sqlstate 'LWNOC' then
      continue;
    end;
    update public.waitlist_entries
    set status = 'promoted', promoted_booking_id = promoted.id, promoted_at = now()
    where id = entry.id;
    update public.service_sessions set seats_taken = seats_taken + 1 where id = p_session.id;
    insert into public.messages (sender_id, recipient_id, body)
    values (
      p_session.trainer_id, entry.client_id,
      format('A place opened in %s on %s and you are booked in. See your appointments: /appointments',
        service_name, to_char(p_session.starts_at at time zone st.time_zone, 'FMDay DD Mon "at" HH24:MI'))
    );
    return;
  end loop;
end;
$$;

-- Name: free_slots(uuid, uuid, date, date, integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  s public.services;
  step integer;
begin
  if p_from is null or p_to is null or p_to < p_from or p_to > p_from + 62 then
    raise exception 'Choose a date range of at most 62 days' using errcode = '22023';
  end if;
  select x.* into s from public.services x where x.id = p_service_id and not x.is_archived;
  if s.id is null then
    raise exception 'No such service' using errcode = 'PT404';
  end if;
  if not exists (
    select 1 from public.service_trainers x join public.users u on u.id = x.trainer_id
    where x.service_id = s.id and x.trainer_id = p_trainer_id and u.status = 'active'
  ) then
    return;
  end if;
  step := coalesce(p_interval_minutes, s.duration_minutes);
  if step not between 5 and 720 then
    raise exception 'Slots are 5 to 720 minutes apart' using errcode = '22023';
  end if;
  return query
    with days as (
      select g::date as d from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g
    ),
    windows as (
      select days.d, w.start_time, w.end_time
      from days cross join lateral private.trainer_windows(p_trainer_id, days.d) w
    ),
    local_starts as (
      select windows.d, windows.d + windows.start_time + make_interval(mins => k * step) as local_start,
             windows.d + windows.end_time as local_end
      from windows
      cross join lateral generate_series(
        0, (extract(epoch from (windows.end_time - windows.start_time))::integer / 60 - s.duration_minutes) / step
      ) k
    ),
    candidates as (
      select (l.local_start at time zone st.time_zone) as slot_start, l.local_start, l.local_end
      from local_starts l
    )
    select c.slot_start, c.slot_start + make_interval(mins => s.duration_minutes)
    from candidates c
    where (c.slot_start at time zone st.time_zone) = c.local_start
      and ((c.slot_start + make_interval(mins => s.duration_minutes)) at time zone st.time_zone) <= c.local_end
      and c.slot_start > now()
      and (me.role in ('staff', 'admin')
        or (c.slot_start >= now() + make_interval(mins => st.min_notice_minutes)
            and c.slot_start <= now() + make_interval(days => st.max_advance_days)))
      and not exists (
        select 1 from public.service_sessions x
        where x.trainer_id = p_trainer_id and x.status = 'scheduled'
          and x.busy && tstzrange(c.slot_start - make_interval(mins => s.buffer_before_minutes),
                                  c.slot_start + make_interval(mins => s.duration_minutes + s.buffer_after_minutes))
      )
      and not exists (
        select 1 from public.trainer_blockouts b
        where b.trainer_id = p_trainer_id
          and tstzrange(b.starts_at, b.ends_at) && tstzrange(c.slot_start, c.slot_start + make_interval(mins => s.duration_minutes))
      )
    order by 1;
end;
$$;

-- Name: fulfil_order(public.orders, text, text, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.fulfil_order(p_order public.orders, p_subscription_id text, p_customer_id text, p_period_start timestamp with time zone, p_period_end timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  m public.memberships;
  start_at timestamptz := coalesce(p_period_start, p_order.paid_at, now());
begin
  if p_order.kind in ('pack', 'drop_in') then
    perform private.grant_lot(p_order.client_id, p_order.category_id, p_order.service_id, p_order.credits,
      case when p_order.valid_days is not null
        then private.studio_later(coalesce(p_order.paid_at, now()), make_interval(days => p_order.valid_days)) end,
      p_order.id, null, null, 'grant', null, null);
  elsif p_order.kind = 'membership' then
    insert into public.memberships (
      client_id, plan_id, order_id, description, price_minor, currency, billing_interval, credits_per_period, category_id,
      current_period_start, current_period_end, provider, provider_subscription_id
    )
    values (p_order.client_id, p_order.plan_id, p_order.id, p_order.description, p_order.list_price_minor,
      p_order.currency, p_order.billing_interval, p_order.credits, p_order.category_id, start_at,
      coalesce(p_period_end, private.studio_later(start_at, private.interval_of(p_order.billing_interval))),
      p_order.provider, p_subscription_id)
    on conflict (order_id) do nothing;
    select x.* into m from public.memberships x where x.order_id = p_order.id for update;
    if m.id is not null then
      if m.provider_subscription_id is null and p_subscription_id is not null then
        update public.memberships set provider_subscription_id = p_subscription_id where id = m.id;
      end if;
      perform private.grant_period(m, m.current_period_start, m.current_period_end);
    end if;
  end if;
end;
$$;

-- Name: credit_lots; Type: TABLE; Schema: public
CREATE TABLE public.credit_lots (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    category_id uuid,
    service_id uuid,
    granted integer NOT NULL,
    remaining integer DEFAULT 0 NOT NULL,
    expires_at timestamp with time zone,
    order_id uuid,
    membership_id uuid,
    period_start timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT credit_lots_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT credit_lots_expires_at_in_range CHECK (((expires_at IS NULL) OR ((expires_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (expires_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT credit_lots_granted_check CHECK (((granted >= 1) AND (granted <= 100000))),
    CONSTRAINT credit_lots_pays_for CHECK (((category_id IS NOT NULL) OR (service_id IS NOT NULL))),
    CONSTRAINT credit_lots_period CHECK (((membership_id IS NULL) = (period_start IS NULL))),
    CONSTRAINT credit_lots_period_start_in_range CHECK (((period_start IS NULL) OR ((period_start >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (period_start < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT credit_lots_remaining CHECK (((remaining >= 0) AND (remaining <= granted)))
);

-- Name: TABLE credit_lots; Type: COMMENT; Schema: public
COMMENT ON TABLE public.credit_lots IS 'Credits a client holds: granted, remaining, what they pay for, until when. remaining moves only with ledger rows.';

-- Name: grant_lot(uuid, uuid, uuid, integer, timestamp with time zone, uuid, uuid, timestamp with time zone, public.credit_reason, uuid, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.grant_lot(p_client_id uuid, p_category_id uuid, p_service_id uuid, p_credits integer, p_expires_at timestamp with time zone, p_order_id uuid, p_membership_id uuid, p_period_start timestamp with time zone, p_reason public.credit_reason, p_actor_id uuid, p_note text) RETURNS public.credit_lots
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  lot public.credit_lots;
begin
  insert into public.credit_lots (client_id, category_id, service_id, granted, expires_at, order_id, membership_id, period_start)
  values (p_client_id, p_category_id, p_service_id, p_credits, p_expires_at, p_order_id, p_membership_id, p_period_start)
  on conflict do nothing
  returning * into lot;
  if lot.id is null then
    return null; -- already granted (the same order, or the same membership period)
  end if;
  insert into public.credit_ledger (lot_id, client_id, delta, reason, order_id, actor_id, note)
  values (lot.id, p_client_id, p_credits, p_reason, p_order_id, p_actor_id, p_note);
  select l.* into lot from public.credit_lots l where l.id = lot.id;
  return lot;
end;
$$;

-- Name: memberships; Type: TABLE; Schema: public
CREATE TABLE public.memberships (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    plan_id uuid,
    order_id uuid NOT NULL,
    status public.membership_status DEFAULT 'active'::public.membership_status NOT NULL,
    description text NOT NULL,
    price_minor integer NOT NULL,
    currency text NOT NULL,
    billing_interval public.billing_interval NOT NULL,
    credits_per_period integer,
    category_id uuid,
    current_period_start timestamp with time zone NOT NULL,
    current_period_end timestamp with time zone NOT NULL,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    past_due_since timestamp with time zone,
    paused_at timestamp with time zone,
    provider text DEFAULT 'none'::text NOT NULL,
    provider_subscription_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    ended_at timestamp with time zone,
    unlocks_studio_access boolean DEFAULT false NOT NULL,
    unlocks_on_demand boolean DEFAULT false NOT NULL,
    grants_client_type public.client_type,
    previous_client_type public.client_type,
    CONSTRAINT memberships_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT memberships_credits_per_period_check CHECK (((credits_per_period >= 1) AND (credits_per_period <= 1000))),
    CONSTRAINT memberships_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT memberships_current_period_end_in_range CHECK (((current_period_end IS NULL) OR ((current_period_end >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (current_period_end < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT memberships_current_period_start_in_range CHECK (((current_period_start IS NULL) OR ((current_period_start >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (current_period_start < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT memberships_description_check CHECK (((char_length(description) >= 1) AND (char_length(description) <= 200))),
    CONSTRAINT memberships_ended_at_in_range CHECK (((ended_at IS NULL) OR ((ended_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ended_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT memberships_past_due_since_in_range CHECK (((past_due_since IS NULL) OR ((past_due_since >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (past_due_since < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT memberships_paused_at_in_range CHECK (((paused_at IS NULL) OR ((paused_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (paused_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT memberships_period CHECK ((current_period_start < current_period_end)),
    CONSTRAINT memberships_price_minor_check CHECK (((price_minor >= 0) AND (price_minor <= 100000000))),
    CONSTRAINT memberships_provider_check CHECK ((provider = ANY (ARRAY['none'::text, 'local'::text, 'stripe'::text]))),
    CONSTRAINT memberships_provider_subscription_id_check CHECK ((char_length(provider_subscription_id) <= 200)),
    CONSTRAINT memberships_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE memberships; Type: COMMENT; Schema: public
COMMENT ON TABLE public.memberships IS 'A client''s membership, following the provider''s subscription. Written only by the payment functions.';

-- Name: grant_period(public.memberships, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.grant_period(p_membership public.memberships, p_start timestamp with time zone, p_end timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if p_membership.credits_per_period is not null and p_membership.category_id is not null then
    perform private.grant_lot(p_membership.client_id, p_membership.category_id, null, p_membership.credits_per_period,
      p_end, p_membership.order_id, p_membership.id, p_start, 'grant', null, null);
  end if;
end;
$$;

-- Name: guard_cycle_consent(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.guard_cycle_consent() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon')
    and new.cycle_shared_with_trainer is distinct from old.cycle_shared_with_trainer
    and new.id is distinct from (select auth.uid())
  then
    raise exception 'Only the client can change whether their cycle is shared' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Name: guard_message_attachment_update(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.guard_message_attachment_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon') and (
    new.attachment_path is distinct from old.attachment_path
    or new.attachment_mime is distinct from old.attachment_mime
    or new.attachment_size is distinct from old.attachment_size
    or new.attachment_name is distinct from old.attachment_name
    or new.attachment_width is distinct from old.attachment_width
    or new.attachment_height is distinct from old.attachment_height
    or new.attachment_duration_seconds is distinct from old.attachment_duration_seconds
    or new.attachment_thumbnail_path is distinct from old.attachment_thumbnail_path
  ) then
    raise exception 'Only read_at can change on a sent message' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Name: guard_message_update(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.guard_message_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon') then
    if new.body is distinct from old.body
      or new.sender_id is distinct from old.sender_id
      or new.recipient_id is distinct from old.recipient_id
      or new.created_at is distinct from old.created_at
    then
      raise exception 'Only read_at can change on a sent message' using errcode = '42501';
    end if;
    if old.read_at is not null then
      new.read_at := old.read_at;
    elsif new.read_at is not null then
      new.read_at := now();
    end if;
  end if;
  return new;
end;
$$;

-- Name: guard_user_privileged_columns(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.guard_user_privileged_columns() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon')
    and (new.role is distinct from old.role
      or new.staff_role is distinct from old.staff_role
      or new.client_type is distinct from old.client_type
      or new.assigned_to is distinct from old.assigned_to
      or new.status is distinct from old.status
      or new.email is distinct from old.email
      or new.phone is distinct from old.phone
      or new.created_at is distinct from old.created_at)
    and not private.is_admin()
  then
    raise exception 'Only an admin can change role, staff role, client type, assignment, status or contact details'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Name: handle_new_auth_user(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.handle_new_auth_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data::jsonb, '{}'::jsonb);
  requested_gender text := lower(meta ->> 'gender');
begin
  insert into public.users (id, email, phone, first_name, last_name, role, gender, client_type, status)
  values (
    new.id,
    new.email,
    new.phone,
    coalesce(meta ->> 'first_name', ''),
    coalesce(meta ->> 'last_name', ''),
    'client',
    case when requested_gender in ('male', 'female', 'other') then requested_gender end,
    'programming',
    'active'
  );
  return new;
end;
$$;

-- Name: handle_updated_auth_user(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.handle_updated_auth_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data::jsonb, '{}'::jsonb);
begin
  update public.users u
  set email = new.email,
      phone = new.phone,
      first_name = coalesce(meta ->> 'first_name', u.first_name),
      last_name = coalesce(meta ->> 'last_name', u.last_name)
  where u.id = new.id
    and (u.email is distinct from new.email
      or u.phone is distinct from new.phone
      or u.first_name is distinct from coalesce(meta ->> 'first_name', u.first_name)
      or u.last_name is distinct from coalesce(meta ->> 'last_name', u.last_name));
  return new;
end;
$$;

-- Name: hours_rule(uuid, timestamp with time zone, timestamp with time zone, text, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.hours_rule(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text, p_override boolean) RETURNS text[]
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if private.within_trainer_hours(p_trainer_id, p_starts_at, p_ends_at, p_time_zone) then
    return '{}';
  end if;
  if not p_override then
    raise exception 'That time is outside the trainer''s working hours' using errcode = '22023';
  end if;
  return array['hours'];
end;
$$;

-- Name: interval_of(public.billing_interval); Type: FUNCTION; Schema: private
CREATE FUNCTION private.interval_of(p_interval public.billing_interval) RETURNS interval
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_interval when 'week' then interval '7 days' when 'month' then interval '1 month' else interval '1 year' end;
$$;

-- Name: invitation_effective_status(public.invitation_status, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.invitation_effective_status(p_status public.invitation_status, p_expires_at timestamp with time zone) RETURNS public.invitation_status
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case when p_status = 'invited' and p_expires_at <= now() then 'expired'::public.invitation_status else p_status end;
$$;

-- Name: invitation_preview(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.invitation_preview(p_token text) RETURNS TABLE(status public.invitation_status, trainer_name text, client_type public.client_type, email text, phone text, expires_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select private.invitation_effective_status(i.status, i.expires_at),
         nullif(t.name, ''), i.client_type, i.email, i.phone, i.expires_at
  from public.client_invitations i
  join public.users t on t.id = i.trainer_id
  where p_token ~ '^[0-9a-f]{64}$' and i.token_hash = private.sha256_hex(p_token);
$_$;

-- Name: invitation_trainer(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.invitation_trainer(p_trainer uuid) RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_me uuid := (select auth.uid());
  v_trainer uuid := coalesce(p_trainer, v_me);
begin
  if v_me is null or not (select private.is_staff()) then
    raise exception 'Only staff and admins can invite clients' using errcode = '42501';
  end if;
  if v_trainer <> v_me and not (select private.is_admin()) then
    raise exception 'Staff can only invite clients for themselves' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.users u where u.id = v_trainer and u.role in ('staff', 'admin') and u.status = 'active'
  ) then
    raise exception 'Choose an active trainer' using errcode = '22023';
  end if;
  return v_trainer;
end;
$$;

-- Name: is_admin(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.is_admin() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select u.role = 'admin' from public.users u where u.id = (select auth.uid()) and u.status = 'active'), false);
$$;

-- Name: is_staff(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.is_staff() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select u.role in ('staff', 'admin') from public.users u where u.id = (select auth.uid()) and u.status = 'active'), false);
$$;

-- Name: join_waitlist(uuid, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.join_waitlist(p_session_id uuid, p_client_id uuid) RETURNS TABLE(entry_id uuid, session_id uuid, waitlist_position integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  me public.users := private.require_active_caller();
  s public.service_sessions;
  parties record;
  entry public.waitlist_entries;
begin
  s := private.class_session(p_session_id);
  select * into parties from private.booking_parties(me, s.service_id, s.trainer_id, p_client_id, false);
  select x.* into s from public.service_sessions x where x.id = p_session_id for update;
  if s.status <> 'scheduled' or s.starts_at <= now() then
    raise exception 'This class is no longer taking bookings' using errcode = 'PT409';
  end if;
  if s.seats_taken < s.capacity then
    raise exception 'There are free places in this class: book one instead' using errcode = 'PT409';
  end if;
  if exists (
    select 1 from public.bookings b
    where b.session_id = s.id and b.client_id = p_client_id and b.status in ('requested', 'booked', 'attended', 'no_show')
  ) then
    raise exception 'You already have a place in this class' using errcode = 'PT409';
  end if;
  insert into public.waitlist_entries (session_id, client_id)
  values (s.id, p_client_id)
  on conflict (session_id, client_id) where (status = 'waiting') do nothing
  returning * into entry;
  if entry.id is null then
    select w.* into entry from public.waitlist_entries w
    where w.session_id = s.id and w.client_id = p_client_id and w.status = 'waiting';
  end if;
  return query
    select entry.id, s.id,
      (select count(*)::integer from public.waitlist_entries w
       where w.session_id = s.id and w.status = 'waiting' and w.seq <= entry.seq);
end;
$$;

-- Name: json_text_items(jsonb, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.json_text_items(p_value jsonb, p_what text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'array'
    or exists (select 1 from jsonb_array_elements(p_value) e where jsonb_typeof(e) <> 'string') then
    raise exception '% must be a list of words', p_what using errcode = '22023';
  end if;
  return array(select btrim(e) from jsonb_array_elements_text(p_value) e where btrim(e) <> '');
end;
$$;

-- Name: keep_column_unless_admin(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.keep_column_unless_admin() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  column_name text := tg_argv[0];
begin
  if current_user in ('authenticated', 'anon')
    and (to_jsonb(new) -> column_name) is distinct from (to_jsonb(old) -> column_name)
    and not private.is_admin()
  then
    raise exception '% cannot be changed', column_name using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Name: keep_later_weighing(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.keep_later_weighing() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.weighed_at is not null and old.weighed_at is not null and new.weighed_at < old.weighed_at then
    return old;
  end if;
  return new;
end;
$$;

-- Name: keep_lot_terms(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.keep_lot_terms() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    if new.remaining <> 0 then
      raise exception 'A credit lot starts empty: grant its credits with a ledger row' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.granted <> old.granted or new.client_id <> old.client_id
    or new.category_id is distinct from old.category_id or new.service_id is distinct from old.service_id
    or (new.remaining <> old.remaining and pg_catalog.pg_trigger_depth() < 2)
  then
    raise exception 'A credit lot changes only through the credit ledger' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Name: keep_primary_key(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.keep_primary_key() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.id is distinct from old.id then
    raise exception 'The id of a row cannot change' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Name: leave_waitlist(uuid, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.leave_waitlist(p_session_id uuid, p_client_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  n integer;
begin
  if p_client_id is null or not private.may_act_for_client(me, p_client_id) then
    raise exception 'No such waitlist place' using errcode = 'PT404';
  end if;
  update public.waitlist_entries set status = 'left', left_at = now()
  where session_id = p_session_id and client_id = p_client_id and status = 'waiting';
  get diagnostics n = row_count;
  if n = 0 then
    raise exception 'No such waitlist place' using errcode = 'PT404';
  end if;
  return n;
end;
$$;

-- Name: lock_client_bookings(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.lock_client_bookings(p_client_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('liftwise.booking.client:' || p_client_id::text, 0));
$$;

-- Name: lock_client_check_in(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.lock_client_check_in(p_client_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('check_in:' || p_client_id::text, 0));
$$;

-- Name: lock_summaries_of(uuid[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.lock_summaries_of(p_user_ids uuid[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform pg_advisory_xact_lock(hashtextextended('roster-summaries:' || x.id::text, 0))
  from (select distinct u.id from unnest(p_user_ids) as u (id) order by u.id) as x;
end;
$$;

-- Name: log_belongs_to(uuid, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.log_belongs_to(log uuid, owner uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.workout_logs l where l.id = log and l.user_id = owner);
$$;

-- Name: log_set_from_session(jsonb, jsonb, integer, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.log_set_from_session(p_exercise jsonb, p_set jsonb, p_number integer, p_finished timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  reps integer;
  weight double precision;
  seconds integer;
  distance numeric;
  rpe real;
begin
  reps := (p_set ->> 'reps')::integer;
  weight := (p_set ->> 'weight')::double precision;
  seconds := (p_set ->> 'durationSeconds')::integer;
  distance := (p_set ->> 'distanceMeters')::numeric;
  rpe := (p_set ->> 'rpe')::real;
  if (p_set ->> 'reps')::numeric is distinct from reps
     or (p_set ->> 'durationSeconds')::numeric is distinct from seconds
     or reps not between 0 and 1000
     or weight < 0 or weight >= 10000
     or seconds not between 0 and 86400
     or distance not between 0 and 1000000
     or rpe not between 1 and 10
     or p_number not between 1 and 100 then
    return null;
  end if;
  return jsonb_build_object(
    'id', (p_set ->> 'id')::uuid,
    'exercise_id', (p_exercise ->> 'exerciseId')::uuid,
    'workout_exercise_id', (p_exercise ->> 'workoutExerciseId')::uuid,
    'set_number', p_number,
    'reps', reps,
    'weight', weight,
    'duration_seconds', seconds,
    'distance_m', distance,
    'rpe', rpe,
    'completed', true,
    'is_warmup', coalesce((p_set ->> 'isWarmup')::boolean, false),
    'notes', nullif(btrim(p_exercise ->> 'notes'), ''),
    'performed_at', coalesce((p_set ->> 'completedAt')::timestamptz, p_finished),
    'revision', coalesce((p_set ->> 'rev')::bigint, 0)
  );
exception when others then
  return null;
end;
$$;

-- Name: make_room_for_program(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.make_room_for_program(p_client uuid) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not exists (
    select 1 from public.users u
    where u.id = p_client
      and u.role = 'client'
      and (u.assigned_to = (select auth.uid()) or private.is_admin())
  ) then
    raise exception 'Only this client''s trainer or an admin can assign them a program' using errcode = '42501';
  end if;
  update public.programs set status = 'completed' where client_id = p_client and status = 'active';
end;
$$;

-- Name: mark_attendance(uuid, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.mark_attendance(p_booking_id uuid, p_status text) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  b public.bookings;
  result public.bookings;
begin
  perform private.require_staff(me, 'Only staff can mark attendance');
  if p_status is null or p_status not in ('attended', 'no_show') then
    raise exception 'Attendance is attended or no_show' using errcode = '22023';
  end if;
  b := private.booking_for(me, p_booking_id, true);
  if b.status not in ('booked', 'attended', 'no_show') then
    raise exception 'Only a booked session can be marked (this one is %)', replace(b.status::text, '_', ' ')
      using errcode = 'PT409';
  end if;
  if b.starts_at > now() then
    raise exception 'You can mark attendance once the session has started' using errcode = '22023';
  end if;
  update public.bookings
  set status = p_status::public.booking_status,
      outcome = case when p_status = 'no_show' then st.no_show_outcome end,
      fee_minor = case when p_status = 'no_show' and st.no_show_outcome = 'fee' then st.no_show_fee_minor end,
      attendance_marked_at = now()
  where id = b.id
  returning * into result;
  return result;
end;
$$;

-- Name: mark_on_demand_workout_completed(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.mark_on_demand_workout_completed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.workout_id is null or new.user_id is distinct from (select auth.uid()) then
    return null;
  end if;
  if not exists (select 1 from public.users u where u.id = new.user_id and u.role = 'client' and u.status = 'active') then
    return null;
  end if;
  insert into public.on_demand_progress as p (client_id, workout_id, completed_at)
  select new.user_id, o.id, coalesce(new.completed_at, now())
  from public.on_demand_workouts o
  where o.workout_id = new.workout_id and private.can_see_on_demand(o.id)
  on conflict on constraint on_demand_progress_once
  do update set completed_at = coalesce(p.completed_at, excluded.completed_at)
  where p.completed_at is null;
  return null;
end;
$$;

-- Name: mark_order_paid(public.orders, text, text, text, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.mark_order_paid(p_order public.orders, p_payment_id text, p_customer_id text, p_subscription_id text, p_period_start timestamp with time zone, p_period_end timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  o public.orders;
begin
  update public.orders
  set status = 'paid', paid_at = coalesce(paid_at, now()),
      provider_payment_id = coalesce(p_payment_id, provider_payment_id),
      provider_customer_id = coalesce(p_customer_id, provider_customer_id)
  where id = p_order.id
  returning * into o;
  -- A payment that lands after the checkout expired is still honoured, with its discount.
  update public.discount_redemptions set released_at = null where order_id = o.id;
  perform private.fulfil_order(o, p_subscription_id, p_customer_id, p_period_start, p_period_end);
end;
$$;

-- Name: may_act_for_client(public.users, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.may_act_for_client(p_caller public.users, p_client_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_client_id = p_caller.id
    or p_caller.role = 'admin'
    or (p_caller.role = 'staff'
        and exists (select 1 from public.users c where c.id = p_client_id and c.assigned_to = p_caller.id));
$$;

-- Name: member_rate_limited(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.member_rate_limited(p_client_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*) >= 5 from public.check_in_attempts a
  where a.client_id = p_client_id and a.attempted_at > now() - interval '5 minutes'
    and a.method in ('qr', 'pin') and a.result = 'refused' and a.reason in ('invalid_code', 'replayed');
$$;

-- Name: membership_copy_plan(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.membership_copy_plan() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  p public.membership_plans;
  prev public.client_type;
begin
  if new.plan_id is not null then
    select x.* into p from public.membership_plans x where x.id = new.plan_id;
    if p.id is not null then
      new.unlocks_studio_access := p.unlocks_studio_access;
      new.unlocks_on_demand := p.unlocks_on_demand;
      new.grants_client_type := p.grants_client_type;
    end if;
  end if;
  new.previous_client_type := null;
  if new.status <> 'ended' and new.grants_client_type is not null then
    select u.client_type into prev from public.users u where u.id = new.client_id and u.role = 'client' for update;
    if found and prev is distinct from new.grants_client_type then
      new.previous_client_type := prev;
      update public.users set client_type = new.grants_client_type where id = new.client_id;
    end if;
  end if;
  return new;
end;
$$;

-- Name: membership_end_client_type(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.membership_end_client_type() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'ended' and old.status <> 'ended' and new.grants_client_type is not null
    and new.previous_client_type is not null
    and not exists (
      select 1 from public.memberships o
      where o.client_id = new.client_id and o.id <> new.id and o.status <> 'ended'
        and o.grants_client_type = new.grants_client_type
    )
  then
    update public.users set client_type = new.previous_client_type
    where id = new.client_id and client_type = new.grants_client_type;
  end if;
  return new;
end;
$$;

-- Name: membership_for(uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.membership_for(p_membership_id uuid, p_admin_only boolean) RETURNS public.memberships
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  m public.memberships;
begin
  select x.* into m from public.memberships x where x.id = p_membership_id for update;
  if m.id is null or not (m.client_id = me.id or me.role = 'admin') then
    raise exception 'No such membership' using errcode = 'PT404';
  end if;
  if p_admin_only and me.role <> 'admin' then
    raise exception 'Only admins can pause a membership' using errcode = '42501';
  end if;
  if m.status = 'ended' then
    raise exception 'This membership has ended' using errcode = 'PT409';
  end if;
  return m;
end;
$$;

-- Name: message_contacts(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.message_contacts() RETURNS TABLE(id uuid, name text, role public.app_role)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.id, u.name, u.role
  from public.users u
  where (select private.caller_is_active())
    and u.id <> (select auth.uid())
    and u.status = 'active'
    and (
      private.is_admin()
      or (private.is_staff() and (u.id in (select private.assigned_client_ids()) or u.role in ('staff', 'admin')))
      or u.id = private.my_trainer_id()
      or (u.role = 'admin' and exists (
        select 1 from public.messages m where m.sender_id = u.id and m.recipient_id = (select auth.uid())
      ))
    )
  order by u.name;
$$;

-- Name: message_id_of_attachment(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.message_id_of_attachment(path text) RETURNS uuid
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select case
    when char_length(path) <= 200
      and path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
    then split_part(path, '/', 2)::uuid
  end;
$_$;

-- Name: message_threads(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.message_threads() RETURNS TABLE(other_id uuid, other_name text, other_role public.app_role, last_body text, last_at timestamp with time zone, last_sender_id uuid, last_read_at timestamp with time zone, unread_count integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with me as (
    select (select auth.uid()) as id where (select private.caller_is_active())
  ),
  mine as (
    select m.*, case when m.sender_id = me.id then m.recipient_id else m.sender_id end as other
    from public.messages m, me
    where m.sender_id = me.id or m.recipient_id = me.id
  ),
  last_message as (
    select distinct on (other) other, body, created_at, sender_id, read_at
    from mine
    order by other, created_at desc, id desc
  ),
  unread as (
    select other, count(*)::integer as n
    from mine, me
    where mine.recipient_id = me.id and mine.read_at is null
    group by other
  ),
  people as (
    select other from last_message
    union
    select private.my_trainer_id() where private.my_trainer_id() is not null
  )
  select u.id, u.name, u.role, l.body, l.created_at, l.sender_id, l.read_at, coalesce(n.n, 0)
  from people p
  join public.users u on u.id = p.other
  left join last_message l on l.other = p.other
  left join unread n on n.other = p.other
  order by l.created_at desc nulls last, u.name;
$$;

-- Name: minutes_in_words(integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.minutes_in_words(p_minutes integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when p_minutes % 1440 = 0 and p_minutes >= 1440 then
      (p_minutes / 1440)::text || case when p_minutes = 1440 then ' day' else ' days' end
    when p_minutes % 60 = 0 and p_minutes >= 60 then
      (p_minutes / 60)::text || case when p_minutes = 60 then ' hour' else ' hours' end
    when p_minutes > 60 then
      (p_minutes / 60)::text || case when p_minutes / 60 = 1 then ' hour ' else ' hours ' end
        || (p_minutes % 60)::text || case when p_minutes % 60 = 1 then ' minute' else ' minutes' end
    else p_minutes::text || case when p_minutes = 1 then ' minute' else ' minutes' end
  end;
$$;

-- Name: monthly_price_minor(integer, public.billing_interval); Type: FUNCTION; Schema: private
CREATE FUNCTION private.monthly_price_minor(p_price_minor integer, p_interval public.billing_interval) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_interval
    when 'month' then p_price_minor
    when 'week' then round(p_price_minor::numeric * 52 / 12)::integer
    when 'year' then round(p_price_minor::numeric / 12)::integer
  end;
$$;

-- Name: move_booking(uuid, timestamp with time zone, uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean) RETURNS public.bookings
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  b public.bookings;
  parties record;
  staff boolean := me.role in ('staff', 'admin');
  override boolean := coalesce(p_override, false);
  trainer uuid;
  v_ends timestamptz;
  broken text[];
  result public.bookings;
  constraint_name text;
begin
  b := private.booking_for(me, p_booking_id, true);
  if b.status not in ('booked', 'requested') then
    raise exception 'Only an upcoming booking can be moved' using errcode = 'PT409';
  end if;
  if (select s.capacity from public.service_sessions s where s.id = b.session_id) > 1 then
    raise exception 'A class place cannot be moved: cancel it and book another session' using errcode = '22023';
  end if;
  if p_starts_at is null then
    raise exception 'Choose a start time' using errcode = '22023';
  end if;
  trainer := coalesce(p_trainer_id, b.trainer_id);
  select * into parties from private.booking_parties(me, b.service_id, trainer, b.client_id, override);
  if not staff and now() > b.starts_at - make_interval(mins => st.cancel_window_minutes) then
    raise exception 'Changes close % before the start', private.minutes_in_words(st.cancel_window_minutes)
      using errcode = '22023';
  end if;
  perform private.lock_client_bookings(b.client_id);
  v_ends := p_starts_at + make_interval(mins => (parties.service).duration_minutes);
  broken := private.check_booking_rules(me, parties.service, parties.client, p_starts_at, override, b.id);
  broken := broken || private.hours_rule(trainer, p_starts_at, v_ends, st.time_zone, override);
  begin
    update public.service_sessions
    set trainer_id = trainer, starts_at = p_starts_at, ends_at = v_ends,
        buffer_before_minutes = (parties.service).buffer_before_minutes,
        buffer_after_minutes = (parties.service).buffer_after_minutes
    where id = b.session_id;
    update public.bookings
    set trainer_id = trainer, starts_at = p_starts_at, ends_at = v_ends,
        overridden = b.overridden or cardinality(broken) > 0,
        overridden_rules = b.overridden_rules || broken,
        overridden_by = case when cardinality(broken) > 0 then me.id else b.overridden_by end
    where id = b.id
    returning * into result;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics constraint_name = constraint_name;
    perform private.raise_conflict(constraint_name, me);
  end;
  return result;
end;
$$;

-- Name: my_access_key(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.my_access_key() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  k public.access_keys;
begin
  perform private.require_client(me);
  insert into public.access_keys (client_id, secret) values (me.id, extensions.gen_random_bytes(20))
  on conflict (client_id) do nothing;
  select x.* into k from public.access_keys x where x.client_id = me.id;
  return private.access_key_json(k);
end;
$$;

-- Name: my_join_code(boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.my_join_code(p_regenerate boolean) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_me uuid := (select auth.uid());
  v_code text;
begin
  if v_me is null or not (select private.is_staff()) then
    raise exception 'Only staff and admins have a join code' using errcode = '42501';
  end if;
  select j.code into v_code from public.trainer_join_codes j where j.trainer_id = v_me for update;
  if v_code is not null and not p_regenerate then
    return v_code;
  end if;
  loop
    v_code := private.random_join_code();
    exit when not exists (select 1 from public.trainer_join_codes j where j.code = v_code);
  end loop;
  insert into public.trainer_join_codes (trainer_id, code) values (v_me, v_code)
  on conflict (trainer_id) do update set code = excluded.code, created_at = now();
  return v_code;
end;
$$;

-- Name: my_trainer_id(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.my_trainer_id() RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.assigned_to from public.users u where u.id = (select auth.uid()) and u.status = 'active';
$$;

-- Name: notify(uuid, text, text, text, text, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.notify(p_recipient uuid, p_kind text, p_title text, p_body text, p_link text, p_dedupe_key text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
  v_title text := btrim(coalesce(p_title, ''));
  v_body text := btrim(coalesce(p_body, ''));
begin
  if p_recipient is null then
    return null;
  end if;
  if char_length(v_title) > 200 then
    v_title := left(v_title, 199) || '…';
  end if;
  if char_length(v_body) > 1000 then
    v_body := left(v_body, 999) || '…';
  end if;
  insert into public.notifications (recipient_id, kind, title, body, link, dedupe_key)
  values (p_recipient, p_kind, v_title, v_body, p_link, p_dedupe_key)
  on conflict (recipient_id, dedupe_key) do nothing
  returning id into v_id;
  return v_id;
end;
$$;

-- Name: notify_booking_change(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.notify_booking_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_actor uuid := (select auth.uid());
  v_service text;
  v_when text;
  v_client text;
  v_who text;
  v_series boolean := new.series_id is not null;
  v_what text;
  v_key text;
  v_promoted boolean := false;
  v_reason text;
begin
  select s.name into v_service from public.services s where s.id = new.service_id;
  v_service := coalesce(v_service, 'a session');
  v_when := private.studio_time_label(new.starts_at);
  v_client := private.display_name(new.client_id);

  if tg_op = 'INSERT' then
    if new.status not in ('booked', 'requested') then
      return null;
    end if;
    v_actor := coalesce(v_actor, new.booked_by);
    v_who := private.display_name(v_actor);
    -- A place given from the waitlist (no booker; the entry is still waiting at this point): the
    -- client hears it as a promotion (notify_waitlist_promotion), the trainer as a booking.
    v_promoted := new.booked_by is null and exists (
      select 1 from public.waitlist_entries w
      where w.session_id = new.session_id and w.client_id = new.client_id and w.status = 'waiting'
    );
    -- One notification for a whole series: every booking of it shares the key.
    v_key := case when v_series then 'booking_made:series:' || new.series_id::text else 'booking_made:' || new.id::text end;
    v_what := case when v_series then 'a weekly series of ' || v_service || ', from ' || v_when
                   else v_service || ', ' || v_when end;

    if new.status = 'requested' then
      if v_actor is distinct from new.trainer_id then
        perform private.notify(new.trainer_id, 'booking_made',
          v_client || ' asked to book ' || v_what, 'Accept or decline the request in Appointments.',
          '/appointments', v_key);
      end if;
      return null;
    end if;

    if v_actor is distinct from new.client_id and not v_promoted then
      perform private.notify(new.client_id, 'booking_made',
        case when v_actor is null then 'You are booked into ' || v_what
             else v_who || ' booked you into ' || v_what end,
        '', '/appointments', v_key);
    end if;
    if v_actor is distinct from new.trainer_id then
      perform private.notify(new.trainer_id, 'booking_made',
        case when v_promoted then v_client || ' came off the waitlist into ' || v_what
             when v_actor is null then v_client || ' was booked into ' || v_what
             when v_actor = new.client_id then v_client || ' booked ' || v_what
             else v_who || ' booked ' || v_client || ' into ' || v_what end,
        '', '/appointments', v_key);
    end if;
    return null;
  end if;

  -- Updates: the caller did it (a booking function), or nobody signed in (housekeeping).
  v_who := case when v_actor is null then 'The studio' else private.display_name(v_actor) end;

  if old.status = 'requested' and new.status = 'booked' then
    if v_actor is distinct from new.client_id then
      perform private.notify(new.client_id, 'booking_made',
        v_who || ' confirmed ' || v_service || ', ' || v_when, '', '/appointments',
        'booking_confirmed:' || new.id::text);
    end if;
    return null;
  end if;

  if old.status in ('booked', 'requested') and new.status in ('cancelled', 'late_cancelled', 'declined') then
    -- Cancelling "this and the following" in one call is one notification.
    v_key := case when v_series then 'booking_cancelled:series:' || new.series_id::text || ':' || txid_current()::text
                  else 'booking_cancelled:' || new.id::text end;
    v_what := case when v_series and new.status <> 'declined' then v_service || ', ' || v_when || ' (a series booking)'
                   else v_service || ', ' || v_when end;
    v_reason := case when new.cancel_reason is not null then 'Reason: ' || new.cancel_reason else '' end;
    if new.status = 'declined' then
      if v_actor is distinct from new.client_id then
        perform private.notify(new.client_id, 'booking_cancelled',
          v_who || ' declined your request for ' || v_what, v_reason, '/appointments', v_key);
      end if;
      return null;
    end if;
    if v_actor is distinct from new.client_id then
      perform private.notify(new.client_id, 'booking_cancelled',
        v_who || ' cancelled ' || v_what, v_reason, '/appointments', v_key);
    end if;
    if v_actor is distinct from new.trainer_id then
      perform private.notify(new.trainer_id, 'booking_cancelled',
        case when v_actor = new.client_id then v_client || ' cancelled ' || v_what
             else v_who || ' cancelled ' || v_client || '''s ' || v_what end,
        v_reason, '/appointments', v_key);
    end if;
    return null;
  end if;

  if new.status in ('booked', 'requested')
    and (new.starts_at is distinct from old.starts_at or new.trainer_id is distinct from old.trainer_id)
  then
    v_key := 'booking_moved:' || new.id::text || ':' || txid_current()::text;
    if v_actor is distinct from new.client_id then
      perform private.notify(new.client_id, 'booking_moved',
        v_who || ' moved ' || v_service || ' to ' || v_when,
        'It was ' || private.studio_time_label(old.starts_at) || '.'
          || case when new.trainer_id is distinct from old.trainer_id
                  then ' Your trainer is now ' || private.display_name(new.trainer_id) || '.' else '' end,
        '/appointments', v_key);
    end if;
    if v_actor is distinct from new.trainer_id then
      perform private.notify(new.trainer_id, 'booking_moved',
        case when v_actor = new.client_id then v_client || ' moved ' || v_service || ' to ' || v_when
             else v_who || ' moved ' || v_client || '''s ' || v_service || ' to ' || v_when end,
        'It was ' || private.studio_time_label(old.starts_at) || '.', '/appointments', v_key);
    end if;
    -- The trainer it was taken from hears it too.
    if new.trainer_id is distinct from old.trainer_id and v_actor is distinct from old.trainer_id then
      perform private.notify(old.trainer_id, 'booking_moved',
        v_who || ' moved ' || v_client || '''s ' || v_service || ' to ' || v_when,
        'It is now with ' || private.display_name(new.trainer_id) || '.', '/appointments', v_key);
    end if;
  end if;
  return null;
end;
$$;

-- Name: notify_new_message(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.notify_new_message() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_sender text;
begin
  select nullif(u.name, '') into v_sender from public.users u where u.id = new.sender_id;
  perform private.notify(
    new.recipient_id,
    'message',
    'New message from ' || coalesce(v_sender, 'someone'),
    case when char_length(new.body) > 200 then left(new.body, 199) || '…' else new.body end,
    '/inbox?with=' || new.sender_id::text,
    'message:' || new.id::text
  );
  return null;
end;
$$;

-- Name: notify_program_assigned(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.notify_program_assigned() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_actor uuid := coalesce((select auth.uid()), new.created_by);
begin
  if new.client_id is null or new.status <> 'active' or v_actor = new.client_id then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.status = 'active' then
    return null;
  end if;
  perform private.notify(new.client_id, 'program_assigned',
    private.display_name(v_actor) || ' assigned you a program: ' || new.name,
    case when new.duration_weeks is not null then new.duration_weeks::text || ' weeks' else '' end,
    '/programs/' || new.id::text,
    'program_assigned:' || new.id::text || ':' || txid_current()::text);
  return null;
end;
$$;

-- Name: notify_waitlist_promotion(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.notify_waitlist_promotion() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_session public.service_sessions;
  v_service text;
begin
  if not (old.status = 'waiting' and new.status = 'promoted') then
    return null;
  end if;
  select s.* into v_session from public.service_sessions s where s.id = new.session_id;
  select x.name into v_service from public.services x where x.id = v_session.service_id;
  perform private.notify(new.client_id, 'waitlist_promoted',
    'A place opened: you are booked into ' || coalesce(v_service, 'the class') || ', '
      || private.studio_time_label(v_session.starts_at),
    'You were on the waitlist. Cancel from Appointments if you can no longer come.',
    '/appointments', 'waitlist_promoted:' || new.id::text);
  return null;
end;
$$;

-- Name: offered_service(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.offered_service(p_service_id uuid) RETURNS public.services
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  s public.services;
begin
  select x.* into s from public.services x where x.id = p_service_id;
  if s.id is null then
    raise exception 'No such service' using errcode = 'PT404';
  end if;
  if s.is_archived then
    raise exception 'This service is no longer offered' using errcode = '22023';
  end if;
  return s;
end;
$$;

-- Name: owns_client_tag(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.owns_client_tag(p_tag_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.client_tags t
    where t.id = p_tag_id and t.trainer_id = (select auth.uid())
  ) and (select private.is_staff());
$$;

-- Name: pay_for_booking(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.pay_for_booking() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  membership uuid;
  lot public.credit_lots;
  booker public.users;
  client_name text;
begin
  if not private.service_is_paid(new.service_id) then
    return new;
  end if;
  perform private.lock_client_bookings(new.client_id);
  membership := private.unlimited_membership_for(new.client_id, new.service_id);
  if membership is not null then
    new.payment := 'membership';
    new.membership_id := membership;
    return new;
  end if;
  lot := private.spendable_lot(new.client_id, new.service_id, new.starts_at);
  if lot.id is not null then
    new.payment := 'credit';
    new.credit_lot_id := lot.id;
    insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id)
    values (lot.id, new.client_id, -1, 'book', new.id, new.booked_by);
    return new;
  end if;
  -- A waitlist promotion (nobody booked it) with nothing to pay: free_place passes the client over.
  if new.booked_by is null then
    raise exception 'Nothing to pay for this waitlist promotion with' using errcode = 'LWNOC';
  end if;
  select u.* into booker from public.users u where u.id = new.booked_by;
  if booker.role in ('staff', 'admin') then
    if private.booking_override() then
      new.payment := 'unpaid';
      new.overridden := true;
      new.overridden_rules := new.overridden_rules || 'credit'::text;
      new.overridden_by := booker.id;
      return new;
    end if;
    select nullif(btrim(u.first_name), '') into client_name from public.users u where u.id = new.client_id;
    raise exception '% has no credit for this service', coalesce(client_name, 'This client') using errcode = '22023';
  end if;
  raise exception 'You have no credit for this service' using errcode = '22023';
end;
$$;

-- Name: payments_report(date, date, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.payments_report(p_from date, p_to date, p_bucket text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- Name: pending_join_requests(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.pending_join_requests() RETURNS TABLE(id uuid, client_id uuid, trainer_id uuid, name text, email text, phone text, created_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select r.id, r.client_id, r.trainer_id, nullif(u.name, ''), u.email, u.phone, r.created_at
  from public.trainer_join_requests r
  join public.users u on u.id = r.client_id
  where r.status = 'pending'
    and (select private.is_staff())
    and (r.trainer_id = (select auth.uid()) or (select private.is_admin()))
  order by r.created_at;
$$;

-- Name: post_check_in_summary(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.post_check_in_summary() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_message uuid;
begin
  if new.trainer_id is null then
    return null;
  end if;
  insert into public.messages (sender_id, recipient_id, body)
  values (new.client_id, new.trainer_id, private.check_in_summary(new))
  returning id into v_message;
  update public.weekly_check_ins set message_id = v_message where id = new.id;
  return null;
end;
$$;

-- Name: preview_checkout(public.order_kind, uuid, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  t record;
  d record;
begin
  select * into t from private.product_terms(p_kind, p_product_id);
  select * into d from private.discount_for(p_discount_code, p_kind, p_product_id, me.id, t.list_price_minor, false);
  return jsonb_build_object(
    'kind', p_kind, 'product_id', p_product_id, 'description', t.description,
    'list_price_minor', t.list_price_minor, 'discount_minor', d.discount_minor,
    'amount_minor', t.list_price_minor - d.discount_minor, 'currency', st.currency,
    'credits', t.credits, 'valid_days', t.valid_days, 'billing_interval', t.billing_interval,
    'discount_code', case when d.discount_id is not null then upper(btrim(p_discount_code)) end,
    'discount_error', d.problem
  );
end;
$$;

-- Name: product_terms(public.order_kind, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.product_terms(p_kind public.order_kind, p_product_id uuid) RETURNS TABLE(description text, list_price_minor integer, credits integer, category_id uuid, valid_days integer, billing_interval public.billing_interval, package_id uuid, plan_id uuid, service_id uuid, per_client_limit integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  pk public.packages;
  pl public.membership_plans;
  sv public.services;
  st public.studio_settings := private.studio();
begin
  if p_kind = 'pack' then
    select x.* into pk from public.packages x where x.id = p_product_id;
    if pk.id is null then raise exception 'No such pack' using errcode = 'PT404'; end if;
    if pk.is_archived then raise exception 'This pack is no longer on sale' using errcode = '22023'; end if;
    return query select pk.name, pk.price_minor, pk.credits, pk.category_id, pk.valid_days,
      null::public.billing_interval, pk.id, null::uuid, null::uuid, pk.per_client_limit;
  elsif p_kind = 'membership' then
    select x.* into pl from public.membership_plans x where x.id = p_product_id;
    if pl.id is null then raise exception 'No such membership' using errcode = 'PT404'; end if;
    if pl.is_archived then raise exception 'This membership is no longer on sale' using errcode = '22023'; end if;
    return query select pl.name, pl.price_minor, pl.credits_per_period, pl.category_id, null::integer,
      pl.billing_interval, null::uuid, pl.id, null::uuid, null::integer;
  elsif p_kind = 'drop_in' then
    select x.* into sv from public.services x where x.id = p_product_id;
    if sv.id is null then raise exception 'No such service' using errcode = 'PT404'; end if;
    if sv.is_archived then raise exception 'This service is no longer offered' using errcode = '22023'; end if;
    if sv.drop_in_price_minor is null then
      raise exception 'This service is not sold as a drop-in' using errcode = '22023';
    end if;
    return query select left('Drop-in: ' || sv.name, 200), sv.drop_in_price_minor, 1, null::uuid, st.drop_in_valid_days,
      null::public.billing_interval, null::uuid, null::uuid, sv.id, null::integer;
  else
    raise exception 'Choose a pack, a membership or a drop-in' using errcode = '22023';
  end if;
end;
$$;

-- Name: program_prescriptions(uuid[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.program_prescriptions(p_program_ids uuid[]) RETURNS TABLE(program_id uuid, day_of_week smallint, sets integer, main_exercise_id uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pw.program_id, pw.day_of_week, coalesce(rx.sets, 0), rx.main_exercise_id
  from public.programs p
  join public.program_workouts pw on pw.program_id = p.id
  left join lateral (
    select sum(we.sets)::integer as sets,
           (array_agg(we.exercise_id order by we."order", we.id))[1] as main_exercise_id
    from public.workout_exercises we
    where we.workout_id = pw.workout_id
  ) rx on true
  where p.id = any (p_program_ids)
    and (select private.caller_is_active())
    and (p.client_id = (select auth.uid())
      or p.client_id in (select private.assigned_client_ids())
      or (select private.is_admin()));
$$;

-- Name: queue_push_deliveries(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.queue_push_deliveries() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into private.push_deliveries (notification_id, subscription_id)
  select new.id, s.id
  from public.push_subscriptions s
  where s.user_id = new.recipient_id and new.kind = any (s.kinds)
  on conflict on constraint push_deliveries_once do nothing;
  return null;
end;
$$;

-- Name: raise_conflict(text, public.users); Type: FUNCTION; Schema: private
CREATE FUNCTION private.raise_conflict(p_constraint text, p_caller public.users) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if p_constraint = 'bookings_client_free' or p_constraint = 'bookings_one_place_per_session' then
    raise exception '%', case when p_caller.role = 'client' then 'You already have a booking at that time'
                              else 'The client already has a booking at that time' end
      using errcode = 'PT409';
  end if;
  raise exception 'That time was just taken' using errcode = 'PT409';
end;
$$;

-- Name: random_invitation_code(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.random_invitation_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  bytes bytea := extensions.gen_random_bytes(4);
  n bigint := (get_byte(bytes, 0)::bigint << 24) | (get_byte(bytes, 1)::bigint << 16)
    | (get_byte(bytes, 2)::bigint << 8) | get_byte(bytes, 3)::bigint;
begin
  return lpad((n % 100000000)::text, 8, '0');
end;
$$;

-- Name: random_join_code(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.random_join_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  bytes bytea := extensions.gen_random_bytes(8);
  result text := '';
begin
  for i in 0..7 loop
    result := result || substr(alphabet, (get_byte(bytes, i) % char_length(alphabet)) + 1, 1);
  end loop;
  return result;
end;
$$;

-- Name: random_studio_code(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.random_studio_code() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  -- 6 characters of an alphabet without 0/O and 1/I (read aloud or typed without confusion).
  select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (get_byte(b, i) % 32) + 1, 1), '' order by i)
  from (select extensions.gen_random_bytes(6) as b) r, generate_series(0, 5) as i;
$$;

-- Name: record_automation_join(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.record_automation_join() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.role = 'client' and new.assigned_to is not null
    and (tg_op = 'INSERT' or old.assigned_to is distinct from new.assigned_to)
  then
    insert into private.automation_joins (client_id, trainer_id) values (new.id, new.assigned_to);
  end if;
  return null;
end;
$$;

-- Name: record_broadcast(uuid, text, text, integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.record_broadcast(p_id uuid, p_body text, p_audience text, p_recipient_count integer) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_inserted uuid;
begin
  if (select auth.uid()) is null or not (select private.is_staff()) then
    raise exception 'Only coaches can send a broadcast.' using errcode = '42501';
  end if;
  insert into public.message_broadcasts (id, sender_id, body, audience, recipient_count)
  values (p_id, (select auth.uid()), p_body, p_audience, p_recipient_count)
  on conflict (id) do nothing
  returning id into v_inserted;
  return v_inserted is not null;
end;
$$;

-- Name: record_door_opened(uuid, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.record_door_opened(p_check_in_id uuid, p_door_id text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_door_id is null or char_length(btrim(p_door_id)) not between 1 and 100 then
    raise exception 'A door id is 1 to 100 characters' using errcode = '22023';
  end if;
  update public.check_ins set door_id = btrim(p_door_id), door_opened_at = coalesce(door_opened_at, now())
  where id = p_check_in_id;
  if not found then
    raise exception 'No such check-in' using errcode = 'PT404';
  end if;
end;
$$;

-- Name: redeem_code(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.redeem_code(p_code text) RETURNS TABLE(kind text, trainer_name text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
#variable_conflict use_column
declare
  max_misses constant integer := 10;
  miss_window constant interval := interval '15 minutes';
  v_me uuid := (select auth.uid());
  v_user public.users;
  v_code text := upper(regexp_replace(coalesce(p_code, ''), '[\s-]', '', 'g'));
  v_invitation public.client_invitations;
  v_trainer uuid;
begin
  if v_me is null or not (select private.caller_is_active()) then
    raise exception 'Sign in to use a code' using errcode = '42501';
  end if;
  select u.* into v_user from public.users u where u.id = v_me;
  if v_user.role <> 'client' then
    raise exception 'Codes are for client accounts' using errcode = '42501';
  end if;
  if (
    select count(*) from private.invite_code_checks c
    where c.user_id = v_me and not c.valid and c.checked_at > now() - miss_window
  ) >= max_misses then
    return query select 'limited'::text, null::text;
    return;
  end if;
  if v_code ~ '^[0-9]{8}$' and v_user.phone is not null then
    select i.* into v_invitation from public.client_invitations i
    where i.code_hash = private.sha256_hex(v_user.phone || ':' || v_code) and i.phone = v_user.phone
    for update;
  end if;
  if v_invitation.id is null and v_code ~ '^[A-HJ-NP-Z2-9]{8}$' then
    select j.trainer_id into v_trainer from public.trainer_join_codes j where j.code = v_code;
  end if;
  insert into private.invite_code_checks (user_id, valid) values (v_me, v_invitation.id is not null or v_trainer is not null);
  if v_invitation.id is not null then
    perform private.check_invitation_for(v_invitation, v_me);
    update public.users u set assigned_to = v_invitation.trainer_id, client_type = v_invitation.client_type
    where u.id = v_me;
    insert into public.clients (id) values (v_me) on conflict do nothing;
    update public.client_invitations i set status = 'accepted', accepted_by = v_me, accepted_at = now()
    where i.id = v_invitation.id;
    update public.trainer_join_requests r set status = 'cancelled', decided_at = now()
    where r.client_id = v_me and r.status = 'pending';
    return query select 'invitation'::text, (select nullif(t.name, '') from public.users t where t.id = v_invitation.trainer_id);
    return;
  end if;
  if v_trainer is null then
    return query select 'unknown'::text, null::text;
    return;
  end if;
  if v_user.assigned_to is not null then
    raise exception 'You already have a coach. Ask an admin to move you.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users t where t.id = v_trainer and t.status = 'active') then
    return query select 'unknown'::text, null::text;
    return;
  end if;
  update public.trainer_join_requests r set status = 'cancelled', decided_at = now()
  where r.client_id = v_me and r.status = 'pending';
  insert into public.trainer_join_requests (client_id, trainer_id) values (v_me, v_trainer);
  return query select 'join_request'::text, (select nullif(t.name, '') from public.users t where t.id = v_trainer);
end;
$_$;

-- Name: refresh_lift_days(uuid[], uuid[], date[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.refresh_lift_days(p_user_ids uuid[], p_exercise_ids uuid[], p_days date[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  with keys as (
    select distinct k.user_id, k.exercise_id, k.day
    from unnest(p_user_ids, p_exercise_ids, p_days) as k (user_id, exercise_id, day)
    where k.user_id is not null and k.exercise_id is not null and k.day is not null
  ),
  fresh as (
    select k.user_id, k.exercise_id, k.day,
           (select max(private.estimated_one_rep_max(s.weight, s.reps))
            from public.workout_log_sets s
            where s.user_id = k.user_id and s.exercise_id = k.exercise_id
              and s.performed_at >= k.day::timestamp at time zone 'UTC'
              and s.performed_at < (k.day + 1)::timestamp at time zone 'UTC'
              and s.completed and not s.is_warmup and s.weight > 0 and s.reps > 0) as best
    from keys k
  ),
  gone as (
    delete from public.client_lift_days d
    using fresh f
    where d.user_id = f.user_id and d.exercise_id = f.exercise_id and d.day = f.day and f.best is null
  )
  -- best_to_date and best_before are settled below; the day's own best is a valid placeholder.
  insert into public.client_lift_days as d (user_id, exercise_id, day, best_e1rm, best_to_date)
  select f.user_id, f.exercise_id, f.day, f.best, f.best from fresh f
  where f.best is not null
    and exists (select 1 from public.users u where u.id = f.user_id)
    and exists (select 1 from public.exercises e where e.id = f.exercise_id)
  on conflict (user_id, exercise_id, day) do update
    set best_e1rm = excluded.best_e1rm, best_to_date = greatest(d.best_to_date, excluded.best_e1rm);

  with starts as (
    select k.user_id, k.exercise_id, min(k.day) as day
    from unnest(p_user_ids, p_exercise_ids, p_days) as k (user_id, exercise_id, day)
    group by k.user_id, k.exercise_id
  ),
  running as (
    select d.id, d.day, st.day as from_day,
           max(d.best_e1rm) over (partition by d.user_id, d.exercise_id order by d.day) as to_date,
           max(d.best_e1rm) over (partition by d.user_id, d.exercise_id order by d.day
                                  rows between unbounded preceding and 1 preceding) as before
    from public.client_lift_days d
    join starts st on st.user_id = d.user_id and st.exercise_id = d.exercise_id
  )
  update public.client_lift_days d
  set best_to_date = r.to_date, best_before = r.before
  from running r
  where d.id = r.id and r.day >= r.from_day
    and (d.best_to_date, d.best_before) is distinct from (r.to_date, r.before);
end;
$$;

-- Name: refresh_training_days(uuid[], date[]); Type: FUNCTION; Schema: private
CREATE FUNCTION private.refresh_training_days(p_user_ids uuid[], p_days date[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  with keys as (
    select distinct k.user_id, k.day from unnest(p_user_ids, p_days) as k (user_id, day)
    where k.user_id is not null and k.day is not null
  ),
  fresh as (
    select k.user_id, k.day,
           (select count(*) from public.workout_logs l
            where l.user_id = k.user_id
              and l.created_at >= k.day::timestamp at time zone 'UTC'
              and l.created_at < (k.day + 1)::timestamp at time zone 'UTC')::integer as workouts,
           (select count(*) from public.workout_log_sets s
            where s.user_id = k.user_id
              and s.performed_at >= k.day::timestamp at time zone 'UTC'
              and s.performed_at < (k.day + 1)::timestamp at time zone 'UTC'
              and s.completed and not s.is_warmup)::integer as completed_sets
    from keys k
    where exists (select 1 from public.users u where u.id = k.user_id)
  )
  insert into public.client_training_days as t (user_id, day, workouts, completed_sets)
  select f.user_id, f.day, f.workouts, f.completed_sets from fresh f
  where f.workouts > 0 or f.completed_sets > 0
  on conflict (user_id, day) do update
    set workouts = excluded.workouts, completed_sets = excluded.completed_sets
    where (t.workouts, t.completed_sets) is distinct from (excluded.workouts, excluded.completed_sets);

  delete from public.client_training_days t
  using unnest(p_user_ids, p_days) as k (user_id, day)
  where t.user_id = k.user_id and t.day = k.day
    and not exists (
      select 1 from public.workout_logs l
      where l.user_id = k.user_id
        and l.created_at >= k.day::timestamp at time zone 'UTC'
        and l.created_at < (k.day + 1)::timestamp at time zone 'UTC')
    and not exists (
      select 1 from public.workout_log_sets s
      where s.user_id = k.user_id
        and s.performed_at >= k.day::timestamp at time zone 'UTC'
        and s.performed_at < (k.day + 1)::timestamp at time zone 'UTC'
        and s.completed and not s.is_warmup);
end;
$$;

-- Name: refuse_deleting_used_workout(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.refuse_deleting_used_workout() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon') and private.workout_in_use(old.id) then
    raise exception 'This workout is used by a program or a logged workout. Archive it instead.'
      using errcode = 'PT409';
  end if;
  return old;
end;
$$;

-- Name: refuse_ledger_change(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.refuse_ledger_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'The credit ledger is append-only: add a row instead' using errcode = '42501';
end;
$$;

-- Name: release_order(uuid, public.order_status); Type: FUNCTION; Schema: private
CREATE FUNCTION private.release_order(p_order_id uuid, p_status public.order_status) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  o public.orders;
begin
  select x.* into o from public.orders x where x.id = p_order_id for update;
  if o.id is null or o.status <> 'pending' then
    return 'ignored';
  end if;
  update public.orders set status = p_status where id = o.id;
  update public.discount_redemptions set released_at = now() where order_id = o.id and released_at is null;
  return 'applied';
end;
$$;

-- Name: renew_access_key(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.renew_access_key() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  k public.access_keys;
begin
  perform private.require_client(me);
  select * into k from public.access_keys where client_id = me.id for update;
  if found and coalesce(k.renewed_at, k.created_at) > now() - interval '1 minute' and k.revoked_at is null then
    raise exception 'You renewed your code a moment ago. Try again in a minute.' using errcode = 'PT429';
  end if;
  insert into public.access_keys as a (client_id, secret) values (me.id, extensions.gen_random_bytes(20))
  on conflict (client_id) do update
    set secret = excluded.secret, renewed_at = now(), revoked_at = null, revoked_by = null, revoked_reason = null
  returning a.* into k;
  return private.access_key_json(k);
end;
$$;

-- Name: report_at_risk(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_at_risk(p_at timestamp with time zone) RETURNS TABLE(client_id uuid, client_name text, last_visit timestamp with time zone, is_member boolean, credits integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

-- Name: report_attendance(timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_attendance(p_starts timestamp with time zone, p_ends timestamp with time zone) RETURNS TABLE(reached integer, attended integer, no_shows integer, late_cancels integer, unmarked integer, no_show_rate numeric, late_cancel_rate numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

-- Name: report_bucket(date, text, smallint); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_bucket(p_day date, p_bucket text, p_week_start smallint) RETURNS date
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case p_bucket
    when 'day' then p_day
    when 'week' then p_day - ((extract(dow from p_day)::integer - p_week_start + 7) % 7)
    else date_trunc('month', p_day)::date
  end;
$$;

-- Name: report_liability(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_liability(p_at timestamp with time zone) RETURNS TABLE(credits bigint, value_minor bigint, clients integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(sum(a.remaining), 0)::bigint, round(coalesce(sum(a.remaining * v.unit_value), 0))::bigint,
         (count(distinct a.client_id))::integer
  from private.report_lots_at(p_at) a
  join private.report_lot_values() v on v.lot_id = a.lot_id
  where a.remaining > 0;
$$;

-- Name: report_lot_values(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_lot_values() RETURNS TABLE(lot_id uuid, client_id uuid, unit_value numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.id, l.client_id,
         case when l.granted <= 0 then 0
              when o.id is not null then o.amount_minor::numeric / l.granted
              when m.id is not null then m.price_minor::numeric / l.granted
              else 0 end
  from public.credit_lots l
  left join public.orders o on o.id = l.order_id
  left join public.memberships m on m.id = l.membership_id;
$$;

-- Name: report_lots_at(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_lots_at(p_at timestamp with time zone) RETURNS TABLE(lot_id uuid, client_id uuid, remaining integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select l.id, l.client_id, coalesce(sum(g.delta), 0)::integer
  from public.credit_lots l
  left join public.credit_ledger g on g.lot_id = l.id and g.created_at < p_at
  where l.created_at < p_at and (l.expires_at is null or l.expires_at > p_at)
  group by l.id, l.client_id;
$$;

-- Name: report_member_mrr(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_member_mrr(p_at timestamp with time zone) RETURNS TABLE(client_id uuid, mrr_minor bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select m.client_id, sum(private.monthly_price_minor(m.price_minor, m.billing_interval))::bigint
  from public.memberships m
  where m.created_at < p_at
    and coalesce(m.ended_at, case when m.status = 'ended' then m.updated_at end, 'infinity'::timestamptz) >= p_at
    and not (m.status = 'paused' and coalesce(m.paused_at, m.updated_at) < p_at)
  group by m.client_id;
$$;

-- Name: report_mrr_months(date, date, text, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_mrr_months(p_from date, p_to date, p_zone text, p_as_of timestamp with time zone) RETURNS TABLE(month date, mrr_start_minor bigint, new_minor bigint, expansion_minor bigint, contraction_minor bigint, churned_minor bigint, mrr_end_minor bigint, members_start integer, members_end integer, members_churned integer, churn_rate numeric)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

-- Name: report_revenue(date, date, text, text, smallint); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_revenue(p_from date, p_to date, p_bucket text, p_zone text, p_week_start smallint) RETURNS TABLE(bucket date, sales integer, gross_minor bigint, refunds_minor bigint, net_minor bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

-- Name: report_trainers(timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.report_trainers(p_starts timestamp with time zone, p_ends timestamp with time zone) RETURNS TABLE(trainer_id uuid, trainer_name text, sessions integer, credit_sessions integer, membership_sessions integer, revenue_minor bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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

-- Name: request_refund(uuid, integer, integer, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text) RETURNS public.refunds
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  o public.orders;
  refundable integer;
  unused integer;
  credits integer;
  result public.refunds;
begin
  if me.role <> 'admin' then
    raise exception 'Only admins can refund' using errcode = '42501';
  end if;
  select x.* into o from public.orders x where x.id = p_order_id for update;
  if o.id is null then
    raise exception 'No such order' using errcode = 'PT404';
  end if;
  if o.status not in ('paid', 'partially_refunded') then
    raise exception 'Only a paid order can be refunded' using errcode = '22023';
  end if;
  refundable := o.amount_minor - o.refunded_minor
    - (select coalesce(sum(x.amount_minor), 0) from public.refunds x where x.order_id = o.id and x.status = 'pending');
  if p_amount_minor is null or p_amount_minor < 1 then
    raise exception 'Refund at least the smallest amount' using errcode = '22023';
  end if;
  if p_amount_minor > refundable then
    raise exception 'At most % % can be refunded', o.currency, to_char(refundable / 100.0, 'FM999999990.00') using errcode = '22023',
      detail = format('refundable_minor=%s', refundable);
  end if;
  select coalesce(sum(l.remaining), 0)::integer into unused from public.credit_lots l where l.order_id = o.id;
  if p_credits_to_remove is not null and (p_credits_to_remove < 0 or p_credits_to_remove > unused) then
    raise exception 'The order has % unused credits', unused using errcode = '22023';
  end if;
  credits := coalesce(p_credits_to_remove,
    case when p_amount_minor >= o.amount_minor - o.refunded_minor then unused
         when o.credits is null or o.amount_minor = 0 then 0
         else least(unused, (p_amount_minor::bigint * o.credits / o.amount_minor)::integer) end);
  insert into public.refunds (order_id, amount_minor, credits_removed, reason, created_by)
  values (o.id, p_amount_minor, credits, nullif(left(btrim(coalesce(p_reason, '')), 500), ''), me.id)
  returning * into result;
  return result;
end;
$$;

-- Name: require_active_caller(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.require_active_caller() RETURNS public.users
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users;
begin
  select u.* into me from public.users u where u.id = (select auth.uid());
  if me.id is null or me.status <> 'active' then
    raise exception 'Your account is not active' using errcode = '42501';
  end if;
  return me;
end;
$$;

-- Name: require_client(public.users); Type: FUNCTION; Schema: private
CREATE FUNCTION private.require_client(p_caller public.users) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if p_caller.role <> 'client' then
    raise exception 'Only clients have a check-in key' using errcode = '42501';
  end if;
end;
$$;

-- Name: require_staff(public.users, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.require_staff(p_caller public.users, p_message text) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if p_caller.role not in ('staff', 'admin') then
    raise exception '%', p_message using errcode = '42501';
  end if;
end;
$$;

-- Name: resend_client_invitation(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.resend_client_invitation(p_invitation_id uuid) RETURNS TABLE(id uuid, token text, code text, expires_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_column
declare
  v_row public.client_invitations;
  v_token text := encode(extensions.gen_random_bytes(32), 'hex');
  v_code text;
begin
  select i.* into v_row from public.client_invitations i where i.id = p_invitation_id for update;
  if v_row.id is null then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;
  perform private.invitation_trainer(v_row.trainer_id);
  if v_row.status not in ('invited', 'expired') then
    raise exception 'Only an invitation that was not accepted or withdrawn can be sent again' using errcode = '22023';
  end if;
  if v_row.phone is not null then
    v_code := private.random_invitation_code();
  end if;
  update public.client_invitations i
  set token_hash = private.sha256_hex(v_token),
      code_hash = case when v_code is null then null else private.sha256_hex(v_row.phone || ':' || v_code) end,
      status = 'invited', sent_at = now(), expires_at = now() + interval '7 days'
  where i.id = v_row.id
  returning * into v_row;
  return query select v_row.id, v_token, v_code, v_row.expires_at;
end;
$$;

-- Name: revoke_access_key(uuid, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.revoke_access_key(p_client_id uuid, p_reason text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  v_reason text := nullif(btrim(p_reason), '');
begin
  perform private.require_staff(me, 'Only staff can revoke a check-in key');
  if p_client_id is null or not private.may_act_for_client(me, p_client_id) then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'The reason is at most 500 characters' using errcode = '22023';
  end if;
  update public.access_keys
  set revoked_at = now(), revoked_by = me.id, revoked_reason = v_reason
  where client_id = p_client_id;
  if not found then
    raise exception 'This client has no check-in key yet' using errcode = 'PT404';
  end if;
end;
$$;

-- Name: revoke_calendar_feed_token(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.revoke_calendar_feed_token() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_me uuid := (select auth.uid());
  v_count integer;
begin
  if v_me is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to turn off a calendar link' using errcode = '42501';
  end if;
  update public.calendar_feed_tokens set revoked_at = now() where user_id = v_me and revoked_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- Name: revoke_client_invitation(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.revoke_client_invitation(p_invitation_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_row public.client_invitations;
begin
  select i.* into v_row from public.client_invitations i where i.id = p_invitation_id for update;
  if v_row.id is null then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;
  perform private.invitation_trainer(v_row.trainer_id);
  if v_row.status not in ('invited', 'expired') then
    raise exception 'This invitation was already accepted or withdrawn' using errcode = '22023';
  end if;
  update public.client_invitations i set status = 'revoked' where i.id = v_row.id;
end;
$$;

-- Name: run_automation_step(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.run_automation_step(p_run_id uuid) RETURNS public.automation_run_status
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_run public.automation_step_runs;
  v_step public.automation_steps;
  v_flow public.automation_flows;
  v_client public.users;
  v_trainer uuid;
  v_first text;
  v_body text;
  v_program public.programs;
  v_copy uuid;
  v_task uuid;
  v_today date;
begin
  select * into v_run from public.automation_step_runs where id = p_run_id;
  select * into v_step from public.automation_steps where id = v_run.step_id;
  select f.* into v_flow from public.automation_flows f
    join public.automation_enrolments e on e.flow_id = f.id where e.id = v_run.enrolment_id;
  select u.* into v_client from public.users u
    join public.automation_enrolments e on e.client_id = u.id where e.id = v_run.enrolment_id;
  -- From the flow's trainer; a flow for every client speaks for each client's own trainer.
  v_trainer := coalesce(v_flow.trainer_id, v_client.assigned_to);
  if v_trainer is null then
    raise exception 'The client has no trainer to send this from';
  end if;
  v_first := coalesce(nullif(btrim(v_client.first_name), ''), 'there');

  case v_step.action
  when 'message' then
    v_body := btrim(replace(coalesce(v_step.message_body, ''), '{first_name}', v_first));
    if v_body = '' then
      raise exception 'The message is empty';
    end if;
    -- A normal message from the trainer: the notifications trigger tells the client once.
    insert into public.messages (sender_id, recipient_id, body) values (v_trainer, v_client.id, left(v_body, 5000));
  when 'onboarding_form' then
    if exists (select 1 from public.onboarding_forms o where o.client_id = v_client.id) then
      return 'skipped';
    end if;
    v_body := btrim(replace(coalesce(nullif(btrim(v_step.message_body), ''),
      'Hi {first_name}, please fill in your onboarding questions so I can tailor your training: Settings, Onboarding.'),
      '{first_name}', v_first));
    insert into public.messages (sender_id, recipient_id, body) values (v_trainer, v_client.id, left(v_body, 5000));
    perform private.notify(v_client.id, 'automation', 'Please complete your onboarding form',
      'Your trainer asked you to fill in your onboarding questions.', '/settings', 'automation:' || p_run_id::text);
  when 'assign_program' then
    select * into v_program from public.programs where id = v_step.program_id;
    if not found then
      raise exception 'The program of this step no longer exists';
    end if;
    if not exists (select 1 from public.program_workouts where program_id = v_program.id) then
      raise exception 'The program "%" has no workouts', v_program.name;
    end if;
    v_today := (now() at time zone (select s.time_zone from public.studio_settings s where s.id = 1))::date;
    update public.programs set status = 'completed' where client_id = v_client.id and status = 'active';
    insert into public.programs (name, description, client_id, created_by, status, flex_schedule, starting_workout_index,
                                 difficulty, goals, training_styles, duration_weeks, start_date, source_program_id)
    values (v_program.name, v_program.description, v_client.id, v_trainer, 'active', v_program.flex_schedule,
            v_program.starting_workout_index, v_program.difficulty, v_program.goals, v_program.training_styles,
            v_program.duration_weeks, v_today, v_program.id)
    returning id into v_copy;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    select v_copy, pw.workout_id, pw.position, pw.day_of_week, pw.notes
    from public.program_workouts pw where pw.program_id = v_program.id;
  when 'assign_collection' then
    if v_step.collection_id is null
      or not exists (select 1 from public.on_demand_collections c where c.id = v_step.collection_id) then
      raise exception 'The on-demand collection of this step no longer exists';
    end if;
    insert into public.on_demand_grants (collection_id, audience, client_id, created_by)
    values (v_step.collection_id, 'client', v_client.id, v_trainer)
    on conflict do nothing;
  when 'task' then
    v_body := btrim(replace(coalesce(v_step.task_title, ''), '{first_name}', v_first));
    if v_body = '' then
      raise exception 'The task has no title';
    end if;
    insert into public.trainer_tasks (trainer_id, client_id, title, due_at, step_run_id)
    values (v_trainer, v_client.id, left(v_body, 200), v_run.due_at, p_run_id)
    on conflict (step_run_id) do nothing
    returning id into v_task;
    if v_task is not null then
      perform private.notify(v_trainer, 'task', left(v_body, 200), 'A task from the flow "' || v_flow.name || '"',
        '/clients/profile/' || v_client.id::text, 'task:' || v_task::text);
    end if;
  end case;
  return 'done';
end;
$$;

-- Name: run_automations(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.run_automations(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_tz text := (select s.time_zone from public.studio_settings s where s.id = 1);
  v_flow public.automation_flows;
  v_holding uuid[];
  v_new uuid[] := '{}';
  v_batch uuid[];
  v_touched uuid[] := '{}';
  v_stopped uuid[];
  v_cleared integer := 0;
  v_count integer;
  v_done integer := 0;
  v_skipped integer := 0;
  v_retried integer := 0;
  v_failed integer := 0;
  v_completed integer := 0;
  v_reminders integer;
  v_outcome public.automation_run_status;
  r record;
begin
  -- 1. Ends.
  with ended as (
    update public.automation_enrolments e
    set status = 'stopped', ended_at = v_now,
        stopped_reason = case when u.status <> 'active' or u.role <> 'client' then 'The client''s account is not active'
                              else 'The client moved to another trainer' end
    from public.automation_flows f, public.users u
    where f.id = e.flow_id and u.id = e.client_id and e.status in ('active', 'paused')
      and (u.status <> 'active' or u.role <> 'client' or (f.trainer_id is not null and u.assigned_to is distinct from f.trainer_id))
    returning e.id
  )
  select coalesce(array_agg(ended.id), '{}') into v_stopped from ended;
  update public.automation_step_runs set status = 'skipped'
  where status = 'pending' and enrolment_id = any (v_stopped);

  -- 2. Enrolments.
  for v_flow in select * from public.automation_flows f where f.status = 'active' order by f.created_at loop
    if v_flow.kind = 'onboarding' then
      with added as (
        insert into public.automation_enrolments (flow_id, client_id, enrolled_at, join_id, trigger_cleared_at)
        select v_flow.id, t.client_id, t.since, t.join_id, t.since
        from private.automation_trigger_clients(v_flow, v_now) t
        on conflict do nothing
        returning id
      )
      select coalesce(array_agg(added.id), '{}') into v_batch from added;
    else
      select coalesce(array_agg(t.client_id), '{}') into v_holding
      from private.automation_trigger_clients(v_flow, v_now) t;
      update public.automation_enrolments e set trigger_cleared_at = v_now
      where e.flow_id = v_flow.id and e.trigger_cleared_at is null
        and e.client_id not in (select unnest(v_holding));
      get diagnostics v_count = row_count;
      v_cleared := v_cleared + v_count;
      with added as (
        insert into public.automation_enrolments (flow_id, client_id, enrolled_at)
        select v_flow.id, c.id, v_now
        from unnest(v_holding) as c (id)
        where not exists (
          select 1 from public.automation_enrolments e
          where e.flow_id = v_flow.id and e.client_id = c.id and e.trigger_cleared_at is null)
        on conflict do nothing
        returning id
      )
      select coalesce(array_agg(added.id), '{}') into v_batch from added;
    end if;
    v_new := v_new || v_batch;
  end loop;
  update private.automation_joins set processed_at = v_now where processed_at is null and joined_at <= v_now;
  insert into public.automation_step_runs (enrolment_id, step_id, due_at)
  select e.id, s.id, private.automation_due_at(e.enrolled_at, s.day_offset, s.time_of_day, v_tz)
  from public.automation_enrolments e
  join public.automation_steps s on s.flow_id = e.flow_id and s.removed_at is null
  where e.id = any (v_new)
  on conflict do nothing;

  -- 3. Due runs, each once. Driven from the pending runs' due index (not from the enrolments), so
  -- a minute with nothing due costs one index probe whatever the planner's statistics say.
  for r in
    select sr.id, sr.attempts, sr.enrolment_id
    from public.automation_step_runs sr
    where sr.status = 'pending'
      and sr.id in (
        with due as materialized (
          select x.id, x.enrolment_id, x.step_id, x.due_at
          from public.automation_step_runs x
          where x.status = 'pending' and x.due_at <= v_now
        )
        select d.id
        from due d
        where exists (
            select 1 from public.automation_enrolments e join public.automation_flows f on f.id = e.flow_id
            where e.id = d.enrolment_id and e.status = 'active' and f.status = 'active')
          and exists (select 1 from public.automation_steps s where s.id = d.step_id and s.removed_at is null)
        order by d.due_at, d.id
        limit 20000)
    order by sr.due_at, sr.id
    for update of sr skip locked
  loop
    begin
      v_outcome := private.run_automation_step(r.id);
      update public.automation_step_runs
      set status = v_outcome, attempts = r.attempts + 1, ran_at = v_now, last_error = null
      where id = r.id;
      if v_outcome = 'done' then v_done := v_done + 1; else v_skipped := v_skipped + 1; end if;
    exception when others then
      update public.automation_step_runs
      set attempts = r.attempts + 1, last_error = left(sqlerrm, 1000), ran_at = v_now,
          status = case when r.attempts + 1 >= 3 then 'failed'::public.automation_run_status else 'pending' end
      where id = r.id;
      if r.attempts + 1 >= 3 then v_failed := v_failed + 1; else v_retried := v_retried + 1; end if;
    end;
    v_touched := v_touched || r.enrolment_id;
  end loop;

  -- 4. Completions: enrolments (new or just run) with nothing pending.
  update public.automation_enrolments e set status = 'completed', ended_at = v_now
  where e.status = 'active' and (e.id = any (v_touched) or e.id = any (v_new))
    and not exists (select 1 from public.automation_step_runs sr where sr.enrolment_id = e.id and sr.status = 'pending');
  get diagnostics v_completed = row_count;

  -- 5. Booking reminders.
  v_reminders := private.send_booking_reminders(v_now);

  return jsonb_build_object(
    'now', v_now, 'stopped', cardinality(v_stopped), 'enrolled', cardinality(v_new), 'cleared', v_cleared,
    'done', v_done, 'skipped', v_skipped, 'retried', v_retried, 'failed', v_failed, 'completed', v_completed,
    'reminders', v_reminders);
end;
$$;

-- Name: run_payment_housekeeping(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.run_payment_housekeeping(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_now timestamptz := coalesce(p_now, now());
  lot public.credit_lots;
  m public.memberships;
  expired_lots integer := 0;
  expired_orders integer := 0;
  ended integer := 0;
  v_order_id uuid;
begin
  for lot in
    select l.* from public.credit_lots l where l.remaining > 0 and l.expires_at <= v_now for update skip locked
  loop
    insert into public.credit_ledger (lot_id, client_id, delta, reason)
    values (lot.id, lot.client_id, -lot.remaining, 'expire');
    expired_lots := expired_lots + 1;
  end loop;
  for v_order_id in
    select o.id from public.orders o where o.status = 'pending' and o.expires_at <= v_now
  loop
    if private.release_order(v_order_id, 'expired') = 'applied' then
      expired_orders := expired_orders + 1;
    end if;
  end loop;
  for m in
    select x.* from public.memberships x
    where x.status <> 'ended' and x.current_period_end <= v_now
      and (x.cancel_at_period_end or x.provider = 'none')
    for update skip locked
  loop
    if m.cancel_at_period_end then
      update public.memberships set status = 'ended', ended_at = m.current_period_end where id = m.id;
      ended := ended + 1;
    elsif m.status in ('active', 'past_due') then
      -- Nothing to pay (a free plan): the next period starts by itself.
      update public.memberships
      set current_period_start = m.current_period_end,
          current_period_end = private.studio_later(m.current_period_end, private.interval_of(m.billing_interval))
      where id = m.id returning * into m;
      perform private.grant_period(m, m.current_period_start, m.current_period_end);
    end if;
  end loop;
  return jsonb_build_object('expired_lots', expired_lots, 'expired_orders', expired_orders, 'ended_memberships', ended);
end;
$$;

-- Name: save_automation_flow(jsonb, jsonb, integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_caller public.users;
  v_admin boolean;
  v_id uuid;
  v_old public.automation_flows;
  v_kind public.automation_flow_kind;
  v_status public.automation_flow_status;
  v_trigger public.automation_trigger;
  v_trainer uuid;
  v_name text;
  v_types public.client_type[];
  v_trainers uuid[];
  v_plans uuid[];
  v_date date;
  v_days integer;
  v_count integer;
  v_tz text := (select s.time_zone from public.studio_settings s where s.id = 1);
  v_step jsonb;
  v_index bigint;
  v_step_id uuid;
  v_action public.automation_action;
  v_time time;
  v_kept uuid[] := '{}';
  v_text text;
begin
  select * into v_caller from public.users u where u.id = (select auth.uid()) and u.status = 'active';
  if not found or v_caller.role not in ('staff', 'admin') then
    raise exception 'Only staff can save automation flows' using errcode = '42501';
  end if;
  v_admin := v_caller.role = 'admin';
  if p_flow is null or jsonb_typeof(p_flow) <> 'object' then
    raise exception 'Send the flow as an object' using errcode = '22023';
  end if;
  p_steps := coalesce(p_steps, '[]'::jsonb);
  if jsonb_typeof(p_steps) <> 'array' then
    raise exception 'Send the steps as a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_steps) > 30 then
    raise exception 'A flow has at most 30 steps' using errcode = '22023';
  end if;

  if p_flow ? 'id' and jsonb_typeof(p_flow -> 'id') <> 'null' then
    v_id := private.uuid_or_null(p_flow ->> 'id');
    select * into v_old from public.automation_flows f where f.id = v_id for update;
    if v_id is null or not found or not (v_admin or v_old.trainer_id = v_caller.id) then
      raise exception 'Flow not found, or not yours to edit' using errcode = 'PT404';
    end if;
    if p_revision is not null and p_revision <> v_old.revision then
      raise exception 'This flow was changed meanwhile: reload it and make your edit again' using errcode = 'PT409';
    end if;
  end if;

  v_text := coalesce(p_flow ->> 'kind', v_old.kind::text);
  if v_text is null or not v_text = any (enum_range(null::public.automation_flow_kind)::text[]) then
    raise exception 'kind must be onboarding or autoflow' using errcode = '22023';
  end if;
  v_kind := v_text::public.automation_flow_kind;
  if v_old.id is not null and v_kind <> v_old.kind then
    raise exception 'A flow''s kind cannot change' using errcode = '22023';
  end if;

  v_name := btrim(coalesce(p_flow ->> 'name', v_old.name, ''));
  if char_length(v_name) not between 1 and 120 then
    raise exception 'Give the flow a name of 1 to 120 characters' using errcode = '22023';
  end if;

  v_text := coalesce(p_flow ->> 'status', v_old.status::text, 'active');
  if not v_text = any (enum_range(null::public.automation_flow_status)::text[]) then
    raise exception 'status must be active or paused' using errcode = '22023';
  end if;
  v_status := v_text::public.automation_flow_status;

  v_text := coalesce(p_flow ->> 'trigger_kind', v_old.trigger_kind::text,
                     case when v_kind = 'onboarding' then 'joined' end);
  if v_text is null or not v_text = any (enum_range(null::public.automation_trigger)::text[]) then
    raise exception 'Choose a trigger' using errcode = '22023';
  end if;
  v_trigger := v_text::public.automation_trigger;
  if (v_kind = 'onboarding') <> (v_trigger = 'joined') then
    raise exception 'Onboarding flows start when a client joins; autoflows need another trigger' using errcode = '22023';
  end if;

  if p_flow ? 'trainer_id' then
    v_trainer := private.uuid_or_null(p_flow ->> 'trainer_id');
    if p_flow ->> 'trainer_id' is not null and v_trainer is null then
      raise exception 'trainer_id must be an id' using errcode = '22023';
    end if;
  elsif v_old.id is not null then
    v_trainer := v_old.trainer_id;
  elsif not v_admin then
    v_trainer := v_caller.id;
  end if;
  if not v_admin and v_trainer is distinct from v_caller.id then
    raise exception 'A trainer''s flows are for their own clients: only an admin can make one for another trainer or for every client'
      using errcode = '42501';
  end if;
  if v_trainer is not null and not exists (
    select 1 from public.users u where u.id = v_trainer and u.role in ('staff', 'admin')) then
    raise exception 'trainer_id is not a trainer' using errcode = '22023';
  end if;

  if p_flow ? 'trigger_date' and jsonb_typeof(p_flow -> 'trigger_date') <> 'null' then
    if jsonb_typeof(p_flow -> 'trigger_date') <> 'string' or (p_flow ->> 'trigger_date') !~ '^\d{4}-\d{2}-\d{2}$' then
      raise exception 'trigger_date must be a date (YYYY-MM-DD)' using errcode = '22023';
    end if;
    begin
      v_date := (p_flow ->> 'trigger_date')::date;
    exception when others then
      raise exception 'trigger_date must be a date (YYYY-MM-DD)' using errcode = '22023';
    end;
  elsif not p_flow ? 'trigger_date' then
    v_date := v_old.trigger_date;
  end if;

  if p_flow ? 'condition_client_types' then
    if jsonb_typeof(p_flow -> 'condition_client_types') not in ('array', 'null')
      or exists (select 1 from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_client_types', 'null'), '[]')) x
                 where not x = any (enum_range(null::public.client_type)::text[])) then
      raise exception 'condition_client_types must list client types' using errcode = '22023';
    end if;
    v_types := nullif(array(select distinct x::public.client_type
                            from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_client_types', 'null'), '[]')) x), '{}');
  else
    v_types := v_old.condition_client_types;
  end if;
  if p_flow ? 'condition_trainer_ids' then
    if jsonb_typeof(p_flow -> 'condition_trainer_ids') not in ('array', 'null')
      or exists (select 1 from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_trainer_ids', 'null'), '[]')) x
                 where private.uuid_or_null(x) is null) then
      raise exception 'condition_trainer_ids must list trainer ids' using errcode = '22023';
    end if;
    v_trainers := nullif(array(select distinct x::uuid
                               from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_trainer_ids', 'null'), '[]')) x), '{}');
  else
    v_trainers := v_old.condition_trainer_ids;
  end if;
  if p_flow ? 'condition_plan_ids' then
    if jsonb_typeof(p_flow -> 'condition_plan_ids') not in ('array', 'null')
      or exists (select 1 from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_plan_ids', 'null'), '[]')) x
                 where private.uuid_or_null(x) is null) then
      raise exception 'condition_plan_ids must list membership plan ids' using errcode = '22023';
    end if;
    v_plans := nullif(array(select distinct x::uuid
                            from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_plan_ids', 'null'), '[]')) x), '{}');
  else
    v_plans := v_old.condition_plan_ids;
  end if;

  v_days := case when p_flow ? 'trigger_days'
                 then private.automation_int(p_flow -> 'trigger_days', 'trigger_days', 1, 365) else v_old.trigger_days end;
  v_count := case when p_flow ? 'trigger_count'
                  then private.automation_int(p_flow -> 'trigger_count', 'trigger_count', 1, 1000) else v_old.trigger_count end;
  if v_trigger in ('no_visit', 'no_workout', 'program_ending', 'membership_expiring') and v_days is null then
    raise exception 'Say how many days (trigger_days) this trigger waits for' using errcode = '22023';
  end if;
  if v_trigger in ('missed_workouts', 'credits_low') and v_count is null then
    raise exception 'Say how many (trigger_count) this trigger counts' using errcode = '22023';
  end if;
  if v_trigger = 'date' and v_date is null then
    raise exception 'Choose the date (trigger_date) this flow starts on' using errcode = '22023';
  end if;

  if v_old.id is null then
    insert into public.automation_flows (kind, name, trainer_id, status, trigger_kind, trigger_days, trigger_count,
                                         trigger_date, condition_client_types, condition_trainer_ids, condition_plan_ids,
                                         created_by)
    values (v_kind, v_name, v_trainer, v_status, v_trigger, v_days, v_count, v_date, v_types, v_trainers, v_plans, v_caller.id)
    returning id into v_id;
  else
    update public.automation_flows f
    set name = v_name, trainer_id = v_trainer, status = v_status, trigger_kind = v_trigger,
        trigger_days = v_days, trigger_count = v_count,
        trigger_date = v_date, condition_client_types = v_types, condition_trainer_ids = v_trainers,
        condition_plan_ids = v_plans, revision = f.revision + 1
    where f.id = v_id;
  end if;

  -- Steps, in the order given.
  for v_step, v_index in select x, n from jsonb_array_elements(p_steps) with ordinality as t (x, n) loop
    if jsonb_typeof(v_step) <> 'object' then
      raise exception 'Step %: send it as an object', v_index using errcode = '22023';
    end if;
    v_step_id := null;
    if v_step ? 'id' and jsonb_typeof(v_step -> 'id') <> 'null' then
      v_step_id := private.uuid_or_null(v_step ->> 'id');
      if v_step_id is null or not exists (
        select 1 from public.automation_steps s where s.id = v_step_id and s.flow_id = v_id and s.removed_at is null) then
        raise exception 'Step %: not a step of this flow', v_index using errcode = '22023';
      end if;
      if v_step_id = any (v_kept) then
        raise exception 'Step %: listed twice', v_index using errcode = '22023';
      end if;
    end if;
    v_text := v_step ->> 'action';
    if v_text is null or not v_text = any (enum_range(null::public.automation_action)::text[]) then
      raise exception 'Step %: choose what it does (message, onboarding_form, assign_program, assign_collection or task)', v_index
        using errcode = '22023';
    end if;
    v_action := v_text::public.automation_action;
    v_text := coalesce(v_step ->> 'time_of_day', '09:00');
    if v_text !~ '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' then
      raise exception 'Step %: time_of_day must be HH:MM', v_index using errcode = '22023';
    end if;
    v_time := v_text::time;
    if private.automation_int(v_step -> 'day_offset', format('Step %s: day_offset', v_index), 0, 365) is null then
      raise exception 'Step %: day_offset must be a whole number from 0 to 365', v_index using errcode = '22023';
    end if;
    if char_length(v_step ->> 'message_body') > 5000 then
      raise exception 'Step %: the message is longer than 5000 characters', v_index using errcode = '22023';
    end if;
    if v_action = 'message' and btrim(coalesce(v_step ->> 'message_body', '')) = '' then
      raise exception 'Step %: write the message', v_index using errcode = '22023';
    end if;
    if v_action = 'assign_program' and not exists (
      select 1 from public.programs p
      where p.id = private.uuid_or_null(v_step ->> 'program_id') and p.client_id is null) then
      raise exception 'Step %: choose a program from the library', v_index using errcode = '22023';
    end if;
    if v_action = 'assign_collection' and not exists (
      select 1 from public.on_demand_collections c where c.id = private.uuid_or_null(v_step ->> 'collection_id')) then
      raise exception 'Step %: choose an on-demand collection', v_index using errcode = '22023';
    end if;
    if v_action = 'task' and char_length(btrim(coalesce(v_step ->> 'task_title', ''))) not between 1 and 200 then
      raise exception 'Step %: give the task a title of 1 to 200 characters', v_index using errcode = '22023';
    end if;

    if v_step_id is null then
      insert into public.automation_steps (flow_id, position, day_offset, time_of_day, action, message_body, program_id,
                                           collection_id, task_title)
      values (v_id, v_index - 1, (v_step ->> 'day_offset')::integer, v_time, v_action,
              nullif(btrim(v_step ->> 'message_body'), ''),
              case when v_action = 'assign_program' then (v_step ->> 'program_id')::uuid end,
              case when v_action = 'assign_collection' then (v_step ->> 'collection_id')::uuid end,
              case when v_action = 'task' then btrim(v_step ->> 'task_title') end)
      returning id into v_step_id;
    else
      update public.automation_steps
      set position = v_index - 1, day_offset = (v_step ->> 'day_offset')::integer, time_of_day = v_time,
          action = v_action, message_body = nullif(btrim(v_step ->> 'message_body'), ''),
          program_id = case when v_action = 'assign_program' then (v_step ->> 'program_id')::uuid end,
          collection_id = case when v_action = 'assign_collection' then (v_step ->> 'collection_id')::uuid end,
          task_title = case when v_action = 'task' then btrim(v_step ->> 'task_title') end
      where id = v_step_id;
    end if;
    v_kept := v_kept || v_step_id;
  end loop;

  -- Steps left out: their runs not yet done are skipped; a step nobody ran goes, one with history stays.
  update public.automation_step_runs r set status = 'skipped'
  from public.automation_steps s
  where s.id = r.step_id and s.flow_id = v_id and s.removed_at is null and not (s.id = any (v_kept))
    and r.status = 'pending';
  delete from public.automation_steps s
  where s.flow_id = v_id and s.removed_at is null and not (s.id = any (v_kept))
    and not exists (select 1 from public.automation_step_runs r where r.step_id = s.id and r.status <> 'skipped');
  update public.automation_steps s set removed_at = now()
  where s.flow_id = v_id and s.removed_at is null and not (s.id = any (v_kept));

  -- Open enrolments: re-time what has not run, add runs for new steps.
  update public.automation_step_runs r
  set due_at = private.automation_due_at(e.enrolled_at, s.day_offset, s.time_of_day, v_tz)
  from public.automation_enrolments e, public.automation_steps s
  where e.id = r.enrolment_id and s.id = r.step_id and e.flow_id = v_id and e.status in ('active', 'paused')
    and r.status = 'pending';
  insert into public.automation_step_runs (enrolment_id, step_id, due_at, status)
  select e.id, s.id, x.due_at, case when x.due_at < now() then 'skipped' else 'pending' end::public.automation_run_status
  from public.automation_enrolments e
  join public.automation_steps s on s.flow_id = e.flow_id and s.removed_at is null
  cross join lateral (select private.automation_due_at(e.enrolled_at, s.day_offset, s.time_of_day, v_tz) as due_at) x
  where e.flow_id = v_id and e.status in ('active', 'paused')
  on conflict do nothing;
  return v_id;
end;
$_$;

-- Name: text_array_within(text[], integer, integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.text_array_within(items text[], max_items integer, max_chars integer) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select items is null
    or (cardinality(items) <= max_items
      and coalesce((select max(char_length(item)) from unnest(items) as item), 0) <= max_chars);
$$;

-- Name: programs; Type: TABLE; Schema: public
CREATE TABLE public.programs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    client_id uuid,
    created_by uuid NOT NULL,
    status public.program_status DEFAULT 'active'::public.program_status NOT NULL,
    flex_schedule boolean DEFAULT false NOT NULL,
    starting_workout_index integer DEFAULT 0 NOT NULL,
    difficulty text,
    goals text[] DEFAULT '{}'::text[] NOT NULL,
    duration_weeks integer,
    start_date date,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    training_styles text[] DEFAULT ARRAY['engage-health'::text] NOT NULL,
    source_program_id uuid,
    deload_weeks smallint[] DEFAULT '{}'::smallint[] NOT NULL,
    deload_percent smallint DEFAULT 40 NOT NULL,
    deload_target text DEFAULT 'weight'::text NOT NULL,
    CONSTRAINT programs_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT programs_deload_percent_range CHECK (((deload_percent >= 5) AND (deload_percent <= 90))),
    CONSTRAINT programs_deload_target_known CHECK ((deload_target = ANY (ARRAY['weight'::text, 'volume'::text]))),
    CONSTRAINT programs_deload_weeks_range CHECK (((cardinality(deload_weeks) <= 104) AND (1 <= ALL (deload_weeks)) AND (104 >= ALL (deload_weeks)))),
    CONSTRAINT programs_description_length CHECK ((char_length(description) <= 5000)),
    CONSTRAINT programs_difficulty_check CHECK ((difficulty = ANY (ARRAY['beginner'::text, 'intermediate'::text, 'advanced'::text, 'expert'::text]))),
    CONSTRAINT programs_duration_weeks_check CHECK (((duration_weeks >= 1) AND (duration_weeks <= 104))),
    CONSTRAINT programs_goals_size CHECK (private.text_array_within(goals, 50, 200)),
    CONSTRAINT programs_name_length CHECK ((char_length(name) <= 200)),
    CONSTRAINT programs_name_not_blank CHECK ((btrim(name) <> ''::text)),
    CONSTRAINT programs_start_date_in_range CHECK (((start_date IS NULL) OR ((start_date >= '1900-01-01'::date) AND (start_date < '2200-01-01'::date)))),
    CONSTRAINT programs_starting_workout_index_check CHECK ((starting_workout_index >= 0)),
    CONSTRAINT programs_training_styles_size CHECK (private.text_array_within(training_styles, 20, 100)),
    CONSTRAINT programs_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: COLUMN programs.deload_weeks; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.programs.deload_weeks IS 'Week numbers (1 = the week of start_date) that are deloads: weight or sets cut by deload_percent.';

-- Name: save_program_core(jsonb); Type: FUNCTION; Schema: private
CREATE FUNCTION private.save_program_core(p_program jsonb) RETURNS public.programs
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
  v_name text;
  v_description text;
  v_flex boolean;
  v_weeks integer;
  v_start_index integer;
  v_start_date date;
  v_difficulty text;
  v_client uuid;
  v_items jsonb;
  v_item jsonb;
  v_position integer := 0;
  v_day integer;
  v_notes text;
  v_current public.programs;
  v_saved public.programs;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to save a program' using errcode = '28000';
  end if;
  if p_program is null or jsonb_typeof(p_program) <> 'object' then
    raise exception 'The program must be an object' using errcode = '22023';
  end if;

  v_name := btrim(coalesce(p_program ->> 'name', ''));
  if v_name = '' then
    raise exception 'Give the program a name' using errcode = '22023';
  end if;
  if char_length(v_name) > 200 then
    raise exception 'Keep the program name under 200 characters' using errcode = '22023';
  end if;
  v_description := nullif(btrim(coalesce(p_program ->> 'description', '')), '');
  if char_length(v_description) > 5000 then
    raise exception 'Keep the description under 5000 characters' using errcode = '22023';
  end if;

  if jsonb_typeof(p_program -> 'duration_weeks') = 'number' then
    v_weeks := (p_program ->> 'duration_weeks')::numeric;
    if v_weeks::numeric <> (p_program ->> 'duration_weeks')::numeric or v_weeks not between 1 and 104 then
      raise exception 'Duration must be a whole number of weeks from 1 to 104' using errcode = '22023';
    end if;
  elsif p_program ? 'duration_weeks' and jsonb_typeof(p_program -> 'duration_weeks') <> 'null' then
    raise exception 'Duration must be a whole number of weeks from 1 to 104' using errcode = '22023';
  end if;

  v_difficulty := nullif(p_program ->> 'difficulty', '');
  if v_difficulty is not null and v_difficulty not in ('beginner', 'intermediate', 'advanced', 'expert') then
    raise exception 'Difficulty must be beginner, intermediate, advanced or expert' using errcode = '22023';
  end if;

  if nullif(p_program ->> 'start_date', '') is not null then
    begin
      v_start_date := (p_program ->> 'start_date')::date;
    exception when others then
      raise exception 'Start date must be a date (YYYY-MM-DD)' using errcode = '22023';
    end;
  end if;

  v_flex := coalesce((p_program ->> 'flex_schedule')::boolean, false);
  v_items := coalesce(p_program -> 'workouts', '[]'::jsonb);
  if jsonb_typeof(v_items) <> 'array' then
    raise exception 'Workouts must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(v_items) > 100 then
    raise exception 'A program holds at most 100 workouts' using errcode = '22023';
  end if;
  v_start_index := coalesce((p_program ->> 'starting_workout_index')::integer, 0);
  if v_start_index < 0 or (v_start_index > 0 and v_start_index >= jsonb_array_length(v_items)) then
    raise exception 'The rotation must start at one of its workouts' using errcode = '22023';
  end if;

  if p_program ? 'id' and jsonb_typeof(p_program -> 'id') = 'string' then
    v_id := (p_program ->> 'id')::uuid;
    select * into v_current from public.programs where id = v_id for update;
    if not found then
      raise exception 'Program not found, or not yours to edit' using errcode = '42501';
    end if;
    if nullif(p_program ->> 'expected_updated_at', '') is not null
      and v_current.updated_at <> (p_program ->> 'expected_updated_at')::timestamptz then
      raise exception 'Someone else changed this program since you opened it. Reload to see their version.'
        using errcode = 'PT409';
    end if;
    update public.programs
    set name = v_name, description = v_description, difficulty = v_difficulty,
        goals = coalesce(private.json_text_items(p_program -> 'goals', 'Goals'), '{}'),
        training_styles = coalesce(private.json_text_items(p_program -> 'training_styles', 'Training styles'), '{}'),
        duration_weeks = v_weeks, start_date = v_start_date, flex_schedule = v_flex,
        starting_workout_index = v_start_index
    where id = v_id
    returning * into v_saved;
    if not found then
      raise exception 'Program not found, or not yours to edit' using errcode = '42501';
    end if;
    delete from public.program_workouts where program_id = v_id;
  else
    v_client := nullif(p_program ->> 'client_id', '')::uuid;
    if v_client is not null then
      perform private.make_room_for_program(v_client);
    end if;
    insert into public.programs (name, description, client_id, created_by, status, flex_schedule,
                                 starting_workout_index, difficulty, goals, training_styles, duration_weeks, start_date)
    values (v_name, v_description, v_client, (select auth.uid()), 'active', v_flex, v_start_index, v_difficulty,
            coalesce(private.json_text_items(p_program -> 'goals', 'Goals'), '{}'),
            coalesce(private.json_text_items(p_program -> 'training_styles', 'Training styles'), array['engage-health']),
            v_weeks, coalesce(v_start_date, case when v_client is not null then current_date end))
    returning * into v_saved;
  end if;

  for v_item in select value from jsonb_array_elements(v_items) loop
    if jsonb_typeof(v_item) <> 'object' or coalesce(jsonb_typeof(v_item -> 'workout_id'), 'missing') <> 'string' then
      raise exception 'Each program workout needs a workout' using errcode = '22023';
    end if;
    v_day := null;
    if not v_flex then
      if coalesce(jsonb_typeof(v_item -> 'day_of_week'), 'missing') <> 'number'
        or (v_item ->> 'day_of_week')::numeric not in (0, 1, 2, 3, 4, 5, 6) then
        raise exception 'Each workout of a weekly program needs a day of the week (0 = Sunday to 6 = Saturday)'
          using errcode = '22023';
      end if;
      v_day := (v_item ->> 'day_of_week')::integer;
    end if;
    v_notes := nullif(btrim(coalesce(v_item ->> 'notes', '')), '');
    if char_length(v_notes) > 2000 then
      raise exception 'Keep workout notes under 2000 characters' using errcode = '22023';
    end if;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    values (v_saved.id, (v_item ->> 'workout_id')::uuid, v_position, v_day, v_notes);
    v_position := v_position + 1;
  end loop;

  return v_saved;
end;
$$;

-- Name: save_program_weeks(uuid, jsonb); Type: FUNCTION; Schema: private
CREATE FUNCTION private.save_program_weeks(p_program_id uuid, p_weeks jsonb) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_duration integer;
  v_items jsonb;
  v_item jsonb;
  v_deload smallint[] := '{}';
  v_percent numeric;
  v_target text;
  v_week numeric;
  v_exercise uuid;
  v_note text;
  v_weight numeric;
  v_percent_e1rm numeric;
  v_sets numeric;
  v_reps numeric;
  v_rpe numeric;
begin
  if jsonb_typeof(p_weeks) <> 'object' then
    raise exception 'Weeks must be an object' using errcode = '22023';
  end if;
  select coalesce(duration_weeks, 104) into v_duration from public.programs where id = p_program_id;

  if jsonb_typeof(p_weeks -> 'deload_weeks') = 'array' then
    for v_item in select value from jsonb_array_elements(p_weeks -> 'deload_weeks') loop
      if jsonb_typeof(v_item) <> 'number' or (v_item #>> '{}')::numeric not between 1 and v_duration
        or (v_item #>> '{}')::numeric <> trunc((v_item #>> '{}')::numeric) then
        raise exception 'A deload week must be one of the program''s weeks (1 to %)', v_duration using errcode = '22023';
      end if;
      if not (v_item #>> '{}')::smallint = any (v_deload) then
        v_deload := v_deload || (v_item #>> '{}')::smallint;
      end if;
    end loop;
  elsif p_weeks ? 'deload_weeks' and jsonb_typeof(p_weeks -> 'deload_weeks') <> 'null' then
    raise exception 'Deload weeks must be a list of week numbers' using errcode = '22023';
  end if;
  v_percent := coalesce(private.week_number_field(p_weeks, 'deload_percent', 5, 90, true,
                          'A deload takes off 5 to 90 percent'), 40);
  v_target := coalesce(nullif(p_weeks ->> 'deload_target', ''), 'weight');
  if v_target not in ('weight', 'volume') then
    raise exception 'A deload lightens the weight or the volume' using errcode = '22023';
  end if;
  update public.programs
  set deload_weeks = (select coalesce(array_agg(w order by w), '{}') from unnest(v_deload) as w),
      deload_percent = v_percent, deload_target = v_target
  where id = p_program_id;

  v_items := coalesce(p_weeks -> 'prescriptions', '[]'::jsonb);
  if jsonb_typeof(v_items) <> 'array' then
    raise exception 'Week prescriptions must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(v_items) > 10000 then
    raise exception 'A program holds at most 10000 week prescriptions' using errcode = '22023';
  end if;
  delete from public.program_week_prescriptions where program_id = p_program_id;
  for v_item in select value from jsonb_array_elements(v_items) loop
    if jsonb_typeof(v_item) <> 'object' or coalesce(jsonb_typeof(v_item -> 'workout_exercise_id'), 'missing') <> 'string'
      or (v_item ->> 'workout_exercise_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Each week prescription needs an exercise of the program' using errcode = '22023';
    end if;
    v_exercise := (v_item ->> 'workout_exercise_id')::uuid;
    if not exists (
      select 1 from public.workout_exercises we
      join public.program_workouts pw on pw.workout_id = we.workout_id
      where we.id = v_exercise and pw.program_id = p_program_id
    ) then
      raise exception 'A week prescription refers to an exercise that is not in this program' using errcode = '22023';
    end if;
    v_week := private.week_number_field(v_item, 'week_number', 1, v_duration, true,
                format('Each week prescription needs a week from 1 to %s', v_duration));
    if v_week is null then
      raise exception 'Each week prescription needs a week from 1 to %', v_duration using errcode = '22023';
    end if;
    v_weight := private.week_number_field(v_item, 'weight_kg', 0, 9999.99, false,
                  'A week''s weight must be from 0 to 9999.99 kg');
    v_percent_e1rm := private.week_number_field(v_item, 'percent_e1rm', 1, 150, false,
                        'A percentage of the estimated max must be from 1 to 150');
    if v_weight is not null and v_percent_e1rm is not null then
      raise exception 'A week sets a weight or a percentage of the estimated max, not both' using errcode = '22023';
    end if;
    v_note := nullif(btrim(coalesce(v_item ->> 'note', '')), '');
    if char_length(v_note) > 500 then
      raise exception 'Keep a week''s note under 500 characters' using errcode = '22023';
    end if;
    v_sets := private.week_number_field(v_item, 'sets', 1, 50, true, 'A week''s sets must be a whole number from 1 to 50');
    v_reps := private.week_number_field(v_item, 'reps', 0, 1000, true,
                'A week''s reps must be a whole number from 0 to 1000');
    v_rpe := private.week_number_field(v_item, 'rpe', 1, 10, false, 'RPE must be from 1 to 10, in half steps');
    if v_rpe is not null and v_rpe * 2 <> round(v_rpe * 2) then
      raise exception 'RPE must be from 1 to 10, in half steps' using errcode = '22023';
    end if;
    -- A cell that says nothing is the base week: no row.
    continue when coalesce(v_sets, v_reps, v_weight, v_percent_e1rm, v_rpe) is null and v_note is null;
    insert into public.program_week_prescriptions
      (program_id, week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note)
    values (p_program_id, v_week, v_exercise, v_sets, v_reps, v_weight, round(v_percent_e1rm, 1), v_rpe, v_note)
    on conflict (program_id, week_number, workout_exercise_id) do update
    set sets = excluded.sets, reps = excluded.reps, weight_kg = excluded.weight_kg,
        percent_e1rm = excluded.percent_e1rm, rpe = excluded.rpe, note = excluded.note;
  end loop;
end;
$_$;

-- Name: save_push_subscription(text, text, text, text[], text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[] DEFAULT NULL::text[], p_device_label text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_caller uuid := (select auth.uid());
  v_id uuid;
  v_previous uuid;
begin
  if v_caller is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to turn on notifications.' using errcode = '42501';
  end if;
  select s.id, s.user_id into v_id, v_previous from public.push_subscriptions s where s.endpoint = p_endpoint;
  if v_id is null then
    if (select count(*) from public.push_subscriptions s where s.user_id = v_caller) >= 20 then
      raise exception 'Notifications are on for 20 devices already. Turn them off on one first.' using errcode = '22023';
    end if;
    insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, kinds, device_label)
    values (v_caller, p_endpoint, p_p256dh, p_auth,
      coalesce(p_kinds, (select (array['message', 'booking_made', 'booking_moved', 'booking_cancelled',
        'booking_reminder', 'waitlist_promoted', 'program_assigned', 'automation', 'task'])::text[])),
      nullif(btrim(p_device_label), ''))
    returning id into v_id;
  else
    if v_previous <> v_caller then
      delete from private.push_deliveries d where d.subscription_id = v_id;
    end if;
    update public.push_subscriptions s
    set user_id = v_caller,
        p256dh = p_p256dh,
        auth = p_auth,
        kinds = coalesce(p_kinds, s.kinds),
        device_label = coalesce(nullif(btrim(p_device_label), ''), s.device_label),
        failure_count = 0
    where s.id = v_id;
  end if;
  return v_id;
end;
$$;

-- Name: schedule_class(uuid, uuid, timestamp with time zone, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean) RETURNS public.service_sessions
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  s public.services;
  t public.users;
  ends_at timestamptz;
  result public.service_sessions;
begin
  perform private.require_staff(me, 'Only staff can schedule a class');
  if me.role = 'staff' and p_trainer_id is distinct from me.id then
    raise exception 'Trainers schedule their own classes; an admin schedules anyone''s' using errcode = '42501';
  end if;
  s := private.offered_service(p_service_id);
  if s.capacity = 1 then
    raise exception 'This service is an appointment, not a class' using errcode = '22023';
  end if;
  t := private.bookable_trainer(s.id, p_trainer_id);
  if p_starts_at is null or p_starts_at <= now() then
    raise exception 'Choose a time in the future' using errcode = '22023';
  end if;
  ends_at := p_starts_at + make_interval(mins => s.duration_minutes);
  if not coalesce(p_override, false) and not private.within_trainer_hours(t.id, p_starts_at, ends_at, st.time_zone) then
    raise exception 'That time is outside the trainer''s working hours' using errcode = '22023';
  end if;
  begin
    insert into public.service_sessions (
      service_id, trainer_id, starts_at, ends_at, buffer_before_minutes, buffer_after_minutes, busy, capacity, created_by
    ) values (
      s.id, t.id, p_starts_at, ends_at, s.buffer_before_minutes, s.buffer_after_minutes,
      tstzrange(p_starts_at, ends_at), s.capacity, me.id
    ) returning * into result;
  exception when exclusion_violation then
    raise exception 'That time was just taken' using errcode = 'PT409';
  end;
  return result;
end;
$$;

-- Name: send_booking_reminders(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.send_booking_reminders(p_now timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_settings public.studio_settings;
  v_max integer;
  v_sent integer := 0;
  r record;
begin
  select * into v_settings from public.studio_settings where id = 1;
  v_max := (select max(h) from unnest(v_settings.reminder_hours) h);
  if v_max is null then
    return 0;
  end if;
  for r in
    with due as (
      select b.id, b.client_id, b.starts_at, h.hours
      from public.bookings b
      cross join unnest(v_settings.reminder_hours) as h (hours)
      where b.status = 'booked' and b.starts_at > p_now and b.starts_at <= p_now + make_interval(hours => v_max)
        and b.starts_at <= p_now + make_interval(hours => h.hours)
        and b.updated_at <= b.starts_at - make_interval(hours => h.hours)
        and not exists (
          select 1 from private.booking_reminders_sent s
          where s.booking_id = b.id and s.hours = h.hours and s.starts_at = b.starts_at)
    ),
    recorded as (
      insert into private.booking_reminders_sent (booking_id, hours, starts_at)
      select d.id, d.hours, d.starts_at from due d
      on conflict do nothing
      returning booking_id, hours, starts_at
    )
    select distinct on (x.booking_id) x.booking_id, x.hours, x.starts_at, b.client_id, sv.name as service_name
    from recorded x
    join public.bookings b on b.id = x.booking_id
    join public.services sv on sv.id = b.service_id
    order by x.booking_id, x.hours
  loop
    perform private.notify(
      r.client_id,
      'booking_reminder',
      left(r.service_name, 150) || case when r.hours >= 24 and r.hours % 24 = 0
        then ' in ' || (r.hours / 24)::text || case when r.hours = 24 then ' day' else ' days' end
        else ' in ' || r.hours::text || case when r.hours = 1 then ' hour' else ' hours' end end,
      'Starts ' || to_char(r.starts_at at time zone v_settings.time_zone, 'FMDay DD Mon, HH24:MI') || ' (studio time)',
      '/schedule',
      'booking_reminder:' || r.booking_id::text || ':' || r.hours::text || ':' || extract(epoch from r.starts_at)::bigint::text
    );
    v_sent := v_sent + 1;
  end loop;
  return v_sent;
end;
$$;

-- Name: send_check_in_reminders(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.send_check_in_reminders(p_now timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_tz text := coalesce((select s.time_zone from public.studio_settings s where s.id = 1), 'UTC');
  v_week_start smallint := coalesce((select s.week_start from public.studio_settings s where s.id = 1), 1);
  v_week date := private.studio_week_start(p_now);
  v_sent integer := 0;
  r record;
begin
  -- Nothing to remind of: one probe, not a walk over every client, each minute.
  if not exists (select 1 from public.check_in_forms) then
    return 0;
  end if;
  for r in
    with forms as (
      -- The form a client answers: their own, else their trainer's default (private.check_in_form_for).
      select u.id as client_id, coalesce(own.due_weekday, def.due_weekday) as due_weekday
      from public.users u
      left join public.check_in_forms own on own.client_id = u.id
      left join public.check_in_forms def on def.client_id is null and def.coach_id = u.assigned_to
      where u.role = 'client' and u.status = 'active' and (own.id is not null or def.id is not null)
    ), due as (
      select f.client_id,
             ((v_week + ((f.due_weekday - v_week_start + 7) % 7)) + time '09:00') at time zone v_tz as due_at
      from forms f
    )
    select d.client_id, 'check_in_reminder:' || d.client_id::text || ':' || v_week::text as dedupe_key
    from due d
    where p_now >= d.due_at and p_now < d.due_at + interval '1 day'
      and not exists (select 1 from public.weekly_check_ins c where c.client_id = d.client_id and c.week_start = v_week)
      and not exists (
        select 1 from public.notifications n
        where n.recipient_id = d.client_id and n.dedupe_key = 'check_in_reminder:' || d.client_id::text || ':' || v_week::text)
  loop
    if private.notify(
      r.client_id,
      'automation',
      'Your weekly check-in is due',
      'Answer it from Today: a few taps, and your coach sees how your week went.',
      '/',
      r.dedupe_key
    ) is not null then
      v_sent := v_sent + 1;
    end if;
  end loop;
  return v_sent;
end;
$$;

-- Name: service_is_paid(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.service_is_paid(p_service_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.services s where s.id = p_service_id and s.drop_in_price_minor is not null)
    or exists (select 1 from public.service_credit_categories c where c.service_id = p_service_id);
$$;

-- Name: session_trainer_id(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.session_trainer_id(p_session_id uuid) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s.trainer_id from public.service_sessions s where s.id = p_session_id;
$$;

-- Name: set_automation_enrolment_status(uuid, text, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_enrolment public.automation_enrolments;
begin
  if p_status is null or p_status not in ('active', 'paused', 'stopped') then
    raise exception 'status must be active, paused or stopped' using errcode = '22023';
  end if;
  if char_length(p_reason) > 500 then
    raise exception 'Keep the reason to 500 characters' using errcode = '22023';
  end if;
  select * into v_enrolment from public.automation_enrolments e where e.id = p_enrolment_id for update;
  if not found or not private.can_manage_automation_flow(v_enrolment.flow_id) then
    raise exception 'Enrolment not found, or not yours' using errcode = 'PT404';
  end if;
  if v_enrolment.status in ('stopped', 'completed') then
    raise exception 'This client''s run of the flow has ended' using errcode = '22023';
  end if;
  update public.automation_enrolments e
  set status = p_status::public.automation_enrolment_status,
      stopped_reason = case when p_status = 'stopped' then nullif(btrim(p_reason), '') end,
      ended_at = case when p_status = 'stopped' then now() end
  where e.id = p_enrolment_id;
  if p_status = 'stopped' then
    update public.automation_step_runs set status = 'skipped' where enrolment_id = p_enrolment_id and status = 'pending';
  end if;
end;
$$;

-- Name: set_automation_flow_status(uuid, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_automation_flow_status(p_flow_id uuid, p_status text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_status is null or p_status not in ('active', 'paused') then
    raise exception 'status must be active or paused' using errcode = '22023';
  end if;
  if not private.can_manage_automation_flow(p_flow_id) then
    raise exception 'Flow not found, or not yours' using errcode = 'PT404';
  end if;
  update public.automation_flows set status = p_status::public.automation_flow_status where id = p_flow_id;
end;
$$;

-- Name: set_automation_flow_tags(uuid, jsonb); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_automation_flow_tags(p_flow_id uuid, p_tags jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_caller public.users;
  v_tags uuid[];
begin
  select * into v_caller from public.users u where u.id = (select auth.uid()) and u.status = 'active';
  if not found or v_caller.role not in ('staff', 'admin') or not private.can_manage_automation_flow(p_flow_id) then
    raise exception 'Flow not found, or not yours to edit' using errcode = 'PT404';
  end if;
  if p_tags is not null and jsonb_typeof(p_tags) not in ('array', 'null') then
    raise exception 'condition_tag_ids must list client tag ids' using errcode = '22023';
  end if;
  if jsonb_typeof(p_tags) = 'array' then
    if jsonb_array_length(p_tags) > 100 then
      raise exception 'A flow has at most 100 tags' using errcode = '22023';
    end if;
    if exists (select 1 from jsonb_array_elements(p_tags) x
               where jsonb_typeof(x) <> 'string' or private.uuid_or_null(x #>> '{}') is null) then
      raise exception 'condition_tag_ids must list client tag ids' using errcode = '22023';
    end if;
    v_tags := nullif(array(select distinct (x #>> '{}')::uuid from jsonb_array_elements(p_tags) x), '{}');
  end if;
  if exists (
    select 1 from unnest(coalesce(v_tags, '{}')) t (id)
    where not exists (
      select 1 from public.client_tags g
      where g.id = t.id and (v_caller.role = 'admin' or g.trainer_id = v_caller.id))) then
    raise exception 'Choose tags you made: a tag is not yours or no longer exists' using errcode = '22023';
  end if;
  update public.automation_flows f set condition_tag_ids = v_tags where f.id = p_flow_id;
end;
$$;

-- Name: set_booking_override(boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_booking_override(p_override boolean) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.set_config('liftwise.booking_override', case when coalesce(p_override, false) then 'on' else 'off' end, true);
$$;

-- Name: set_client_archived(uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_client_archived(p_client_id uuid, p_archived boolean) RETURNS public.account_status
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target public.users%rowtype;
begin
  if (select auth.uid()) is null or not private.is_staff() then
    raise exception 'Only staff can archive clients' using errcode = '42501';
  end if;
  if p_archived is null then
    raise exception 'Say whether to archive or restore' using errcode = '22023';
  end if;
  select * into target from public.users u where u.id = p_client_id;
  if not found or target.role <> 'client'
    or not (target.assigned_to = (select auth.uid()) or private.is_admin()) then
    raise exception 'Client not found' using errcode = '42501';
  end if;
  update public.users u
  set status = case when p_archived then 'inactive'::public.account_status else 'active' end
  where u.id = p_client_id;
  return case when p_archived then 'inactive'::public.account_status else 'active' end;
end;
$$;

-- Name: set_membership_cancel(uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_membership_cancel(p_membership_id uuid, p_cancel boolean) RETURNS public.memberships
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  m public.memberships := private.membership_for(p_membership_id, false);
begin
  update public.memberships set cancel_at_period_end = coalesce(p_cancel, true) where id = m.id returning * into m;
  return m;
end;
$$;

-- Name: set_membership_paused(uuid, boolean); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_membership_paused(p_membership_id uuid, p_paused boolean) RETURNS public.memberships
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  m public.memberships := private.membership_for(p_membership_id, true);
begin
  if coalesce(p_paused, true) then
    update public.memberships set status = 'paused', paused_at = now() where id = m.id returning * into m;
  else
    update public.memberships
    set status = case when past_due_since is not null then 'past_due' else 'active' end::public.membership_status,
        paused_at = null
    where id = m.id returning * into m;
  end if;
  return m;
end;
$$;

-- Name: set_on_demand_collection_items(uuid, uuid[], integer); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target public.on_demand_collections;
  next_revision integer;
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff edit on-demand collections' using errcode = '42501';
  end if;
  if p_item_ids is null or cardinality(p_item_ids) > 500 then
    raise exception 'A collection holds up to 500 items' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_item_ids) as x where x is null)
    or (select count(distinct x) from unnest(p_item_ids) as x) <> cardinality(p_item_ids) then
    raise exception 'Each item appears once in a collection' using errcode = '22023';
  end if;
  select * into target from public.on_demand_collections where id = p_collection_id for update;
  if not found then
    raise exception 'Collection not found' using errcode = 'PT404';
  end if;
  if p_revision is distinct from target.revision then
    raise exception 'Someone else changed this collection: reload it and try again' using errcode = 'PT409';
  end if;
  if target.kind = 'resources' and exists (
    select 1 from unnest(p_item_ids) as x where not exists (select 1 from public.on_demand_resources r where r.id = x)
  ) then
    raise exception 'A resource in the list does not exist' using errcode = '22023';
  end if;
  if target.kind = 'workouts' and exists (
    select 1 from unnest(p_item_ids) as x where not exists (select 1 from public.on_demand_workouts w where w.id = x)
  ) then
    raise exception 'A workout in the list is not offered on demand' using errcode = '22023';
  end if;

  delete from public.on_demand_collection_items where collection_id = target.id;
  insert into public.on_demand_collection_items (collection_id, resource_id, workout_id, position)
  select target.id,
    case when target.kind = 'resources' then t.item end,
    case when target.kind = 'workouts' then t.item end,
    (t.ordinality - 1)::integer
  from unnest(p_item_ids) with ordinality as t(item, ordinality);
  update public.on_demand_collections set revision = revision + 1 where id = target.id
  returning revision into next_revision;
  return next_revision;
end;
$$;

-- Name: set_session_busy(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_session_busy() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.busy := tstzrange(
    new.starts_at - make_interval(mins => new.buffer_before_minutes),
    new.ends_at + make_interval(mins => new.buffer_after_minutes),
    '[)'
  );
  return new;
end;
$$;

-- Name: set_updated_at(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at = now();
  return new;
end;
$$;

-- Name: settle_booking(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.settle_booking() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_reason public.credit_reason;
  forfeit boolean;
begin
  if new.status in ('cancelled', 'declined') and old.status in ('booked', 'requested') then
    if new.payment = 'credit' and new.credit_lot_id is not null then
      insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id)
      values (new.credit_lot_id, new.client_id, 1, 'cancel_return', new.id, new.cancelled_by);
    end if;
    return new;
  end if;
  if (new.status = 'late_cancelled' and old.status in ('booked', 'requested'))
    or (new.status = 'no_show' and old.status in ('booked', 'attended'))
  then
    v_reason := case when new.status = 'no_show' then 'no_show' else 'late_cancel' end;
    forfeit := new.outcome = 'forfeit_credit';
    if new.payment = 'credit' and new.credit_lot_id is not null then
      insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id)
      values (new.credit_lot_id, new.client_id, case when forfeit then 0 else 1 end, v_reason, new.id,
              coalesce(new.cancelled_by, (select auth.uid())));
    end if;
    if new.outcome = 'fee' and coalesce(new.fee_minor, 0) > 0 and new.fee_order_id is null then
      new.fee_order_id := private.fee_order(new, case when v_reason = 'no_show' then 'No-show' else 'Late cancellation' end);
    end if;
    return new;
  end if;
  if old.status = 'no_show' and new.status = 'attended' then
    -- The credit the no-show kept stays spent; a returned credit or a fee would have to be undone:
    -- forgive instead (that is its purpose), so the ledger never has to take back a return.
    if exists (select 1 from public.credit_ledger l where l.booking_id = new.id and l.reason = 'no_show' and l.delta > 0)
      or new.fee_order_id is not null
    then
      raise exception 'This no-show has been settled; forgive it instead of changing it' using errcode = 'PT409';
    end if;
  end if;
  return new;
end;
$$;

-- Name: settle_refund(public.refunds); Type: FUNCTION; Schema: private
CREATE FUNCTION private.settle_refund(p_refund public.refunds) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  o public.orders;
  lot public.credit_lots;
  left_to_take integer := p_refund.credits_removed;
  removed integer := 0;
  take integer;
begin
  select x.* into o from public.orders x where x.id = p_refund.order_id for update;
  update public.orders
  set refunded_minor = refunded_minor + p_refund.amount_minor,
      status = case when refunded_minor + p_refund.amount_minor >= amount_minor then 'refunded' else 'partially_refunded' end::public.order_status
  where id = o.id;
  for lot in
    select l.* from public.credit_lots l
    where l.order_id = o.id and l.remaining > 0
    order by l.expires_at nulls last, l.created_at desc
    for update
  loop
    exit when left_to_take <= 0;
    take := least(lot.remaining, left_to_take);
    insert into public.credit_ledger (lot_id, client_id, delta, reason, order_id, refund_id, actor_id, note)
    values (lot.id, lot.client_id, -take, 'refund', o.id, p_refund.id, p_refund.created_by, p_refund.reason);
    left_to_take := left_to_take - take;
    removed := removed + take;
  end loop;
  update public.refunds set status = 'succeeded', completed_at = now(), credits_removed = removed where id = p_refund.id;
end;
$$;

-- Name: sha256_hex(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.sha256_hex(p_text text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select encode(sha256(convert_to(p_text, 'UTF8')), 'hex');
$$;

-- Name: spendable_lot(uuid, uuid, timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.spendable_lot(p_client_id uuid, p_service_id uuid, p_at timestamp with time zone) RETURNS public.credit_lots
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select l.* from public.credit_lots l
  where l.client_id = p_client_id
    and l.remaining > 0
    and (l.expires_at is null or l.expires_at > greatest(p_at, now()))
    and (l.service_id = p_service_id
         or (l.service_id is null
             and l.category_id in (select c.category_id from public.service_credit_categories c where c.service_id = p_service_id)))
  order by l.expires_at nulls last, l.created_at, l.id
  limit 1
  for update;
$$;

-- Name: stamp_log_comment_edit(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.stamp_log_comment_edit() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    new.edited_at := null;
  elsif new.body is distinct from old.body then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$$;

-- Name: stamp_message_insert(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.stamp_message_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon') then
    new.created_at := now();
    new.read_at := null;
  end if;
  return new;
end;
$$;

-- Name: stamp_notification_read(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.stamp_notification_read() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('authenticated', 'anon') then
    if old.read_at is not null then
      new.read_at := old.read_at;
    elsif new.read_at is not null then
      new.read_at := now();
    end if;
  end if;
  return new;
end;
$$;

-- Name: stamp_weekly_check_in(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.stamp_weekly_check_in() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  form public.check_in_forms;
  q jsonb;
  a jsonb;
  answered integer := 0;
begin
  if not exists (select 1 from public.users u where u.id = new.client_id and u.role = 'client') then
    raise exception 'Only clients answer check-ins.' using errcode = '42501';
  end if;
  form := private.check_in_form_for(new.client_id);
  if form.id is null then
    raise exception 'Your coach has not set up a weekly check-in.' using errcode = '22023';
  end if;
  new.week_start := private.studio_week_start(now());
  new.submitted_at := now();
  new.trainer_id := (select u.assigned_to from public.users u where u.id = new.client_id);
  new.questions := form.questions;
  new.message_id := null;
  if octet_length(new.answers::text) > 60000 then
    raise exception 'The answers are too long.' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_object_keys(new.answers) k
    where not exists (select 1 from jsonb_array_elements(form.questions) e where e ->> 'id' = k)
  ) then
    raise exception 'An answer does not match a question of this check-in.' using errcode = '22023';
  end if;
  for q in select value from jsonb_array_elements(form.questions) loop
    a := new.answers -> (q ->> 'id');
    if q ->> 'kind' = 'photo' then
      if a is not null then
        raise exception 'The photo is sent as a file, not as an answer.' using errcode = '22023';
      end if;
      continue;
    end if;
    if a is null or a = 'null'::jsonb then
      continue;
    end if;
    if q ->> 'kind' in ('energy', 'sleep', 'stress') then
      if jsonb_typeof(a) <> 'number' or a::text !~ '^[1-5]$' then
        raise exception '% is answered with a whole number from 1 to 5.', q ->> 'label' using errcode = '22023';
      end if;
    elsif jsonb_typeof(a) <> 'string' or char_length(a #>> '{}') > 2000 then
      raise exception 'Answers can be at most 2,000 characters.' using errcode = '22023';
    elsif btrim(a #>> '{}') = '' then
      continue;
    end if;
    answered := answered + 1;
  end loop;
  if new.photo_path is not null then
    if not exists (select 1 from jsonb_array_elements(form.questions) e where e ->> 'kind' = 'photo') then
      raise exception 'This check-in does not ask for a photo.' using errcode = '22023';
    end if;
    if new.photo_path !~ ('^' || new.client_id::text || '/[A-Za-z0-9_-]{1,80}\.(jpg|jpeg|png|webp|heic|heif)$') then
      raise exception 'The photo must be one of your own check-in photos.' using errcode = '22023';
    end if;
    answered := answered + 1;
  end if;
  if answered = 0 then
    raise exception 'Answer at least one question.' using errcode = '22023';
  end if;
  return new;
end;
$_$;

-- Name: start_checkout(public.order_kind, uuid, text, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text) RETURNS public.orders
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  t record;
  d record;
  bought integer;
  result public.orders;
begin
  if me.role <> 'client' then
    raise exception 'Only clients buy packs and memberships' using errcode = '42501';
  end if;
  if p_return_path is not null and (p_return_path !~ '^/[^/\\]' or char_length(p_return_path) > 300) then
    raise exception 'The return address must be a page of the app' using errcode = '22023';
  end if;
  select * into t from private.product_terms(p_kind, p_product_id);
  -- One checkout at a time per client: the limits below are counted without a race.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('liftwise.orders.client:' || me.id::text, 0));
  if (select count(*) from public.orders o
      where o.client_id = me.id and o.status = 'pending' and o.kind <> 'fee' and o.expires_at > now()) >= 5 then
    raise exception 'You have 5 checkouts open: finish one or wait half an hour' using errcode = '22023';
  end if;
  if t.per_client_limit is not null then
    select count(*) into bought from public.orders o
    where o.client_id = me.id and o.package_id = t.package_id
      and (o.status in ('paid', 'partially_refunded', 'refunded') or (o.status = 'pending' and o.expires_at > now()));
    if bought >= t.per_client_limit then
      raise exception 'You can buy this pack at most % %', t.per_client_limit,
        case when t.per_client_limit = 1 then 'time' else 'times' end using errcode = '22023';
    end if;
  end if;
  if p_kind = 'membership' and exists (
    select 1 from public.memberships m where m.client_id = me.id and m.plan_id = t.plan_id and m.status <> 'ended'
  ) then
    raise exception 'You already have this membership' using errcode = '22023';
  end if;
  select * into d from private.discount_for(p_discount_code, p_kind, p_product_id, me.id, t.list_price_minor, true);
  if d.problem is not null then
    raise exception '%', d.problem using errcode = '22023';
  end if;
  insert into public.orders (
    client_id, kind, package_id, plan_id, service_id, description, list_price_minor, discount_id, discount_minor,
    amount_minor, currency, credits, category_id, valid_days, billing_interval, return_path, expires_at
  ) values (
    me.id, p_kind, t.package_id, t.plan_id, t.service_id, t.description, t.list_price_minor, d.discount_id,
    d.discount_minor, t.list_price_minor - d.discount_minor, st.currency, t.credits, t.category_id, t.valid_days,
    t.billing_interval, p_return_path, now() + interval '30 minutes'
  ) returning * into result;
  if d.discount_id is not null then
    insert into public.discount_redemptions (discount_id, order_id, client_id) values (d.discount_id, result.id, me.id);
  end if;
  -- Nothing to pay: no provider, paid now.
  if result.amount_minor = 0 then
    perform private.mark_order_paid(result, null, null, null, null, null);
    select o.* into result from public.orders o where o.id = result.id;
  end if;
  return result;
end;
$$;

-- Name: stored_message_attachment(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.stored_message_attachment(path text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(o.metadata, '{}'::jsonb)
  from storage.objects o
  where o.bucket_id = 'message-attachments' and o.name = path and char_length(path) <= 200;
$$;

-- Name: studio_settings; Type: TABLE; Schema: public
CREATE TABLE public.studio_settings (
    id smallint DEFAULT 1 NOT NULL,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    week_start smallint DEFAULT 1 NOT NULL,
    min_notice_minutes integer DEFAULT 120 NOT NULL,
    max_advance_days integer DEFAULT 60 NOT NULL,
    cancel_window_minutes integer DEFAULT 1440 NOT NULL,
    late_cancel_outcome public.penalty_outcome DEFAULT 'forfeit_credit'::public.penalty_outcome NOT NULL,
    late_cancel_fee_minor integer DEFAULT 0 NOT NULL,
    no_show_outcome public.penalty_outcome DEFAULT 'forfeit_credit'::public.penalty_outcome NOT NULL,
    no_show_fee_minor integer DEFAULT 0 NOT NULL,
    currency text DEFAULT 'USD'::text NOT NULL,
    max_bookings_per_day integer,
    max_bookings_per_week integer,
    max_upcoming_bookings integer,
    client_booking_mode public.client_booking_mode DEFAULT 'book'::public.client_booking_mode NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    drop_in_valid_days integer DEFAULT 30 NOT NULL,
    past_due_grace_days integer DEFAULT 3 NOT NULL,
    studio_code text DEFAULT private.random_studio_code() NOT NULL,
    check_in_allows_membership boolean DEFAULT true NOT NULL,
    check_in_allows_credits boolean DEFAULT true NOT NULL,
    check_in_allows_booking boolean DEFAULT true NOT NULL,
    check_in_repeat_minutes integer DEFAULT 60 NOT NULL,
    reminder_hours integer[] DEFAULT '{24,2}'::integer[] NOT NULL,
    CONSTRAINT studio_settings_cancel_window_minutes_check CHECK (((cancel_window_minutes >= 0) AND (cancel_window_minutes <= 43200))),
    CONSTRAINT studio_settings_check_in_repeat_minutes_check CHECK (((check_in_repeat_minutes >= 0) AND (check_in_repeat_minutes <= 1440))),
    CONSTRAINT studio_settings_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT studio_settings_drop_in_valid_days_check CHECK (((drop_in_valid_days >= 1) AND (drop_in_valid_days <= 365))),
    CONSTRAINT studio_settings_id_check CHECK ((id = 1)),
    CONSTRAINT studio_settings_late_cancel_fee_minor_check CHECK (((late_cancel_fee_minor >= 0) AND (late_cancel_fee_minor <= 10000000))),
    CONSTRAINT studio_settings_max_advance_days_check CHECK (((max_advance_days >= 1) AND (max_advance_days <= 730))),
    CONSTRAINT studio_settings_max_bookings_per_day_check CHECK (((max_bookings_per_day >= 1) AND (max_bookings_per_day <= 50))),
    CONSTRAINT studio_settings_max_bookings_per_week_check CHECK (((max_bookings_per_week >= 1) AND (max_bookings_per_week <= 200))),
    CONSTRAINT studio_settings_max_upcoming_bookings_check CHECK (((max_upcoming_bookings >= 1) AND (max_upcoming_bookings <= 500))),
    CONSTRAINT studio_settings_min_notice_minutes_check CHECK (((min_notice_minutes >= 0) AND (min_notice_minutes <= 43200))),
    CONSTRAINT studio_settings_no_show_fee_minor_check CHECK (((no_show_fee_minor >= 0) AND (no_show_fee_minor <= 10000000))),
    CONSTRAINT studio_settings_past_due_grace_days_check CHECK (((past_due_grace_days >= 0) AND (past_due_grace_days <= 60))),
    CONSTRAINT studio_settings_reminder_hours_check CHECK (((cardinality(reminder_hours) <= 5) AND (array_position(reminder_hours, NULL::integer) IS NULL) AND (1 <= ALL (reminder_hours)) AND (336 >= ALL (reminder_hours)))),
    CONSTRAINT studio_settings_studio_code_format CHECK ((studio_code ~ '^[A-Z0-9]{6}$'::text)),
    CONSTRAINT studio_settings_time_zone_check CHECK (((char_length(time_zone) >= 1) AND (char_length(time_zone) <= 64))),
    CONSTRAINT studio_settings_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT studio_settings_week_start_check CHECK (((week_start >= 0) AND (week_start <= 6)))
);

-- Name: TABLE studio_settings; Type: COMMENT; Schema: public
COMMENT ON TABLE public.studio_settings IS 'The studio''s one row of booking rules: time zone, notice, advance, cancel window, penalties (money in minor units), limits.';

-- Name: COLUMN studio_settings.studio_code; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.studio_settings.studio_code IS 'In every check-in QR code (LW1.<studio_code>.<member>.<code>): a code from another studio is refused. Changing it invalidates the QR codes on devices until they go online.';

-- Name: COLUMN studio_settings.check_in_repeat_minutes; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.studio_settings.check_in_repeat_minutes IS 'A second check-in of the same client within this many minutes is refused (already_checked_in); 0 allows any.';

-- Name: studio(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.studio() RETURNS public.studio_settings
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select s from public.studio_settings s where s.id = 1;
$$;

-- Name: studio_later(timestamp with time zone, interval); Type: FUNCTION; Schema: private
CREATE FUNCTION private.studio_later(p_at timestamp with time zone, p_interval interval) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select ((p_at at time zone z.time_zone) + p_interval) at time zone z.time_zone
  from public.studio_settings z where z.id = 1;
$$;

-- Name: studio_time_label(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.studio_time_label(p_at timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select to_char(p_at at time zone coalesce((select s.time_zone from public.studio_settings s where s.id = 1), 'UTC'),
                 'Dy FMDD Mon HH24:MI');
$$;

-- Name: studio_week_start(timestamp with time zone); Type: FUNCTION; Schema: private
CREATE FUNCTION private.studio_week_start(p_at timestamp with time zone) RETURNS date
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select d - ((extract(dow from d)::integer - coalesce(st.week_start, 1) + 7) % 7)
  from (select (p_at at time zone coalesce((select s.time_zone from public.studio_settings s where s.id = 1), 'UTC'))::date as d) x
  left join public.studio_settings st on st.id = 1;
$$;

-- Name: timestamptz_or_null(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.timestamptz_or_null(p_text text) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return p_text::timestamptz;
exception when others then
  return null;
end;
$$;

-- Name: totp_code(bytea, bigint); Type: FUNCTION; Schema: private
CREATE FUNCTION private.totp_code(p_secret bytea, p_step bigint) RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  h bytea := extensions.hmac(pg_catalog.int8send(p_step), p_secret, 'sha1');
  o integer := get_byte(h, 19) & 15;
begin
  return ((((get_byte(h, o) & 127)::bigint << 24) | (get_byte(h, o + 1)::bigint << 16)
          | (get_byte(h, o + 2)::bigint << 8) | get_byte(h, o + 3)::bigint) % 1000000)::integer;
end;
$$;

-- Name: trainer_windows(uuid, date); Type: FUNCTION; Schema: private
CREATE FUNCTION private.trainer_windows(p_trainer_id uuid, p_date date) RETURNS TABLE(start_time time without time zone, end_time time without time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select o.start_time, o.end_time
  from public.trainer_date_overrides o
  where o.trainer_id = p_trainer_id and o.on_date = p_date and o.start_time is not null
  union all
  select h.start_time, h.end_time
  from public.trainer_hours h
  where h.trainer_id = p_trainer_id
    and h.weekday = extract(dow from p_date)::smallint
    and not exists (select 1 from public.trainer_date_overrides o where o.trainer_id = p_trainer_id and o.on_date = p_date);
$$;

-- Name: unlimited_membership_for(uuid, uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.unlimited_membership_for(p_client_id uuid, p_service_id uuid) RETURNS uuid
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select m.id from public.memberships m
  where m.client_id = p_client_id
    and m.credits_per_period is null
    and m.category_id in (select c.category_id from public.service_credit_categories c where c.service_id = p_service_id)
    and (m.status = 'active'
         or (m.status = 'past_due'
             and m.past_due_since + make_interval(days => (select s.past_due_grace_days from public.studio_settings s)) > now()))
  order by m.created_at
  limit 1;
$$;

-- Name: uuid_or_null(text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.uuid_or_null(p_text text) RETURNS uuid
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return p_text::uuid;
exception when invalid_text_representation then
  return null;
end;
$$;

-- Name: visible_session_ids(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.visible_session_ids() RETURNS SETOF uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select b.session_id from public.bookings b
  where (select private.caller_is_active())
    and b.client_id = any (array(select private.assigned_client_ids()) || (select auth.uid()));
$$;

-- Name: week_number_field(jsonb, text, numeric, numeric, boolean, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.week_number_field(p_item jsonb, p_key text, p_low numeric, p_high numeric, p_whole boolean, p_message text) RETURNS numeric
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  v numeric;
begin
  if not p_item ? p_key or jsonb_typeof(p_item -> p_key) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_item -> p_key) <> 'number' then
    raise exception '%', p_message using errcode = '22023';
  end if;
  v := (p_item ->> p_key)::numeric;
  if v < p_low or v > p_high or (p_whole and v <> trunc(v)) then
    raise exception '%', p_message using errcode = '22023';
  end if;
  return v;
end;
$$;

-- Name: weekday_count(integer, date, date); Type: FUNCTION; Schema: private
CREATE FUNCTION private.weekday_count(p_dow integer, p_from date, p_to date) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when p_from is null or p_to is null or p_to < p_from then 0
    else greatest(0, (p_to - (p_from + ((p_dow - extract(dow from p_from)::integer + 7) % 7)) + 7) / 7)
  end;
$$;

-- Name: within_trainer_hours(uuid, timestamp with time zone, timestamp with time zone, text); Type: FUNCTION; Schema: private
CREATE FUNCTION private.within_trainer_hours(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
      select 1
      from private.trainer_windows(p_trainer_id, (p_starts_at at time zone p_time_zone)::date) w
      where (p_starts_at at time zone p_time_zone) >= (p_starts_at at time zone p_time_zone)::date + w.start_time
        and (p_ends_at at time zone p_time_zone) <= (p_starts_at at time zone p_time_zone)::date + w.end_time
    )
    and not exists (
      select 1 from public.trainer_blockouts b
      where b.trainer_id = p_trainer_id and tstzrange(b.starts_at, b.ends_at) && tstzrange(p_starts_at, p_ends_at)
    );
$$;

-- Name: workout_in_use(uuid); Type: FUNCTION; Schema: private
CREATE FUNCTION private.workout_in_use(target uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.program_workouts pw where pw.workout_id = target)
    or exists (select 1 from public.workout_logs l where l.workout_id = target);
$$;

-- Name: workout_log_sets_summaries(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.workout_log_sets_summaries() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  user_ids uuid[];
  exercise_ids uuid[];
  days date[];
begin
  if tg_op = 'INSERT' then
    select array_agg(s.user_id), array_agg(s.exercise_id), array_agg(s.day) into user_ids, exercise_ids, days
    from (select distinct n.user_id, n.exercise_id, (n.performed_at at time zone 'UTC')::date as day from new_sets n) s;
  elsif tg_op = 'DELETE' then
    select array_agg(s.user_id), array_agg(s.exercise_id), array_agg(s.day) into user_ids, exercise_ids, days
    from (select distinct o.user_id, o.exercise_id, (o.performed_at at time zone 'UTC')::date as day from old_sets o) s;
  else
    -- Only rows whose summarised columns changed; both their old and new day.
    select array_agg(s.user_id), array_agg(s.exercise_id), array_agg(s.day) into user_ids, exercise_ids, days
    from (
      select distinct c.user_id, c.exercise_id, c.day
      from old_sets o
      join new_sets n on n.id = o.id
      cross join lateral (
        values (o.user_id, o.exercise_id, (o.performed_at at time zone 'UTC')::date),
               (n.user_id, n.exercise_id, (n.performed_at at time zone 'UTC')::date)
      ) as c (user_id, exercise_id, day)
      where (o.user_id, o.exercise_id, o.performed_at, o.weight, o.reps, o.completed, o.is_warmup)
        is distinct from (n.user_id, n.exercise_id, n.performed_at, n.weight, n.reps, n.completed, n.is_warmup)
    ) s;
  end if;
  if user_ids is not null then
    perform private.lock_summaries_of(user_ids);
    perform private.refresh_training_days(user_ids, days);
    perform private.refresh_lift_days(user_ids, exercise_ids, days);
  end if;
  return null;
end;
$$;

-- Name: workout_logs_summaries(); Type: FUNCTION; Schema: private
CREATE FUNCTION private.workout_logs_summaries() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  user_ids uuid[];
  days date[];
begin
  if tg_op = 'INSERT' then
    select array_agg(s.user_id), array_agg(s.day) into user_ids, days
    from (select distinct n.user_id, (n.created_at at time zone 'UTC')::date as day from new_logs n) s;
  elsif tg_op = 'DELETE' then
    select array_agg(s.user_id), array_agg(s.day) into user_ids, days
    from (select distinct o.user_id, (o.created_at at time zone 'UTC')::date as day from old_logs o) s;
  else
    select array_agg(s.user_id), array_agg(s.day) into user_ids, days
    from (
      select distinct c.user_id, c.day
      from old_logs o
      join new_logs n on n.id = o.id
      cross join lateral (
        values (o.user_id, (o.created_at at time zone 'UTC')::date), (n.user_id, (n.created_at at time zone 'UTC')::date)
      ) as c (user_id, day)
      where (o.user_id, o.created_at) is distinct from (n.user_id, n.created_at)
    ) s;
  end if;
  if user_ids is not null then
    perform private.lock_summaries_of(user_ids);
    perform private.refresh_training_days(user_ids, days);
  end if;
  return null;
end;
$$;

-- Name: accept_invitation(text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.accept_invitation(p_token text) RETURNS TABLE(trainer_id uuid, client_type public.client_type)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.accept_invitation(p_token); $$;

-- Name: access_status(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.access_status(p_client_id uuid DEFAULT NULL::uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select private.access_status(p_client_id); $$;

-- Name: adjust_credits(uuid, uuid, integer, text, timestamp with time zone); Type: FUNCTION; Schema: public
CREATE FUNCTION public.adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.adjust_credits(p_client_id, p_category_id, p_delta, p_note, p_expires_at); $$;

-- Name: answer_booking_request(uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.answer_booking_request(p_booking_id uuid, p_accept boolean) RETURNS public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.answer_booking_request(p_booking_id, p_accept);
$$;

-- Name: answer_join_request(uuid, boolean, public.client_type); Type: FUNCTION; Schema: public
CREATE FUNCTION public.answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type DEFAULT 'programming'::public.client_type) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.answer_join_request(p_request_id, p_accept, p_client_type); $$;

-- Name: apply_payment_event(text, text, text, jsonb); Type: FUNCTION; Schema: public
CREATE FUNCTION public.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.apply_payment_event(p_provider, p_event_id, p_type, p_data); $$;

-- Name: assign_program(uuid, uuid[]); Type: FUNCTION; Schema: public
CREATE FUNCTION public.assign_program(p_program_id uuid, p_client_ids uuid[]) RETURNS uuid[]
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_source public.programs;
  v_client uuid;
  v_copy uuid;
  v_copies uuid[] := '{}';
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to assign a program' using errcode = '28000';
  end if;
  if p_client_ids is null or cardinality(p_client_ids) = 0 then
    raise exception 'Choose at least one client' using errcode = '22023';
  end if;
  if cardinality(p_client_ids) > 200 then
    raise exception 'Assign to at most 200 clients at once' using errcode = '22023';
  end if;
  select * into v_source from public.programs where id = p_program_id;
  if not found then
    raise exception 'Program not found, or not yours to assign' using errcode = '42501';
  end if;
  if not exists (select 1 from public.program_workouts where program_id = p_program_id) then
    raise exception 'Add at least one workout before assigning this program' using errcode = '22023';
  end if;

  for v_client in
    select c from unnest(p_client_ids) with ordinality as t (c, n) where c is not null group by c order by min(n)
  loop
    perform private.make_room_for_program(v_client);
    insert into public.programs (name, description, client_id, created_by, status, flex_schedule,
                                 starting_workout_index, difficulty, goals, training_styles, duration_weeks,
                                 start_date, source_program_id)
    values (v_source.name, v_source.description, v_client, (select auth.uid()), 'active', v_source.flex_schedule,
            v_source.starting_workout_index, v_source.difficulty, v_source.goals, v_source.training_styles,
            v_source.duration_weeks, current_date, v_source.id)
    returning id into v_copy;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    select v_copy, pw.workout_id, pw.position, pw.day_of_week, pw.notes
    from public.program_workouts pw
    where pw.program_id = p_program_id;
    perform private.copy_program_weeks(p_program_id, v_copy);
    v_copies := v_copies || v_copy;
  end loop;
  return v_copies;
end;
$$;

-- Name: attach_checkout(uuid, text, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text) RETURNS public.orders
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.attach_checkout(p_order_id, p_provider, p_checkout_id); $$;

-- Name: author_names(uuid[]); Type: FUNCTION; Schema: public
CREATE FUNCTION public.author_names(p_ids uuid[]) RETURNS TABLE(id uuid, name text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select a.id, a.name from private.author_names(p_ids) as a;
$$;

-- Name: automation_flow_preview(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.automation_flow_preview(p_flow_id uuid) RETURNS TABLE(client_id uuid, name text, reason text)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.automation_flow_preview(p_flow_id); $$;

-- Name: automation_flow_timeline(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.automation_flow_timeline(p_flow_id uuid) RETURNS TABLE(enrolment_id uuid, client_id uuid, client_name text, enrolment_status public.automation_enrolment_status, step_id uuid, "position" integer, action public.automation_action, due_at timestamp with time zone, run_status public.automation_run_status, ran_at timestamp with time zone, last_error text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select e.id, e.client_id, u.name, e.status, s.id, s.position, s.action, r.due_at, r.status, r.ran_at, r.last_error
  from public.automation_enrolments e
  join public.users u on u.id = e.client_id
  join public.automation_step_runs r on r.enrolment_id = e.id
  join public.automation_steps s on s.id = r.step_id
  where e.flow_id = p_flow_id and private.can_manage_automation_flow(p_flow_id)
  order by e.enrolled_at desc, e.id, r.due_at, s.position;
$$;

-- Name: book_appointment(uuid, uuid, timestamp with time zone, uuid, boolean, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.book_appointment(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_client_id uuid DEFAULT NULL::uuid, p_override boolean DEFAULT false, p_note text DEFAULT NULL::text) RETURNS public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_booking_override(p_override);
  select * from private.book_appointment(p_service_id, p_trainer_id, coalesce(p_client_id, (select auth.uid())),
    p_starts_at, p_override, p_note);
$$;

-- Name: book_class(uuid, uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.book_class(p_session_id uuid, p_client_id uuid DEFAULT NULL::uuid, p_override boolean DEFAULT false) RETURNS public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_booking_override(p_override);
  select * from private.book_class(p_session_id, coalesce(p_client_id, (select auth.uid())), p_override);
$$;

-- Name: book_series(uuid, uuid, date, time without time zone, integer[], integer, date, uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.book_series(p_service_id uuid, p_trainer_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer DEFAULT NULL::integer, p_until date DEFAULT NULL::date, p_client_id uuid DEFAULT NULL::uuid, p_override boolean DEFAULT false) RETURNS TABLE(occurrence integer, local_date date, starts_at timestamp with time zone, result text, booking_id uuid, message text)
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_booking_override(p_override);
  select s.occurrence, s.local_date, s.starts_at, s.result, s.booking_id, s.message
  from private.book_series(p_service_id, p_trainer_id, coalesce(p_client_id, (select auth.uid())), p_first_date,
    p_local_time, p_weekdays, p_weeks, p_until, p_override) as s;
$$;

-- Name: bookable_trainer_names(uuid[]); Type: FUNCTION; Schema: public
CREATE FUNCTION public.bookable_trainer_names(p_trainer_ids uuid[]) RETURNS TABLE(id uuid, first_name text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select * from private.bookable_trainer_names(p_trainer_ids);
$$;

-- Name: broadcast_audience(text, public.client_type, uuid, uuid, uuid[]); Type: FUNCTION; Schema: public
CREATE FUNCTION public.broadcast_audience(p_audience text, p_client_type public.client_type DEFAULT NULL::public.client_type, p_program_id uuid DEFAULT NULL::uuid, p_tag_id uuid DEFAULT NULL::uuid, p_client_ids uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(id uuid, first_name text, last_name text)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  v_me uuid := (select auth.uid());
  v_admin boolean := (select private.is_admin());
begin
  if v_me is null or not (select private.is_staff()) then
    raise exception 'Only coaches can send a broadcast.' using errcode = '42501';
  end if;
  if p_audience is null or p_audience not in ('all', 'client_type', 'program', 'tag', 'clients') then
    raise exception 'Choose who the message goes to.' using errcode = '22023';
  end if;
  if p_client_ids is not null and cardinality(p_client_ids) > 1000 then
    raise exception 'A broadcast can go to at most 1,000 clients.' using errcode = '22023';
  end if;
  if p_audience = 'tag' and not private.owns_client_tag(p_tag_id) then
    raise exception 'That tag is not one of yours.' using errcode = '42501';
  end if;

  return query
  select u.id, u.first_name, u.last_name
  from public.users u
  where u.role = 'client'
    and u.status = 'active'
    and (u.assigned_to = v_me or v_admin)
    and case p_audience
      when 'all' then true
      when 'client_type' then u.client_type = p_client_type
      when 'program' then exists (
        select 1 from public.programs p
        where p.client_id = u.id
          and (p.id = p_program_id or (p.source_program_id = p_program_id and p.status = 'active'))
      )
      when 'tag' then exists (
        select 1 from public.client_tag_assignments a where a.tag_id = p_tag_id and a.client_id = u.id
      )
      else u.id = any (p_client_ids)
    end
  order by u.first_name, u.last_name, u.id
  limit 1000;
end;
$$;

-- Name: cancel_booking(uuid, text, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.cancel_booking(p_booking_id uuid, p_reason text DEFAULT NULL::text, p_waive_penalty boolean DEFAULT false) RETURNS public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.cancel_booking(p_booking_id, p_reason, p_waive_penalty);
$$;

-- Name: cancel_following(uuid, text, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.cancel_following(p_booking_id uuid, p_reason text DEFAULT NULL::text, p_waive_penalty boolean DEFAULT false) RETURNS SETOF public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.cancel_following(p_booking_id, p_reason, p_waive_penalty);
$$;

-- Name: check_in(text, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.check_in(p_code text, p_method text) RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.check_in(p_code, p_method); $$;

-- Name: FUNCTION check_in(p_code text, p_method text); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.check_in(p_code text, p_method text) IS 'The desk (staff): verify a QR payload or PIN, record the attempt, check in when allowed. Refusals are returned, not raised.';

-- Name: check_in_manual(uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.check_in_manual(p_client_id uuid, p_override boolean DEFAULT false) RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.check_in_manual(p_client_id, p_override); $$;

-- Name: claim_push_deliveries(integer, timestamp with time zone); Type: FUNCTION; Schema: public
CREATE FUNCTION public.claim_push_deliveries(p_limit integer DEFAULT 100, p_now timestamp with time zone DEFAULT now()) RETURNS TABLE(delivery_id uuid, attempts integer, endpoint text, p256dh text, auth text, notification_id uuid, kind text, title text, body text, link text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from private.push_deliveries d where d.status <> 'pending' and d.created_at < p_now - interval '7 days';
  return query
  with due as (
    select d.id
    from private.push_deliveries d
    where d.status = 'pending'
      and d.next_attempt_at <= p_now
      and (d.claimed_until is null or d.claimed_until <= p_now)
    order by d.next_attempt_at
    limit least(greatest(coalesce(p_limit, 100), 1), 500)
    for update skip locked
  ),
  claimed as (
    update private.push_deliveries d
    set claimed_until = p_now + interval '2 minutes', attempts = d.attempts + 1
    from due
    where d.id = due.id
    returning d.id, d.attempts, d.subscription_id, d.notification_id
  )
  select c.id, c.attempts, s.endpoint, s.p256dh, s.auth, n.id, n.kind, n.title, n.body, n.link
  from claimed c
  join public.push_subscriptions s on s.id = c.subscription_id
  join public.notifications n on n.id = c.notification_id;
end;
$$;

-- Name: client_roster_signals(date, uuid[]); Type: FUNCTION; Schema: public
CREATE FUNCTION public.client_roster_signals(p_as_of date DEFAULT CURRENT_DATE, p_client_ids uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(client_id uuid, first_name text, last_name text, name text, email text, phone text, client_type public.client_type, status public.account_status, joined_at timestamp with time zone, trainer_id uuid, trainer_name text, program_id uuid, program_name text, flex_schedule boolean, week_done integer, week_expected integer, compliance_7 integer, compliance_30 integer, compliance_90 integer, last_workout_at timestamp with time zone, days_since_last_workout integer, missed_days integer, new_prs integer, stalled_lifts text[], last_visit_at timestamp with time zone, days_since_last_visit integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
#variable_conflict use_column
begin
return query
  -- The dates every window is cut at, computed once: a bound written as `as_of - 20` inside a
  -- read of an RLS-protected table is a non-leakproof expression, which Postgres keeps above the
  -- policy filter, so it could not bound an index scan; a plain column can.
  with bounds as (
    select b.as_of, b.monday, b.monday + 6 as sunday, b.as_of - 90 as from_90, b.as_of - 20 as from_21,
           (b.as_of + 1)::timestamp at time zone 'UTC' as next_day_starts
    from (select p_as_of as as_of, p_as_of - (extract(isodow from p_as_of)::integer - 1) as monday) b
  ),
  -- The clients the caller may see (RLS on users), narrowed to p_client_ids when given. Read
  -- once; every later step joins to it instead of asking the policies again per client.
  roster as materialized (
    select u.id, u.first_name, u.last_name, u.name, u.email, u.phone, u.client_type, u.status, u.created_at,
           u.assigned_to
    from public.users u
    where u.role = 'client' and (p_client_ids is null or u.id = any (p_client_ids))
  ),
  program as materialized (
    select distinct on (p.client_id)
           p.id, p.client_id, p.name, p.flex_schedule,
           coalesce(p.start_date, (p.created_at at time zone 'UTC')::date) as starts_on
    from public.programs p
    where p.status = 'active' and p.client_id in (select r.id from roster r)
    order by p.client_id, p.created_at desc
  ),
  -- Each slot of a running program: weekday, sets prescribed, main lift. One call for all
  -- programs (private.program_prescriptions, 20261124007100_roster_over_summaries.sql).
  slot as (
    select x.program_id, x.day_of_week, x.sets, x.main_exercise_id
    from private.program_prescriptions(array(select pr.id from program pr)) as x
  ),
  -- Per program and weekday (null: a flexible slot): slots and sets.
  slot_day as (
    select s.program_id, s.day_of_week as dow, count(*) as slots, sum(s.sets) as sets
    from slot s
    group by s.program_id, s.day_of_week
  ),
  -- Per program, once: the windows (the N whole days before as_of, never before the program
  -- started), the sets prescribed in each, this week's expected workouts and the scheduled days
  -- of the last 14 (for missed days). Weekly programs count each weekday's occurrences in closed
  -- form (private.weekday_count); flexible ones prorate a rotation per 7 days.
  plan as (
    select pr.id as program_id, pr.client_id, pr.flex_schedule, pr.starts_on,
           w.from_7, w.from_14, w.from_30, w.from_90,
           array_agg(sd.dow) filter (where sd.program_id is not null) as dows,
           case
             when pr.flex_schedule then coalesce(sum(sd.slots), 0)
             else coalesce(sum(sd.slots) filter (
                    where private.weekday_count(sd.dow, greatest(b.monday, pr.starts_on), b.monday + 6) > 0), 0)
           end::integer as week_expected,
           case
             when b.as_of - 1 < w.from_7 then 0::numeric
             when pr.flex_schedule then coalesce(sum(sd.sets), 0) * (b.as_of - w.from_7) / 7.0
             else coalesce(sum(sd.sets * private.weekday_count(sd.dow, w.from_7, b.as_of - 1)), 0)
           end as sets_7,
           case
             when b.as_of - 1 < w.from_30 then 0::numeric
             when pr.flex_schedule then coalesce(sum(sd.sets), 0) * (b.as_of - w.from_30) / 7.0
             else coalesce(sum(sd.sets * private.weekday_count(sd.dow, w.from_30, b.as_of - 1)), 0)
           end as sets_30,
           case
             when b.as_of - 1 < w.from_90 then 0::numeric
             when pr.flex_schedule then coalesce(sum(sd.sets), 0) * (b.as_of - w.from_90) / 7.0
             else coalesce(sum(sd.sets * private.weekday_count(sd.dow, w.from_90, b.as_of - 1)), 0)
           end as sets_90,
           coalesce(sum(private.weekday_count(sd.dow, w.from_14, b.as_of - 1)), 0) as scheduled_14
    from program pr
    cross join bounds b
    cross join lateral (
      select greatest(b.as_of - 7, pr.starts_on) as from_7,
             greatest(b.as_of - 14, pr.starts_on) as from_14,
             greatest(b.as_of - 30, pr.starts_on) as from_30,
             greatest(b.as_of - 90, pr.starts_on) as from_90
    ) w
    left join slot_day sd on sd.program_id = pr.id
    group by pr.id, pr.client_id, pr.flex_schedule, pr.starts_on, w.from_7, w.from_14, w.from_30, w.from_90,
             b.as_of, b.monday
  ),
  main_lifts as (
    select s.program_id, array_agg(distinct s.main_exercise_id) as exercise_ids
    from slot s
    where s.main_exercise_id is not null
    group by s.program_id
  ),
  -- Training days (client_training_days) of the last 90 days and this week, every client at once:
  -- workouts this week, completed sets per window, and scheduled days of the last 14 that had a
  -- workout (missed days = scheduled - these).
  training as (
    select d.user_id,
           sum(d.workouts) filter (where d.day >= b.monday) as week_done,
           sum(d.completed_sets) filter (where d.day >= pl.from_7 and d.day < b.as_of)::numeric as sets_7,
           sum(d.completed_sets) filter (where d.day >= pl.from_30 and d.day < b.as_of)::numeric as sets_30,
           sum(d.completed_sets) filter (where d.day >= pl.from_90 and d.day < b.as_of)::numeric as sets_90,
           count(*) filter (where d.workouts > 0 and d.day >= pl.from_14 and d.day < b.as_of
                              and extract(dow from d.day)::integer = any (pl.dows)) as trained_scheduled_14
    from roster r
    cross join bounds b
    join public.client_training_days d on d.user_id = r.id
    left join plan pl on pl.client_id = r.id
    where d.day >= p_as_of - 90 and d.day <= p_as_of - extract(isodow from p_as_of)::integer + 7
    group by d.user_id
  ),
  -- Lifts (client_lift_days) of the last three weeks, every client at once, per exercise: the
  -- best of this week, of the days before it, of the three weeks, the days trained, and the best
  -- before the three weeks (best_before of the first day in them).
  lift as (
    select d.user_id, d.exercise_id,
           max(d.best_e1rm) filter (where d.day >= b.monday) as best_week,
           max(d.best_e1rm) filter (where d.day < b.monday) as best_before_week_in_21,
           max(d.best_e1rm) as best_21,
           count(*) as days_21,
           -- best_before never decreases with the day and is null only on an exercise's first day ever:
           -- the first window day's value is the least one, or null when that first day is in the window.
           case when count(d.best_before) = count(*) then min(d.best_before) end as best_before_21
    from roster r
    cross join bounds b
    join public.client_lift_days d on d.user_id = r.id
    where d.day >= p_as_of - 20 and d.day <= p_as_of
    group by d.user_id, d.exercise_id
  ),
  -- A record beats everything before this week; a main lift is stalled when trained on two or
  -- more days of the three weeks without beating what came before them. Only stalled lifts
  -- look their name up.
  lifts as (
    select x.user_id,
           count(*) filter (where x.best_week > greatest(x.best_before_21, x.best_before_week_in_21)) as new_prs,
           array_agg(n.name order by n.name) filter (where s.stalled) as stalled
    from lift x
    left join program pr on pr.client_id = x.user_id
    left join main_lifts ml on ml.program_id = pr.id
    cross join lateral (
      select coalesce(x.exercise_id = any (ml.exercise_ids) and x.days_21 >= 2 and x.best_21 <= x.best_before_21,
                      false) as stalled
    ) s
    left join lateral (select e.name from public.exercises e where s.stalled and e.id = x.exercise_id) n on true
    group by x.user_id
  )
  select
    r.id, r.first_name, r.last_name, r.name, r.email, r.phone, r.client_type, r.status, r.created_at,
    r.assigned_to, t.name,
    pr.id, pr.name, pr.flex_schedule,
    coalesce(td.week_done, 0)::integer,
    coalesce(pl.week_expected, 0),
    case when pl.sets_7 > 0 then round(100 * least(1, coalesce(td.sets_7, 0) / pl.sets_7))::integer end,
    case when pl.sets_30 > 0 then round(100 * least(1, coalesce(td.sets_30, 0) / pl.sets_30))::integer end,
    case when pl.sets_90 > 0 then round(100 * least(1, coalesce(td.sets_90, 0) / pl.sets_90))::integer end,
    last_log.created_at,
    (b.as_of - (last_log.created_at at time zone 'UTC')::date)::integer,
    -- Weekly programs only: scheduled days of the last 14 whole days with no workout logged.
    case when pr.id is not null and not pr.flex_schedule then
      (pl.scheduled_14 - coalesce(td.trained_scheduled_14, 0))::integer
    end,
    coalesce(lf.new_prs, 0)::integer,
    coalesce(lf.stalled, '{}'),
    last_visit.checked_in_at,
    (b.as_of - (last_visit.checked_in_at at time zone 'UTC')::date)::integer
  from roster r
  cross join bounds b
  left join public.users t on t.id = r.assigned_to
  left join program pr on pr.client_id = r.id
  left join plan pl on pl.client_id = r.id
  left join training td on td.user_id = r.id
  left join lifts lf on lf.user_id = r.id
  left join lateral (
    select l.created_at from public.workout_logs l
    where l.user_id = r.id and l.created_at < b.next_day_starts
    order by l.created_at desc
    limit 1
  ) last_log on true
  left join lateral (
    select c.checked_in_at from public.check_ins c
    where c.client_id = r.id and c.checked_in_at < b.next_day_starts
    order by c.checked_in_at desc
    limit 1
  ) last_visit on true
  order by r.last_name, r.first_name, r.id;
end;
$$;

-- Name: FUNCTION client_roster_signals(p_as_of date, p_client_ids uuid[]); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.client_roster_signals(p_as_of date, p_client_ids uuid[]) IS 'The roster with prescribed-versus-done signals and the last studio visit, under the caller''s RLS; p_client_ids narrows it. See docs/clients.md.';

-- Name: complete_refund(uuid, text, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean) RETURNS public.refunds
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.complete_refund(p_refund_id, p_provider_refund_id, p_succeeded); $$;

-- Name: workout_logs; Type: TABLE; Schema: public
CREATE TABLE public.workout_logs (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    workout_id uuid,
    session_id uuid,
    workout_name text DEFAULT ''::text NOT NULL,
    started_at timestamp with time zone,
    completed_at timestamp with time zone,
    duration_seconds integer,
    total_volume double precision DEFAULT 0 NOT NULL,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT workout_logs_completed_at_in_range CHECK (((completed_at IS NULL) OR ((completed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (completed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_logs_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_logs_duration_seconds_check CHECK ((duration_seconds >= 0)),
    CONSTRAINT workout_logs_notes_length CHECK ((char_length(notes) <= 5000)),
    CONSTRAINT workout_logs_started_at_in_range CHECK (((started_at IS NULL) OR ((started_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (started_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_logs_total_volume_check CHECK ((total_volume >= (0)::double precision)),
    CONSTRAINT workout_logs_total_volume_finite CHECK (((total_volume <> 'NaN'::double precision) AND (total_volume < 'Infinity'::double precision))),
    CONSTRAINT workout_logs_workout_name_length CHECK ((char_length(workout_name) <= 200))
);

-- Name: complete_workout_session(jsonb, jsonb, jsonb); Type: FUNCTION; Schema: public
CREATE FUNCTION public.complete_workout_session(p_log jsonb, p_sets jsonb, p_removed jsonb DEFAULT '[]'::jsonb) RETURNS public.workout_logs
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  owner_text text := p_log ->> 'user_id';
  log_id uuid;
  session uuid;
  finished timestamptz;
  workout uuid;
  saved public.workout_logs;
  session_status text;
  session_state jsonb;
  held_sets jsonb;
  held_removed jsonb;
begin
  if caller is null then
    raise exception 'Sign in to save a workout' using errcode = '28000';
  end if;
  if jsonb_typeof(coalesce(p_log, 'null'::jsonb)) <> 'object' then
    raise exception 'The log must be an object' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_sets, 'null'::jsonb)) <> 'array' then
    raise exception 'Sets must be an array' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_removed, '[]'::jsonb)) <> 'array' then
    raise exception 'Removed sets must be an array' using errcode = '22023';
  end if;
  -- A bad distance gets its own message (a check violation would only name the constraint).
  if exists (
    select 1 from jsonb_array_elements(p_sets) as s
    where case jsonb_typeof(s -> 'distance_m')
            when 'number' then (s ->> 'distance_m')::numeric not between 0 and 1000000
            when 'null' then false
            else s -> 'distance_m' is not null
          end
  ) then
    raise exception 'Distance must be a number of metres from 0 to 1000000 (1000 km)' using errcode = '22023';
  end if;
  if owner_text is null then
    raise exception 'The log needs its owner (user_id)' using errcode = '22023';
  end if;
  if owner_text::uuid is distinct from caller then
    raise exception 'This workout belongs to another account' using errcode = '42501',
      hint = 'Queued work is sent only by the account that logged it.';
  end if;

  log_id := (p_log ->> 'id')::uuid;
  session := (p_log ->> 'session_id')::uuid;
  finished := coalesce((p_log ->> 'completed_at')::timestamptz, now());
  if log_id is null then
    raise exception 'The log needs an id' using errcode = '22023';
  end if;

  -- The finish that completes the session takes in every set the server holds for it (synced by any
  -- device), set by set: the server's copy replaces the device's only when its revision is higher
  -- (or the device does not know the set); a newer removal or un-check there leaves the set out.
  if session is not null then
    select ws.status, ws.state into session_status, session_state
    from public.workout_sessions ws
    where ws.id = session and ws.user_id = caller
    for update;
  end if;
  if session_status = 'active' and jsonb_typeof(session_state -> 'exercises') = 'array' then
    with device as (
      select s ->> 'id' as id, coalesce((s ->> 'revision')::bigint, 0) as rev
      from jsonb_array_elements(p_sets) as s
      union all
      select r ->> 'id', coalesce((r ->> 'revision')::bigint, 0)
      from jsonb_array_elements(coalesce(p_removed, '[]'::jsonb)) as r
    ),
    device_best as (
      select id, max(rev) as rev from device group by id
    ),
    held as (
      select ex, st, st ->> 'id' as id,
             coalesce(st ->> 'completed', 'false') = 'true' and coalesce(st ->> 'deleted', 'false') <> 'true' as live,
             case when jsonb_typeof(st -> 'rev') = 'number' then floor((st ->> 'rev')::numeric) else 0 end as rev,
             ei, si
      from jsonb_array_elements(session_state -> 'exercises') with ordinality as x(ex, ei)
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(ex -> 'sets') = 'array' then ex -> 'sets' else '[]'::jsonb end
      ) with ordinality as y(st, si)
      where jsonb_typeof(ex) = 'object' and jsonb_typeof(st) = 'object' and st ->> 'id' is not null
    ),
    numbered as (
      select h.*, (count(*) filter (where h.live) over (partition by h.ei order by h.si))::integer as number
      from held h
    ),
    newer as (
      select n.*,
             case when n.live then private.log_set_from_session(n.ex, n.st, n.number, finished) end as as_log_set
      from numbered n
      left join device_best d on d.id = n.id
      where (d.id is null and n.live) or n.rev > d.rev
    )
    select coalesce(jsonb_agg(as_log_set) filter (where live and as_log_set is not null), '[]'::jsonb),
           coalesce(jsonb_agg(jsonb_build_object('id', id, 'revision', rev)) filter (where not live), '[]'::jsonb)
    into held_sets, held_removed
    from newer;

    p_sets := coalesce((
      select jsonb_agg(s)
      from jsonb_array_elements(p_sets) as s
      where not exists (
        select 1 from jsonb_array_elements(held_sets || held_removed) as h where h ->> 'id' = s ->> 'id'
      )
    ), '[]'::jsonb) || held_sets;
    p_removed := coalesce(p_removed, '[]'::jsonb) || held_removed;
  end if;

  -- The workout may have been deleted while this finish waited: keep the name, drop the link.
  workout := (p_log ->> 'workout_id')::uuid;
  if workout is not null and not exists (select 1 from public.workouts w where w.id = workout) then
    workout := null;
  end if;

  -- An earlier finish of the same session owns the log: this one amends it.
  if session is not null then
    select * into saved from public.workout_logs where session_id = session;
  end if;

  if saved.id is null then
    insert into public.workout_logs (id, user_id, workout_id, session_id, workout_name, started_at, completed_at,
                                     duration_seconds, notes, created_at)
    values (log_id, caller, workout, session, coalesce(p_log ->> 'workout_name', ''),
            (p_log ->> 'started_at')::timestamptz, finished, (p_log ->> 'duration_seconds')::integer,
            p_log ->> 'notes', finished)
    on conflict do nothing;
    select * into saved from public.workout_logs where id = log_id;
    -- Two finishes of one session at the same instant: the other one made the log.
    if saved.id is null and session is not null then
      select * into saved from public.workout_logs where session_id = session;
    end if;
  end if;

  if saved.id is null or saved.user_id is distinct from caller then
    raise exception 'This log belongs to someone else' using errcode = '42501';
  end if;

  if saved.id <> log_id or saved.session_id is distinct from session then
    -- An amendment: the log spans every finish of the session.
    update public.workout_logs l
    set started_at = least(l.started_at, (p_log ->> 'started_at')::timestamptz),
        completed_at = greatest(l.completed_at, finished),
        notes = coalesce(nullif(p_log ->> 'notes', ''), l.notes)
    where l.id = saved.id;
    update public.workout_logs l
    set duration_seconds = greatest(0, extract(epoch from (l.completed_at - l.started_at))::integer)
    where l.id = saved.id and l.started_at is not null and l.completed_at is not null;
  end if;

  insert into public.workout_log_sets (id, log_id, user_id, exercise_id, workout_exercise_id, set_number, reps, weight,
                                       duration_seconds, distance_m, rpe, completed, is_warmup, notes, performed_at, revision)
  select (s ->> 'id')::uuid, saved.id, caller, (s ->> 'exercise_id')::uuid, (s ->> 'workout_exercise_id')::uuid,
         (s ->> 'set_number')::integer, (s ->> 'reps')::integer, (s ->> 'weight')::double precision,
         (s ->> 'duration_seconds')::integer, (s ->> 'distance_m')::numeric, (s ->> 'rpe')::real, coalesce((s ->> 'completed')::boolean, true),
         coalesce((s ->> 'is_warmup')::boolean, false), s ->> 'notes', coalesce((s ->> 'performed_at')::timestamptz, finished),
         coalesce((s ->> 'revision')::bigint, 0)
  from jsonb_array_elements(p_sets) as s
  on conflict (id) do update
  set exercise_id = excluded.exercise_id,
      workout_exercise_id = excluded.workout_exercise_id,
      set_number = excluded.set_number,
      reps = excluded.reps,
      weight = excluded.weight,
      duration_seconds = excluded.duration_seconds,
      distance_m = excluded.distance_m,
      rpe = excluded.rpe,
      completed = excluded.completed,
      is_warmup = excluded.is_warmup,
      notes = excluded.notes,
      performed_at = excluded.performed_at,
      revision = excluded.revision
  where public.workout_log_sets.log_id = excluded.log_id
    and excluded.revision >= public.workout_log_sets.revision;

  delete from public.workout_log_sets st
  using jsonb_array_elements(coalesce(p_removed, '[]'::jsonb)) as r
  where st.id = (r ->> 'id')::uuid
    and st.log_id = saved.id
    and st.revision < coalesce((r ->> 'revision')::bigint, 0);

  update public.workout_logs l
  set total_volume = coalesce((
    select sum(coalesce(st.reps, 0) * coalesce(st.weight, 0))
    from public.workout_log_sets st
    where st.log_id = l.id and st.completed and not st.is_warmup
  ), 0)
  where l.id = saved.id
  returning * into saved;

  if session is not null then
    update public.workout_sessions
    set status = 'completed', completed_at = coalesce(completed_at, finished)
    where id = session and user_id = caller;
  end if;

  return saved;
end;
$$;

-- Name: create_calendar_feed_token(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.create_calendar_feed_token() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.create_calendar_feed_token();
$$;

-- Name: create_client_invitation(text, text, public.client_type, uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.create_client_invitation(p_email text DEFAULT NULL::text, p_phone text DEFAULT NULL::text, p_client_type public.client_type DEFAULT 'programming'::public.client_type, p_trainer_id uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, token text, code text, expires_at timestamp with time zone)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.create_client_invitation(p_email, p_phone, p_client_type, p_trainer_id); $$;

-- Name: credit_balances(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.credit_balances(p_client_id uuid DEFAULT NULL::uuid) RETURNS TABLE(category_id uuid, category_name text, service_id uuid, service_name text, remaining integer, next_expiry timestamp with time zone, unlimited boolean)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$ select * from private.credit_balances(p_client_id); $$;

-- Name: forgive_booking(uuid, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.forgive_booking(p_booking_id uuid, p_note text DEFAULT NULL::text) RETURNS public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.forgive_booking(p_booking_id, p_note); $$;

-- Name: free_slots(uuid, uuid, date, date, integer); Type: FUNCTION; Schema: public
CREATE FUNCTION public.free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer DEFAULT NULL::integer) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select f.starts_at, f.ends_at from private.free_slots(p_trainer_id, p_service_id, p_from, p_to, p_interval_minutes) as f;
$$;

-- Name: import_workout_history(jsonb, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.import_workout_history(p_rows jsonb, p_commit boolean DEFAULT false) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  caller uuid := (select auth.uid());
  exact_names jsonb;
  word_keys jsonb;
  problems jsonb;
  report jsonb;
  row_count integer;
begin
  if caller is null then
    raise exception 'Sign in to import a workout history' using errcode = '28000';
  end if;
  if jsonb_typeof(coalesce(p_rows, 'null'::jsonb)) <> 'array' then
    raise exception 'Rows must be an array' using errcode = '22023';
  end if;
  row_count := jsonb_array_length(p_rows);
  if row_count = 0 then
    raise exception 'The file has no sets to import' using errcode = '22023';
  end if;
  if row_count > 20000 then
    raise exception 'Import at most 20000 sets at a time' using errcode = '22023';
  end if;

  -- The library the caller can read, keyed by lower-case name and by its sorted words, so that
  -- Strong's "Bench Press (Barbell)" finds "Barbell Bench Press".
  select jsonb_object_agg(k, id) into exact_names
  from (select distinct on (lower(e.name)) lower(e.name) as k, e.id
        from public.exercises e where e.is_active order by lower(e.name), e.name, e.id) x;
  select jsonb_object_agg(k, id) into word_keys
  from (select distinct on (k) k, id
        from (select e.id, e.name,
                     (select string_agg(w, ' ' order by w)
                      from regexp_split_to_table(lower(e.name), '[^a-z0-9]+') as w where w <> '') as k
              from public.exercises e where e.is_active) y
        where k is not null
        order by k, name, id) x;

  create temporary table if not exists pg_temp.import_rows (
    ord integer, row_no integer, r jsonb, exercise_id uuid, problem text, log_id uuid, set_id uuid
  ) on commit drop;
  truncate pg_temp.import_rows;

  insert into pg_temp.import_rows (ord, row_no, r, exercise_id)
  select i.ord::integer,
         case when jsonb_typeof(i.value -> 'row') = 'number' then (i.value ->> 'row')::numeric::integer else i.ord::integer end,
         i.value,
         coalesce((exact_names ->> lower(btrim(i.value ->> 'exercise_name')))::uuid,
                  (word_keys ->> (select string_agg(w, ' ' order by w)
                                  from regexp_split_to_table(lower(i.value ->> 'exercise_name'), '[^a-z0-9]+') as w
                                  where w <> ''))::uuid)
  from jsonb_array_elements(p_rows) with ordinality as i(value, ord);

  update pg_temp.import_rows t set problem = case
    when jsonb_typeof(t.r) <> 'object' then 'Not a set'
    when coalesce(t.r ->> 'started_at', '') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$'
      then 'Date missing or not understood'
    when (t.r ->> 'started_at')::timestamptz > now() + interval '1 day' then 'Date is in the future'
    when btrim(coalesce(t.r ->> 'exercise_name', '')) = '' then 'Exercise name missing'
    when char_length(t.r ->> 'exercise_name') > 200 then 'Exercise name is too long'
    when char_length(coalesce(t.r ->> 'workout_name', '')) > 200 then 'Workout name is too long'
    when char_length(coalesce(t.r ->> 'notes', '')) > 2000 then 'Set notes are too long'
    when char_length(coalesce(t.r ->> 'workout_notes', '')) > 5000 then 'Workout notes are too long'
    when jsonb_typeof(t.r -> 'set_number') is distinct from 'number'
      or (t.r ->> 'set_number')::numeric not between 1 and 100
      or (t.r ->> 'set_number')::numeric <> trunc((t.r ->> 'set_number')::numeric) then 'Set number must be 1 to 100'
    when coalesce(jsonb_typeof(t.r -> 'weight'), 'null') not in ('number', 'null')
      or (t.r ->> 'weight')::numeric < 0 or (t.r ->> 'weight')::numeric >= 10000 then 'Weight must be 0 to 9999 kg'
    when coalesce(jsonb_typeof(t.r -> 'reps'), 'null') not in ('number', 'null')
      or (t.r ->> 'reps')::numeric not between 0 and 1000
      or (t.r ->> 'reps')::numeric <> trunc((t.r ->> 'reps')::numeric) then 'Reps must be a whole number, 0 to 1000'
    when coalesce(jsonb_typeof(t.r -> 'rpe'), 'null') not in ('number', 'null')
      or (t.r ->> 'rpe')::numeric not between 1 and 10 then 'RPE must be 1 to 10'
    when coalesce(jsonb_typeof(t.r -> 'seconds'), 'null') not in ('number', 'null')
      or (t.r ->> 'seconds')::numeric not between 0 and 86400 then 'Time must be 0 to 24 hours'
    when coalesce(jsonb_typeof(t.r -> 'distance_m'), 'null') not in ('number', 'null')
      or (t.r ->> 'distance_m')::numeric not between 0 and 1000000 then 'Distance must be 0 to 1000 km'
    when coalesce(jsonb_typeof(t.r -> 'duration_seconds'), 'null') not in ('number', 'null')
      or (t.r ->> 'duration_seconds')::numeric not between 0 and 86400 then 'Workout duration must be 0 to 24 hours'
    when coalesce(jsonb_typeof(t.r -> 'is_warmup'), 'null') not in ('boolean', 'null') then 'Warm-up must be true or false'
    when t.r ->> 'reps' is null and t.r ->> 'weight' is null and t.r ->> 'seconds' is null
      and t.r ->> 'distance_m' is null then 'The set has no weight, reps, time or distance'
    when t.exercise_id is null then 'Exercise not in the library: ' || btrim(t.r ->> 'exercise_name')
    else null
  end;

  update pg_temp.import_rows t
  set log_id = md5(caller::text || '|' || extract(epoch from (t.r ->> 'started_at')::timestamptz)::text || '|'
                   || btrim(coalesce(t.r ->> 'workout_name', '')))::uuid
  where t.problem is null;
  update pg_temp.import_rows t
  set set_id = md5(t.log_id::text || '|' || lower(btrim(t.r ->> 'exercise_name')) || '|'
                   || ((t.r ->> 'set_number')::numeric::integer)::text)::uuid
  where t.problem is null;
  update pg_temp.import_rows t set problem = 'The same set appears twice in this workout'
  where t.problem is null
    and exists (select 1 from pg_temp.import_rows o where o.set_id = t.set_id and o.ord < t.ord);

  select coalesce(jsonb_agg(jsonb_build_object('row', t.row_no, 'message', t.problem) order by t.ord), '[]'::jsonb)
  into problems
  from pg_temp.import_rows t where t.problem is not null;

  select jsonb_build_object(
    'rows', row_count,
    'errors', problems,
    'workouts', (select count(distinct log_id) from pg_temp.import_rows where problem is null),
    'sets', (select count(*) from pg_temp.import_rows where problem is null),
    'new_workouts', (select count(distinct t.log_id) from pg_temp.import_rows t
                     where t.problem is null and not exists (select 1 from public.workout_logs l where l.id = t.log_id)),
    'new_sets', (select count(*) from pg_temp.import_rows t
                 where t.problem is null and not exists (select 1 from public.workout_log_sets s where s.id = t.set_id))
  ) into report;

  if not p_commit then
    return report;
  end if;
  if jsonb_array_length(problems) > 0 then
    raise exception '% of % rows cannot be imported; nothing was imported', jsonb_array_length(problems), row_count
      using errcode = '22023', detail = problems::text;
  end if;

  insert into public.workout_logs (id, user_id, workout_name, started_at, completed_at, duration_seconds, notes, created_at)
  select distinct on (t.log_id)
         t.log_id, caller, btrim(coalesce(t.r ->> 'workout_name', '')),
         (t.r ->> 'started_at')::timestamptz,
         (t.r ->> 'started_at')::timestamptz + make_interval(secs => coalesce((t.r ->> 'duration_seconds')::numeric, 0)),
         (t.r ->> 'duration_seconds')::numeric::integer,
         nullif(btrim(coalesce(t.r ->> 'workout_notes', '')), ''),
         (t.r ->> 'started_at')::timestamptz + make_interval(secs => coalesce((t.r ->> 'duration_seconds')::numeric, 0))
  from pg_temp.import_rows t
  order by t.log_id, t.ord
  on conflict (id) do nothing;

  insert into public.workout_log_sets (id, log_id, user_id, exercise_id, set_number, reps, weight, duration_seconds, distance_m,
                                       rpe, completed, is_warmup, notes, performed_at, revision)
  select t.set_id, t.log_id, caller, t.exercise_id, (t.r ->> 'set_number')::numeric::integer,
         (t.r ->> 'reps')::numeric::integer, (t.r ->> 'weight')::double precision,
         (t.r ->> 'seconds')::numeric::integer, (t.r ->> 'distance_m')::numeric, (t.r ->> 'rpe')::real, true,
         coalesce((t.r ->> 'is_warmup')::boolean, false), nullif(btrim(coalesce(t.r ->> 'notes', '')), ''),
         (t.r ->> 'started_at')::timestamptz, 0
  from pg_temp.import_rows t
  order by t.ord
  on conflict (id) do nothing;

  update public.workout_logs l
  set total_volume = coalesce((
    select sum(coalesce(st.reps, 0) * coalesce(st.weight, 0))
    from public.workout_log_sets st
    where st.log_id = l.id and st.completed and not st.is_warmup
  ), 0)
  where l.id in (select distinct log_id from pg_temp.import_rows);

  return report;
end;
$_$;

-- Name: invitation_preview(text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.invitation_preview(p_token text) RETURNS TABLE(status public.invitation_status, trainer_name text, client_type public.client_type, email text, phone text, expires_at timestamp with time zone)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.invitation_preview(p_token); $$;

-- Name: join_waitlist(uuid, uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.join_waitlist(p_session_id uuid, p_client_id uuid DEFAULT NULL::uuid) RETURNS TABLE(entry_id uuid, session_id uuid, waitlist_position integer)
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select j.entry_id, j.session_id, j.waitlist_position
  from private.join_waitlist(p_session_id, coalesce(p_client_id, (select auth.uid()))) as j;
$$;

-- Name: leave_waitlist(uuid, uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.leave_waitlist(p_session_id uuid, p_client_id uuid DEFAULT NULL::uuid) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.leave_waitlist(p_session_id, coalesce(p_client_id, (select auth.uid())));
$$;

-- Name: mark_attendance(uuid, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.mark_attendance(p_booking_id uuid, p_status text) RETURNS public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.mark_attendance(p_booking_id, p_status);
$$;

-- Name: mark_notifications_read(uuid[]); Type: FUNCTION; Schema: public
CREATE FUNCTION public.mark_notifications_read(p_ids uuid[] DEFAULT NULL::uuid[]) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with updated as (
    update public.notifications
    set read_at = now()
    where recipient_id = (select auth.uid())
      and read_at is null
      and (p_ids is null or id = any (p_ids))
    returning 1
  )
  select count(*)::integer from updated;
$$;

-- Name: mark_thread_read(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.mark_thread_read(other uuid) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with updated as (
    update public.messages
    set read_at = now()
    where recipient_id = (select auth.uid()) and sender_id = other and read_at is null
    returning 1
  )
  select count(*)::integer from updated;
$$;

-- Name: message_contacts(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.message_contacts() RETURNS TABLE(id uuid, name text, role public.app_role)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.id, c.name, c.role from private.message_contacts() as c;
$$;

-- Name: message_threads(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.message_threads() RETURNS TABLE(other_id uuid, other_name text, other_role public.app_role, last_body text, last_at timestamp with time zone, last_sender_id uuid, last_read_at timestamp with time zone, unread_count integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select t.other_id, t.other_name, t.other_role, t.last_body, t.last_at, t.last_sender_id, t.last_read_at,
         t.unread_count
  from private.message_threads() as t;
$$;

-- Name: move_booking(uuid, timestamp with time zone, uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid DEFAULT NULL::uuid, p_override boolean DEFAULT false) RETURNS public.bookings
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.move_booking(p_booking_id, p_starts_at, p_trainer_id, p_override);
$$;

-- Name: move_clients(uuid[], uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.move_clients(p_client_ids uuid[], p_trainer_id uuid) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  moved integer;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can move clients between trainers' using errcode = '42501';
  end if;
  if p_client_ids is null or cardinality(p_client_ids) = 0 then
    raise exception 'Choose at least one client' using errcode = '22023';
  end if;
  if cardinality(p_client_ids) > 500 then
    raise exception 'Move at most 500 clients at once' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.users t
    where t.id = p_trainer_id and t.role in ('staff', 'admin') and t.status = 'active'
  ) then
    raise exception 'Choose an active trainer' using errcode = '22023';
  end if;
  if exists (
    select 1 from unnest(p_client_ids) as c (id)
    where not exists (select 1 from public.users u where u.id = c.id and u.role = 'client')
  ) then
    raise exception 'Only clients can be moved' using errcode = '22023';
  end if;
  update public.users u set assigned_to = p_trainer_id
  where u.id = any (p_client_ids) and u.assigned_to is distinct from p_trainer_id;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

-- Name: my_access_key(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.my_access_key() RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.my_access_key(); $$;

-- Name: FUNCTION my_access_key(); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.my_access_key() IS 'The caller''s check-in key (a client): member number, TOTP secret in base32 (null when revoked), studio code. Provisions it on first call.';

-- Name: my_join_code(boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.my_join_code(p_regenerate boolean DEFAULT false) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.my_join_code(p_regenerate); $$;

-- Name: my_weekly_check_in(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.my_weekly_check_in() RETURNS TABLE(form_id uuid, questions jsonb, due_weekday smallint, week_start date, due_on date, due_now boolean, answered_id uuid, answered_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with form as (
    select f.* from public.check_in_forms f
    where f.client_id = (select auth.uid())
       or (f.client_id is null and f.coach_id = (select private.my_trainer_id()))
    order by (f.client_id is null)
    limit 1
  ), wk as (
    select private.studio_week_start(now()) as d,
           coalesce((select s.week_start from public.studio_settings s where s.id = 1), 1) as ws,
           (now() at time zone coalesce((select s.time_zone from public.studio_settings s where s.id = 1), 'UTC'))::date as today
  )
  select form.id, form.questions, form.due_weekday, wk.d, due.day, wk.today >= due.day,
         c.id, c.submitted_at
  from form cross join wk
  cross join lateral (select wk.d + ((form.due_weekday - wk.ws + 7) % 7) as day) due
  left join public.weekly_check_ins c on c.client_id = (select auth.uid()) and c.week_start = wk.d;
$$;

-- Name: payments_report(date, date, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.payments_report(p_from date, p_to date, p_bucket text DEFAULT 'month'::text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select private.payments_report(p_from, p_to, p_bucket);
$$;

-- Name: FUNCTION payments_report(p_from date, p_to date, p_bucket text); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.payments_report(p_from date, p_to date, p_bucket text) IS 'Payments analytics for admins over local dates [p_from, p_to] by day, week or month; see docs/payments.md.';

-- Name: pending_join_requests(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.pending_join_requests() RETURNS TABLE(id uuid, client_id uuid, trainer_id uuid, name text, email text, phone text, created_at timestamp with time zone)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.pending_join_requests(); $$;

-- Name: preview_checkout(public.order_kind, uuid, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.preview_checkout(p_kind, p_product_id, p_discount_code); $$;

-- Name: push_program_to_clients(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.push_program_to_clients(p_program_id uuid) RETURNS uuid[]
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_source public.programs;
  v_copy uuid;
  v_updated uuid[] := '{}';
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to update client programs' using errcode = '28000';
  end if;
  select * into v_source from public.programs where id = p_program_id;
  if not found then
    raise exception 'Program not found, or not yours to push' using errcode = '42501';
  end if;
  if v_source.client_id is not null then
    raise exception 'Only a template''s changes can be pushed to the clients using it' using errcode = '22023';
  end if;
  if not exists (select 1 from public.program_workouts where program_id = p_program_id) then
    raise exception 'Add at least one workout before pushing this program' using errcode = '22023';
  end if;

  for v_copy in
    select p.id from public.programs p
    where p.source_program_id = p_program_id and p.status = 'active' and p.client_id is not null
    order by p.id
    for update
  loop
    update public.programs
    set name = v_source.name, description = v_source.description, difficulty = v_source.difficulty,
        goals = v_source.goals, training_styles = v_source.training_styles,
        duration_weeks = v_source.duration_weeks, flex_schedule = v_source.flex_schedule,
        starting_workout_index = v_source.starting_workout_index
    where id = v_copy;
    if not found then
      raise exception 'You cannot edit one of the client programs made from this template' using errcode = '42501';
    end if;
    delete from public.program_workouts where program_id = v_copy;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    select v_copy, pw.workout_id, pw.position, pw.day_of_week, pw.notes
    from public.program_workouts pw
    where pw.program_id = p_program_id;
    perform private.copy_program_weeks(p_program_id, v_copy);
    v_updated := v_updated || v_copy;
  end loop;
  return v_updated;
end;
$$;

-- Name: record_door_opened(uuid, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.record_door_opened(p_check_in_id uuid, p_door_id text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.record_door_opened(p_check_in_id, p_door_id); $$;

-- Name: redeem_code(text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.redeem_code(p_code text) RETURNS TABLE(kind text, trainer_name text)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.redeem_code(p_code); $$;

-- Name: renew_access_key(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.renew_access_key() RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.renew_access_key(); $$;

-- Name: request_refund(uuid, integer, integer, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer DEFAULT NULL::integer, p_reason text DEFAULT NULL::text) RETURNS public.refunds
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.request_refund(p_order_id, p_amount_minor, p_credits_to_remove, p_reason); $$;

-- Name: resend_client_invitation(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.resend_client_invitation(p_invitation_id uuid) RETURNS TABLE(id uuid, token text, code text, expires_at timestamp with time zone)
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.resend_client_invitation(p_invitation_id); $$;

-- Name: revoke_access_key(uuid, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.revoke_access_key(p_client_id uuid, p_reason text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.revoke_access_key(p_client_id, p_reason); $$;

-- Name: revoke_calendar_feed_token(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.revoke_calendar_feed_token() RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.revoke_calendar_feed_token();
$$;

-- Name: revoke_client_invitation(uuid); Type: FUNCTION; Schema: public
CREATE FUNCTION public.revoke_client_invitation(p_invitation_id uuid) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.revoke_client_invitation(p_invitation_id); $$;

-- Name: run_automations(timestamp with time zone); Type: FUNCTION; Schema: public
CREATE FUNCTION public.run_automations(p_now timestamp with time zone DEFAULT now()) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if p_now is null or not isfinite(p_now) or p_now < '2000-01-01' or p_now >= '2200-01-01' then
    raise exception 'p_now must be a time between 2000 and 2200' using errcode = '22023';
  end if;
  return private.run_automations(p_now)
    || jsonb_build_object('check_in_reminders', private.send_check_in_reminders(p_now));
end;
$$;

-- Name: run_payment_housekeeping(timestamp with time zone); Type: FUNCTION; Schema: public
CREATE FUNCTION public.run_payment_housekeeping(p_now timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS jsonb
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.run_payment_housekeeping(p_now); $$;

-- Name: workouts; Type: TABLE; Schema: public
CREATE TABLE public.workouts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text,
    is_ai_generated boolean DEFAULT false NOT NULL,
    muscle_groups text[] DEFAULT '{}'::text[] NOT NULL,
    workout_type text DEFAULT 'strength'::text NOT NULL,
    difficulty text DEFAULT 'intermediate'::text NOT NULL,
    estimated_duration integer,
    equipment text[] DEFAULT '{}'::text[] NOT NULL,
    created_by uuid NOT NULL,
    client_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    is_archived boolean DEFAULT false NOT NULL,
    revision integer DEFAULT 1 NOT NULL,
    CONSTRAINT workouts_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workouts_description_length CHECK ((char_length(description) <= 5000)),
    CONSTRAINT workouts_difficulty_check CHECK ((difficulty = ANY (ARRAY['beginner'::text, 'intermediate'::text, 'advanced'::text, 'expert'::text]))),
    CONSTRAINT workouts_equipment_size CHECK (private.text_array_within(equipment, 50, 100)),
    CONSTRAINT workouts_estimated_duration_check CHECK (((estimated_duration >= 1) AND (estimated_duration <= 600))),
    CONSTRAINT workouts_muscle_groups_size CHECK (private.text_array_within(muscle_groups, 30, 100)),
    CONSTRAINT workouts_name_length CHECK ((char_length(name) <= 200)),
    CONSTRAINT workouts_name_not_blank CHECK ((btrim(name) <> ''::text)),
    CONSTRAINT workouts_revision_check CHECK ((revision >= 1)),
    CONSTRAINT workouts_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workouts_workout_type_length CHECK ((char_length(workout_type) <= 50))
);

-- Name: save_ai_workout(jsonb, jsonb); Type: FUNCTION; Schema: public
CREATE FUNCTION public.save_ai_workout(p_workout jsonb, p_exercises jsonb) RETURNS public.workouts
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  saved public.workouts;
begin
  if nullif(coalesce(p_workout, '{}'::jsonb) ->> 'id', '') is not null then
    raise exception 'An AI workout is always saved as a new workout' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_exercises, 'null'::jsonb)) <> 'array' or jsonb_array_length(p_exercises) = 0 then
    raise exception 'An AI workout needs exercises' using errcode = '22023';
  end if;
  saved := public.save_workout(p_workout, p_exercises, null);
  update public.workouts w set is_ai_generated = true where w.id = saved.id;
  select * into saved from public.workouts w where w.id = saved.id;
  return saved;
end;
$$;

-- Name: save_automation_flow(jsonb, jsonb, integer); Type: FUNCTION; Schema: public
CREATE FUNCTION public.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer DEFAULT NULL::integer) RETURNS uuid
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid := private.save_automation_flow(p_flow, p_steps, p_revision);
begin
  if p_flow ? 'condition_tag_ids' then
    perform private.set_automation_flow_tags(v_id, p_flow -> 'condition_tag_ids');
  end if;
  return v_id;
end;
$$;

-- Name: save_program(jsonb); Type: FUNCTION; Schema: public
CREATE FUNCTION public.save_program(p_program jsonb) RETURNS public.programs
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_pending jsonb;
  v_item jsonb;
  v_key text;
  v_ids jsonb := '{}'::jsonb;
  v_saved public.workouts;
  v_workouts jsonb := '[]'::jsonb;
  v_program public.programs;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to save a program' using errcode = '28000';
  end if;
  if p_program is null or jsonb_typeof(p_program) <> 'object' then
    raise exception 'The program must be an object' using errcode = '22023';
  end if;
  v_pending := coalesce(p_program -> 'pending_workouts', '[]'::jsonb);
  if jsonb_typeof(v_pending) = 'null' then
    v_pending := '[]'::jsonb;
  end if;
  if jsonb_typeof(v_pending) <> 'array' then
    raise exception 'New workouts must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(v_pending) > 50 then
    raise exception 'Save at most 50 new workouts with a program' using errcode = '22023';
  end if;

  for v_item in select value from jsonb_array_elements(v_pending) loop
    v_key := case when jsonb_typeof(v_item) = 'object' then v_item ->> 'key' end;
    if coalesce(btrim(v_key), '') = '' or char_length(v_key) > 100 or v_ids ? v_key then
      raise exception 'Each new workout needs its own key' using errcode = '22023';
    end if;
    if coalesce(jsonb_typeof(v_item -> 'workout'), 'missing') <> 'object'
      or coalesce(jsonb_typeof(v_item -> 'exercises'), 'missing') <> 'array' then
      raise exception 'Each new workout needs its details and exercises' using errcode = '22023';
    end if;
    if nullif(v_item -> 'workout' ->> 'id', '') is not null then
      raise exception 'A new workout cannot carry an id' using errcode = '22023';
    end if;
    -- A workout the AI trainer drafted (and the coach reviewed) is saved marked, as save_ai_workout does.
    if v_item -> 'ai_generated' = 'true'::jsonb then
      v_saved := public.save_ai_workout(v_item -> 'workout', v_item -> 'exercises');
    else
      v_saved := public.save_workout(v_item -> 'workout', v_item -> 'exercises', null);
    end if;
    v_ids := v_ids || jsonb_build_object(v_key, v_saved.id);
  end loop;

  if jsonb_typeof(p_program -> 'workouts') = 'array' then
    for v_item in select value from jsonb_array_elements(p_program -> 'workouts') loop
      if jsonb_typeof(v_item) = 'object' and v_item ? 'pending_key' then
        v_key := v_item ->> 'pending_key';
        if v_key is null or not v_ids ? v_key then
          raise exception 'A scheduled workout refers to a new workout that is not in this save'
            using errcode = '22023';
        end if;
        v_item := (v_item - 'pending_key') || jsonb_build_object('workout_id', v_ids -> v_key);
      end if;
      v_workouts := v_workouts || jsonb_build_array(v_item);
    end loop;
    p_program := jsonb_set(p_program, '{workouts}', v_workouts);
  end if;

  v_program := private.save_program_core(p_program - 'pending_workouts' - 'weeks');
  -- Without "weeks" (an older app), the program's weeks stay as they were.
  if p_program ? 'weeks' and jsonb_typeof(p_program -> 'weeks') <> 'null' then
    perform private.save_program_weeks(v_program.id, p_program -> 'weeks');
    select * into v_program from public.programs where id = v_program.id;
  end if;
  return v_program;
end;
$$;

-- Name: save_push_subscription(text, text, text, text[], text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[] DEFAULT NULL::text[], p_device_label text DEFAULT NULL::text) RETURNS uuid
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.save_push_subscription(p_endpoint, p_p256dh, p_auth, p_kinds, p_device_label); $$;

-- Name: save_workout(jsonb, jsonb, integer); Type: FUNCTION; Schema: public
CREATE FUNCTION public.save_workout(p_workout jsonb, p_exercises jsonb, p_expected_revision integer DEFAULT NULL::integer) RETURNS public.workouts
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  caller uuid := (select auth.uid());
  target uuid;
  current_revision integer;
  saved public.workouts;
  bad_group text;
begin
  if caller is null then
    raise exception 'Sign in to save a workout' using errcode = '28000';
  end if;
  if jsonb_typeof(coalesce(p_workout, 'null'::jsonb)) <> 'object' then
    raise exception 'The workout must be an object' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_exercises, 'null'::jsonb)) <> 'array' then
    raise exception 'Exercises must be an array' using errcode = '22023';
  end if;
  if jsonb_array_length(p_exercises) > 100 then
    raise exception 'A workout holds at most 100 exercises' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_exercises) e where jsonb_typeof(e) <> 'object') then
    raise exception 'Each exercise must be an object' using errcode = '22023';
  end if;
  if btrim(coalesce(p_workout ->> 'name', '')) = '' then
    raise exception 'Give the workout a name' using errcode = '22023';
  end if;

  -- Groups: every letter is used by two or more exercises in a row.
  select g.key into bad_group
  from (
    select e.value ->> 'group_key' as key, e.ordinality as position
    from jsonb_array_elements(p_exercises) with ordinality e
  ) g
  where g.key is not null
  group by g.key
  having count(*) < 2 or max(g.position) - min(g.position) + 1 <> count(*)
  limit 1;
  if bad_group is not null then
    raise exception 'Superset % must be two or more exercises next to each other', bad_group using errcode = '22023';
  end if;

  target := nullif(p_workout ->> 'id', '')::uuid;
  if target is null then
    -- The id is made here: `returning` would need the select policy to see a row its own statement
    -- is writing.
    target := gen_random_uuid();
    insert into public.workouts (id, name, description, workout_type, difficulty, estimated_duration, equipment,
                                 muscle_groups, client_id, created_by)
    values (
      target,
      btrim(p_workout ->> 'name'),
      nullif(btrim(p_workout ->> 'description'), ''),
      coalesce(p_workout ->> 'workout_type', 'strength'),
      coalesce(p_workout ->> 'difficulty', 'intermediate'),
      nullif(p_workout ->> 'estimated_duration', '')::integer,
      coalesce(array(select jsonb_array_elements_text(p_workout -> 'equipment')), '{}'),
      coalesce(array(select jsonb_array_elements_text(p_workout -> 'muscle_groups')), '{}'),
      nullif(p_workout ->> 'client_id', '')::uuid,
      caller
    );
  else
    select w.revision into current_revision from public.workouts w where w.id = target for update;
    if not found then
      -- `for update` hides rows the caller may read but not edit (the update policy applies).
      if private.can_read_workout(target) then
        raise exception 'You may not edit this workout' using errcode = '42501';
      end if;
      raise exception 'Workout not found' using errcode = 'PT404';
    end if;
    if p_expected_revision is null or p_expected_revision <> current_revision then
      raise exception 'Someone else saved this workout after you opened it. Reload to see their changes, then edit again.'
        using errcode = 'PT409';
    end if;
    update public.workouts w
    set name = btrim(p_workout ->> 'name'),
        description = nullif(btrim(p_workout ->> 'description'), ''),
        workout_type = coalesce(p_workout ->> 'workout_type', w.workout_type),
        difficulty = coalesce(p_workout ->> 'difficulty', w.difficulty),
        estimated_duration = nullif(p_workout ->> 'estimated_duration', '')::integer,
        equipment = coalesce(array(select jsonb_array_elements_text(p_workout -> 'equipment')), '{}'),
        muscle_groups = coalesce(array(select jsonb_array_elements_text(p_workout -> 'muscle_groups')), '{}')
    where w.id = target;
    if not found then
      raise exception 'You may not edit this workout' using errcode = '42501';
    end if;
  end if;

  -- Rows keep their id when the editor sends one of this workout's rows back (history in logs points
  -- at it); anything else is new.
  delete from public.workout_exercises we
  where we.workout_id = target
    and we.id not in (
      select (e ->> 'id')::uuid from jsonb_array_elements(p_exercises) e where nullif(e ->> 'id', '') is not null
    );

  insert into public.workout_exercises as we (
    id, workout_id, exercise_id, "order", sets, rep_single, rep_min, rep_max, rep_is_range, is_time_based,
    duration, weight, rest_time, tempo, notes, group_key
  )
  select
    coalesce((select x.id from public.workout_exercises x where x.workout_id = target and x.id = nullif(e ->> 'id', '')::uuid),
             gen_random_uuid()),
    target,
    (e ->> 'exercise_id')::uuid,
    (position - 1)::integer,
    coalesce((e ->> 'sets')::integer, 3),
    (e ->> 'rep_single')::integer,
    (e ->> 'rep_min')::integer,
    (e ->> 'rep_max')::integer,
    coalesce((e ->> 'rep_is_range')::boolean, false),
    coalesce((e ->> 'is_time_based')::boolean, false),
    (e ->> 'duration')::integer,
    (e ->> 'weight')::double precision,
    (e ->> 'rest_time')::integer,
    nullif(btrim(e ->> 'tempo'), ''),
    nullif(btrim(e ->> 'notes'), ''),
    nullif(e ->> 'group_key', '')
  from jsonb_array_elements(p_exercises) with ordinality as items(e, position)
  on conflict (id) do update
  set exercise_id = excluded.exercise_id,
      "order" = excluded."order",
      sets = excluded.sets,
      rep_single = excluded.rep_single,
      rep_min = excluded.rep_min,
      rep_max = excluded.rep_max,
      rep_is_range = excluded.rep_is_range,
      is_time_based = excluded.is_time_based,
      duration = excluded.duration,
      weight = excluded.weight,
      rest_time = excluded.rest_time,
      tempo = excluded.tempo,
      notes = excluded.notes,
      group_key = excluded.group_key
  where we.workout_id = target;

  select * into saved from public.workouts w where w.id = target;
  return saved;
end;
$$;

-- Name: schedule_class(uuid, uuid, timestamp with time zone, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean DEFAULT false) RETURNS public.service_sessions
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select * from private.schedule_class(p_service_id, p_trainer_id, p_starts_at, p_override);
$$;

-- Name: send_broadcast(uuid, text, text, public.client_type, uuid, uuid, uuid[]); Type: FUNCTION; Schema: public
CREATE FUNCTION public.send_broadcast(p_broadcast_id uuid, p_body text, p_audience text, p_client_type public.client_type DEFAULT NULL::public.client_type, p_program_id uuid DEFAULT NULL::uuid, p_tag_id uuid DEFAULT NULL::uuid, p_client_ids uuid[] DEFAULT NULL::uuid[]) RETURNS TABLE(recipient_count integer, already_sent boolean)
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_me uuid := (select auth.uid());
  v_body text;
  v_recipients uuid[];
  v_names text[];
  v_count integer;
begin
  if p_broadcast_id is null then
    raise exception 'A broadcast needs its id.' using errcode = '22023';
  end if;
  -- A retry of a broadcast already sent: nothing more goes out, whoever the audience is now.
  select b.recipient_count into v_count from public.message_broadcasts b
  where b.id = p_broadcast_id and b.sender_id = v_me;
  if found then
    return query select v_count, true;
    return;
  end if;
  -- Cleaned as a message body is (private.clean_message_body), so the length rule is the same.
  v_body := ltrim(rtrim(
    regexp_replace(coalesce(p_body, ''), '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\uFEFF]', '', 'g'),
    E' \t\r\n'), E'\r\n');
  if btrim(v_body) = '' then
    raise exception 'Write a message first.' using errcode = '22023';
  end if;
  if char_length(v_body) > 5000 then
    raise exception 'Messages can be at most 5,000 characters.' using errcode = '22023';
  end if;

  select array_agg(a.id order by a.first_name, a.last_name, a.id),
         array_agg(coalesce(nullif(btrim(a.first_name), ''), 'there') order by a.first_name, a.last_name, a.id)
  into v_recipients, v_names
  from public.broadcast_audience(p_audience, p_client_type, p_program_id, p_tag_id, p_client_ids) a;

  if p_audience = 'clients' and cardinality(coalesce(v_recipients, '{}')) <>
    (select count(distinct c) from unnest(p_client_ids) c where c is not null) then
    raise exception 'You can only message your own clients.' using errcode = '42501';
  end if;
  if coalesce(cardinality(v_recipients), 0) = 0 then
    raise exception 'No clients match: nobody would get this message.' using errcode = '22023';
  end if;

  if not private.record_broadcast(p_broadcast_id, v_body, p_audience, cardinality(v_recipients)) then
    -- Sent before (a retry): nothing more goes out.
    select b.recipient_count into v_count from public.message_broadcasts b where b.id = p_broadcast_id;
    return query select coalesce(v_count, 0), true;
    return;
  end if;

  insert into public.messages (sender_id, recipient_id, body)
  select v_me, r.id, left(replace(v_body, '{first_name}', r.first), 5000)
  from unnest(v_recipients, v_names) as r (id, first);

  return query select cardinality(v_recipients), false;
end;
$$;

-- Name: server_time(); Type: FUNCTION; Schema: public
CREATE FUNCTION public.server_time() RETURNS bigint
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select (extract(epoch from clock_timestamp()) * 1000)::bigint;
$$;

-- Name: FUNCTION server_time(); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.server_time() IS 'The server clock in ms since the epoch: devices measure their clock offset with it (logger revisions).';

-- Name: set_automation_enrolment_status(uuid, text, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text DEFAULT NULL::text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.set_automation_enrolment_status(p_enrolment_id, p_status, p_reason); $$;

-- Name: set_automation_flow_status(uuid, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_automation_flow_status(p_flow_id uuid, p_status text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select private.set_automation_flow_status(p_flow_id, p_status); $$;

-- Name: set_client_archived(uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_client_archived(p_client_id uuid, p_archived boolean) RETURNS public.account_status
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_client_archived(p_client_id, p_archived);
$$;

-- Name: set_membership_cancel(uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_membership_cancel(p_membership_id uuid, p_cancel boolean DEFAULT true) RETURNS public.memberships
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.set_membership_cancel(p_membership_id, p_cancel); $$;

-- Name: set_membership_paused(uuid, boolean); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_membership_paused(p_membership_id uuid, p_paused boolean DEFAULT true) RETURNS public.memberships
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.set_membership_paused(p_membership_id, p_paused); $$;

-- Name: set_on_demand_collection_items(uuid, uuid[], integer); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select private.set_on_demand_collection_items(p_collection_id, p_item_ids, p_revision);
$$;

-- Name: FUNCTION set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer) IS 'Replaces a collection''s ordered items (staff), refusing a revision other than the one loaded (PT409).';

-- Name: trainer_date_overrides; Type: TABLE; Schema: public
CREATE TABLE public.trainer_date_overrides (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid NOT NULL,
    on_date date NOT NULL,
    start_time time without time zone,
    end_time time without time zone,
    note text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT trainer_date_overrides_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT trainer_date_overrides_note_check CHECK ((char_length(note) <= 200)),
    CONSTRAINT trainer_date_overrides_on_date_in_range CHECK (((on_date IS NULL) OR ((on_date >= '1900-01-01'::date) AND (on_date < '2200-01-01'::date)))),
    CONSTRAINT trainer_date_overrides_times CHECK ((((start_time IS NULL) AND (end_time IS NULL)) OR ((start_time IS NOT NULL) AND (end_time IS NOT NULL) AND (start_time < end_time))))
);

-- Name: set_trainer_date_override(uuid, date, jsonb); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_trainer_date_override(p_trainer_id uuid, p_on_date date, p_ranges jsonb) RETURNS SETOF public.trainer_date_overrides
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_range jsonb;
  v_clash record;
  v_today date;
begin
  if p_trainer_id is null or p_on_date is null then
    raise exception 'Choose a trainer and a date' using errcode = '22023';
  end if;
  if p_ranges is not null and jsonb_typeof(p_ranges) not in ('array', 'null') then
    raise exception 'Send the date''s hours as a list of ranges' using errcode = '22023';
  end if;
  if jsonb_typeof(p_ranges) = 'array' and jsonb_array_length(p_ranges) > 10 then
    raise exception 'At most 10 ranges a day' using errcode = '22023';
  end if;
  if not ((p_trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin())) then
    raise exception 'You can change only your own hours' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users u where u.id = p_trainer_id and u.role in ('staff', 'admin')) then
    raise exception 'No such trainer' using errcode = 'PT404';
  end if;
  select (now() at time zone s.time_zone)::date into v_today from public.studio_settings s where s.id = 1;
  if p_on_date < coalesce(v_today, current_date) then
    raise exception 'Choose today or a later date' using errcode = '22023';
  end if;
  if p_on_date >= date '2200-01-01' then
    raise exception 'Choose a date before 2200' using errcode = '22023';
  end if;

  if jsonb_typeof(p_ranges) = 'array' then
    for v_range in select value from jsonb_array_elements(p_ranges)
    loop
      if jsonb_typeof(v_range) <> 'object'
        or jsonb_typeof(v_range -> 'start') is distinct from 'string'
        or jsonb_typeof(v_range -> 'end') is distinct from 'string'
        or (v_range ->> 'start') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        or (v_range ->> 'end') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' then
        raise exception 'Each range needs start and end times as HH:MM' using errcode = '22023';
      end if;
      if (v_range ->> 'start')::time >= (v_range ->> 'end')::time then
        raise exception 'The range % to % ends before it starts', v_range ->> 'start', v_range ->> 'end'
          using errcode = '22023';
      end if;
    end loop;

    with ranges as (
      select r.n, (r.value ->> 'start')::time as start_time, (r.value ->> 'end')::time as end_time
      from jsonb_array_elements(p_ranges) with ordinality as r (value, n)
    )
    select a.start_time as a_start, a.end_time as a_end, b.start_time as b_start, b.end_time as b_end
    into v_clash
    from ranges a
    join ranges b on a.n < b.n and a.start_time < b.end_time and b.start_time < a.end_time
    limit 1;
    if found then
      raise exception '% to % and % to % overlap',
        to_char(v_clash.a_start, 'HH24:MI'), to_char(v_clash.a_end, 'HH24:MI'),
        to_char(v_clash.b_start, 'HH24:MI'), to_char(v_clash.b_end, 'HH24:MI') using errcode = '22023';
    end if;
  end if;

  -- The same lock as set_trainer_hours: one change of a trainer's availability at a time.
  perform pg_advisory_xact_lock(hashtextextended('trainer_hours:' || p_trainer_id::text, 0));
  delete from public.trainer_date_overrides o where o.trainer_id = p_trainer_id and o.on_date = p_on_date;
  if p_ranges is null or jsonb_typeof(p_ranges) = 'null' then
    return;
  end if;
  if jsonb_array_length(p_ranges) = 0 then
    return query
      insert into public.trainer_date_overrides (trainer_id, on_date, start_time, end_time)
      values (p_trainer_id, p_on_date, null, null)
      returning *;
    return;
  end if;
  return query
    insert into public.trainer_date_overrides (trainer_id, on_date, start_time, end_time)
    select p_trainer_id, p_on_date, (r.value ->> 'start')::time, (r.value ->> 'end')::time
    from jsonb_array_elements(p_ranges) as r (value)
    order by 3
    returning *;
end;
$_$;

-- Name: FUNCTION set_trainer_date_override(p_trainer_id uuid, p_on_date date, p_ranges jsonb); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.set_trainer_date_override(p_trainer_id uuid, p_on_date date, p_ranges jsonb) IS 'Replaces a trainer''s override of one local date: [{start, end}] hours, [] unavailable all day, null none.';

-- Name: trainer_hours; Type: TABLE; Schema: public
CREATE TABLE public.trainer_hours (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid NOT NULL,
    weekday smallint NOT NULL,
    start_time time without time zone NOT NULL,
    end_time time without time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT trainer_hours_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT trainer_hours_order CHECK ((start_time < end_time)),
    CONSTRAINT trainer_hours_weekday_check CHECK (((weekday >= 0) AND (weekday <= 6)))
);

-- Name: TABLE trainer_hours; Type: COMMENT; Schema: public
COMMENT ON TABLE public.trainer_hours IS 'Weekly hours, local times in the studio time zone; weekday 0 = Sunday. A date override replaces them for its date.';

-- Name: set_trainer_hours(uuid, jsonb); Type: FUNCTION; Schema: public
CREATE FUNCTION public.set_trainer_hours(p_trainer_id uuid, p_ranges jsonb) RETURNS SETOF public.trainer_hours
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v_range jsonb;
  v_weekday integer;
  v_start time;
  v_end time;
  v_days text[] := array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  v_clash record;
begin
  if p_trainer_id is null or p_ranges is null or jsonb_typeof(p_ranges) <> 'array' then
    raise exception 'Send the week''s hours as a list of ranges' using errcode = '22023';
  end if;
  if jsonb_array_length(p_ranges) > 70 then
    raise exception 'At most 10 ranges a day' using errcode = '22023';
  end if;
  if not ((p_trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin())) then
    raise exception 'You can change only your own hours' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users u where u.id = p_trainer_id and u.role in ('staff', 'admin')) then
    raise exception 'No such trainer' using errcode = 'PT404';
  end if;

  for v_range in select value from jsonb_array_elements(p_ranges)
  loop
    if jsonb_typeof(v_range) <> 'object'
      or jsonb_typeof(v_range -> 'weekday') is distinct from 'number'
      or jsonb_typeof(v_range -> 'start') is distinct from 'string'
      or jsonb_typeof(v_range -> 'end') is distinct from 'string'
      or (v_range ->> 'start') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      or (v_range ->> 'end') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
      or (v_range ->> 'weekday') !~ '^[0-6]$' then
      raise exception 'Each range needs a weekday (0-6) and start and end times as HH:MM' using errcode = '22023';
    end if;
    v_weekday := (v_range ->> 'weekday')::integer;
    v_start := (v_range ->> 'start')::time;
    v_end := (v_range ->> 'end')::time;
    if v_start >= v_end then
      raise exception '%''s range % to % ends before it starts',
        v_days[v_weekday + 1], v_range ->> 'start', v_range ->> 'end' using errcode = '22023';
    end if;
  end loop;

  with ranges as (
    select r.n, (r.value ->> 'weekday')::smallint as weekday, (r.value ->> 'start')::time as start_time,
      (r.value ->> 'end')::time as end_time
    from jsonb_array_elements(p_ranges) with ordinality as r (value, n)
  )
  select a.weekday, a.start_time as a_start, a.end_time as a_end, b.start_time as b_start, b.end_time as b_end
  into v_clash
  from ranges a
  join ranges b
    on a.weekday = b.weekday and a.n < b.n and a.start_time < b.end_time and b.start_time < a.end_time
  limit 1;
  if found then
    raise exception '%''s % to % and % to % overlap', v_days[v_clash.weekday + 1],
      to_char(v_clash.a_start, 'HH24:MI'), to_char(v_clash.a_end, 'HH24:MI'),
      to_char(v_clash.b_start, 'HH24:MI'), to_char(v_clash.b_end, 'HH24:MI') using errcode = '22023';
  end if;

  -- One week at a time per trainer: a second save waits here and then replaces this one whole.
  perform pg_advisory_xact_lock(hashtextextended('trainer_hours:' || p_trainer_id::text, 0));
  delete from public.trainer_hours h where h.trainer_id = p_trainer_id;
  return query
    insert into public.trainer_hours (trainer_id, weekday, start_time, end_time)
    select p_trainer_id, (r.value ->> 'weekday')::smallint, (r.value ->> 'start')::time, (r.value ->> 'end')::time
    from jsonb_array_elements(p_ranges) as r (value)
    order by 2, 3
    returning *;
end;
$_$;

-- Name: FUNCTION set_trainer_hours(p_trainer_id uuid, p_ranges jsonb); Type: COMMENT; Schema: public
COMMENT ON FUNCTION public.set_trainer_hours(p_trainer_id uuid, p_ranges jsonb) IS 'Replaces a trainer''s weekly hours with the ranges given ([{weekday, start, end}], local HH:MM in the studio''s zone).';

-- Name: settle_push_deliveries(jsonb, timestamp with time zone); Type: FUNCTION; Schema: public
CREATE FUNCTION public.settle_push_deliveries(p_results jsonb, p_now timestamp with time zone DEFAULT now()) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_result jsonb;
  v_id uuid;
  v_outcome text;
  v_error text;
  v_delivery private.push_deliveries;
  v_counts jsonb := '{"sent":0,"gone":0,"retry":0,"failed":0}'::jsonb;
begin
  if jsonb_typeof(p_results) is distinct from 'array' then
    raise exception 'Results must be a JSON array.' using errcode = '22023';
  end if;
  for v_result in select value from jsonb_array_elements(p_results) loop
    v_id := (v_result ->> 'id')::uuid;
    v_outcome := v_result ->> 'outcome';
    v_error := left(v_result ->> 'error', 500);
    if v_outcome is null or v_outcome not in ('sent', 'gone', 'retry', 'rejected') then
      raise exception 'Unknown push outcome: %', coalesce(v_outcome, 'none') using errcode = '22023';
    end if;
    select * into v_delivery from private.push_deliveries d where d.id = v_id and d.status = 'pending' for update;
    continue when not found;
    if v_outcome = 'sent' then
      update private.push_deliveries d
      set status = 'sent', sent_at = p_now, claimed_until = null, last_error = null
      where d.id = v_id;
      update public.push_subscriptions s set last_success_at = p_now, failure_count = 0
      where s.id = v_delivery.subscription_id;
      v_counts := jsonb_set(v_counts, '{sent}', to_jsonb((v_counts ->> 'sent')::int + 1));
    elsif v_outcome = 'gone' then
      -- The push service forgot the browser: the subscription and its queued deliveries go.
      delete from public.push_subscriptions s where s.id = v_delivery.subscription_id;
      v_counts := jsonb_set(v_counts, '{gone}', to_jsonb((v_counts ->> 'gone')::int + 1));
    else
      update public.push_subscriptions s set failure_count = s.failure_count + 1
      where s.id = v_delivery.subscription_id;
      if v_outcome = 'retry' and v_delivery.attempts < 5 then
        update private.push_deliveries d
        set next_attempt_at = p_now + interval '30 seconds' * power(4, v_delivery.attempts - 1),
            claimed_until = null,
            last_error = v_error
        where d.id = v_id;
        v_counts := jsonb_set(v_counts, '{retry}', to_jsonb((v_counts ->> 'retry')::int + 1));
      else
        update private.push_deliveries d
        set status = 'failed', claimed_until = null, last_error = coalesce(v_error, v_outcome)
        where d.id = v_id;
        v_counts := jsonb_set(v_counts, '{failed}', to_jsonb((v_counts ->> 'failed')::int + 1));
      end if;
    end if;
  end loop;
  return v_counts;
end;
$$;

-- Name: start_checkout(public.order_kind, uuid, text, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text DEFAULT NULL::text, p_return_path text DEFAULT NULL::text) RETURNS public.orders
    LANGUAGE sql
    SET search_path TO ''
    AS $$ select * from private.start_checkout(p_kind, p_product_id, p_discount_code, p_return_path); $$;

-- Name: submit_weekly_check_in(uuid, jsonb, text); Type: FUNCTION; Schema: public
CREATE FUNCTION public.submit_weekly_check_in(p_id uuid, p_answers jsonb, p_photo_path text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_id uuid;
begin
  if p_id is null or p_answers is null or jsonb_typeof(p_answers) <> 'object' then
    raise exception 'A check-in needs an id and an object of answers.' using errcode = '22023';
  end if;
  insert into public.weekly_check_ins (id, client_id, week_start, questions, answers, photo_path)
  values (p_id, (select auth.uid()), current_date, '[]'::jsonb, p_answers, p_photo_path)
  on conflict do nothing
  returning id into v_id;
  if v_id is not null then
    return 'saved';
  end if;
  if exists (select 1 from public.weekly_check_ins c where c.id = p_id) then
    return 'duplicate';
  end if;
  return 'already_answered';
end;
$$;

-- Name: automation_joins; Type: TABLE; Schema: private
CREATE TABLE private.automation_joins (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    trainer_id uuid NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    processed_at timestamp with time zone
);

-- Name: booking_reminders_sent; Type: TABLE; Schema: private
CREATE TABLE private.booking_reminders_sent (
    booking_id uuid NOT NULL,
    hours integer NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

-- Name: discount_code_checks; Type: TABLE; Schema: private
CREATE TABLE private.discount_code_checks (
    id bigint NOT NULL,
    client_id uuid NOT NULL,
    code text NOT NULL,
    valid boolean NOT NULL,
    checked_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT discount_code_checks_code_check CHECK ((char_length(code) <= 64))
);

-- Name: TABLE discount_code_checks; Type: COMMENT; Schema: private
COMMENT ON TABLE private.discount_code_checks IS 'Each discount code a client previewed, and whether it applied. Limits guessing; read by private.discount_for only.';

-- Name: discount_code_checks_id_seq; Type: SEQUENCE; Schema: private
ALTER TABLE private.discount_code_checks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.discount_code_checks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: invite_code_checks; Type: TABLE; Schema: private
CREATE TABLE private.invite_code_checks (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    valid boolean NOT NULL,
    checked_at timestamp with time zone DEFAULT now() NOT NULL
);

-- Name: TABLE invite_code_checks; Type: COMMENT; Schema: private
COMMENT ON TABLE private.invite_code_checks IS 'Each join or invitation code a person tried, and whether it matched. Limits guessing; read by private.redeem_code only.';

-- Name: invite_code_checks_id_seq; Type: SEQUENCE; Schema: private
ALTER TABLE private.invite_code_checks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME private.invite_code_checks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: push_deliveries; Type: TABLE; Schema: private
CREATE TABLE private.push_deliveries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    notification_id uuid NOT NULL,
    subscription_id uuid NOT NULL,
    status private.push_delivery_status DEFAULT 'pending'::private.push_delivery_status NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_until timestamp with time zone,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    CONSTRAINT push_deliveries_last_error_check CHECK (((last_error IS NULL) OR (char_length(last_error) <= 500)))
);

-- Name: TABLE push_deliveries; Type: COMMENT; Schema: private
COMMENT ON TABLE private.push_deliveries IS 'Pushes to send: one per notification and subscription that wants its kind. Only push-dispatch (service role, through the functions below) touches it.';

-- Name: access_code_uses; Type: TABLE; Schema: public
CREATE TABLE public.access_code_uses (
    client_id uuid NOT NULL,
    time_step bigint NOT NULL,
    used_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT access_code_uses_used_at_in_range CHECK (((used_at IS NULL) OR ((used_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (used_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE access_code_uses; Type: COMMENT; Schema: public
COMMENT ON TABLE public.access_code_uses IS 'Replay guard: a (client, 30-second step) accepted once. Inserted with on conflict do nothing in the check-in transaction.';

-- Name: access_member_number_seq; Type: SEQUENCE; Schema: public
CREATE SEQUENCE public.access_member_number_seq
    AS integer
    START WITH 1001
    INCREMENT BY 1
    MINVALUE 1001
    MAXVALUE 9999999
    CACHE 1;

-- Name: access_member_number_seq; Type: SEQUENCE OWNED BY; Schema: public
ALTER SEQUENCE public.access_member_number_seq OWNED BY public.access_keys.member_number;

-- Name: assessments; Type: TABLE; Schema: public
CREATE TABLE public.assessments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    type text NOT NULL,
    measured_on date DEFAULT CURRENT_DATE NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    notes text,
    file_path text,
    created_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    lab_ranges jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT assessments_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT assessments_data_is_object CHECK ((jsonb_typeof(data) = 'object'::text)),
    CONSTRAINT assessments_data_size CHECK ((octet_length((data)::text) <= 262144)),
    CONSTRAINT assessments_file_in_client_folder CHECK (((file_path IS NULL) OR (file_path ~ (('^'::text || (client_id)::text) || '/[A-Za-z0-9._-]{1,200}$'::text)))),
    CONSTRAINT assessments_file_path_length CHECK ((char_length(file_path) <= 1024)),
    CONSTRAINT assessments_lab_ranges_size CHECK ((octet_length((lab_ranges)::text) <= 16384)),
    CONSTRAINT assessments_lab_ranges_valid CHECK (private.assessment_lab_ranges_valid(type, lab_ranges)),
    CONSTRAINT assessments_measured_on_in_range CHECK (((measured_on IS NULL) OR ((measured_on >= '1900-01-01'::date) AND (measured_on < '2200-01-01'::date)))),
    CONSTRAINT assessments_measured_on_not_future CHECK ((measured_on <= (CURRENT_DATE + 1))),
    CONSTRAINT assessments_notes_length CHECK ((char_length(notes) <= 10000)),
    CONSTRAINT assessments_type_check CHECK ((type = ANY (ARRAY['body_scan'::text, 'blood_test'::text, 'urine_hormone_test'::text]))),
    CONSTRAINT assessments_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT assessments_values_valid CHECK (private.assessment_values_valid(type, data))
);

-- Name: automation_enrolments; Type: TABLE; Schema: public
CREATE TABLE public.automation_enrolments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    flow_id uuid NOT NULL,
    client_id uuid NOT NULL,
    enrolled_at timestamp with time zone NOT NULL,
    status public.automation_enrolment_status DEFAULT 'active'::public.automation_enrolment_status NOT NULL,
    stopped_reason text,
    join_id uuid,
    trigger_cleared_at timestamp with time zone,
    ended_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT automation_enrolments_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_enrolments_ended_at_in_range CHECK (((ended_at IS NULL) OR ((ended_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ended_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_enrolments_enrolled_at_in_range CHECK (((enrolled_at IS NULL) OR ((enrolled_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (enrolled_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_enrolments_stopped_reason_check CHECK ((char_length(stopped_reason) <= 500)),
    CONSTRAINT automation_enrolments_trigger_cleared_at_in_range CHECK (((trigger_cleared_at IS NULL) OR ((trigger_cleared_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (trigger_cleared_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_enrolments_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE automation_enrolments; Type: COMMENT; Schema: public
COMMENT ON TABLE public.automation_enrolments IS 'A client in a flow: from when (step due times count from its studio-local date), and whether it runs.';

-- Name: automation_step_runs; Type: TABLE; Schema: public
CREATE TABLE public.automation_step_runs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    enrolment_id uuid NOT NULL,
    step_id uuid NOT NULL,
    due_at timestamp with time zone NOT NULL,
    status public.automation_run_status DEFAULT 'pending'::public.automation_run_status NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    ran_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT automation_step_runs_attempts_check CHECK (((attempts >= 0) AND (attempts <= 100))),
    CONSTRAINT automation_step_runs_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_step_runs_due_at_in_range CHECK (((due_at IS NULL) OR ((due_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (due_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_step_runs_last_error_check CHECK ((char_length(last_error) <= 1000)),
    CONSTRAINT automation_step_runs_ran_at_in_range CHECK (((ran_at IS NULL) OR ((ran_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ran_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE automation_step_runs; Type: COMMENT; Schema: public
COMMENT ON TABLE public.automation_step_runs IS 'Each (enrolment, step) once: when it is due, whether it ran, how many attempts, the last error.';

-- Name: automation_steps; Type: TABLE; Schema: public
CREATE TABLE public.automation_steps (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    flow_id uuid NOT NULL,
    "position" integer NOT NULL,
    day_offset integer NOT NULL,
    time_of_day time without time zone DEFAULT '09:00:00'::time without time zone NOT NULL,
    action public.automation_action NOT NULL,
    message_body text,
    program_id uuid,
    collection_id uuid,
    task_title text,
    removed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT automation_steps_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_steps_day_offset_check CHECK (((day_offset >= 0) AND (day_offset <= 365))),
    CONSTRAINT automation_steps_message_body_check CHECK ((char_length(message_body) <= 5000)),
    CONSTRAINT automation_steps_position_check CHECK ((("position" >= 0) AND ("position" <= 99))),
    CONSTRAINT automation_steps_removed_at_in_range CHECK (((removed_at IS NULL) OR ((removed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (removed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT automation_steps_task_title_check CHECK ((char_length(task_title) <= 200)),
    CONSTRAINT automation_steps_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE automation_steps; Type: COMMENT; Schema: public
COMMENT ON TABLE public.automation_steps IS 'One step of a flow: a day offset from enrolment and a studio-local time, and what it does. Removed steps keep their runs.';

-- Name: body_weight_entries; Type: TABLE; Schema: public
CREATE TABLE public.body_weight_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    measured_on date NOT NULL,
    weight_kg double precision NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    weighed_at timestamp with time zone,
    CONSTRAINT body_weight_entries_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT body_weight_entries_measured_on_in_range CHECK (((measured_on >= '1900-01-01'::date) AND (measured_on < '2200-01-01'::date))),
    CONSTRAINT body_weight_entries_measured_on_not_future CHECK ((measured_on <= (CURRENT_DATE + 1))),
    CONSTRAINT body_weight_entries_updated_at_in_range CHECK (((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT body_weight_entries_weighed_at_in_range CHECK (((weighed_at IS NULL) OR ((weighed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (weighed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT body_weight_entries_weighed_at_not_future CHECK (((weighed_at IS NULL) OR (weighed_at <= (created_at + '1 day'::interval)))),
    CONSTRAINT body_weight_entries_weight_kg_check CHECK (((weight_kg >= (20)::double precision) AND (weight_kg <= (400)::double precision)))
);

-- Name: TABLE body_weight_entries; Type: COMMENT; Schema: public
COMMENT ON TABLE public.body_weight_entries IS 'A client''s body weight in kg, one per client per day (their own day). Client writes own; trainer and admins read.';

-- Name: calendar_feed_tokens; Type: TABLE; Schema: public
CREATE TABLE public.calendar_feed_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone,
    CONSTRAINT calendar_feed_tokens_created_at_check CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT calendar_feed_tokens_revoked_at_check CHECK (((revoked_at IS NULL) OR ((revoked_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (revoked_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT calendar_feed_tokens_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

-- Name: TABLE calendar_feed_tokens; Type: COMMENT; Schema: public
COMMENT ON TABLE public.calendar_feed_tokens IS 'Calendar feed (.ics) tokens, as SHA-256 hashes; one active per user. Written only by create_/revoke_calendar_feed_token().';

-- Name: check_in_attempts; Type: TABLE; Schema: public
CREATE TABLE public.check_in_attempts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    attempted_at timestamp with time zone DEFAULT now() NOT NULL,
    desk_user_id uuid,
    client_id uuid,
    method public.check_in_method NOT NULL,
    result public.check_in_result NOT NULL,
    reason public.check_in_reason NOT NULL,
    time_step bigint,
    CONSTRAINT check_in_attempts_attempted_at_in_range CHECK (((attempted_at IS NULL) OR ((attempted_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (attempted_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT check_in_attempts_reason CHECK (((result = 'allowed'::public.check_in_result) = (reason = ANY (ARRAY['ok'::public.check_in_reason, 'override'::public.check_in_reason]))))
);

-- Name: TABLE check_in_attempts; Type: COMMENT; Schema: public
COMMENT ON TABLE public.check_in_attempts IS 'Every check-in attempt with its result and reason (refusals too): the audit trail and the rate limits'' count.';

-- Name: check_ins; Type: TABLE; Schema: public
CREATE TABLE public.check_ins (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    checked_in_at timestamp with time zone DEFAULT now() NOT NULL,
    method public.check_in_method NOT NULL,
    desk_user_id uuid,
    booking_id uuid,
    overridden boolean DEFAULT false NOT NULL,
    door_id text,
    door_opened_at timestamp with time zone,
    CONSTRAINT check_ins_checked_in_at_in_range CHECK (((checked_in_at IS NULL) OR ((checked_in_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (checked_in_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT check_ins_door_id_check CHECK (((char_length(door_id) >= 1) AND (char_length(door_id) <= 100))),
    CONSTRAINT check_ins_door_opened_at_in_range CHECK (((door_opened_at IS NULL) OR ((door_opened_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (door_opened_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE check_ins; Type: COMMENT; Schema: public
COMMENT ON TABLE public.check_ins IS 'Allowed entries to the studio: who, when, how, at whose desk, the booking it marked attended, the door opened.';

-- Name: client_lift_days; Type: TABLE; Schema: public
CREATE TABLE public.client_lift_days (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    exercise_id uuid NOT NULL,
    day date NOT NULL,
    best_e1rm double precision NOT NULL,
    best_to_date double precision NOT NULL,
    best_before double precision,
    CONSTRAINT client_lift_days_best_before_in_range CHECK (((best_before > (0)::double precision) AND (best_before < 'Infinity'::double precision))),
    CONSTRAINT client_lift_days_best_e1rm_check CHECK (((best_e1rm > (0)::double precision) AND (best_e1rm < 'Infinity'::double precision))),
    CONSTRAINT client_lift_days_check CHECK (((best_to_date >= best_e1rm) AND (best_to_date < 'Infinity'::double precision))),
    CONSTRAINT client_lift_days_day_in_range CHECK (((day >= '1900-01-01'::date) AND (day < '2200-01-01'::date)))
);

-- Name: TABLE client_lift_days; Type: COMMENT; Schema: public
COMMENT ON TABLE public.client_lift_days IS 'Per client, exercise and UTC day: best estimated 1RM that day and up to that day. Kept by triggers; read by client_roster_signals.';

-- Name: COLUMN client_lift_days.best_before; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.client_lift_days.best_before IS 'Best estimated 1RM of the exercise strictly before this day (null on its first day). Kept by triggers.';

-- Name: client_notes; Type: TABLE; Schema: public
CREATE TABLE public.client_notes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    author_id uuid DEFAULT auth.uid(),
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_notes_body_length CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 10000))),
    CONSTRAINT client_notes_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT client_notes_updated_at_in_range CHECK (((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))
);

-- Name: TABLE client_notes; Type: COMMENT; Schema: public
COMMENT ON TABLE public.client_notes IS 'Private notes staff keep on a client. Never readable by the client.';

-- Name: client_tag_assignments; Type: TABLE; Schema: public
CREATE TABLE public.client_tag_assignments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    tag_id uuid NOT NULL,
    client_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_tag_assignments_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))
);

-- Name: TABLE client_tag_assignments; Type: COMMENT; Schema: public
COMMENT ON TABLE public.client_tag_assignments IS 'A tag on a client: the tag''s owner, on a client they coach (admins: any client). Never visible to clients.';

-- Name: client_tags; Type: TABLE; Schema: public
CREATE TABLE public.client_tags (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid DEFAULT auth.uid() NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT client_tags_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT client_tags_name_length CHECK (((char_length(name) <= 40) AND (char_length(btrim(name)) >= 1))),
    CONSTRAINT client_tags_name_trimmed CHECK ((name = btrim(name)))
);

-- Name: TABLE client_tags; Type: COMMENT; Schema: public
COMMENT ON TABLE public.client_tags IS 'A trainer''s own labels for their clients (issue 33). The owner changes them; admins read all; clients never.';

-- Name: client_training_days; Type: TABLE; Schema: public
CREATE TABLE public.client_training_days (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    day date NOT NULL,
    workouts integer DEFAULT 0 NOT NULL,
    completed_sets integer DEFAULT 0 NOT NULL,
    CONSTRAINT client_training_days_completed_sets_check CHECK ((completed_sets >= 0)),
    CONSTRAINT client_training_days_day_in_range CHECK (((day >= '1900-01-01'::date) AND (day < '2200-01-01'::date))),
    CONSTRAINT client_training_days_workouts_check CHECK ((workouts >= 0))
);

-- Name: TABLE client_training_days; Type: COMMENT; Schema: public
COMMENT ON TABLE public.client_training_days IS 'Per client and UTC day: workouts logged and completed working sets. Kept by triggers; read by client_roster_signals.';

-- Name: clients; Type: TABLE; Schema: public
CREATE TABLE public.clients (
    id uuid NOT NULL,
    daily_calorie_goal integer DEFAULT 2000 NOT NULL,
    macro_protein_goal integer DEFAULT 150 NOT NULL,
    macro_carb_goal integer DEFAULT 200 NOT NULL,
    macro_fat_goal integer DEFAULT 70 NOT NULL,
    available_equipment text[] DEFAULT '{}'::text[] NOT NULL,
    goals text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT clients_available_equipment_size CHECK (private.text_array_within(available_equipment, 100, 100)),
    CONSTRAINT clients_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT clients_daily_calorie_goal_check CHECK (((daily_calorie_goal >= 0) AND (daily_calorie_goal <= 20000))),
    CONSTRAINT clients_goals_size CHECK (private.text_array_within(goals, 50, 200)),
    CONSTRAINT clients_macro_carb_goal_check CHECK (((macro_carb_goal >= 0) AND (macro_carb_goal <= 2000))),
    CONSTRAINT clients_macro_fat_goal_check CHECK (((macro_fat_goal >= 0) AND (macro_fat_goal <= 2000))),
    CONSTRAINT clients_macro_protein_goal_check CHECK (((macro_protein_goal >= 0) AND (macro_protein_goal <= 2000))),
    CONSTRAINT clients_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: credit_categories; Type: TABLE; Schema: public
CREATE TABLE public.credit_categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    is_archived boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT credit_categories_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT credit_categories_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 60)))
);

-- Name: TABLE credit_categories; Type: COMMENT; Schema: public
COMMENT ON TABLE public.credit_categories IS 'What a credit pays for ("1:1 PT", "Group class"). Services accept one or more categories.';

-- Name: credit_ledger; Type: TABLE; Schema: public
CREATE TABLE public.credit_ledger (
    id bigint NOT NULL,
    lot_id uuid NOT NULL,
    client_id uuid NOT NULL,
    delta integer NOT NULL,
    reason public.credit_reason NOT NULL,
    booking_id uuid,
    order_id uuid,
    refund_id uuid,
    actor_id uuid,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT credit_ledger_adjustment_noted CHECK (((reason <> 'adjustment'::public.credit_reason) OR (char_length(btrim(note)) > 0))),
    CONSTRAINT credit_ledger_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT credit_ledger_delta_check CHECK (((delta >= '-100000'::integer) AND (delta <= 100000))),
    CONSTRAINT credit_ledger_note_check CHECK ((char_length(note) <= 500)),
    CONSTRAINT credit_ledger_signs CHECK (
CASE reason
    WHEN 'grant'::public.credit_reason THEN (delta > 0)
    WHEN 'book'::public.credit_reason THEN (delta = '-1'::integer)
    WHEN 'cancel_return'::public.credit_reason THEN (delta = 1)
    WHEN 'forgive'::public.credit_reason THEN (delta = 1)
    WHEN 'late_cancel'::public.credit_reason THEN (delta = ANY (ARRAY[0, 1]))
    WHEN 'no_show'::public.credit_reason THEN (delta = ANY (ARRAY[0, 1]))
    WHEN 'expire'::public.credit_reason THEN (delta < 0)
    WHEN 'refund'::public.credit_reason THEN (delta < 0)
    ELSE (delta <> 0)
END)
);

-- Name: TABLE credit_ledger; Type: COMMENT; Schema: public
COMMENT ON TABLE public.credit_ledger IS 'Every change to a credit lot, with its reason. Append-only: no role updates or deletes a row.';

-- Name: credit_ledger_id_seq; Type: SEQUENCE; Schema: public
ALTER TABLE public.credit_ledger ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.credit_ledger_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: cycle_entries; Type: TABLE; Schema: public
CREATE TABLE public.cycle_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    period_start date NOT NULL,
    period_end date,
    flow text,
    symptoms text[] DEFAULT '{}'::text[] NOT NULL,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT cycle_entries_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT cycle_entries_end_after_start CHECK (((period_end IS NULL) OR (period_end >= period_start))),
    CONSTRAINT cycle_entries_flow_check CHECK ((flow = ANY (ARRAY['light'::text, 'medium'::text, 'heavy'::text]))),
    CONSTRAINT cycle_entries_notes_length CHECK ((char_length(notes) <= 5000)),
    CONSTRAINT cycle_entries_period_end_in_range CHECK (((period_end IS NULL) OR ((period_end >= '1900-01-01'::date) AND (period_end < '2200-01-01'::date)))),
    CONSTRAINT cycle_entries_period_start_in_range CHECK (((period_start IS NULL) OR ((period_start >= '1900-01-01'::date) AND (period_start < '2200-01-01'::date)))),
    CONSTRAINT cycle_entries_symptoms_size CHECK (private.text_array_within(symptoms, 50, 100))
);

-- Name: discount_codes; Type: TABLE; Schema: public
CREATE TABLE public.discount_codes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    code text NOT NULL,
    kind public.discount_kind NOT NULL,
    percent_off integer,
    amount_off_minor integer,
    starts_at timestamp with time zone,
    ends_at timestamp with time zone,
    product_ids uuid[],
    max_redemptions integer,
    max_per_client integer,
    is_archived boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT discount_codes_amount_off_minor_check CHECK (((amount_off_minor >= 1) AND (amount_off_minor <= 100000000))),
    CONSTRAINT discount_codes_code_check CHECK ((code ~ '^[A-Za-z0-9_-]{2,32}$'::text)),
    CONSTRAINT discount_codes_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT discount_codes_dates CHECK (((starts_at IS NULL) OR (ends_at IS NULL) OR (starts_at < ends_at))),
    CONSTRAINT discount_codes_ends_at_in_range CHECK (((ends_at IS NULL) OR ((ends_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ends_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT discount_codes_max_per_client_check CHECK (((max_per_client >= 1) AND (max_per_client <= 1000))),
    CONSTRAINT discount_codes_max_redemptions_check CHECK (((max_redemptions >= 1) AND (max_redemptions <= 1000000))),
    CONSTRAINT discount_codes_percent_off_check CHECK (((percent_off >= 1) AND (percent_off <= 100))),
    CONSTRAINT discount_codes_product_ids_check CHECK (((product_ids IS NULL) OR ((cardinality(product_ids) >= 1) AND (cardinality(product_ids) <= 200)))),
    CONSTRAINT discount_codes_starts_at_in_range CHECK (((starts_at IS NULL) OR ((starts_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (starts_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT discount_codes_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT discount_codes_value CHECK ((((kind = 'percent'::public.discount_kind) AND (percent_off IS NOT NULL) AND (amount_off_minor IS NULL)) OR ((kind = 'amount'::public.discount_kind) AND (amount_off_minor IS NOT NULL) AND (percent_off IS NULL))))
);

-- Name: TABLE discount_codes; Type: COMMENT; Schema: public
COMMENT ON TABLE public.discount_codes IS 'Discount codes, case-insensitive. Admins only: clients learn a code''s effect through preview_checkout.';

-- Name: discount_redemptions; Type: TABLE; Schema: public
CREATE TABLE public.discount_redemptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    discount_id uuid NOT NULL,
    order_id uuid NOT NULL,
    client_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    released_at timestamp with time zone,
    CONSTRAINT discount_redemptions_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT discount_redemptions_released_at_in_range CHECK (((released_at IS NULL) OR ((released_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (released_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: exercises; Type: TABLE; Schema: public
CREATE TABLE public.exercises (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    description text,
    instructions text[] DEFAULT '{}'::text[] NOT NULL,
    muscle_groups text[] DEFAULT '{}'::text[] NOT NULL,
    secondary_muscles text[] DEFAULT '{}'::text[] NOT NULL,
    equipment text,
    category text DEFAULT 'strength'::text NOT NULL,
    level text DEFAULT 'beginner'::text NOT NULL,
    mechanic text,
    force text,
    thumbnail_url text,
    images text[] DEFAULT '{}'::text[] NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    source text DEFAULT 'liftwise'::text NOT NULL,
    source_ref text,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    demo_video_url text,
    aliases text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT exercises_aliases_well_formed CHECK (private.exercise_aliases_well_formed(aliases)),
    CONSTRAINT exercises_category_length CHECK ((char_length(category) <= 100)),
    CONSTRAINT exercises_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT exercises_demo_video_url_https CHECK ((demo_video_url ~ '^https://[^\s]+$'::text)),
    CONSTRAINT exercises_demo_video_url_length CHECK ((char_length(demo_video_url) <= 2048)),
    CONSTRAINT exercises_description_length CHECK ((char_length(description) <= 5000)),
    CONSTRAINT exercises_equipment_length CHECK ((char_length(equipment) <= 100)),
    CONSTRAINT exercises_force_check CHECK ((force = ANY (ARRAY['push'::text, 'pull'::text, 'static'::text]))),
    CONSTRAINT exercises_images_https_or_path CHECK (private.exercise_media_references_ok(images)),
    CONSTRAINT exercises_images_size CHECK (private.text_array_within(images, 20, 2048)),
    CONSTRAINT exercises_instructions_size CHECK (private.text_array_within(instructions, 100, 4000)),
    CONSTRAINT exercises_level_check CHECK ((level = ANY (ARRAY['beginner'::text, 'intermediate'::text, 'expert'::text]))),
    CONSTRAINT exercises_mechanic_check CHECK ((mechanic = ANY (ARRAY['compound'::text, 'isolation'::text]))),
    CONSTRAINT exercises_muscle_groups_size CHECK (private.text_array_within(muscle_groups, 30, 100)),
    CONSTRAINT exercises_name_length CHECK ((char_length(name) <= 200)),
    CONSTRAINT exercises_name_not_blank CHECK ((btrim(name) <> ''::text)),
    CONSTRAINT exercises_secondary_muscles_size CHECK (private.text_array_within(secondary_muscles, 30, 100)),
    CONSTRAINT exercises_slug_length CHECK ((char_length(slug) <= 200)),
    CONSTRAINT exercises_source_length CHECK ((char_length(source) <= 100)),
    CONSTRAINT exercises_source_ref_length CHECK ((char_length(source_ref) <= 500)),
    CONSTRAINT exercises_thumbnail_url_https_or_path CHECK (((thumbnail_url ~ '^https://[^\s]+$'::text) OR (thumbnail_url ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$'::text))),
    CONSTRAINT exercises_thumbnail_url_length CHECK ((char_length(thumbnail_url) <= 2048)),
    CONSTRAINT exercises_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: COLUMN exercises.thumbnail_url; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.exercises.thumbnail_url IS 'An https address, or the path of an upload in the exercise-media bucket ("<author id>/<file>").';

-- Name: COLUMN exercises.images; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.exercises.images IS 'Demonstration images in order (start, end): https addresses or paths of uploads in the exercise-media bucket.';

-- Name: COLUMN exercises.demo_video_url; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.exercises.demo_video_url IS 'An https link to a demonstration video (YouTube, Vimeo, a file).';

-- Name: COLUMN exercises.aliases; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.exercises.aliases IS 'Other names the exercise goes by (abbreviations, nicknames, regional names): 1-80 characters each, at most 20; unique with the names within the active library, case-folded.';

-- Name: habit_ticks; Type: TABLE; Schema: public
CREATE TABLE public.habit_ticks (
    id uuid NOT NULL,
    habit_id uuid NOT NULL,
    client_id uuid NOT NULL,
    tick_date date NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT habit_ticks_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT habit_ticks_tick_date_in_range CHECK (((tick_date >= '1900-01-01'::date) AND (tick_date < '2200-01-01'::date))),
    CONSTRAINT habit_ticks_tick_date_not_future CHECK ((tick_date <= (CURRENT_DATE + 1)))
);

-- Name: TABLE habit_ticks; Type: COMMENT; Schema: public
COMMENT ON TABLE public.habit_ticks IS 'A habit done on a day (the client''s day). Id made on the device; one per habit per day. Client writes own.';

-- Name: habits; Type: TABLE; Schema: public
CREATE TABLE public.habits (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    title text NOT NULL,
    notes text,
    frequency public.habit_frequency DEFAULT 'daily'::public.habit_frequency NOT NULL,
    days_per_week smallint,
    starts_on date DEFAULT CURRENT_DATE NOT NULL,
    archived_at timestamp with time zone,
    created_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT habits_archived_at_in_range CHECK (((archived_at IS NULL) OR ((archived_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (archived_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT habits_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT habits_days_per_week_check CHECK (((days_per_week >= 1) AND (days_per_week <= 6))),
    CONSTRAINT habits_notes_check CHECK (((notes IS NULL) OR (char_length(notes) <= 500))),
    CONSTRAINT habits_starts_on_in_range CHECK (((starts_on >= '1900-01-01'::date) AND (starts_on < '2200-01-01'::date))),
    CONSTRAINT habits_target_matches_frequency CHECK (((frequency = 'daily'::public.habit_frequency) = (days_per_week IS NULL))),
    CONSTRAINT habits_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 80))),
    CONSTRAINT habits_updated_at_in_range CHECK (((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))
);

-- Name: TABLE habits; Type: COMMENT; Schema: public
COMMENT ON TABLE public.habits IS 'Habits a coach assigns to a client, daily or N days a week. Staff write for assigned clients; client and trainer read.';

-- Name: membership_plans; Type: TABLE; Schema: public
CREATE TABLE public.membership_plans (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    price_minor integer NOT NULL,
    billing_interval public.billing_interval DEFAULT 'month'::public.billing_interval NOT NULL,
    category_id uuid NOT NULL,
    credits_per_period integer,
    grants_client_type public.client_type,
    unlocks_on_demand boolean DEFAULT false NOT NULL,
    unlocks_studio_access boolean DEFAULT true NOT NULL,
    is_archived boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT membership_plans_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT membership_plans_credits_per_period_check CHECK (((credits_per_period >= 1) AND (credits_per_period <= 1000))),
    CONSTRAINT membership_plans_description_check CHECK ((char_length(description) <= 2000)),
    CONSTRAINT membership_plans_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT membership_plans_price_minor_check CHECK (((price_minor >= 0) AND (price_minor <= 100000000))),
    CONSTRAINT membership_plans_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE membership_plans; Type: COMMENT; Schema: public
COMMENT ON TABLE public.membership_plans IS 'Recurring plans. A membership copies the plan''s price and credits, so editing a plan never changes an existing membership.';

-- Name: message_broadcasts; Type: TABLE; Schema: public
CREATE TABLE public.message_broadcasts (
    id uuid NOT NULL,
    sender_id uuid NOT NULL,
    body text NOT NULL,
    audience text NOT NULL,
    recipient_count integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT message_broadcasts_audience CHECK ((audience = ANY (ARRAY['all'::text, 'client_type'::text, 'program'::text, 'tag'::text, 'clients'::text]))),
    CONSTRAINT message_broadcasts_body_length CHECK (((char_length(body) >= 1) AND (char_length(body) <= 5000))),
    CONSTRAINT message_broadcasts_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT message_broadcasts_recipient_count CHECK (((recipient_count >= 1) AND (recipient_count <= 1000)))
);

-- Name: TABLE message_broadcasts; Type: COMMENT; Schema: public
COMMENT ON TABLE public.message_broadcasts IS 'One row per broadcast (issue 33): its device-made id keeps a retried send from sending twice. The messages themselves are ordinary messages.';

-- Name: messages; Type: TABLE; Schema: public
CREATE TABLE public.messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    sender_id uuid NOT NULL,
    recipient_id uuid NOT NULL,
    body text NOT NULL,
    read_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    attachment_path text,
    attachment_mime text,
    attachment_size bigint,
    attachment_name text,
    attachment_width integer,
    attachment_height integer,
    attachment_duration_seconds numeric(9,3),
    attachment_thumbnail_path text,
    CONSTRAINT messages_attachment_complete CHECK ((((attachment_path IS NULL) = (attachment_mime IS NULL)) AND ((attachment_path IS NULL) = (attachment_size IS NULL)) AND ((attachment_path IS NULL) = (attachment_name IS NULL)) AND ((attachment_path IS NOT NULL) OR ((attachment_width IS NULL) AND (attachment_height IS NULL) AND (attachment_duration_seconds IS NULL) AND (attachment_thumbnail_path IS NULL))))),
    CONSTRAINT messages_attachment_dimensions CHECK ((((attachment_width IS NULL) OR ((attachment_width >= 1) AND (attachment_width <= 20000))) AND ((attachment_height IS NULL) OR ((attachment_height >= 1) AND (attachment_height <= 20000))) AND ((attachment_duration_seconds IS NULL) OR ((attachment_duration_seconds >= (0)::numeric) AND (attachment_duration_seconds <= (86400)::numeric))))),
    CONSTRAINT messages_attachment_mime CHECK (((attachment_mime IS NULL) OR (attachment_mime = ANY (ARRAY['image/jpeg'::text, 'image/png'::text, 'image/webp'::text, 'image/gif'::text, 'image/heic'::text, 'image/heif'::text, 'video/mp4'::text, 'video/webm'::text, 'video/quicktime'::text, 'application/pdf'::text, 'text/plain'::text, 'text/csv'::text, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'::text, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'::text, 'application/msword'::text, 'application/vnd.ms-excel'::text])))),
    CONSTRAINT messages_attachment_name CHECK (((attachment_name IS NULL) OR (((char_length(attachment_name) >= 1) AND (char_length(attachment_name) <= 255)) AND (attachment_name !~ '[\u0001-\u001F\u007F/\\]'::text)))),
    CONSTRAINT messages_attachment_path CHECK (((attachment_path IS NULL) OR ((char_length(attachment_path) <= 200) AND (attachment_path ~ (((('^'::text || (sender_id)::text) || '/'::text) || (id)::text) || '/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'::text))))),
    CONSTRAINT messages_attachment_size CHECK (((attachment_size IS NULL) OR (((attachment_size >= 1) AND (attachment_size <= 104857600)) AND ((attachment_mime !~~ 'image/%'::text) OR (attachment_size <= 20971520)) AND ((attachment_mime ~~ 'image/%'::text) OR (attachment_mime ~~ 'video/%'::text) OR (attachment_size <= 26214400))))),
    CONSTRAINT messages_attachment_thumbnail_path CHECK (((attachment_thumbnail_path IS NULL) OR ((char_length(attachment_thumbnail_path) <= 200) AND (attachment_thumbnail_path ~ (((('^'::text || (sender_id)::text) || '/'::text) || (id)::text) || '/thumb\.(jpg|png|webp)$'::text))))),
    CONSTRAINT messages_body_length CHECK (((char_length(body) <= 5000) AND ((char_length(body) >= 1) OR (attachment_path IS NOT NULL)))),
    CONSTRAINT messages_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT messages_not_to_self CHECK ((sender_id <> recipient_id)),
    CONSTRAINT messages_read_at_in_range CHECK (((read_at IS NULL) OR ((read_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (read_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: notifications; Type: TABLE; Schema: public
CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    recipient_id uuid NOT NULL,
    kind text NOT NULL,
    title text NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    link text,
    dedupe_key text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone,
    CONSTRAINT notifications_body_check CHECK ((char_length(body) <= 1000)),
    CONSTRAINT notifications_dedupe_key_check CHECK (((dedupe_key IS NULL) OR ((char_length(dedupe_key) >= 1) AND (char_length(dedupe_key) <= 200)))),
    CONSTRAINT notifications_kind_check CHECK ((kind = ANY (ARRAY['message'::text, 'booking_made'::text, 'booking_moved'::text, 'booking_cancelled'::text, 'booking_reminder'::text, 'waitlist_promoted'::text, 'program_assigned'::text, 'automation'::text, 'task'::text]))),
    CONSTRAINT notifications_link_check CHECK (((link IS NULL) OR ((char_length(link) <= 500) AND (link ~ '^/'::text) AND (link !~ '^/[/\\]'::text)))),
    CONSTRAINT notifications_title_check CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);

-- Name: TABLE notifications; Type: COMMENT; Schema: public
COMMENT ON TABLE public.notifications IS 'In-app notifications (the bell). Written only by private.notify(); the recipient reads them and marks them read.';

-- Name: on_demand_collection_items; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_collection_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    collection_id uuid NOT NULL,
    resource_id uuid,
    workout_id uuid,
    "position" integer NOT NULL,
    CONSTRAINT on_demand_collection_items_one_item CHECK ((num_nonnulls(resource_id, workout_id) = 1)),
    CONSTRAINT on_demand_collection_items_position_check CHECK ((("position" >= 0) AND ("position" <= 499)))
);

-- Name: on_demand_collections; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_collections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind public.on_demand_collection_kind NOT NULL,
    title text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    cover_path text,
    is_published boolean DEFAULT false NOT NULL,
    revision integer DEFAULT 1 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT on_demand_collections_check CHECK (((cover_path ~~ ((id)::text || '/_%'::text)) AND (char_length(cover_path) <= 400))),
    CONSTRAINT on_demand_collections_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_collections_description_check CHECK ((char_length(description) <= 5000)),
    CONSTRAINT on_demand_collections_revision_check CHECK ((revision >= 1)),
    CONSTRAINT on_demand_collections_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200))),
    CONSTRAINT on_demand_collections_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE on_demand_collections; Type: COMMENT; Schema: public
COMMENT ON TABLE public.on_demand_collections IS 'An ordered list of resources ("Nutrition guides") or of on-demand workouts ("4-week home programme"), granted as a whole.';

-- Name: on_demand_grants; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_grants (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    collection_id uuid NOT NULL,
    audience public.on_demand_audience NOT NULL,
    client_type public.client_type,
    client_id uuid,
    plan_id uuid,
    package_id uuid,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT on_demand_grants_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_grants_target CHECK (
CASE audience
    WHEN 'everyone'::public.on_demand_audience THEN (num_nonnulls(client_type, client_id, plan_id, package_id) = 0)
    WHEN 'client_type'::public.on_demand_audience THEN ((client_type IS NOT NULL) AND (num_nonnulls(client_id, plan_id, package_id) = 0))
    WHEN 'client'::public.on_demand_audience THEN ((client_id IS NOT NULL) AND (num_nonnulls(client_type, plan_id, package_id) = 0))
    WHEN 'membership_plan'::public.on_demand_audience THEN ((plan_id IS NOT NULL) AND (num_nonnulls(client_type, client_id, package_id) = 0))
    ELSE ((package_id IS NOT NULL) AND (num_nonnulls(client_type, client_id, plan_id) = 0))
END)
);

-- Name: TABLE on_demand_grants; Type: COMMENT; Schema: public
COMMENT ON TABLE public.on_demand_grants IS 'Who may see a collection: every client, a client type, one client, or the holders of a membership plan or a credit pack (while it lasts).';

-- Name: on_demand_item_labels; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_item_labels (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    label_id uuid NOT NULL,
    resource_id uuid,
    workout_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT on_demand_item_labels_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_item_labels_one_item CHECK ((num_nonnulls(resource_id, workout_id) = 1))
);

-- Name: on_demand_labels; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_labels (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT on_demand_labels_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_labels_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 60)))
);

-- Name: TABLE on_demand_labels; Type: COMMENT; Schema: public
COMMENT ON TABLE public.on_demand_labels IS 'Labels ("Mobility", "Nutrition") that organise on-demand resources and workouts. Names are unique, case-insensitively.';

-- Name: on_demand_progress; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_progress (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    resource_id uuid,
    workout_id uuid,
    opened_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    position_seconds integer DEFAULT 0 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT on_demand_progress_completed_at_in_range CHECK (((completed_at IS NULL) OR ((completed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (completed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_progress_one_item CHECK ((num_nonnulls(resource_id, workout_id) = 1)),
    CONSTRAINT on_demand_progress_opened_at_in_range CHECK (((opened_at IS NULL) OR ((opened_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (opened_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_progress_position_seconds_check CHECK (((position_seconds >= 0) AND (position_seconds <= 86400))),
    CONSTRAINT on_demand_progress_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: on_demand_resources; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_resources (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    kind public.on_demand_kind NOT NULL,
    title text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    storage_path text,
    mime_type text,
    size_bytes bigint,
    url text,
    thumbnail_path text,
    duration_seconds integer,
    is_published boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT on_demand_resources_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_resources_description_check CHECK ((char_length(description) <= 5000)),
    CONSTRAINT on_demand_resources_duration_for_video CHECK (((duration_seconds IS NULL) OR (kind = 'video'::public.on_demand_kind))),
    CONSTRAINT on_demand_resources_duration_seconds_check CHECK (((duration_seconds >= 1) AND (duration_seconds <= 86400))),
    CONSTRAINT on_demand_resources_files_under_id CHECK ((((storage_path IS NULL) OR (storage_path ~~ ((id)::text || '/_%'::text))) AND ((thumbnail_path IS NULL) OR (thumbnail_path ~~ ((id)::text || '/_%'::text))))),
    CONSTRAINT on_demand_resources_mime_type_check CHECK ((char_length(mime_type) <= 100)),
    CONSTRAINT on_demand_resources_published_complete CHECK (((NOT is_published) OR (kind = 'link'::public.on_demand_kind) OR (storage_path IS NOT NULL))),
    CONSTRAINT on_demand_resources_size_bytes_check CHECK (((size_bytes >= 0) AND (size_bytes <= 524288000))),
    CONSTRAINT on_demand_resources_source CHECK (
CASE kind
    WHEN 'link'::public.on_demand_kind THEN ((storage_path IS NULL) AND (url IS NOT NULL))
    ELSE (url IS NULL)
END),
    CONSTRAINT on_demand_resources_storage_path_check CHECK ((char_length(storage_path) <= 400)),
    CONSTRAINT on_demand_resources_thumbnail_path_check CHECK ((char_length(thumbnail_path) <= 400)),
    CONSTRAINT on_demand_resources_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200))),
    CONSTRAINT on_demand_resources_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_resources_url_check CHECK (((url ~ '^https://[^[:space:]]+$'::text) AND (char_length(url) <= 2000)))
);

-- Name: TABLE on_demand_resources; Type: COMMENT; Schema: public
COMMENT ON TABLE public.on_demand_resources IS 'A video, PDF, image or link in the on-demand library. Clients see it only through a granted, published collection.';

-- Name: on_demand_workouts; Type: TABLE; Schema: public
CREATE TABLE public.on_demand_workouts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workout_id uuid NOT NULL,
    video_resource_id uuid,
    description text DEFAULT ''::text NOT NULL,
    is_published boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT on_demand_workouts_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT on_demand_workouts_description_check CHECK ((char_length(description) <= 5000)),
    CONSTRAINT on_demand_workouts_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE on_demand_workouts; Type: COMMENT; Schema: public
COMMENT ON TABLE public.on_demand_workouts IS 'A library workout offered on demand, with an optional follow-along video. The workout itself stays in the library.';

-- Name: onboarding_forms; Type: TABLE; Schema: public
CREATE TABLE public.onboarding_forms (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    assessment jsonb DEFAULT '{}'::jsonb NOT NULL,
    submitted_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT onboarding_forms_assessment_is_object CHECK ((jsonb_typeof(assessment) = 'object'::text)),
    CONSTRAINT onboarding_forms_assessment_size CHECK ((octet_length((assessment)::text) <= 65536)),
    CONSTRAINT onboarding_forms_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: packages; Type: TABLE; Schema: public
CREATE TABLE public.packages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    category_id uuid NOT NULL,
    credits integer NOT NULL,
    price_minor integer NOT NULL,
    valid_days integer,
    per_client_limit integer,
    is_archived boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT packages_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT packages_credits_check CHECK (((credits >= 1) AND (credits <= 1000))),
    CONSTRAINT packages_description_check CHECK ((char_length(description) <= 2000)),
    CONSTRAINT packages_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 120))),
    CONSTRAINT packages_per_client_limit_check CHECK (((per_client_limit >= 1) AND (per_client_limit <= 100))),
    CONSTRAINT packages_price_minor_check CHECK (((price_minor >= 0) AND (price_minor <= 100000000))),
    CONSTRAINT packages_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT packages_valid_days_check CHECK (((valid_days >= 1) AND (valid_days <= 3650)))
);

-- Name: TABLE packages; Type: COMMENT; Schema: public
COMMENT ON TABLE public.packages IS 'Credit packs for sale. An order copies the terms it sold, so editing a pack never changes what a client bought.';

-- Name: payment_events; Type: TABLE; Schema: public
CREATE TABLE public.payment_events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    provider text NOT NULL,
    event_id text NOT NULL,
    type text NOT NULL,
    order_id uuid,
    outcome text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payment_events_event_id_check CHECK (((char_length(event_id) >= 1) AND (char_length(event_id) <= 200))),
    CONSTRAINT payment_events_provider_check CHECK ((provider = ANY (ARRAY['local'::text, 'stripe'::text]))),
    CONSTRAINT payment_events_received_at_in_range CHECK (((received_at IS NULL) OR ((received_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (received_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT payment_events_type_check CHECK ((char_length(type) <= 100))
);

-- Name: TABLE payment_events; Type: COMMENT; Schema: public
COMMENT ON TABLE public.payment_events IS 'Every webhook event applied, once per (provider, event id), written in the same transaction as its effect.';

-- Name: program_week_prescriptions; Type: TABLE; Schema: public
CREATE TABLE public.program_week_prescriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    program_id uuid NOT NULL,
    week_number smallint NOT NULL,
    workout_exercise_id uuid NOT NULL,
    sets integer,
    reps integer,
    weight_kg double precision,
    percent_e1rm double precision,
    rpe double precision,
    note text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT program_week_prescriptions_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT program_week_prescriptions_note_length CHECK ((char_length(note) <= 500)),
    CONSTRAINT program_week_prescriptions_one_load CHECK (((weight_kg IS NULL) OR (percent_e1rm IS NULL))),
    CONSTRAINT program_week_prescriptions_percent_e1rm_check CHECK (((percent_e1rm > (0)::double precision) AND (percent_e1rm <= (150)::double precision))),
    CONSTRAINT program_week_prescriptions_reps_check CHECK (((reps >= 0) AND (reps <= 1000))),
    CONSTRAINT program_week_prescriptions_rpe_check CHECK ((((rpe >= (1)::double precision) AND (rpe <= (10)::double precision)) AND ((rpe * (2)::double precision) = round((rpe * (2)::double precision))))),
    CONSTRAINT program_week_prescriptions_says_something CHECK (((COALESCE((sets)::double precision, (reps)::double precision, weight_kg, percent_e1rm, rpe) IS NOT NULL) OR (note IS NOT NULL))),
    CONSTRAINT program_week_prescriptions_sets_check CHECK (((sets >= 1) AND (sets <= 50))),
    CONSTRAINT program_week_prescriptions_week_number_check CHECK (((week_number >= 1) AND (week_number <= 104))),
    CONSTRAINT program_week_prescriptions_weight_kg_check CHECK (((weight_kg >= (0)::double precision) AND (weight_kg < (10000)::double precision)))
);

-- Name: TABLE program_week_prescriptions; Type: COMMENT; Schema: public
COMMENT ON TABLE public.program_week_prescriptions IS 'Per-week overrides of a program''s planned exercises; a null field keeps the workout''s own value.';

-- Name: program_workouts; Type: TABLE; Schema: public
CREATE TABLE public.program_workouts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    program_id uuid NOT NULL,
    workout_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    day_of_week smallint,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT program_workouts_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT program_workouts_day_of_week_check CHECK (((day_of_week >= 0) AND (day_of_week <= 6))),
    CONSTRAINT program_workouts_notes_length CHECK ((char_length(notes) <= 2000))
);

-- Name: progress_photos; Type: TABLE; Schema: public
CREATE TABLE public.progress_photos (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    date date DEFAULT CURRENT_DATE NOT NULL,
    front_photo text,
    side_photo text,
    back_photo text,
    body_weight double precision,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT progress_photos_back_photo_length CHECK ((char_length(back_photo) <= 1024)),
    CONSTRAINT progress_photos_body_weight_check CHECK (((body_weight > (0)::double precision) AND (body_weight < (1000)::double precision))),
    CONSTRAINT progress_photos_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT progress_photos_date_in_range CHECK (((date IS NULL) OR ((date >= '1900-01-01'::date) AND (date < '2200-01-01'::date)))),
    CONSTRAINT progress_photos_front_photo_length CHECK ((char_length(front_photo) <= 1024)),
    CONSTRAINT progress_photos_has_a_photo CHECK ((COALESCE(front_photo, side_photo, back_photo) IS NOT NULL)),
    CONSTRAINT progress_photos_notes_length CHECK ((char_length(notes) <= 5000)),
    CONSTRAINT progress_photos_side_photo_length CHECK ((char_length(side_photo) <= 1024))
);

-- Name: push_subscriptions; Type: TABLE; Schema: public
CREATE TABLE public.push_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    endpoint text NOT NULL,
    p256dh text NOT NULL,
    auth text NOT NULL,
    kinds text[] DEFAULT ARRAY['message'::text, 'booking_made'::text, 'booking_moved'::text, 'booking_cancelled'::text, 'booking_reminder'::text, 'waitlist_promoted'::text, 'program_assigned'::text, 'automation'::text, 'task'::text] NOT NULL,
    device_label text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_success_at timestamp with time zone,
    failure_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT push_subscriptions_auth_check CHECK ((auth ~ '^[A-Za-z0-9_-]{22}$'::text)),
    CONSTRAINT push_subscriptions_device_label_check CHECK (((device_label IS NULL) OR ((char_length(device_label) >= 1) AND (char_length(device_label) <= 120)))),
    CONSTRAINT push_subscriptions_endpoint_check CHECK (((char_length(endpoint) <= 2048) AND (endpoint ~ '^https://[^/\s]+/\S*$'::text))),
    CONSTRAINT push_subscriptions_failure_count_check CHECK ((failure_count >= 0)),
    CONSTRAINT push_subscriptions_kinds_check CHECK (((kinds <@ ARRAY['message'::text, 'booking_made'::text, 'booking_moved'::text, 'booking_cancelled'::text, 'booking_reminder'::text, 'waitlist_promoted'::text, 'program_assigned'::text, 'automation'::text, 'task'::text]) AND (array_position(kinds, NULL::text) IS NULL) AND (cardinality(kinds) <= 9))),
    CONSTRAINT push_subscriptions_p256dh_check CHECK ((p256dh ~ '^[A-Za-z0-9_-]{87}$'::text))
);

-- Name: TABLE push_subscriptions; Type: COMMENT; Schema: public
COMMENT ON TABLE public.push_subscriptions IS 'Browsers that opted in to Web Push: endpoint and keys, and the notification kinds each wants. Owner only.';

-- Name: saved_replies; Type: TABLE; Schema: public
CREATE TABLE public.saved_replies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid DEFAULT auth.uid() NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT saved_replies_body_length CHECK (((char_length(body) <= 2000) AND (char_length(btrim(body)) >= 1))),
    CONSTRAINT saved_replies_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT saved_replies_title_length CHECK (((char_length(title) <= 80) AND (char_length(btrim(title)) >= 1))),
    CONSTRAINT saved_replies_updated_at_in_range CHECK (((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))
);

-- Name: TABLE saved_replies; Type: COMMENT; Schema: public
COMMENT ON TABLE public.saved_replies IS 'A staff member''s saved message texts (issue 33), inserted from the composer. Owner only.';

-- Name: service_credit_categories; Type: TABLE; Schema: public
CREATE TABLE public.service_credit_categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    service_id uuid NOT NULL,
    category_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT service_credit_categories_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: service_trainers; Type: TABLE; Schema: public
CREATE TABLE public.service_trainers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    service_id uuid NOT NULL,
    trainer_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT service_trainers_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: trainer_blockouts; Type: TABLE; Schema: public
CREATE TABLE public.trainer_blockouts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    reason text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT trainer_blockouts_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT trainer_blockouts_ends_at_in_range CHECK (((ends_at IS NULL) OR ((ends_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (ends_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT trainer_blockouts_order CHECK ((starts_at < ends_at)),
    CONSTRAINT trainer_blockouts_reason_check CHECK ((char_length(reason) <= 200)),
    CONSTRAINT trainer_blockouts_starts_at_in_range CHECK (((starts_at IS NULL) OR ((starts_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (starts_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: trainer_join_codes; Type: TABLE; Schema: public
CREATE TABLE public.trainer_join_codes (
    trainer_id uuid NOT NULL,
    code text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT trainer_join_codes_code_check CHECK ((code ~ '^[A-HJ-NP-Z2-9]{8}$'::text)),
    CONSTRAINT trainer_join_codes_created_at_check CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))
);

-- Name: TABLE trainer_join_codes; Type: COMMENT; Schema: public
COMMENT ON TABLE public.trainer_join_codes IS 'Each coach''s shareable join code. Written by my_join_code() and regenerate_join_code() only.';

-- Name: trainer_join_requests; Type: TABLE; Schema: public
CREATE TABLE public.trainer_join_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    client_id uuid NOT NULL,
    trainer_id uuid NOT NULL,
    status public.join_request_status DEFAULT 'pending'::public.join_request_status NOT NULL,
    client_type public.client_type,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    decided_at timestamp with time zone,
    decided_by uuid,
    CONSTRAINT trainer_join_requests_created_at_check CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT trainer_join_requests_decided CHECK (((status = 'pending'::public.join_request_status) = (decided_at IS NULL))),
    CONSTRAINT trainer_join_requests_decided_at_check CHECK (((decided_at IS NULL) OR ((decided_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (decided_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: TABLE trainer_join_requests; Type: COMMENT; Schema: public
COMMENT ON TABLE public.trainer_join_requests IS 'Join requests made with a coach''s join code; the coach accepts or declines. Written by the join functions only.';

-- Name: trainer_tasks; Type: TABLE; Schema: public
CREATE TABLE public.trainer_tasks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    trainer_id uuid NOT NULL,
    client_id uuid,
    title text NOT NULL,
    due_at timestamp with time zone,
    done_at timestamp with time zone,
    step_run_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT trainer_tasks_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT trainer_tasks_done_at_in_range CHECK (((done_at IS NULL) OR ((done_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (done_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT trainer_tasks_due_at_in_range CHECK (((due_at IS NULL) OR ((due_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (due_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT trainer_tasks_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 200)))
);

-- Name: TABLE trainer_tasks; Type: COMMENT; Schema: public
COMMENT ON TABLE public.trainer_tasks IS 'A trainer''s to-do ("call Mia"), from an automation step or their own; theirs to tick off.';

-- Name: waitlist_entries; Type: TABLE; Schema: public
CREATE TABLE public.waitlist_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    session_id uuid NOT NULL,
    client_id uuid NOT NULL,
    seq bigint NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    status public.waitlist_status DEFAULT 'waiting'::public.waitlist_status NOT NULL,
    promoted_booking_id uuid,
    promoted_at timestamp with time zone,
    left_at timestamp with time zone,
    CONSTRAINT waitlist_entries_joined_at_in_range CHECK (((joined_at IS NULL) OR ((joined_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (joined_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT waitlist_entries_left_at_in_range CHECK (((left_at IS NULL) OR ((left_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (left_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT waitlist_entries_promoted_at_in_range CHECK (((promoted_at IS NULL) OR ((promoted_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (promoted_at < '2200-01-01 00:00:00+00'::timestamp with time zone))))
);

-- Name: waitlist_entries_seq_seq; Type: SEQUENCE; Schema: public
ALTER TABLE public.waitlist_entries ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.waitlist_entries_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- Name: workout_exercises; Type: TABLE; Schema: public
CREATE TABLE public.workout_exercises (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    workout_id uuid NOT NULL,
    exercise_id uuid NOT NULL,
    "order" integer DEFAULT 0 NOT NULL,
    sets integer DEFAULT 3 NOT NULL,
    rep_single integer,
    rep_min integer,
    rep_max integer,
    rep_is_range boolean DEFAULT false NOT NULL,
    is_time_based boolean DEFAULT false NOT NULL,
    duration integer,
    weight double precision,
    rest_time integer,
    tempo text,
    notes text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    group_key text,
    CONSTRAINT workout_exercises_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_exercises_duration_check CHECK (((duration >= 0) AND (duration <= 86400))),
    CONSTRAINT workout_exercises_group_key_letter CHECK ((group_key ~ '^[A-Z]$'::text)),
    CONSTRAINT workout_exercises_notes_length CHECK ((char_length(notes) <= 2000)),
    CONSTRAINT workout_exercises_rep_max_check CHECK (((rep_max >= 0) AND (rep_max <= 1000))),
    CONSTRAINT workout_exercises_rep_min_check CHECK (((rep_min >= 0) AND (rep_min <= 1000))),
    CONSTRAINT workout_exercises_rep_range_ordered CHECK (((NOT rep_is_range) OR (rep_min IS NULL) OR (rep_max IS NULL) OR (rep_min <= rep_max))),
    CONSTRAINT workout_exercises_rep_single_check CHECK (((rep_single >= 0) AND (rep_single <= 1000))),
    CONSTRAINT workout_exercises_rest_time_check CHECK (((rest_time >= 0) AND (rest_time <= 3600))),
    CONSTRAINT workout_exercises_sets_check CHECK (((sets >= 1) AND (sets <= 50))),
    CONSTRAINT workout_exercises_tempo_four_parts CHECK ((tempo ~ '^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$'::text)),
    CONSTRAINT workout_exercises_tempo_length CHECK ((char_length(tempo) <= 20)),
    CONSTRAINT workout_exercises_weight_check CHECK (((weight >= (0)::double precision) AND (weight < (10000)::double precision)))
);

-- Name: COLUMN workout_exercises.group_key; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.workout_exercises.group_key IS 'Superset or circuit letter shared by consecutive exercises of a workout; null for a straight set.';

-- Name: workout_log_comments; Type: TABLE; Schema: public
CREATE TABLE public.workout_log_comments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    log_id uuid NOT NULL,
    client_id uuid NOT NULL,
    author_id uuid DEFAULT auth.uid(),
    body text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    edited_at timestamp with time zone,
    CONSTRAINT workout_log_comments_body_length CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 2000))),
    CONSTRAINT workout_log_comments_created_at_in_range CHECK (((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone))),
    CONSTRAINT workout_log_comments_edited_at_in_range CHECK (((edited_at IS NULL) OR ((edited_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (edited_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_log_comments_updated_at_in_range CHECK (((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))
);

-- Name: TABLE workout_log_comments; Type: COMMENT; Schema: public
COMMENT ON TABLE public.workout_log_comments IS 'A coach''s comment on one logged workout; the client reads it. client_id is the log''s owner.';

-- Name: workout_log_sets; Type: TABLE; Schema: public
CREATE TABLE public.workout_log_sets (
    id uuid NOT NULL,
    log_id uuid NOT NULL,
    user_id uuid NOT NULL,
    exercise_id uuid NOT NULL,
    workout_exercise_id uuid,
    set_number integer NOT NULL,
    reps integer,
    weight double precision,
    duration_seconds integer,
    rpe real,
    completed boolean DEFAULT true NOT NULL,
    is_warmup boolean DEFAULT false NOT NULL,
    notes text,
    performed_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revision bigint DEFAULT 0 NOT NULL,
    distance_m numeric,
    CONSTRAINT workout_log_sets_created_at_in_range CHECK (((created_at IS NULL) OR ((created_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_log_sets_distance_m_range CHECK (((distance_m >= (0)::numeric) AND (distance_m <= (1000000)::numeric))),
    CONSTRAINT workout_log_sets_duration_seconds_check CHECK (((duration_seconds >= 0) AND (duration_seconds <= 86400))),
    CONSTRAINT workout_log_sets_notes_length CHECK ((char_length(notes) <= 2000)),
    CONSTRAINT workout_log_sets_performed_at_in_range CHECK (((performed_at IS NULL) OR ((performed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (performed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_log_sets_reps_check CHECK (((reps >= 0) AND (reps <= 1000))),
    CONSTRAINT workout_log_sets_revision_check CHECK ((revision >= 0)),
    CONSTRAINT workout_log_sets_rpe_check CHECK (((rpe >= (1)::double precision) AND (rpe <= (10)::double precision))),
    CONSTRAINT workout_log_sets_set_number_check CHECK (((set_number >= 1) AND (set_number <= 100))),
    CONSTRAINT workout_log_sets_weight_check CHECK (((weight >= (0)::double precision) AND (weight < (10000)::double precision)))
);

-- Name: COLUMN workout_log_sets.workout_exercise_id; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.workout_log_sets.workout_exercise_id IS 'The planned exercise this set was logged against, kept as history (no foreign key: the plan may change after the workout).';

-- Name: COLUMN workout_log_sets.revision; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.workout_log_sets.revision IS 'The set''s revision from the devices: max(previous + 1, server-anchored ms) at each edit; the higher wins.';

-- Name: COLUMN workout_log_sets.distance_m; Type: COMMENT; Schema: public
COMMENT ON COLUMN public.workout_log_sets.distance_m IS 'Distance covered in the set, in metres (cardio); null when the exercise does not record one.';

-- Name: workout_sessions; Type: TABLE; Schema: public
CREATE TABLE public.workout_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    workout_id uuid,
    workout_name text DEFAULT ''::text NOT NULL,
    status public.workout_session_status DEFAULT 'active'::public.workout_session_status NOT NULL,
    state jsonb DEFAULT '{}'::jsonb NOT NULL,
    revision integer DEFAULT 0 NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    CONSTRAINT workout_sessions_completed_at_in_range CHECK (((completed_at IS NULL) OR ((completed_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (completed_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_sessions_revision_check CHECK ((revision >= 0)),
    CONSTRAINT workout_sessions_started_at_in_range CHECK (((started_at IS NULL) OR ((started_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (started_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_sessions_state_size CHECK ((octet_length((state)::text) <= 2000000)),
    CONSTRAINT workout_sessions_updated_at_in_range CHECK (((updated_at IS NULL) OR ((updated_at >= '1900-01-01 00:00:00+00'::timestamp with time zone) AND (updated_at < '2200-01-01 00:00:00+00'::timestamp with time zone)))),
    CONSTRAINT workout_sessions_workout_name_length CHECK ((char_length(workout_name) <= 200))
);

-- Name: access_keys member_number; Type: DEFAULT; Schema: public
ALTER TABLE ONLY public.access_keys ALTER COLUMN member_number SET DEFAULT nextval('public.access_member_number_seq'::regclass);

-- Name: automation_joins automation_joins_pkey; Type: CONSTRAINT; Schema: private
ALTER TABLE ONLY private.automation_joins
    ADD CONSTRAINT automation_joins_pkey PRIMARY KEY (id);

-- Name: booking_reminders_sent booking_reminders_sent_pkey; Type: CONSTRAINT; Schema: private
ALTER TABLE ONLY private.booking_reminders_sent
    ADD CONSTRAINT booking_reminders_sent_pkey PRIMARY KEY (booking_id, hours, starts_at);

-- Name: discount_code_checks discount_code_checks_pkey; Type: CONSTRAINT; Schema: private
ALTER TABLE ONLY private.discount_code_checks
    ADD CONSTRAINT discount_code_checks_pkey PRIMARY KEY (id);

-- Name: invite_code_checks invite_code_checks_pkey; Type: CONSTRAINT; Schema: private
ALTER TABLE ONLY private.invite_code_checks
    ADD CONSTRAINT invite_code_checks_pkey PRIMARY KEY (id);

-- Name: push_deliveries push_deliveries_once; Type: CONSTRAINT; Schema: private
ALTER TABLE ONLY private.push_deliveries
    ADD CONSTRAINT push_deliveries_once UNIQUE (notification_id, subscription_id);

-- Name: push_deliveries push_deliveries_pkey; Type: CONSTRAINT; Schema: private
ALTER TABLE ONLY private.push_deliveries
    ADD CONSTRAINT push_deliveries_pkey PRIMARY KEY (id);

-- Name: access_code_uses access_code_uses_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.access_code_uses
    ADD CONSTRAINT access_code_uses_pkey PRIMARY KEY (client_id, time_step);

-- Name: access_keys access_keys_member_number_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.access_keys
    ADD CONSTRAINT access_keys_member_number_key UNIQUE (member_number);

-- Name: access_keys access_keys_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.access_keys
    ADD CONSTRAINT access_keys_pkey PRIMARY KEY (client_id);

-- Name: assessments assessments_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.assessments
    ADD CONSTRAINT assessments_pkey PRIMARY KEY (id);

-- Name: automation_enrolments automation_enrolments_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_enrolments
    ADD CONSTRAINT automation_enrolments_pkey PRIMARY KEY (id);

-- Name: automation_flows automation_flows_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_flows
    ADD CONSTRAINT automation_flows_pkey PRIMARY KEY (id);

-- Name: automation_step_runs automation_step_runs_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_step_runs
    ADD CONSTRAINT automation_step_runs_once UNIQUE (enrolment_id, step_id);

-- Name: automation_step_runs automation_step_runs_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_step_runs
    ADD CONSTRAINT automation_step_runs_pkey PRIMARY KEY (id);

-- Name: automation_steps automation_steps_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_steps
    ADD CONSTRAINT automation_steps_pkey PRIMARY KEY (id);

-- Name: body_weight_entries body_weight_entries_one_per_day; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.body_weight_entries
    ADD CONSTRAINT body_weight_entries_one_per_day UNIQUE (client_id, measured_on);

-- Name: body_weight_entries body_weight_entries_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.body_weight_entries
    ADD CONSTRAINT body_weight_entries_pkey PRIMARY KEY (id);

-- Name: bookings bookings_client_free; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_client_free EXCLUDE USING gist (client_id WITH =, during WITH &&) WHERE ((status = ANY (ARRAY['requested'::public.booking_status, 'booked'::public.booking_status, 'attended'::public.booking_status, 'no_show'::public.booking_status])));

-- Name: bookings bookings_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_pkey PRIMARY KEY (id);

-- Name: calendar_feed_tokens calendar_feed_tokens_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.calendar_feed_tokens
    ADD CONSTRAINT calendar_feed_tokens_pkey PRIMARY KEY (id);

-- Name: calendar_feed_tokens calendar_feed_tokens_token_hash_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.calendar_feed_tokens
    ADD CONSTRAINT calendar_feed_tokens_token_hash_key UNIQUE (token_hash);

-- Name: check_in_attempts check_in_attempts_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_in_attempts
    ADD CONSTRAINT check_in_attempts_pkey PRIMARY KEY (id);

-- Name: check_in_forms check_in_forms_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_in_forms
    ADD CONSTRAINT check_in_forms_pkey PRIMARY KEY (id);

-- Name: check_ins check_ins_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_pkey PRIMARY KEY (id);

-- Name: client_invitations client_invitations_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_invitations
    ADD CONSTRAINT client_invitations_pkey PRIMARY KEY (id);

-- Name: client_invitations client_invitations_token_hash_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_invitations
    ADD CONSTRAINT client_invitations_token_hash_key UNIQUE (token_hash);

-- Name: client_lift_days client_lift_days_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_lift_days
    ADD CONSTRAINT client_lift_days_pkey PRIMARY KEY (id);

-- Name: client_lift_days client_lift_days_user_exercise_day_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_lift_days
    ADD CONSTRAINT client_lift_days_user_exercise_day_key UNIQUE (user_id, exercise_id, day);

-- Name: client_notes client_notes_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_notes
    ADD CONSTRAINT client_notes_pkey PRIMARY KEY (id);

-- Name: client_tag_assignments client_tag_assignments_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_tag_assignments
    ADD CONSTRAINT client_tag_assignments_once UNIQUE (tag_id, client_id);

-- Name: client_tag_assignments client_tag_assignments_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_tag_assignments
    ADD CONSTRAINT client_tag_assignments_pkey PRIMARY KEY (id);

-- Name: client_tags client_tags_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_tags
    ADD CONSTRAINT client_tags_pkey PRIMARY KEY (id);

-- Name: client_training_days client_training_days_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_training_days
    ADD CONSTRAINT client_training_days_pkey PRIMARY KEY (id);

-- Name: client_training_days client_training_days_user_day_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_training_days
    ADD CONSTRAINT client_training_days_user_day_key UNIQUE (user_id, day);

-- Name: clients clients_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_pkey PRIMARY KEY (id);

-- Name: credit_categories credit_categories_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_categories
    ADD CONSTRAINT credit_categories_pkey PRIMARY KEY (id);

-- Name: credit_ledger credit_ledger_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_ledger
    ADD CONSTRAINT credit_ledger_pkey PRIMARY KEY (id);

-- Name: credit_lots credit_lots_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_lots
    ADD CONSTRAINT credit_lots_pkey PRIMARY KEY (id);

-- Name: cycle_entries cycle_entries_one_per_start; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.cycle_entries
    ADD CONSTRAINT cycle_entries_one_per_start UNIQUE (user_id, period_start);

-- Name: cycle_entries cycle_entries_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.cycle_entries
    ADD CONSTRAINT cycle_entries_pkey PRIMARY KEY (id);

-- Name: discount_codes discount_codes_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.discount_codes
    ADD CONSTRAINT discount_codes_pkey PRIMARY KEY (id);

-- Name: discount_redemptions discount_redemptions_order_id_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.discount_redemptions
    ADD CONSTRAINT discount_redemptions_order_id_key UNIQUE (order_id);

-- Name: discount_redemptions discount_redemptions_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.discount_redemptions
    ADD CONSTRAINT discount_redemptions_pkey PRIMARY KEY (id);

-- Name: exercises exercises_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.exercises
    ADD CONSTRAINT exercises_pkey PRIMARY KEY (id);

-- Name: exercises exercises_slug_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.exercises
    ADD CONSTRAINT exercises_slug_key UNIQUE (slug);

-- Name: exercises exercises_source_ref_unique; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.exercises
    ADD CONSTRAINT exercises_source_ref_unique UNIQUE (source, source_ref);

-- Name: habit_ticks habit_ticks_once_a_day; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.habit_ticks
    ADD CONSTRAINT habit_ticks_once_a_day UNIQUE (habit_id, tick_date);

-- Name: habit_ticks habit_ticks_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.habit_ticks
    ADD CONSTRAINT habit_ticks_pkey PRIMARY KEY (id);

-- Name: habits habits_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.habits
    ADD CONSTRAINT habits_pkey PRIMARY KEY (id);

-- Name: membership_plans membership_plans_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.membership_plans
    ADD CONSTRAINT membership_plans_pkey PRIMARY KEY (id);

-- Name: memberships memberships_order_id_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_order_id_key UNIQUE (order_id);

-- Name: memberships memberships_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_pkey PRIMARY KEY (id);

-- Name: memberships memberships_provider_subscription_id_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_provider_subscription_id_key UNIQUE (provider_subscription_id);

-- Name: message_broadcasts message_broadcasts_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.message_broadcasts
    ADD CONSTRAINT message_broadcasts_pkey PRIMARY KEY (id);

-- Name: messages messages_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);

-- Name: notifications notifications_dedupe; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_dedupe UNIQUE (recipient_id, dedupe_key);

-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

-- Name: on_demand_collection_items on_demand_collection_items_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_collection_items
    ADD CONSTRAINT on_demand_collection_items_pkey PRIMARY KEY (id);

-- Name: on_demand_collection_items on_demand_collection_items_position_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_collection_items
    ADD CONSTRAINT on_demand_collection_items_position_once UNIQUE (collection_id, "position");

-- Name: on_demand_collections on_demand_collections_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_collections
    ADD CONSTRAINT on_demand_collections_pkey PRIMARY KEY (id);

-- Name: on_demand_grants on_demand_grants_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_grants
    ADD CONSTRAINT on_demand_grants_once UNIQUE NULLS NOT DISTINCT (collection_id, audience, client_type, client_id, plan_id, package_id);

-- Name: on_demand_grants on_demand_grants_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_grants
    ADD CONSTRAINT on_demand_grants_pkey PRIMARY KEY (id);

-- Name: on_demand_item_labels on_demand_item_labels_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_item_labels
    ADD CONSTRAINT on_demand_item_labels_once UNIQUE NULLS NOT DISTINCT (label_id, resource_id, workout_id);

-- Name: on_demand_item_labels on_demand_item_labels_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_item_labels
    ADD CONSTRAINT on_demand_item_labels_pkey PRIMARY KEY (id);

-- Name: on_demand_labels on_demand_labels_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_labels
    ADD CONSTRAINT on_demand_labels_pkey PRIMARY KEY (id);

-- Name: on_demand_progress on_demand_progress_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_progress
    ADD CONSTRAINT on_demand_progress_once UNIQUE NULLS NOT DISTINCT (client_id, resource_id, workout_id);

-- Name: on_demand_progress on_demand_progress_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_progress
    ADD CONSTRAINT on_demand_progress_pkey PRIMARY KEY (id);

-- Name: on_demand_resources on_demand_resources_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_resources
    ADD CONSTRAINT on_demand_resources_pkey PRIMARY KEY (id);

-- Name: on_demand_workouts on_demand_workouts_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_workouts
    ADD CONSTRAINT on_demand_workouts_pkey PRIMARY KEY (id);

-- Name: on_demand_workouts on_demand_workouts_workout_id_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_workouts
    ADD CONSTRAINT on_demand_workouts_workout_id_key UNIQUE (workout_id);

-- Name: onboarding_forms onboarding_forms_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.onboarding_forms
    ADD CONSTRAINT onboarding_forms_pkey PRIMARY KEY (id);

-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);

-- Name: packages packages_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.packages
    ADD CONSTRAINT packages_pkey PRIMARY KEY (id);

-- Name: payment_events payment_events_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.payment_events
    ADD CONSTRAINT payment_events_once UNIQUE (provider, event_id);

-- Name: payment_events payment_events_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.payment_events
    ADD CONSTRAINT payment_events_pkey PRIMARY KEY (id);

-- Name: program_week_prescriptions program_week_prescriptions_one_per_week; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.program_week_prescriptions
    ADD CONSTRAINT program_week_prescriptions_one_per_week UNIQUE (program_id, week_number, workout_exercise_id);

-- Name: program_week_prescriptions program_week_prescriptions_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.program_week_prescriptions
    ADD CONSTRAINT program_week_prescriptions_pkey PRIMARY KEY (id);

-- Name: program_workouts program_workouts_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.program_workouts
    ADD CONSTRAINT program_workouts_pkey PRIMARY KEY (id);

-- Name: programs programs_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.programs
    ADD CONSTRAINT programs_pkey PRIMARY KEY (id);

-- Name: progress_photos progress_photos_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.progress_photos
    ADD CONSTRAINT progress_photos_pkey PRIMARY KEY (id);

-- Name: push_subscriptions push_subscriptions_endpoint_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint);

-- Name: push_subscriptions push_subscriptions_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id);

-- Name: refunds refunds_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_pkey PRIMARY KEY (id);

-- Name: saved_replies saved_replies_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.saved_replies
    ADD CONSTRAINT saved_replies_pkey PRIMARY KEY (id);

-- Name: service_credit_categories service_credit_categories_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_credit_categories
    ADD CONSTRAINT service_credit_categories_once UNIQUE (service_id, category_id);

-- Name: service_credit_categories service_credit_categories_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_credit_categories
    ADD CONSTRAINT service_credit_categories_pkey PRIMARY KEY (id);

-- Name: service_sessions service_sessions_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_sessions
    ADD CONSTRAINT service_sessions_pkey PRIMARY KEY (id);

-- Name: service_sessions service_sessions_trainer_free; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_sessions
    ADD CONSTRAINT service_sessions_trainer_free EXCLUDE USING gist (trainer_id WITH =, busy WITH &&) WHERE ((status = 'scheduled'::public.session_status));

-- Name: service_trainers service_trainers_once; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_trainers
    ADD CONSTRAINT service_trainers_once UNIQUE (service_id, trainer_id);

-- Name: service_trainers service_trainers_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_trainers
    ADD CONSTRAINT service_trainers_pkey PRIMARY KEY (id);

-- Name: services services_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.services
    ADD CONSTRAINT services_pkey PRIMARY KEY (id);

-- Name: studio_settings studio_settings_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.studio_settings
    ADD CONSTRAINT studio_settings_pkey PRIMARY KEY (id);

-- Name: trainer_blockouts trainer_blockouts_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_blockouts
    ADD CONSTRAINT trainer_blockouts_pkey PRIMARY KEY (id);

-- Name: trainer_date_overrides trainer_date_overrides_no_overlap; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_date_overrides
    ADD CONSTRAINT trainer_date_overrides_no_overlap EXCLUDE USING gist (trainer_id WITH =, tsrange((on_date + COALESCE(start_time, '00:00:00'::time without time zone)), (on_date + COALESCE(end_time, '24:00:00'::time without time zone))) WITH &&);

-- Name: trainer_date_overrides trainer_date_overrides_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_date_overrides
    ADD CONSTRAINT trainer_date_overrides_pkey PRIMARY KEY (id);

-- Name: trainer_hours trainer_hours_no_overlap; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_hours
    ADD CONSTRAINT trainer_hours_no_overlap EXCLUDE USING gist (trainer_id WITH =, weekday WITH =, tsrange(('2000-01-01'::date + start_time), ('2000-01-01'::date + end_time)) WITH &&);

-- Name: trainer_hours trainer_hours_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_hours
    ADD CONSTRAINT trainer_hours_pkey PRIMARY KEY (id);

-- Name: trainer_join_codes trainer_join_codes_code_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_join_codes
    ADD CONSTRAINT trainer_join_codes_code_key UNIQUE (code);

-- Name: trainer_join_codes trainer_join_codes_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_join_codes
    ADD CONSTRAINT trainer_join_codes_pkey PRIMARY KEY (trainer_id);

-- Name: trainer_join_requests trainer_join_requests_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_join_requests
    ADD CONSTRAINT trainer_join_requests_pkey PRIMARY KEY (id);

-- Name: trainer_tasks trainer_tasks_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_tasks
    ADD CONSTRAINT trainer_tasks_pkey PRIMARY KEY (id);

-- Name: users users_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

-- Name: waitlist_entries waitlist_entries_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.waitlist_entries
    ADD CONSTRAINT waitlist_entries_pkey PRIMARY KEY (id);

-- Name: weekly_check_ins weekly_check_ins_one_per_week; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.weekly_check_ins
    ADD CONSTRAINT weekly_check_ins_one_per_week UNIQUE (client_id, week_start);

-- Name: weekly_check_ins weekly_check_ins_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.weekly_check_ins
    ADD CONSTRAINT weekly_check_ins_pkey PRIMARY KEY (id);

-- Name: workout_exercises workout_exercises_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_exercises
    ADD CONSTRAINT workout_exercises_pkey PRIMARY KEY (id);

-- Name: workout_log_comments workout_log_comments_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_comments
    ADD CONSTRAINT workout_log_comments_pkey PRIMARY KEY (id);

-- Name: workout_log_sets workout_log_sets_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_sets
    ADD CONSTRAINT workout_log_sets_pkey PRIMARY KEY (id);

-- Name: workout_logs workout_logs_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_logs
    ADD CONSTRAINT workout_logs_pkey PRIMARY KEY (id);

-- Name: workout_logs workout_logs_session_id_key; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_logs
    ADD CONSTRAINT workout_logs_session_id_key UNIQUE (session_id);

-- Name: workout_sessions workout_sessions_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_sessions
    ADD CONSTRAINT workout_sessions_pkey PRIMARY KEY (id);

-- Name: workouts workouts_pkey; Type: CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workouts
    ADD CONSTRAINT workouts_pkey PRIMARY KEY (id);

-- Name: automation_joins_client_idx; Type: INDEX; Schema: private
CREATE INDEX automation_joins_client_idx ON private.automation_joins USING btree (client_id);

-- Name: automation_joins_trainer_idx; Type: INDEX; Schema: private
CREATE INDEX automation_joins_trainer_idx ON private.automation_joins USING btree (trainer_id);

-- Name: automation_joins_unprocessed_idx; Type: INDEX; Schema: private
CREATE INDEX automation_joins_unprocessed_idx ON private.automation_joins USING btree (joined_at) WHERE (processed_at IS NULL);

-- Name: discount_code_checks_client_idx; Type: INDEX; Schema: private
CREATE INDEX discount_code_checks_client_idx ON private.discount_code_checks USING btree (client_id, checked_at);

-- Name: invite_code_checks_user_idx; Type: INDEX; Schema: private
CREATE INDEX invite_code_checks_user_idx ON private.invite_code_checks USING btree (user_id, checked_at);

-- Name: push_deliveries_due_idx; Type: INDEX; Schema: private
CREATE INDEX push_deliveries_due_idx ON private.push_deliveries USING btree (next_attempt_at) WHERE (status = 'pending'::private.push_delivery_status);

-- Name: push_deliveries_finished_idx; Type: INDEX; Schema: private
CREATE INDEX push_deliveries_finished_idx ON private.push_deliveries USING btree (created_at) WHERE (status <> 'pending'::private.push_delivery_status);

-- Name: push_deliveries_subscription_idx; Type: INDEX; Schema: private
CREATE INDEX push_deliveries_subscription_idx ON private.push_deliveries USING btree (subscription_id);

-- Name: access_keys_revoked_by_idx; Type: INDEX; Schema: public
CREATE INDEX access_keys_revoked_by_idx ON public.access_keys USING btree (revoked_by);

-- Name: assessments_client_type_idx; Type: INDEX; Schema: public
CREATE INDEX assessments_client_type_idx ON public.assessments USING btree (client_id, type, measured_on DESC);

-- Name: assessments_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX assessments_created_by_idx ON public.assessments USING btree (created_by);

-- Name: automation_enrolments_client_idx; Type: INDEX; Schema: public
CREATE INDEX automation_enrolments_client_idx ON public.automation_enrolments USING btree (client_id);

-- Name: automation_enrolments_flow_client_idx; Type: INDEX; Schema: public
CREATE INDEX automation_enrolments_flow_client_idx ON public.automation_enrolments USING btree (flow_id, client_id);

-- Name: automation_enrolments_join_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX automation_enrolments_join_once ON public.automation_enrolments USING btree (flow_id, join_id);

-- Name: automation_enrolments_one_open; Type: INDEX; Schema: public
CREATE UNIQUE INDEX automation_enrolments_one_open ON public.automation_enrolments USING btree (flow_id, client_id) WHERE (status = ANY (ARRAY['active'::public.automation_enrolment_status, 'paused'::public.automation_enrolment_status]));

-- Name: automation_flows_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX automation_flows_created_by_idx ON public.automation_flows USING btree (created_by);

-- Name: automation_flows_status_idx; Type: INDEX; Schema: public
CREATE INDEX automation_flows_status_idx ON public.automation_flows USING btree (status, kind);

-- Name: automation_flows_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX automation_flows_trainer_idx ON public.automation_flows USING btree (trainer_id);

-- Name: automation_step_runs_due_idx; Type: INDEX; Schema: public
CREATE INDEX automation_step_runs_due_idx ON public.automation_step_runs USING btree (due_at) WHERE (status = 'pending'::public.automation_run_status);

-- Name: automation_step_runs_step_idx; Type: INDEX; Schema: public
CREATE INDEX automation_step_runs_step_idx ON public.automation_step_runs USING btree (step_id);

-- Name: automation_steps_collection_idx; Type: INDEX; Schema: public
CREATE INDEX automation_steps_collection_idx ON public.automation_steps USING btree (collection_id);

-- Name: automation_steps_flow_idx; Type: INDEX; Schema: public
CREATE INDEX automation_steps_flow_idx ON public.automation_steps USING btree (flow_id, "position");

-- Name: automation_steps_program_idx; Type: INDEX; Schema: public
CREATE INDEX automation_steps_program_idx ON public.automation_steps USING btree (program_id);

-- Name: body_weight_entries_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX body_weight_entries_created_by_idx ON public.body_weight_entries USING btree (created_by);

-- Name: bookings_booked_by_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_booked_by_idx ON public.bookings USING btree (booked_by);

-- Name: bookings_booked_starts_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_booked_starts_idx ON public.bookings USING btree (starts_at) WHERE (status = 'booked'::public.booking_status);

-- Name: bookings_cancelled_by_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_cancelled_by_idx ON public.bookings USING btree (cancelled_by);

-- Name: bookings_client_starts_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_client_starts_idx ON public.bookings USING btree (client_id, starts_at);

-- Name: bookings_credit_lot_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_credit_lot_idx ON public.bookings USING btree (credit_lot_id);

-- Name: bookings_fee_order_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_fee_order_idx ON public.bookings USING btree (fee_order_id);

-- Name: bookings_forgiven_by_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_forgiven_by_idx ON public.bookings USING btree (forgiven_by);

-- Name: bookings_membership_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_membership_idx ON public.bookings USING btree (membership_id);

-- Name: bookings_one_place_per_session; Type: INDEX; Schema: public
CREATE UNIQUE INDEX bookings_one_place_per_session ON public.bookings USING btree (session_id, client_id) WHERE (status = ANY (ARRAY['requested'::public.booking_status, 'booked'::public.booking_status, 'attended'::public.booking_status, 'no_show'::public.booking_status]));

-- Name: bookings_overridden_by_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_overridden_by_idx ON public.bookings USING btree (overridden_by);

-- Name: bookings_series_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_series_idx ON public.bookings USING btree (series_id, starts_at) WHERE (series_id IS NOT NULL);

-- Name: bookings_service_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_service_idx ON public.bookings USING btree (service_id);

-- Name: bookings_session_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_session_idx ON public.bookings USING btree (session_id);

-- Name: bookings_trainer_starts_idx; Type: INDEX; Schema: public
CREATE INDEX bookings_trainer_starts_idx ON public.bookings USING btree (trainer_id, starts_at);

-- Name: calendar_feed_tokens_one_active; Type: INDEX; Schema: public
CREATE UNIQUE INDEX calendar_feed_tokens_one_active ON public.calendar_feed_tokens USING btree (user_id) WHERE (revoked_at IS NULL);

-- Name: calendar_feed_tokens_user_idx; Type: INDEX; Schema: public
CREATE INDEX calendar_feed_tokens_user_idx ON public.calendar_feed_tokens USING btree (user_id, created_at);

-- Name: check_in_attempts_client_idx; Type: INDEX; Schema: public
CREATE INDEX check_in_attempts_client_idx ON public.check_in_attempts USING btree (client_id, attempted_at DESC);

-- Name: check_in_attempts_desk_idx; Type: INDEX; Schema: public
CREATE INDEX check_in_attempts_desk_idx ON public.check_in_attempts USING btree (desk_user_id, attempted_at DESC);

-- Name: check_in_forms_coach_idx; Type: INDEX; Schema: public
CREATE INDEX check_in_forms_coach_idx ON public.check_in_forms USING btree (coach_id);

-- Name: check_in_forms_one_default_per_coach; Type: INDEX; Schema: public
CREATE UNIQUE INDEX check_in_forms_one_default_per_coach ON public.check_in_forms USING btree (coach_id) WHERE (client_id IS NULL);

-- Name: check_in_forms_one_per_client; Type: INDEX; Schema: public
CREATE UNIQUE INDEX check_in_forms_one_per_client ON public.check_in_forms USING btree (client_id) WHERE (client_id IS NOT NULL);

-- Name: check_ins_booking_idx; Type: INDEX; Schema: public
CREATE INDEX check_ins_booking_idx ON public.check_ins USING btree (booking_id);

-- Name: check_ins_client_idx; Type: INDEX; Schema: public
CREATE INDEX check_ins_client_idx ON public.check_ins USING btree (client_id, checked_in_at DESC);

-- Name: check_ins_desk_idx; Type: INDEX; Schema: public
CREATE INDEX check_ins_desk_idx ON public.check_ins USING btree (desk_user_id);

-- Name: client_invitations_accepted_by_idx; Type: INDEX; Schema: public
CREATE INDEX client_invitations_accepted_by_idx ON public.client_invitations USING btree (accepted_by);

-- Name: client_invitations_code_idx; Type: INDEX; Schema: public
CREATE INDEX client_invitations_code_idx ON public.client_invitations USING btree (code_hash) WHERE (code_hash IS NOT NULL);

-- Name: client_invitations_invited_by_idx; Type: INDEX; Schema: public
CREATE INDEX client_invitations_invited_by_idx ON public.client_invitations USING btree (invited_by);

-- Name: client_invitations_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX client_invitations_trainer_idx ON public.client_invitations USING btree (trainer_id, created_at DESC);

-- Name: client_lift_days_exercise_idx; Type: INDEX; Schema: public
CREATE INDEX client_lift_days_exercise_idx ON public.client_lift_days USING btree (exercise_id);

-- Name: client_lift_days_user_day_idx; Type: INDEX; Schema: public
CREATE INDEX client_lift_days_user_day_idx ON public.client_lift_days USING btree (user_id, day) INCLUDE (exercise_id, best_e1rm, best_before);

-- Name: client_notes_author_idx; Type: INDEX; Schema: public
CREATE INDEX client_notes_author_idx ON public.client_notes USING btree (author_id);

-- Name: client_notes_client_created_idx; Type: INDEX; Schema: public
CREATE INDEX client_notes_client_created_idx ON public.client_notes USING btree (client_id, created_at DESC);

-- Name: client_tag_assignments_client_idx; Type: INDEX; Schema: public
CREATE INDEX client_tag_assignments_client_idx ON public.client_tag_assignments USING btree (client_id);

-- Name: client_tags_trainer_name_key; Type: INDEX; Schema: public
CREATE UNIQUE INDEX client_tags_trainer_name_key ON public.client_tags USING btree (trainer_id, lower(name));

-- Name: client_training_days_user_day_idx; Type: INDEX; Schema: public
CREATE INDEX client_training_days_user_day_idx ON public.client_training_days USING btree (user_id, day) INCLUDE (workouts, completed_sets);

-- Name: credit_categories_name_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX credit_categories_name_once ON public.credit_categories USING btree (lower(btrim(name)));

-- Name: credit_ledger_booking_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX credit_ledger_booking_once ON public.credit_ledger USING btree (booking_id, reason) WHERE ((booking_id IS NOT NULL) AND (reason = ANY (ARRAY['book'::public.credit_reason, 'cancel_return'::public.credit_reason, 'late_cancel'::public.credit_reason, 'no_show'::public.credit_reason, 'forgive'::public.credit_reason])));

-- Name: credit_ledger_client_idx; Type: INDEX; Schema: public
CREATE INDEX credit_ledger_client_idx ON public.credit_ledger USING btree (client_id, created_at DESC);

-- Name: credit_ledger_lot_idx; Type: INDEX; Schema: public
CREATE INDEX credit_ledger_lot_idx ON public.credit_ledger USING btree (lot_id);

-- Name: credit_lots_category_idx; Type: INDEX; Schema: public
CREATE INDEX credit_lots_category_idx ON public.credit_lots USING btree (category_id);

-- Name: credit_lots_client_all_idx; Type: INDEX; Schema: public
CREATE INDEX credit_lots_client_all_idx ON public.credit_lots USING btree (client_id, created_at);

-- Name: credit_lots_client_idx; Type: INDEX; Schema: public
CREATE INDEX credit_lots_client_idx ON public.credit_lots USING btree (client_id, expires_at) WHERE (remaining > 0);

-- Name: credit_lots_expiry_idx; Type: INDEX; Schema: public
CREATE INDEX credit_lots_expiry_idx ON public.credit_lots USING btree (expires_at) WHERE (remaining > 0);

-- Name: credit_lots_order_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX credit_lots_order_once ON public.credit_lots USING btree (order_id) WHERE (membership_id IS NULL);

-- Name: credit_lots_period_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX credit_lots_period_once ON public.credit_lots USING btree (membership_id, period_start);

-- Name: credit_lots_service_idx; Type: INDEX; Schema: public
CREATE INDEX credit_lots_service_idx ON public.credit_lots USING btree (service_id);

-- Name: cycle_entries_user_start_idx; Type: INDEX; Schema: public
CREATE INDEX cycle_entries_user_start_idx ON public.cycle_entries USING btree (user_id, period_start DESC);

-- Name: discount_codes_code_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX discount_codes_code_once ON public.discount_codes USING btree (upper(code));

-- Name: discount_codes_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX discount_codes_created_by_idx ON public.discount_codes USING btree (created_by);

-- Name: discount_redemptions_client_idx; Type: INDEX; Schema: public
CREATE INDEX discount_redemptions_client_idx ON public.discount_redemptions USING btree (client_id);

-- Name: discount_redemptions_discount_idx; Type: INDEX; Schema: public
CREATE INDEX discount_redemptions_discount_idx ON public.discount_redemptions USING btree (discount_id) WHERE (released_at IS NULL);

-- Name: exercises_active_alias_keys_idx; Type: INDEX; Schema: public
CREATE INDEX exercises_active_alias_keys_idx ON public.exercises USING gin (private.exercise_alias_keys(aliases)) WHERE is_active;

-- Name: exercises_active_name_idx; Type: INDEX; Schema: public
CREATE INDEX exercises_active_name_idx ON public.exercises USING btree (is_active, name);

-- Name: exercises_active_name_unique; Type: INDEX; Schema: public
CREATE UNIQUE INDEX exercises_active_name_unique ON public.exercises USING btree (lower(btrim(name))) WHERE is_active;

-- Name: exercises_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX exercises_created_by_idx ON public.exercises USING btree (created_by);

-- Name: exercises_equipment_idx; Type: INDEX; Schema: public
CREATE INDEX exercises_equipment_idx ON public.exercises USING btree (equipment);

-- Name: exercises_muscle_groups_idx; Type: INDEX; Schema: public
CREATE INDEX exercises_muscle_groups_idx ON public.exercises USING gin (muscle_groups);

-- Name: exercises_name_lower_idx; Type: INDEX; Schema: public
CREATE INDEX exercises_name_lower_idx ON public.exercises USING btree (lower(name));

-- Name: habit_ticks_client_date_idx; Type: INDEX; Schema: public
CREATE INDEX habit_ticks_client_date_idx ON public.habit_ticks USING btree (client_id, tick_date);

-- Name: habits_client_idx; Type: INDEX; Schema: public
CREATE INDEX habits_client_idx ON public.habits USING btree (client_id, archived_at);

-- Name: habits_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX habits_created_by_idx ON public.habits USING btree (created_by);

-- Name: membership_plans_category_idx; Type: INDEX; Schema: public
CREATE INDEX membership_plans_category_idx ON public.membership_plans USING btree (category_id);

-- Name: membership_plans_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX membership_plans_created_by_idx ON public.membership_plans USING btree (created_by);

-- Name: memberships_category_idx; Type: INDEX; Schema: public
CREATE INDEX memberships_category_idx ON public.memberships USING btree (category_id);

-- Name: memberships_client_idx; Type: INDEX; Schema: public
CREATE INDEX memberships_client_idx ON public.memberships USING btree (client_id, status);

-- Name: memberships_due_idx; Type: INDEX; Schema: public
CREATE INDEX memberships_due_idx ON public.memberships USING btree (status, current_period_end);

-- Name: memberships_plan_idx; Type: INDEX; Schema: public
CREATE INDEX memberships_plan_idx ON public.memberships USING btree (plan_id);

-- Name: message_broadcasts_sender_idx; Type: INDEX; Schema: public
CREATE INDEX message_broadcasts_sender_idx ON public.message_broadcasts USING btree (sender_id, created_at DESC);

-- Name: messages_recipient_created_idx; Type: INDEX; Schema: public
CREATE INDEX messages_recipient_created_idx ON public.messages USING btree (recipient_id, created_at DESC);

-- Name: messages_recipient_unread_idx; Type: INDEX; Schema: public
CREATE INDEX messages_recipient_unread_idx ON public.messages USING btree (recipient_id, sender_id) WHERE (read_at IS NULL);

-- Name: messages_sender_created_idx; Type: INDEX; Schema: public
CREATE INDEX messages_sender_created_idx ON public.messages USING btree (sender_id, created_at DESC);

-- Name: notifications_recipient_created_idx; Type: INDEX; Schema: public
CREATE INDEX notifications_recipient_created_idx ON public.notifications USING btree (recipient_id, created_at DESC);

-- Name: notifications_recipient_unread_idx; Type: INDEX; Schema: public
CREATE INDEX notifications_recipient_unread_idx ON public.notifications USING btree (recipient_id) WHERE (read_at IS NULL);

-- Name: on_demand_collection_items_resource_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_collection_items_resource_idx ON public.on_demand_collection_items USING btree (resource_id);

-- Name: on_demand_collection_items_workout_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_collection_items_workout_idx ON public.on_demand_collection_items USING btree (workout_id);

-- Name: on_demand_collections_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_collections_created_by_idx ON public.on_demand_collections USING btree (created_by);

-- Name: on_demand_grants_client_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_grants_client_idx ON public.on_demand_grants USING btree (client_id);

-- Name: on_demand_grants_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_grants_created_by_idx ON public.on_demand_grants USING btree (created_by);

-- Name: on_demand_grants_package_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_grants_package_idx ON public.on_demand_grants USING btree (package_id);

-- Name: on_demand_grants_plan_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_grants_plan_idx ON public.on_demand_grants USING btree (plan_id);

-- Name: on_demand_item_labels_resource_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_item_labels_resource_idx ON public.on_demand_item_labels USING btree (resource_id);

-- Name: on_demand_item_labels_workout_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_item_labels_workout_idx ON public.on_demand_item_labels USING btree (workout_id);

-- Name: on_demand_labels_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_labels_created_by_idx ON public.on_demand_labels USING btree (created_by);

-- Name: on_demand_labels_name_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX on_demand_labels_name_once ON public.on_demand_labels USING btree (lower(btrim(name)));

-- Name: on_demand_progress_resource_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_progress_resource_idx ON public.on_demand_progress USING btree (resource_id);

-- Name: on_demand_progress_workout_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_progress_workout_idx ON public.on_demand_progress USING btree (workout_id);

-- Name: on_demand_resources_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_resources_created_by_idx ON public.on_demand_resources USING btree (created_by);

-- Name: on_demand_workouts_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_workouts_created_by_idx ON public.on_demand_workouts USING btree (created_by);

-- Name: on_demand_workouts_video_idx; Type: INDEX; Schema: public
CREATE INDEX on_demand_workouts_video_idx ON public.on_demand_workouts USING btree (video_resource_id);

-- Name: onboarding_forms_client_created_idx; Type: INDEX; Schema: public
CREATE INDEX onboarding_forms_client_created_idx ON public.onboarding_forms USING btree (client_id, created_at DESC);

-- Name: onboarding_forms_submitted_by_idx; Type: INDEX; Schema: public
CREATE INDEX onboarding_forms_submitted_by_idx ON public.onboarding_forms USING btree (submitted_by);

-- Name: orders_booking_idx; Type: INDEX; Schema: public
CREATE INDEX orders_booking_idx ON public.orders USING btree (booking_id);

-- Name: orders_category_idx; Type: INDEX; Schema: public
CREATE INDEX orders_category_idx ON public.orders USING btree (category_id);

-- Name: orders_checkout_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX orders_checkout_once ON public.orders USING btree (provider, provider_checkout_id) WHERE (provider_checkout_id IS NOT NULL);

-- Name: orders_client_idx; Type: INDEX; Schema: public
CREATE INDEX orders_client_idx ON public.orders USING btree (client_id, created_at DESC);

-- Name: orders_discount_idx; Type: INDEX; Schema: public
CREATE INDEX orders_discount_idx ON public.orders USING btree (discount_id);

-- Name: orders_package_idx; Type: INDEX; Schema: public
CREATE INDEX orders_package_idx ON public.orders USING btree (package_id);

-- Name: orders_payment_idx; Type: INDEX; Schema: public
CREATE INDEX orders_payment_idx ON public.orders USING btree (provider, provider_payment_id) WHERE (provider_payment_id IS NOT NULL);

-- Name: orders_plan_idx; Type: INDEX; Schema: public
CREATE INDEX orders_plan_idx ON public.orders USING btree (plan_id);

-- Name: orders_service_idx; Type: INDEX; Schema: public
CREATE INDEX orders_service_idx ON public.orders USING btree (service_id);

-- Name: orders_status_paid_idx; Type: INDEX; Schema: public
CREATE INDEX orders_status_paid_idx ON public.orders USING btree (status, paid_at);

-- Name: packages_category_idx; Type: INDEX; Schema: public
CREATE INDEX packages_category_idx ON public.packages USING btree (category_id);

-- Name: packages_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX packages_created_by_idx ON public.packages USING btree (created_by);

-- Name: program_week_prescriptions_exercise_idx; Type: INDEX; Schema: public
CREATE INDEX program_week_prescriptions_exercise_idx ON public.program_week_prescriptions USING btree (workout_exercise_id);

-- Name: program_workouts_program_idx; Type: INDEX; Schema: public
CREATE INDEX program_workouts_program_idx ON public.program_workouts USING btree (program_id, "position");

-- Name: program_workouts_workout_idx; Type: INDEX; Schema: public
CREATE INDEX program_workouts_workout_idx ON public.program_workouts USING btree (workout_id);

-- Name: programs_client_status_idx; Type: INDEX; Schema: public
CREATE INDEX programs_client_status_idx ON public.programs USING btree (client_id, status, created_at DESC);

-- Name: programs_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX programs_created_by_idx ON public.programs USING btree (created_by);

-- Name: programs_one_active_per_client; Type: INDEX; Schema: public
CREATE UNIQUE INDEX programs_one_active_per_client ON public.programs USING btree (client_id) WHERE ((status = 'active'::public.program_status) AND (client_id IS NOT NULL));

-- Name: programs_source_program_idx; Type: INDEX; Schema: public
CREATE INDEX programs_source_program_idx ON public.programs USING btree (source_program_id);

-- Name: progress_photos_user_date_idx; Type: INDEX; Schema: public
CREATE INDEX progress_photos_user_date_idx ON public.progress_photos USING btree (user_id, date);

-- Name: push_subscriptions_user_idx; Type: INDEX; Schema: public
CREATE INDEX push_subscriptions_user_idx ON public.push_subscriptions USING btree (user_id);

-- Name: refunds_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX refunds_created_by_idx ON public.refunds USING btree (created_by);

-- Name: refunds_order_idx; Type: INDEX; Schema: public
CREATE INDEX refunds_order_idx ON public.refunds USING btree (order_id);

-- Name: refunds_provider_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX refunds_provider_once ON public.refunds USING btree (provider_refund_id) WHERE (provider_refund_id IS NOT NULL);

-- Name: saved_replies_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX saved_replies_trainer_idx ON public.saved_replies USING btree (trainer_id, title);

-- Name: service_credit_categories_category_idx; Type: INDEX; Schema: public
CREATE INDEX service_credit_categories_category_idx ON public.service_credit_categories USING btree (category_id);

-- Name: service_sessions_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX service_sessions_created_by_idx ON public.service_sessions USING btree (created_by);

-- Name: service_sessions_service_idx; Type: INDEX; Schema: public
CREATE INDEX service_sessions_service_idx ON public.service_sessions USING btree (service_id, starts_at);

-- Name: service_sessions_starts_idx; Type: INDEX; Schema: public
CREATE INDEX service_sessions_starts_idx ON public.service_sessions USING btree (starts_at);

-- Name: service_trainers_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX service_trainers_trainer_idx ON public.service_trainers USING btree (trainer_id);

-- Name: services_active_name_idx; Type: INDEX; Schema: public
CREATE INDEX services_active_name_idx ON public.services USING btree (is_archived, name);

-- Name: services_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX services_created_by_idx ON public.services USING btree (created_by);

-- Name: trainer_blockouts_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX trainer_blockouts_trainer_idx ON public.trainer_blockouts USING gist (trainer_id, tstzrange(starts_at, ends_at));

-- Name: trainer_join_requests_client_idx; Type: INDEX; Schema: public
CREATE INDEX trainer_join_requests_client_idx ON public.trainer_join_requests USING btree (client_id, created_at DESC);

-- Name: trainer_join_requests_decided_by_idx; Type: INDEX; Schema: public
CREATE INDEX trainer_join_requests_decided_by_idx ON public.trainer_join_requests USING btree (decided_by);

-- Name: trainer_join_requests_one_pending; Type: INDEX; Schema: public
CREATE UNIQUE INDEX trainer_join_requests_one_pending ON public.trainer_join_requests USING btree (client_id) WHERE (status = 'pending'::public.join_request_status);

-- Name: trainer_join_requests_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX trainer_join_requests_trainer_idx ON public.trainer_join_requests USING btree (trainer_id, status);

-- Name: trainer_tasks_client_idx; Type: INDEX; Schema: public
CREATE INDEX trainer_tasks_client_idx ON public.trainer_tasks USING btree (client_id);

-- Name: trainer_tasks_step_run_idx; Type: INDEX; Schema: public
CREATE UNIQUE INDEX trainer_tasks_step_run_idx ON public.trainer_tasks USING btree (step_run_id);

-- Name: trainer_tasks_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX trainer_tasks_trainer_idx ON public.trainer_tasks USING btree (trainer_id, done_at, due_at);

-- Name: users_assigned_to_idx; Type: INDEX; Schema: public
CREATE INDEX users_assigned_to_idx ON public.users USING btree (assigned_to);

-- Name: users_created_at_idx; Type: INDEX; Schema: public
CREATE INDEX users_created_at_idx ON public.users USING btree (created_at DESC);

-- Name: users_role_idx; Type: INDEX; Schema: public
CREATE INDEX users_role_idx ON public.users USING btree (role);

-- Name: waitlist_entries_client_idx; Type: INDEX; Schema: public
CREATE INDEX waitlist_entries_client_idx ON public.waitlist_entries USING btree (client_id);

-- Name: waitlist_entries_once; Type: INDEX; Schema: public
CREATE UNIQUE INDEX waitlist_entries_once ON public.waitlist_entries USING btree (session_id, client_id) WHERE (status = 'waiting'::public.waitlist_status);

-- Name: waitlist_entries_promoted_booking_idx; Type: INDEX; Schema: public
CREATE INDEX waitlist_entries_promoted_booking_idx ON public.waitlist_entries USING btree (promoted_booking_id);

-- Name: waitlist_entries_session_idx; Type: INDEX; Schema: public
CREATE INDEX waitlist_entries_session_idx ON public.waitlist_entries USING btree (session_id, status, seq);

-- Name: weekly_check_ins_message_idx; Type: INDEX; Schema: public
CREATE INDEX weekly_check_ins_message_idx ON public.weekly_check_ins USING btree (message_id);

-- Name: weekly_check_ins_trainer_idx; Type: INDEX; Schema: public
CREATE INDEX weekly_check_ins_trainer_idx ON public.weekly_check_ins USING btree (trainer_id);

-- Name: workout_exercises_exercise_idx; Type: INDEX; Schema: public
CREATE INDEX workout_exercises_exercise_idx ON public.workout_exercises USING btree (exercise_id);

-- Name: workout_exercises_workout_idx; Type: INDEX; Schema: public
CREATE INDEX workout_exercises_workout_idx ON public.workout_exercises USING btree (workout_id, "order");

-- Name: workout_log_comments_author_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_comments_author_idx ON public.workout_log_comments USING btree (author_id);

-- Name: workout_log_comments_client_created_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_comments_client_created_idx ON public.workout_log_comments USING btree (client_id, created_at DESC);

-- Name: workout_log_comments_log_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_comments_log_idx ON public.workout_log_comments USING btree (log_id, created_at);

-- Name: workout_log_sets_exercise_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_sets_exercise_idx ON public.workout_log_sets USING btree (exercise_id);

-- Name: workout_log_sets_log_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_sets_log_idx ON public.workout_log_sets USING btree (log_id, set_number);

-- Name: workout_log_sets_user_exercise_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_sets_user_exercise_idx ON public.workout_log_sets USING btree (user_id, exercise_id, performed_at DESC);

-- Name: workout_log_sets_user_performed_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_sets_user_performed_idx ON public.workout_log_sets USING btree (user_id, performed_at DESC);

-- Name: workout_log_sets_workout_exercise_idx; Type: INDEX; Schema: public
CREATE INDEX workout_log_sets_workout_exercise_idx ON public.workout_log_sets USING btree (workout_exercise_id);

-- Name: workout_logs_user_created_idx; Type: INDEX; Schema: public
CREATE INDEX workout_logs_user_created_idx ON public.workout_logs USING btree (user_id, created_at DESC);

-- Name: workout_logs_workout_idx; Type: INDEX; Schema: public
CREATE INDEX workout_logs_workout_idx ON public.workout_logs USING btree (workout_id);

-- Name: workout_sessions_user_status_idx; Type: INDEX; Schema: public
CREATE INDEX workout_sessions_user_status_idx ON public.workout_sessions USING btree (user_id, status, started_at DESC);

-- Name: workout_sessions_workout_idx; Type: INDEX; Schema: public
CREATE INDEX workout_sessions_workout_idx ON public.workout_sessions USING btree (workout_id);

-- Name: workouts_archived_idx; Type: INDEX; Schema: public
CREATE INDEX workouts_archived_idx ON public.workouts USING btree (is_archived);

-- Name: workouts_client_id_idx; Type: INDEX; Schema: public
CREATE INDEX workouts_client_id_idx ON public.workouts USING btree (client_id);

-- Name: workouts_created_by_idx; Type: INDEX; Schema: public
CREATE INDEX workouts_created_by_idx ON public.workouts USING btree (created_by, created_at DESC);

-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth
CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_auth_user();

-- Name: users on_auth_user_updated; Type: TRIGGER; Schema: auth
CREATE TRIGGER on_auth_user_updated AFTER UPDATE ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_updated_auth_user();

-- Name: access_keys access_keys_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER access_keys_keep_id BEFORE UPDATE OF client_id ON public.access_keys FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: assessments assessments_keep_author; Type: TRIGGER; Schema: public
CREATE TRIGGER assessments_keep_author BEFORE UPDATE ON public.assessments FOR EACH ROW EXECUTE FUNCTION private.keep_column_unless_admin('created_by');

-- Name: assessments assessments_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER assessments_keep_id BEFORE UPDATE OF id ON public.assessments FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: assessments assessments_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER assessments_set_updated_at BEFORE UPDATE ON public.assessments FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: automation_enrolments automation_enrolments_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER automation_enrolments_keep_id BEFORE UPDATE OF id ON public.automation_enrolments FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: automation_enrolments automation_enrolments_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER automation_enrolments_set_updated_at BEFORE UPDATE ON public.automation_enrolments FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: automation_flows automation_flows_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER automation_flows_keep_id BEFORE UPDATE OF id ON public.automation_flows FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: automation_flows automation_flows_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER automation_flows_set_updated_at BEFORE UPDATE ON public.automation_flows FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: automation_step_runs automation_step_runs_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER automation_step_runs_keep_id BEFORE UPDATE OF id ON public.automation_step_runs FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: automation_steps automation_steps_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER automation_steps_keep_id BEFORE UPDATE OF id ON public.automation_steps FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: automation_steps automation_steps_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER automation_steps_set_updated_at BEFORE UPDATE ON public.automation_steps FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: body_weight_entries body_weight_entries_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER body_weight_entries_keep_id BEFORE UPDATE OF id ON public.body_weight_entries FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: body_weight_entries body_weight_entries_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER body_weight_entries_updated_at BEFORE UPDATE ON public.body_weight_entries FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: body_weight_entries body_weight_entries_zz_later_weighing_wins; Type: TRIGGER; Schema: public
CREATE TRIGGER body_weight_entries_zz_later_weighing_wins BEFORE UPDATE ON public.body_weight_entries FOR EACH ROW EXECUTE FUNCTION private.keep_later_weighing();

-- Name: bookings bookings_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER bookings_keep_id BEFORE UPDATE OF id ON public.bookings FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: bookings bookings_notify; Type: TRIGGER; Schema: public
CREATE TRIGGER bookings_notify AFTER INSERT OR UPDATE OF status, starts_at, trainer_id ON public.bookings FOR EACH ROW EXECUTE FUNCTION private.notify_booking_change();

-- Name: bookings bookings_pay; Type: TRIGGER; Schema: public
CREATE TRIGGER bookings_pay BEFORE INSERT ON public.bookings FOR EACH ROW EXECUTE FUNCTION private.pay_for_booking();

-- Name: bookings bookings_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER bookings_set_updated_at BEFORE UPDATE ON public.bookings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: bookings bookings_settle; Type: TRIGGER; Schema: public
CREATE TRIGGER bookings_settle BEFORE UPDATE OF status ON public.bookings FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION private.settle_booking();

-- Name: calendar_feed_tokens calendar_feed_tokens_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER calendar_feed_tokens_keep_id BEFORE UPDATE OF id ON public.calendar_feed_tokens FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: check_in_attempts check_in_attempts_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER check_in_attempts_keep_id BEFORE UPDATE OF id ON public.check_in_attempts FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: check_in_forms check_in_forms_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER check_in_forms_keep_id BEFORE UPDATE OF id ON public.check_in_forms FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: check_in_forms check_in_forms_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER check_in_forms_set_updated_at BEFORE UPDATE ON public.check_in_forms FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: check_ins check_ins_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER check_ins_keep_id BEFORE UPDATE OF id ON public.check_ins FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: client_invitations client_invitations_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER client_invitations_keep_id BEFORE UPDATE OF id ON public.client_invitations FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: client_lift_days client_lift_days_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER client_lift_days_keep_id BEFORE UPDATE OF id ON public.client_lift_days FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: client_notes client_notes_keep_author; Type: TRIGGER; Schema: public
CREATE TRIGGER client_notes_keep_author BEFORE UPDATE ON public.client_notes FOR EACH ROW EXECUTE FUNCTION private.keep_column_unless_admin('author_id');

-- Name: client_notes client_notes_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER client_notes_keep_id BEFORE UPDATE OF id ON public.client_notes FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: client_notes client_notes_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER client_notes_set_updated_at BEFORE UPDATE ON public.client_notes FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: client_tag_assignments client_tag_assignments_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER client_tag_assignments_keep_id BEFORE UPDATE OF id ON public.client_tag_assignments FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: client_tags client_tags_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER client_tags_keep_id BEFORE UPDATE OF id ON public.client_tags FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: client_training_days client_training_days_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER client_training_days_keep_id BEFORE UPDATE OF id ON public.client_training_days FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: clients clients_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER clients_keep_id BEFORE UPDATE OF id ON public.clients FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: clients clients_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER clients_set_updated_at BEFORE UPDATE ON public.clients FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: credit_categories credit_categories_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER credit_categories_keep_id BEFORE UPDATE OF id ON public.credit_categories FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: credit_ledger credit_ledger_append_only; Type: TRIGGER; Schema: public
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE ON public.credit_ledger FOR EACH ROW EXECUTE FUNCTION private.refuse_ledger_change();

-- Name: credit_ledger credit_ledger_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER credit_ledger_keep_id BEFORE UPDATE OF id ON public.credit_ledger FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: credit_ledger credit_ledger_moves_lot; Type: TRIGGER; Schema: public
CREATE TRIGGER credit_ledger_moves_lot AFTER INSERT ON public.credit_ledger FOR EACH ROW EXECUTE FUNCTION private.apply_ledger_row();

-- Name: credit_lots credit_lots_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER credit_lots_keep_id BEFORE UPDATE OF id ON public.credit_lots FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: credit_lots credit_lots_keep_terms; Type: TRIGGER; Schema: public
CREATE TRIGGER credit_lots_keep_terms BEFORE INSERT OR UPDATE ON public.credit_lots FOR EACH ROW EXECUTE FUNCTION private.keep_lot_terms();

-- Name: cycle_entries cycle_entries_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER cycle_entries_keep_id BEFORE UPDATE OF id ON public.cycle_entries FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: discount_codes discount_codes_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER discount_codes_keep_id BEFORE UPDATE OF id ON public.discount_codes FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: discount_codes discount_codes_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER discount_codes_set_updated_at BEFORE UPDATE ON public.discount_codes FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: discount_redemptions discount_redemptions_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER discount_redemptions_keep_id BEFORE UPDATE OF id ON public.discount_redemptions FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: exercises exercises_keep_author; Type: TRIGGER; Schema: public
CREATE TRIGGER exercises_keep_author BEFORE UPDATE ON public.exercises FOR EACH ROW EXECUTE FUNCTION private.keep_column_unless_admin('created_by');

-- Name: exercises exercises_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER exercises_keep_id BEFORE UPDATE OF id ON public.exercises FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: exercises exercises_names_stay_unique; Type: TRIGGER; Schema: public
CREATE TRIGGER exercises_names_stay_unique BEFORE INSERT OR UPDATE OF name, aliases, is_active ON public.exercises FOR EACH ROW EXECUTE FUNCTION private.exercise_names_stay_unique();

-- Name: exercises exercises_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER exercises_set_updated_at BEFORE UPDATE ON public.exercises FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: habit_ticks habit_ticks_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER habit_ticks_keep_id BEFORE UPDATE OF id ON public.habit_ticks FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: habits habits_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER habits_keep_id BEFORE UPDATE OF id ON public.habits FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: habits habits_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER habits_updated_at BEFORE UPDATE ON public.habits FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: membership_plans membership_plans_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER membership_plans_keep_id BEFORE UPDATE OF id ON public.membership_plans FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: membership_plans membership_plans_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER membership_plans_set_updated_at BEFORE UPDATE ON public.membership_plans FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: memberships memberships_copy_plan; Type: TRIGGER; Schema: public
CREATE TRIGGER memberships_copy_plan BEFORE INSERT ON public.memberships FOR EACH ROW EXECUTE FUNCTION private.membership_copy_plan();

-- Name: memberships memberships_end_client_type; Type: TRIGGER; Schema: public
CREATE TRIGGER memberships_end_client_type AFTER UPDATE OF status ON public.memberships FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION private.membership_end_client_type();

-- Name: memberships memberships_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER memberships_keep_id BEFORE UPDATE OF id ON public.memberships FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: memberships memberships_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER memberships_set_updated_at BEFORE UPDATE ON public.memberships FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: message_broadcasts message_broadcasts_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER message_broadcasts_keep_id BEFORE UPDATE OF id ON public.message_broadcasts FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: messages messages_check_attachment; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_check_attachment BEFORE INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.check_message_attachment();

-- Name: messages messages_clean_body; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_clean_body BEFORE INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.clean_message_body();

-- Name: messages messages_clear_notification; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_clear_notification AFTER UPDATE OF read_at ON public.messages FOR EACH ROW WHEN (((old.read_at IS NULL) AND (new.read_at IS NOT NULL))) EXECUTE FUNCTION private.clear_message_notification();

-- Name: messages messages_guard_attachment_update; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_guard_attachment_update BEFORE UPDATE ON public.messages FOR EACH ROW EXECUTE FUNCTION private.guard_message_attachment_update();

-- Name: messages messages_guard_update; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_guard_update BEFORE UPDATE ON public.messages FOR EACH ROW EXECUTE FUNCTION private.guard_message_update();

-- Name: messages messages_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_keep_id BEFORE UPDATE OF id ON public.messages FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: messages messages_notify_recipient; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_notify_recipient AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.notify_new_message();

-- Name: messages messages_stamp_insert; Type: TRIGGER; Schema: public
CREATE TRIGGER messages_stamp_insert BEFORE INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.stamp_message_insert();

-- Name: notifications notifications_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER notifications_keep_id BEFORE UPDATE OF id ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: notifications notifications_queue_push; Type: TRIGGER; Schema: public
CREATE TRIGGER notifications_queue_push AFTER INSERT ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.queue_push_deliveries();

-- Name: notifications notifications_stamp_read; Type: TRIGGER; Schema: public
CREATE TRIGGER notifications_stamp_read BEFORE UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.stamp_notification_read();

-- Name: on_demand_collection_items on_demand_collection_items_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_collection_items_keep_id BEFORE UPDATE OF id ON public.on_demand_collection_items FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_collections on_demand_collections_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_collections_keep_id BEFORE UPDATE OF id ON public.on_demand_collections FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_collections on_demand_collections_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_collections_set_updated_at BEFORE UPDATE ON public.on_demand_collections FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: on_demand_grants on_demand_grants_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_grants_keep_id BEFORE UPDATE OF id ON public.on_demand_grants FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_item_labels on_demand_item_labels_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_item_labels_keep_id BEFORE UPDATE OF id ON public.on_demand_item_labels FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_labels on_demand_labels_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_labels_keep_id BEFORE UPDATE OF id ON public.on_demand_labels FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_progress on_demand_progress_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_progress_keep_id BEFORE UPDATE OF id ON public.on_demand_progress FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_progress on_demand_progress_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_progress_set_updated_at BEFORE UPDATE ON public.on_demand_progress FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: on_demand_resources on_demand_resources_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_resources_keep_id BEFORE UPDATE OF id ON public.on_demand_resources FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_resources on_demand_resources_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_resources_set_updated_at BEFORE UPDATE ON public.on_demand_resources FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: on_demand_workouts on_demand_workouts_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_workouts_keep_id BEFORE UPDATE OF id ON public.on_demand_workouts FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: on_demand_workouts on_demand_workouts_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER on_demand_workouts_set_updated_at BEFORE UPDATE ON public.on_demand_workouts FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: onboarding_forms onboarding_forms_keep_author; Type: TRIGGER; Schema: public
CREATE TRIGGER onboarding_forms_keep_author BEFORE UPDATE ON public.onboarding_forms FOR EACH ROW EXECUTE FUNCTION private.keep_column_unless_admin('submitted_by');

-- Name: onboarding_forms onboarding_forms_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER onboarding_forms_keep_id BEFORE UPDATE OF id ON public.onboarding_forms FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: orders orders_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER orders_keep_id BEFORE UPDATE OF id ON public.orders FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: orders orders_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER orders_set_updated_at BEFORE UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: packages packages_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER packages_keep_id BEFORE UPDATE OF id ON public.packages FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: packages packages_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER packages_set_updated_at BEFORE UPDATE ON public.packages FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: payment_events payment_events_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER payment_events_keep_id BEFORE UPDATE OF id ON public.payment_events FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: program_week_prescriptions program_week_prescriptions_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER program_week_prescriptions_keep_id BEFORE UPDATE OF id ON public.program_week_prescriptions FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: program_workouts program_workouts_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER program_workouts_keep_id BEFORE UPDATE OF id ON public.program_workouts FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: programs programs_keep_author; Type: TRIGGER; Schema: public
CREATE TRIGGER programs_keep_author BEFORE UPDATE ON public.programs FOR EACH ROW EXECUTE FUNCTION private.keep_column_unless_admin('created_by');

-- Name: programs programs_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER programs_keep_id BEFORE UPDATE OF id ON public.programs FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: programs programs_notify_assigned; Type: TRIGGER; Schema: public
CREATE TRIGGER programs_notify_assigned AFTER INSERT OR UPDATE OF status ON public.programs FOR EACH ROW EXECUTE FUNCTION private.notify_program_assigned();

-- Name: programs programs_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER programs_set_updated_at BEFORE UPDATE ON public.programs FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: progress_photos progress_photos_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER progress_photos_keep_id BEFORE UPDATE OF id ON public.progress_photos FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: push_subscriptions push_subscriptions_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER push_subscriptions_keep_id BEFORE UPDATE OF id ON public.push_subscriptions FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: refunds refunds_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER refunds_keep_id BEFORE UPDATE OF id ON public.refunds FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: saved_replies saved_replies_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER saved_replies_keep_id BEFORE UPDATE OF id ON public.saved_replies FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: saved_replies saved_replies_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER saved_replies_set_updated_at BEFORE UPDATE ON public.saved_replies FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: service_credit_categories service_credit_categories_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER service_credit_categories_keep_id BEFORE UPDATE OF id ON public.service_credit_categories FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: service_sessions service_sessions_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER service_sessions_keep_id BEFORE UPDATE OF id ON public.service_sessions FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: service_sessions service_sessions_set_busy; Type: TRIGGER; Schema: public
CREATE TRIGGER service_sessions_set_busy BEFORE INSERT OR UPDATE OF starts_at, ends_at, buffer_before_minutes, buffer_after_minutes, busy ON public.service_sessions FOR EACH ROW EXECUTE FUNCTION private.set_session_busy();

-- Name: service_sessions service_sessions_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER service_sessions_set_updated_at BEFORE UPDATE ON public.service_sessions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: service_trainers service_trainers_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER service_trainers_keep_id BEFORE UPDATE OF id ON public.service_trainers FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: services services_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER services_keep_id BEFORE UPDATE OF id ON public.services FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: services services_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER services_set_updated_at BEFORE UPDATE ON public.services FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: studio_settings studio_settings_check_time_zone; Type: TRIGGER; Schema: public
CREATE TRIGGER studio_settings_check_time_zone BEFORE INSERT OR UPDATE OF time_zone ON public.studio_settings FOR EACH ROW EXECUTE FUNCTION private.check_studio_time_zone();

-- Name: studio_settings studio_settings_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER studio_settings_keep_id BEFORE UPDATE OF id ON public.studio_settings FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: studio_settings studio_settings_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER studio_settings_set_updated_at BEFORE UPDATE ON public.studio_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: trainer_blockouts trainer_blockouts_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER trainer_blockouts_keep_id BEFORE UPDATE OF id ON public.trainer_blockouts FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: trainer_date_overrides trainer_date_overrides_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER trainer_date_overrides_keep_id BEFORE UPDATE OF id ON public.trainer_date_overrides FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: trainer_hours trainer_hours_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER trainer_hours_keep_id BEFORE UPDATE OF id ON public.trainer_hours FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: trainer_join_codes trainer_join_codes_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER trainer_join_codes_keep_id BEFORE UPDATE OF trainer_id ON public.trainer_join_codes FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: trainer_join_requests trainer_join_requests_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER trainer_join_requests_keep_id BEFORE UPDATE OF id ON public.trainer_join_requests FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: trainer_tasks trainer_tasks_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER trainer_tasks_keep_id BEFORE UPDATE OF id ON public.trainer_tasks FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: users users_guard_cycle_consent; Type: TRIGGER; Schema: public
CREATE TRIGGER users_guard_cycle_consent BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.guard_cycle_consent();

-- Name: users users_guard_privileged_columns; Type: TRIGGER; Schema: public
CREATE TRIGGER users_guard_privileged_columns BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.guard_user_privileged_columns();

-- Name: users users_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER users_keep_id BEFORE UPDATE OF id ON public.users FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: users users_record_automation_join; Type: TRIGGER; Schema: public
CREATE TRIGGER users_record_automation_join AFTER INSERT OR UPDATE OF assigned_to ON public.users FOR EACH ROW EXECUTE FUNCTION private.record_automation_join();

-- Name: users users_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: waitlist_entries waitlist_entries_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER waitlist_entries_keep_id BEFORE UPDATE OF id ON public.waitlist_entries FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: waitlist_entries waitlist_entries_notify_promotion; Type: TRIGGER; Schema: public
CREATE TRIGGER waitlist_entries_notify_promotion AFTER UPDATE OF status ON public.waitlist_entries FOR EACH ROW EXECUTE FUNCTION private.notify_waitlist_promotion();

-- Name: waitlist_entries waitlist_entries_payable; Type: TRIGGER; Schema: public
CREATE TRIGGER waitlist_entries_payable BEFORE INSERT ON public.waitlist_entries FOR EACH ROW EXECUTE FUNCTION private.check_waitlist_payable();

-- Name: weekly_check_ins weekly_check_ins_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER weekly_check_ins_keep_id BEFORE UPDATE OF id ON public.weekly_check_ins FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: weekly_check_ins weekly_check_ins_post_summary; Type: TRIGGER; Schema: public
CREATE TRIGGER weekly_check_ins_post_summary AFTER INSERT ON public.weekly_check_ins FOR EACH ROW EXECUTE FUNCTION private.post_check_in_summary();

-- Name: weekly_check_ins weekly_check_ins_stamp; Type: TRIGGER; Schema: public
CREATE TRIGGER weekly_check_ins_stamp BEFORE INSERT ON public.weekly_check_ins FOR EACH ROW EXECUTE FUNCTION private.stamp_weekly_check_in();

-- Name: workout_exercises workout_exercises_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_exercises_keep_id BEFORE UPDATE OF id ON public.workout_exercises FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: workout_log_comments workout_log_comments_keep_author; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_comments_keep_author BEFORE UPDATE ON public.workout_log_comments FOR EACH ROW EXECUTE FUNCTION private.keep_column_unless_admin('author_id');

-- Name: workout_log_comments workout_log_comments_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_comments_keep_id BEFORE UPDATE OF id ON public.workout_log_comments FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: workout_log_comments workout_log_comments_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_comments_set_updated_at BEFORE UPDATE ON public.workout_log_comments FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: workout_log_comments workout_log_comments_stamp_edit; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_comments_stamp_edit BEFORE INSERT OR UPDATE ON public.workout_log_comments FOR EACH ROW EXECUTE FUNCTION private.stamp_log_comment_edit();

-- Name: workout_log_sets workout_log_sets_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_sets_keep_id BEFORE UPDATE OF id ON public.workout_log_sets FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: workout_log_sets workout_log_sets_summaries_delete; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_sets_summaries_delete AFTER DELETE ON public.workout_log_sets REFERENCING OLD TABLE AS old_sets FOR EACH STATEMENT EXECUTE FUNCTION private.workout_log_sets_summaries();

-- Name: workout_log_sets workout_log_sets_summaries_insert; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_sets_summaries_insert AFTER INSERT ON public.workout_log_sets REFERENCING NEW TABLE AS new_sets FOR EACH STATEMENT EXECUTE FUNCTION private.workout_log_sets_summaries();

-- Name: workout_log_sets workout_log_sets_summaries_update; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_log_sets_summaries_update AFTER UPDATE ON public.workout_log_sets REFERENCING OLD TABLE AS old_sets NEW TABLE AS new_sets FOR EACH STATEMENT EXECUTE FUNCTION private.workout_log_sets_summaries();

-- Name: workout_logs workout_logs_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_logs_keep_id BEFORE UPDATE OF id ON public.workout_logs FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: workout_logs workout_logs_mark_on_demand_completed; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_logs_mark_on_demand_completed AFTER INSERT ON public.workout_logs FOR EACH ROW EXECUTE FUNCTION private.mark_on_demand_workout_completed();

-- Name: workout_logs workout_logs_summaries_delete; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_logs_summaries_delete AFTER DELETE ON public.workout_logs REFERENCING OLD TABLE AS old_logs FOR EACH STATEMENT EXECUTE FUNCTION private.workout_logs_summaries();

-- Name: workout_logs workout_logs_summaries_insert; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_logs_summaries_insert AFTER INSERT ON public.workout_logs REFERENCING NEW TABLE AS new_logs FOR EACH STATEMENT EXECUTE FUNCTION private.workout_logs_summaries();

-- Name: workout_logs workout_logs_summaries_update; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_logs_summaries_update AFTER UPDATE ON public.workout_logs REFERENCING OLD TABLE AS old_logs NEW TABLE AS new_logs FOR EACH STATEMENT EXECUTE FUNCTION private.workout_logs_summaries();

-- Name: workout_sessions workout_sessions_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_sessions_keep_id BEFORE UPDATE OF id ON public.workout_sessions FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: workout_sessions workout_sessions_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER workout_sessions_set_updated_at BEFORE UPDATE ON public.workout_sessions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: workouts workouts_bump_revision; Type: TRIGGER; Schema: public
CREATE TRIGGER workouts_bump_revision BEFORE UPDATE ON public.workouts FOR EACH ROW EXECUTE FUNCTION private.bump_workout_revision();

-- Name: workouts workouts_keep_id; Type: TRIGGER; Schema: public
CREATE TRIGGER workouts_keep_id BEFORE UPDATE OF id ON public.workouts FOR EACH ROW EXECUTE FUNCTION private.keep_primary_key();

-- Name: workouts workouts_refuse_deleting_used; Type: TRIGGER; Schema: public
CREATE TRIGGER workouts_refuse_deleting_used BEFORE DELETE ON public.workouts FOR EACH ROW EXECUTE FUNCTION private.refuse_deleting_used_workout();

-- Name: workouts workouts_set_updated_at; Type: TRIGGER; Schema: public
CREATE TRIGGER workouts_set_updated_at BEFORE UPDATE ON public.workouts FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- Name: automation_joins automation_joins_client_id_fkey; Type: FK CONSTRAINT; Schema: private
ALTER TABLE ONLY private.automation_joins
    ADD CONSTRAINT automation_joins_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: automation_joins automation_joins_trainer_id_fkey; Type: FK CONSTRAINT; Schema: private
ALTER TABLE ONLY private.automation_joins
    ADD CONSTRAINT automation_joins_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: booking_reminders_sent booking_reminders_sent_booking_id_fkey; Type: FK CONSTRAINT; Schema: private
ALTER TABLE ONLY private.booking_reminders_sent
    ADD CONSTRAINT booking_reminders_sent_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES public.bookings(id) ON DELETE CASCADE;

-- Name: discount_code_checks discount_code_checks_client_id_fkey; Type: FK CONSTRAINT; Schema: private
ALTER TABLE ONLY private.discount_code_checks
    ADD CONSTRAINT discount_code_checks_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: invite_code_checks invite_code_checks_user_id_fkey; Type: FK CONSTRAINT; Schema: private
ALTER TABLE ONLY private.invite_code_checks
    ADD CONSTRAINT invite_code_checks_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: push_deliveries push_deliveries_notification_id_fkey; Type: FK CONSTRAINT; Schema: private
ALTER TABLE ONLY private.push_deliveries
    ADD CONSTRAINT push_deliveries_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE CASCADE;

-- Name: push_deliveries push_deliveries_subscription_id_fkey; Type: FK CONSTRAINT; Schema: private
ALTER TABLE ONLY private.push_deliveries
    ADD CONSTRAINT push_deliveries_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.push_subscriptions(id) ON DELETE CASCADE;

-- Name: access_code_uses access_code_uses_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.access_code_uses
    ADD CONSTRAINT access_code_uses_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: access_keys access_keys_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.access_keys
    ADD CONSTRAINT access_keys_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: access_keys access_keys_revoked_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.access_keys
    ADD CONSTRAINT access_keys_revoked_by_fkey FOREIGN KEY (revoked_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: assessments assessments_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.assessments
    ADD CONSTRAINT assessments_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: assessments assessments_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.assessments
    ADD CONSTRAINT assessments_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: automation_enrolments automation_enrolments_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_enrolments
    ADD CONSTRAINT automation_enrolments_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: automation_enrolments automation_enrolments_flow_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_enrolments
    ADD CONSTRAINT automation_enrolments_flow_id_fkey FOREIGN KEY (flow_id) REFERENCES public.automation_flows(id) ON DELETE CASCADE;

-- Name: automation_flows automation_flows_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_flows
    ADD CONSTRAINT automation_flows_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: automation_flows automation_flows_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_flows
    ADD CONSTRAINT automation_flows_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: automation_step_runs automation_step_runs_enrolment_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_step_runs
    ADD CONSTRAINT automation_step_runs_enrolment_id_fkey FOREIGN KEY (enrolment_id) REFERENCES public.automation_enrolments(id) ON DELETE CASCADE;

-- Name: automation_step_runs automation_step_runs_step_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_step_runs
    ADD CONSTRAINT automation_step_runs_step_id_fkey FOREIGN KEY (step_id) REFERENCES public.automation_steps(id) ON DELETE CASCADE;

-- Name: automation_steps automation_steps_collection_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_steps
    ADD CONSTRAINT automation_steps_collection_id_fkey FOREIGN KEY (collection_id) REFERENCES public.on_demand_collections(id) ON DELETE SET NULL;

-- Name: automation_steps automation_steps_flow_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_steps
    ADD CONSTRAINT automation_steps_flow_id_fkey FOREIGN KEY (flow_id) REFERENCES public.automation_flows(id) ON DELETE CASCADE;

-- Name: automation_steps automation_steps_program_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.automation_steps
    ADD CONSTRAINT automation_steps_program_id_fkey FOREIGN KEY (program_id) REFERENCES public.programs(id) ON DELETE SET NULL;

-- Name: body_weight_entries body_weight_entries_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.body_weight_entries
    ADD CONSTRAINT body_weight_entries_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: body_weight_entries body_weight_entries_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.body_weight_entries
    ADD CONSTRAINT body_weight_entries_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: bookings bookings_booked_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_booked_by_fkey FOREIGN KEY (booked_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: bookings bookings_cancelled_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_cancelled_by_fkey FOREIGN KEY (cancelled_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: bookings bookings_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: bookings bookings_credit_lot_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_credit_lot_id_fkey FOREIGN KEY (credit_lot_id) REFERENCES public.credit_lots(id) ON DELETE SET NULL;

-- Name: bookings bookings_fee_order_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_fee_order_id_fkey FOREIGN KEY (fee_order_id) REFERENCES public.orders(id) ON DELETE SET NULL;

-- Name: bookings bookings_forgiven_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_forgiven_by_fkey FOREIGN KEY (forgiven_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: bookings bookings_membership_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_membership_id_fkey FOREIGN KEY (membership_id) REFERENCES public.memberships(id) ON DELETE SET NULL;

-- Name: bookings bookings_overridden_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_overridden_by_fkey FOREIGN KEY (overridden_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: bookings bookings_service_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_service_id_fkey FOREIGN KEY (service_id) REFERENCES public.services(id) ON DELETE RESTRICT;

-- Name: bookings bookings_session_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.service_sessions(id) ON DELETE CASCADE;

-- Name: bookings bookings_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: calendar_feed_tokens calendar_feed_tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.calendar_feed_tokens
    ADD CONSTRAINT calendar_feed_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: check_in_attempts check_in_attempts_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_in_attempts
    ADD CONSTRAINT check_in_attempts_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: check_in_attempts check_in_attempts_desk_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_in_attempts
    ADD CONSTRAINT check_in_attempts_desk_user_id_fkey FOREIGN KEY (desk_user_id) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: check_in_forms check_in_forms_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_in_forms
    ADD CONSTRAINT check_in_forms_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: check_in_forms check_in_forms_coach_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_in_forms
    ADD CONSTRAINT check_in_forms_coach_id_fkey FOREIGN KEY (coach_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: check_ins check_ins_booking_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES public.bookings(id) ON DELETE SET NULL;

-- Name: check_ins check_ins_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: check_ins check_ins_desk_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.check_ins
    ADD CONSTRAINT check_ins_desk_user_id_fkey FOREIGN KEY (desk_user_id) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: client_invitations client_invitations_accepted_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_invitations
    ADD CONSTRAINT client_invitations_accepted_by_fkey FOREIGN KEY (accepted_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: client_invitations client_invitations_invited_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_invitations
    ADD CONSTRAINT client_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: client_invitations client_invitations_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_invitations
    ADD CONSTRAINT client_invitations_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: client_lift_days client_lift_days_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_lift_days
    ADD CONSTRAINT client_lift_days_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.exercises(id) ON DELETE CASCADE;

-- Name: client_lift_days client_lift_days_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_lift_days
    ADD CONSTRAINT client_lift_days_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: client_notes client_notes_author_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_notes
    ADD CONSTRAINT client_notes_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: client_notes client_notes_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_notes
    ADD CONSTRAINT client_notes_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: client_tag_assignments client_tag_assignments_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_tag_assignments
    ADD CONSTRAINT client_tag_assignments_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: client_tag_assignments client_tag_assignments_tag_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_tag_assignments
    ADD CONSTRAINT client_tag_assignments_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES public.client_tags(id) ON DELETE CASCADE;

-- Name: client_tags client_tags_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_tags
    ADD CONSTRAINT client_tags_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: client_training_days client_training_days_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.client_training_days
    ADD CONSTRAINT client_training_days_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: clients clients_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.clients
    ADD CONSTRAINT clients_id_fkey FOREIGN KEY (id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: credit_ledger credit_ledger_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_ledger
    ADD CONSTRAINT credit_ledger_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: credit_ledger credit_ledger_lot_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_ledger
    ADD CONSTRAINT credit_ledger_lot_id_fkey FOREIGN KEY (lot_id) REFERENCES public.credit_lots(id) ON DELETE CASCADE;

-- Name: credit_lots credit_lots_category_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_lots
    ADD CONSTRAINT credit_lots_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.credit_categories(id) ON DELETE RESTRICT;

-- Name: credit_lots credit_lots_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_lots
    ADD CONSTRAINT credit_lots_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: credit_lots credit_lots_membership_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_lots
    ADD CONSTRAINT credit_lots_membership_id_fkey FOREIGN KEY (membership_id) REFERENCES public.memberships(id) ON DELETE CASCADE;

-- Name: credit_lots credit_lots_order_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_lots
    ADD CONSTRAINT credit_lots_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;

-- Name: credit_lots credit_lots_service_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.credit_lots
    ADD CONSTRAINT credit_lots_service_id_fkey FOREIGN KEY (service_id) REFERENCES public.services(id) ON DELETE RESTRICT;

-- Name: cycle_entries cycle_entries_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.cycle_entries
    ADD CONSTRAINT cycle_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: discount_codes discount_codes_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.discount_codes
    ADD CONSTRAINT discount_codes_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: discount_redemptions discount_redemptions_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.discount_redemptions
    ADD CONSTRAINT discount_redemptions_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: discount_redemptions discount_redemptions_discount_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.discount_redemptions
    ADD CONSTRAINT discount_redemptions_discount_id_fkey FOREIGN KEY (discount_id) REFERENCES public.discount_codes(id) ON DELETE CASCADE;

-- Name: discount_redemptions discount_redemptions_order_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.discount_redemptions
    ADD CONSTRAINT discount_redemptions_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;

-- Name: exercises exercises_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.exercises
    ADD CONSTRAINT exercises_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: habit_ticks habit_ticks_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.habit_ticks
    ADD CONSTRAINT habit_ticks_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: habit_ticks habit_ticks_habit_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.habit_ticks
    ADD CONSTRAINT habit_ticks_habit_id_fkey FOREIGN KEY (habit_id) REFERENCES public.habits(id) ON DELETE CASCADE;

-- Name: habits habits_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.habits
    ADD CONSTRAINT habits_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: habits habits_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.habits
    ADD CONSTRAINT habits_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: membership_plans membership_plans_category_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.membership_plans
    ADD CONSTRAINT membership_plans_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.credit_categories(id) ON DELETE RESTRICT;

-- Name: membership_plans membership_plans_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.membership_plans
    ADD CONSTRAINT membership_plans_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: memberships memberships_category_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.credit_categories(id) ON DELETE SET NULL;

-- Name: memberships memberships_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: memberships memberships_order_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;

-- Name: memberships memberships_plan_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.membership_plans(id) ON DELETE SET NULL;

-- Name: message_broadcasts message_broadcasts_sender_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.message_broadcasts
    ADD CONSTRAINT message_broadcasts_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: messages messages_recipient_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: messages messages_sender_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: notifications notifications_recipient_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: on_demand_collection_items on_demand_collection_items_collection_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_collection_items
    ADD CONSTRAINT on_demand_collection_items_collection_id_fkey FOREIGN KEY (collection_id) REFERENCES public.on_demand_collections(id) ON DELETE CASCADE;

-- Name: on_demand_collection_items on_demand_collection_items_resource_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_collection_items
    ADD CONSTRAINT on_demand_collection_items_resource_id_fkey FOREIGN KEY (resource_id) REFERENCES public.on_demand_resources(id) ON DELETE CASCADE;

-- Name: on_demand_collection_items on_demand_collection_items_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_collection_items
    ADD CONSTRAINT on_demand_collection_items_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.on_demand_workouts(id) ON DELETE CASCADE;

-- Name: on_demand_collections on_demand_collections_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_collections
    ADD CONSTRAINT on_demand_collections_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: on_demand_grants on_demand_grants_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_grants
    ADD CONSTRAINT on_demand_grants_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: on_demand_grants on_demand_grants_collection_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_grants
    ADD CONSTRAINT on_demand_grants_collection_id_fkey FOREIGN KEY (collection_id) REFERENCES public.on_demand_collections(id) ON DELETE CASCADE;

-- Name: on_demand_grants on_demand_grants_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_grants
    ADD CONSTRAINT on_demand_grants_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: on_demand_grants on_demand_grants_package_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_grants
    ADD CONSTRAINT on_demand_grants_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE CASCADE;

-- Name: on_demand_grants on_demand_grants_plan_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_grants
    ADD CONSTRAINT on_demand_grants_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.membership_plans(id) ON DELETE CASCADE;

-- Name: on_demand_item_labels on_demand_item_labels_label_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_item_labels
    ADD CONSTRAINT on_demand_item_labels_label_id_fkey FOREIGN KEY (label_id) REFERENCES public.on_demand_labels(id) ON DELETE CASCADE;

-- Name: on_demand_item_labels on_demand_item_labels_resource_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_item_labels
    ADD CONSTRAINT on_demand_item_labels_resource_id_fkey FOREIGN KEY (resource_id) REFERENCES public.on_demand_resources(id) ON DELETE CASCADE;

-- Name: on_demand_item_labels on_demand_item_labels_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_item_labels
    ADD CONSTRAINT on_demand_item_labels_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.on_demand_workouts(id) ON DELETE CASCADE;

-- Name: on_demand_labels on_demand_labels_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_labels
    ADD CONSTRAINT on_demand_labels_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: on_demand_progress on_demand_progress_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_progress
    ADD CONSTRAINT on_demand_progress_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: on_demand_progress on_demand_progress_resource_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_progress
    ADD CONSTRAINT on_demand_progress_resource_id_fkey FOREIGN KEY (resource_id) REFERENCES public.on_demand_resources(id) ON DELETE CASCADE;

-- Name: on_demand_progress on_demand_progress_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_progress
    ADD CONSTRAINT on_demand_progress_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.on_demand_workouts(id) ON DELETE CASCADE;

-- Name: on_demand_resources on_demand_resources_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_resources
    ADD CONSTRAINT on_demand_resources_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: on_demand_workouts on_demand_workouts_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_workouts
    ADD CONSTRAINT on_demand_workouts_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: on_demand_workouts on_demand_workouts_video_resource_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_workouts
    ADD CONSTRAINT on_demand_workouts_video_resource_id_fkey FOREIGN KEY (video_resource_id) REFERENCES public.on_demand_resources(id) ON DELETE SET NULL;

-- Name: on_demand_workouts on_demand_workouts_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.on_demand_workouts
    ADD CONSTRAINT on_demand_workouts_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.workouts(id) ON DELETE CASCADE;

-- Name: onboarding_forms onboarding_forms_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.onboarding_forms
    ADD CONSTRAINT onboarding_forms_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: onboarding_forms onboarding_forms_submitted_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.onboarding_forms
    ADD CONSTRAINT onboarding_forms_submitted_by_fkey FOREIGN KEY (submitted_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: orders orders_booking_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES public.bookings(id) ON DELETE SET NULL;

-- Name: orders orders_category_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.credit_categories(id) ON DELETE SET NULL;

-- Name: orders orders_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: orders orders_discount_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_discount_id_fkey FOREIGN KEY (discount_id) REFERENCES public.discount_codes(id) ON DELETE SET NULL;

-- Name: orders orders_package_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id) ON DELETE SET NULL;

-- Name: orders orders_plan_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.membership_plans(id) ON DELETE SET NULL;

-- Name: orders orders_service_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_service_id_fkey FOREIGN KEY (service_id) REFERENCES public.services(id) ON DELETE SET NULL;

-- Name: packages packages_category_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.packages
    ADD CONSTRAINT packages_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.credit_categories(id) ON DELETE RESTRICT;

-- Name: packages packages_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.packages
    ADD CONSTRAINT packages_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: program_week_prescriptions program_week_prescriptions_program_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.program_week_prescriptions
    ADD CONSTRAINT program_week_prescriptions_program_id_fkey FOREIGN KEY (program_id) REFERENCES public.programs(id) ON DELETE CASCADE;

-- Name: program_week_prescriptions program_week_prescriptions_workout_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.program_week_prescriptions
    ADD CONSTRAINT program_week_prescriptions_workout_exercise_id_fkey FOREIGN KEY (workout_exercise_id) REFERENCES public.workout_exercises(id) ON DELETE CASCADE;

-- Name: program_workouts program_workouts_program_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.program_workouts
    ADD CONSTRAINT program_workouts_program_id_fkey FOREIGN KEY (program_id) REFERENCES public.programs(id) ON DELETE CASCADE;

-- Name: program_workouts program_workouts_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.program_workouts
    ADD CONSTRAINT program_workouts_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.workouts(id) ON DELETE CASCADE;

-- Name: programs programs_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.programs
    ADD CONSTRAINT programs_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: programs programs_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.programs
    ADD CONSTRAINT programs_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: programs programs_source_program_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.programs
    ADD CONSTRAINT programs_source_program_id_fkey FOREIGN KEY (source_program_id) REFERENCES public.programs(id) ON DELETE SET NULL;

-- Name: progress_photos progress_photos_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.progress_photos
    ADD CONSTRAINT progress_photos_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: push_subscriptions push_subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: refunds refunds_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: refunds refunds_order_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;

-- Name: saved_replies saved_replies_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.saved_replies
    ADD CONSTRAINT saved_replies_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: service_credit_categories service_credit_categories_category_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_credit_categories
    ADD CONSTRAINT service_credit_categories_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.credit_categories(id) ON DELETE CASCADE;

-- Name: service_credit_categories service_credit_categories_service_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_credit_categories
    ADD CONSTRAINT service_credit_categories_service_id_fkey FOREIGN KEY (service_id) REFERENCES public.services(id) ON DELETE CASCADE;

-- Name: service_sessions service_sessions_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_sessions
    ADD CONSTRAINT service_sessions_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: service_sessions service_sessions_service_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_sessions
    ADD CONSTRAINT service_sessions_service_id_fkey FOREIGN KEY (service_id) REFERENCES public.services(id) ON DELETE RESTRICT;

-- Name: service_sessions service_sessions_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_sessions
    ADD CONSTRAINT service_sessions_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: service_trainers service_trainers_service_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_trainers
    ADD CONSTRAINT service_trainers_service_id_fkey FOREIGN KEY (service_id) REFERENCES public.services(id) ON DELETE CASCADE;

-- Name: service_trainers service_trainers_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.service_trainers
    ADD CONSTRAINT service_trainers_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: services services_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.services
    ADD CONSTRAINT services_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: trainer_blockouts trainer_blockouts_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_blockouts
    ADD CONSTRAINT trainer_blockouts_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: trainer_date_overrides trainer_date_overrides_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_date_overrides
    ADD CONSTRAINT trainer_date_overrides_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: trainer_hours trainer_hours_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_hours
    ADD CONSTRAINT trainer_hours_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: trainer_join_codes trainer_join_codes_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_join_codes
    ADD CONSTRAINT trainer_join_codes_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: trainer_join_requests trainer_join_requests_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_join_requests
    ADD CONSTRAINT trainer_join_requests_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: trainer_join_requests trainer_join_requests_decided_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_join_requests
    ADD CONSTRAINT trainer_join_requests_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: trainer_join_requests trainer_join_requests_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_join_requests
    ADD CONSTRAINT trainer_join_requests_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: trainer_tasks trainer_tasks_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_tasks
    ADD CONSTRAINT trainer_tasks_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: trainer_tasks trainer_tasks_step_run_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_tasks
    ADD CONSTRAINT trainer_tasks_step_run_id_fkey FOREIGN KEY (step_run_id) REFERENCES public.automation_step_runs(id) ON DELETE SET NULL;

-- Name: trainer_tasks trainer_tasks_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.trainer_tasks
    ADD CONSTRAINT trainer_tasks_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: users users_assigned_to_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_assigned_to_fkey FOREIGN KEY (assigned_to) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: users users_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;

-- Name: waitlist_entries waitlist_entries_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.waitlist_entries
    ADD CONSTRAINT waitlist_entries_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: waitlist_entries waitlist_entries_promoted_booking_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.waitlist_entries
    ADD CONSTRAINT waitlist_entries_promoted_booking_id_fkey FOREIGN KEY (promoted_booking_id) REFERENCES public.bookings(id) ON DELETE SET NULL;

-- Name: waitlist_entries waitlist_entries_session_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.waitlist_entries
    ADD CONSTRAINT waitlist_entries_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.service_sessions(id) ON DELETE CASCADE;

-- Name: weekly_check_ins weekly_check_ins_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.weekly_check_ins
    ADD CONSTRAINT weekly_check_ins_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: weekly_check_ins weekly_check_ins_message_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.weekly_check_ins
    ADD CONSTRAINT weekly_check_ins_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.messages(id) ON DELETE SET NULL;

-- Name: weekly_check_ins weekly_check_ins_trainer_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.weekly_check_ins
    ADD CONSTRAINT weekly_check_ins_trainer_id_fkey FOREIGN KEY (trainer_id) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: workout_exercises workout_exercises_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_exercises
    ADD CONSTRAINT workout_exercises_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.exercises(id) ON DELETE RESTRICT;

-- Name: workout_exercises workout_exercises_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_exercises
    ADD CONSTRAINT workout_exercises_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.workouts(id) ON DELETE CASCADE;

-- Name: workout_log_comments workout_log_comments_author_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_comments
    ADD CONSTRAINT workout_log_comments_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.users(id) ON DELETE SET NULL;

-- Name: workout_log_comments workout_log_comments_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_comments
    ADD CONSTRAINT workout_log_comments_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: workout_log_comments workout_log_comments_log_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_comments
    ADD CONSTRAINT workout_log_comments_log_id_fkey FOREIGN KEY (log_id) REFERENCES public.workout_logs(id) ON DELETE CASCADE;

-- Name: workout_log_sets workout_log_sets_exercise_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_sets
    ADD CONSTRAINT workout_log_sets_exercise_id_fkey FOREIGN KEY (exercise_id) REFERENCES public.exercises(id) ON DELETE RESTRICT;

-- Name: workout_log_sets workout_log_sets_log_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_sets
    ADD CONSTRAINT workout_log_sets_log_id_fkey FOREIGN KEY (log_id) REFERENCES public.workout_logs(id) ON DELETE CASCADE;

-- Name: workout_log_sets workout_log_sets_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_log_sets
    ADD CONSTRAINT workout_log_sets_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: workout_logs workout_logs_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_logs
    ADD CONSTRAINT workout_logs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: workout_logs workout_logs_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_logs
    ADD CONSTRAINT workout_logs_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.workouts(id) ON DELETE SET NULL;

-- Name: workout_sessions workout_sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_sessions
    ADD CONSTRAINT workout_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: workout_sessions workout_sessions_workout_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workout_sessions
    ADD CONSTRAINT workout_sessions_workout_id_fkey FOREIGN KEY (workout_id) REFERENCES public.workouts(id) ON DELETE SET NULL;

-- Name: workouts workouts_client_id_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workouts
    ADD CONSTRAINT workouts_client_id_fkey FOREIGN KEY (client_id) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: workouts workouts_created_by_fkey; Type: FK CONSTRAINT; Schema: public
ALTER TABLE ONLY public.workouts
    ADD CONSTRAINT workouts_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE CASCADE;

-- Name: automation_joins; Type: ROW SECURITY; Schema: private
ALTER TABLE private.automation_joins ENABLE ROW LEVEL SECURITY;

-- Name: booking_reminders_sent; Type: ROW SECURITY; Schema: private
ALTER TABLE private.booking_reminders_sent ENABLE ROW LEVEL SECURITY;

-- Name: discount_code_checks; Type: ROW SECURITY; Schema: private
ALTER TABLE private.discount_code_checks ENABLE ROW LEVEL SECURITY;

-- Name: invite_code_checks; Type: ROW SECURITY; Schema: private
ALTER TABLE private.invite_code_checks ENABLE ROW LEVEL SECURITY;

-- Name: push_deliveries; Type: ROW SECURITY; Schema: private
ALTER TABLE private.push_deliveries ENABLE ROW LEVEL SECURITY;

-- Name: access_code_uses; Type: ROW SECURITY; Schema: public
ALTER TABLE public.access_code_uses ENABLE ROW LEVEL SECURITY;

-- Name: access_code_uses access_code_uses: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "access_code_uses: active accounts only" ON public.access_code_uses AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: access_keys; Type: ROW SECURITY; Schema: public
ALTER TABLE public.access_keys ENABLE ROW LEVEL SECURITY;

-- Name: access_keys access_keys: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "access_keys: active accounts only" ON public.access_keys AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: access_keys access_keys: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "access_keys: the client, their trainer; admins all" ON public.access_keys FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: assessments; Type: ROW SECURITY; Schema: public
ALTER TABLE public.assessments ENABLE ROW LEVEL SECURITY;

-- Name: assessments assessments: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "assessments: active accounts only" ON public.assessments AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: assessments assessments: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "assessments: read own, assigned, or all for admin" ON public.assessments FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: assessments assessments: staff delete them for assigned clients; Type: POLICY; Schema: public
CREATE POLICY "assessments: staff delete them for assigned clients" ON public.assessments FOR DELETE TO authenticated USING ((( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: assessments assessments: staff edit them for assigned clients; Type: POLICY; Schema: public
CREATE POLICY "assessments: staff edit them for assigned clients" ON public.assessments FOR UPDATE TO authenticated USING ((( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)))) WITH CHECK ((( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: assessments assessments: staff record them for assigned clients; Type: POLICY; Schema: public
CREATE POLICY "assessments: staff record them for assigned clients" ON public.assessments FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: automation_enrolments; Type: ROW SECURITY; Schema: public
ALTER TABLE public.automation_enrolments ENABLE ROW LEVEL SECURITY;

-- Name: automation_enrolments automation_enrolments: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "automation_enrolments: active accounts only" ON public.automation_enrolments AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: automation_enrolments automation_enrolments: the client's trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "automation_enrolments: the client's trainer; admins all" ON public.automation_enrolments FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))));

-- Name: automation_flows; Type: ROW SECURITY; Schema: public
ALTER TABLE public.automation_flows ENABLE ROW LEVEL SECURITY;

-- Name: automation_flows automation_flows: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "automation_flows: active accounts only" ON public.automation_flows AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: automation_flows automation_flows: their trainer removes; admins all; Type: POLICY; Schema: public
CREATE POLICY "automation_flows: their trainer removes; admins all" ON public.automation_flows FOR DELETE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff))));

-- Name: automation_flows automation_flows: their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "automation_flows: their trainer; admins all" ON public.automation_flows FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff))));

-- Name: automation_step_runs; Type: ROW SECURITY; Schema: public
ALTER TABLE public.automation_step_runs ENABLE ROW LEVEL SECURITY;

-- Name: automation_step_runs automation_step_runs: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "automation_step_runs: active accounts only" ON public.automation_step_runs AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: automation_step_runs automation_step_runs: the client's trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "automation_step_runs: the client's trainer; admins all" ON public.automation_step_runs FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (enrolment_id IN ( SELECT e.id
   FROM public.automation_enrolments e
  WHERE (e.client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))))));

-- Name: automation_steps; Type: ROW SECURITY; Schema: public
ALTER TABLE public.automation_steps ENABLE ROW LEVEL SECURITY;

-- Name: automation_steps automation_steps: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "automation_steps: active accounts only" ON public.automation_steps AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: automation_steps automation_steps: who manages the flow; Type: POLICY; Schema: public
CREATE POLICY "automation_steps: who manages the flow" ON public.automation_steps FOR SELECT TO authenticated USING (private.can_manage_automation_flow(flow_id));

-- Name: body_weight_entries; Type: ROW SECURITY; Schema: public
ALTER TABLE public.body_weight_entries ENABLE ROW LEVEL SECURITY;

-- Name: body_weight_entries body_weight_entries: a client adds their own; Type: POLICY; Schema: public
CREATE POLICY "body_weight_entries: a client adds their own" ON public.body_weight_entries FOR INSERT TO authenticated WITH CHECK (((client_id = ( SELECT auth.uid() AS uid)) AND (created_by = ( SELECT auth.uid() AS uid))));

-- Name: body_weight_entries body_weight_entries: a client deletes their own; Type: POLICY; Schema: public
CREATE POLICY "body_weight_entries: a client deletes their own" ON public.body_weight_entries FOR DELETE TO authenticated USING ((client_id = ( SELECT auth.uid() AS uid)));

-- Name: body_weight_entries body_weight_entries: a client edits their own; Type: POLICY; Schema: public
CREATE POLICY "body_weight_entries: a client edits their own" ON public.body_weight_entries FOR UPDATE TO authenticated USING ((client_id = ( SELECT auth.uid() AS uid))) WITH CHECK (((client_id = ( SELECT auth.uid() AS uid)) AND (created_by = ( SELECT auth.uid() AS uid))));

-- Name: body_weight_entries body_weight_entries: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "body_weight_entries: active accounts only" ON public.body_weight_entries AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: body_weight_entries body_weight_entries: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "body_weight_entries: read own, assigned, or all for admin" ON public.body_weight_entries FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: bookings; Type: ROW SECURITY; Schema: public
ALTER TABLE public.bookings ENABLE ROW LEVEL SECURITY;

-- Name: bookings bookings: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "bookings: active accounts only" ON public.bookings AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: bookings bookings: the client, the session's trainer, the client's train; Type: POLICY; Schema: public
CREATE POLICY "bookings: the client, the session's trainer, the client's train" ON public.bookings FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (client_id = ( SELECT auth.uid() AS uid)) OR (trainer_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))));

-- Name: calendar_feed_tokens; Type: ROW SECURITY; Schema: public
ALTER TABLE public.calendar_feed_tokens ENABLE ROW LEVEL SECURITY;

-- Name: calendar_feed_tokens calendar_feed_tokens: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "calendar_feed_tokens: active accounts only" ON public.calendar_feed_tokens AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: calendar_feed_tokens calendar_feed_tokens: your own; Type: POLICY; Schema: public
CREATE POLICY "calendar_feed_tokens: your own" ON public.calendar_feed_tokens FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: check_in_attempts; Type: ROW SECURITY; Schema: public
ALTER TABLE public.check_in_attempts ENABLE ROW LEVEL SECURITY;

-- Name: check_in_attempts check_in_attempts: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "check_in_attempts: active accounts only" ON public.check_in_attempts AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: check_in_attempts check_in_attempts: the client, their trainer, the desk that ran; Type: POLICY; Schema: public
CREATE POLICY "check_in_attempts: the client, their trainer, the desk that ran" ON public.check_in_attempts FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ((desk_user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: check_in_forms; Type: ROW SECURITY; Schema: public
ALTER TABLE public.check_in_forms ENABLE ROW LEVEL SECURITY;

-- Name: check_in_forms check_in_forms: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "check_in_forms: active accounts only" ON public.check_in_forms AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: check_in_forms check_in_forms: staff for their clients, admins any (delete); Type: POLICY; Schema: public
CREATE POLICY "check_in_forms: staff for their clients, admins any (delete)" ON public.check_in_forms FOR DELETE TO authenticated USING (((( SELECT private.is_staff() AS is_staff) AND (((client_id IS NULL) AND (coach_id = ( SELECT auth.uid() AS uid))) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: check_in_forms check_in_forms: staff for their clients, admins any (insert); Type: POLICY; Schema: public
CREATE POLICY "check_in_forms: staff for their clients, admins any (insert)" ON public.check_in_forms FOR INSERT TO authenticated WITH CHECK (((( SELECT private.is_staff() AS is_staff) AND (coach_id = ( SELECT auth.uid() AS uid)) AND ((client_id IS NULL) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: check_in_forms check_in_forms: staff for their clients, admins any (update); Type: POLICY; Schema: public
CREATE POLICY "check_in_forms: staff for their clients, admins any (update)" ON public.check_in_forms FOR UPDATE TO authenticated USING (((( SELECT private.is_staff() AS is_staff) AND (((client_id IS NULL) AND (coach_id = ( SELECT auth.uid() AS uid))) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)))) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK (((( SELECT private.is_staff() AS is_staff) AND (coach_id = ( SELECT auth.uid() AS uid)) AND ((client_id IS NULL) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: check_in_forms check_in_forms: the client, their trainer and admins read; Type: POLICY; Schema: public
CREATE POLICY "check_in_forms: the client, their trainer and admins read" ON public.check_in_forms FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR ((client_id IS NULL) AND (coach_id = ( SELECT private.my_trainer_id() AS my_trainer_id))) OR (( SELECT private.is_staff() AS is_staff) AND (client_id IS NULL) AND (coach_id = ( SELECT auth.uid() AS uid))) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: check_ins; Type: ROW SECURITY; Schema: public
ALTER TABLE public.check_ins ENABLE ROW LEVEL SECURITY;

-- Name: check_ins check_ins: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "check_ins: active accounts only" ON public.check_ins AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: check_ins check_ins: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "check_ins: the client, their trainer; admins all" ON public.check_ins FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: client_invitations; Type: ROW SECURITY; Schema: public
ALTER TABLE public.client_invitations ENABLE ROW LEVEL SECURITY;

-- Name: client_invitations client_invitations: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "client_invitations: active accounts only" ON public.client_invitations AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: client_invitations client_invitations: staff their own, admins all; Type: POLICY; Schema: public
CREATE POLICY "client_invitations: staff their own, admins all" ON public.client_invitations FOR SELECT TO authenticated USING (((( SELECT private.is_staff() AS is_staff) AND ((trainer_id = ( SELECT auth.uid() AS uid)) OR (invited_by = ( SELECT auth.uid() AS uid)))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: client_lift_days; Type: ROW SECURITY; Schema: public
ALTER TABLE public.client_lift_days ENABLE ROW LEVEL SECURITY;

-- Name: client_lift_days client_lift_days: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "client_lift_days: active accounts only" ON public.client_lift_days AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: client_lift_days client_lift_days: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "client_lift_days: read own, assigned, or all for admin" ON public.client_lift_days FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (user_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: client_notes; Type: ROW SECURITY; Schema: public
ALTER TABLE public.client_notes ENABLE ROW LEVEL SECURITY;

-- Name: client_notes client_notes: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "client_notes: active accounts only" ON public.client_notes AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: client_notes client_notes: authors delete their own notes on assigned client; Type: POLICY; Schema: public
CREATE POLICY "client_notes: authors delete their own notes on assigned client" ON public.client_notes FOR DELETE TO authenticated USING ((((author_id = ( SELECT auth.uid() AS uid)) AND (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: client_notes client_notes: authors edit their own notes on assigned clients;; Type: POLICY; Schema: public
CREATE POLICY "client_notes: authors edit their own notes on assigned clients;" ON public.client_notes FOR UPDATE TO authenticated USING ((((author_id = ( SELECT auth.uid() AS uid)) AND (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK ((((author_id = ( SELECT auth.uid() AS uid)) AND (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: client_notes client_notes: staff read notes on assigned clients; admins all; Type: POLICY; Schema: public
CREATE POLICY "client_notes: staff read notes on assigned clients; admins all" ON public.client_notes FOR SELECT TO authenticated USING ((( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: client_notes client_notes: staff write them as themselves for assigned clien; Type: POLICY; Schema: public
CREATE POLICY "client_notes: staff write them as themselves for assigned clien" ON public.client_notes FOR INSERT TO authenticated WITH CHECK (((author_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: client_tag_assignments; Type: ROW SECURITY; Schema: public
ALTER TABLE public.client_tag_assignments ENABLE ROW LEVEL SECURITY;

-- Name: client_tag_assignments client_tag_assignments: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "client_tag_assignments: active accounts only" ON public.client_tag_assignments AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: client_tag_assignments client_tag_assignments: the tag's owner on a client they coach;; Type: POLICY; Schema: public
CREATE POLICY "client_tag_assignments: the tag's owner on a client they coach;" ON public.client_tag_assignments FOR SELECT TO authenticated USING (((private.owns_client_tag(tag_id) AND (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: client_tag_assignments client_tag_assignments: the tag's owner tags a client they coac; Type: POLICY; Schema: public
CREATE POLICY "client_tag_assignments: the tag's owner tags a client they coac" ON public.client_tag_assignments FOR INSERT TO authenticated WITH CHECK ((private.owns_client_tag(tag_id) AND private.can_tag_client(client_id)));

-- Name: client_tag_assignments client_tag_assignments: the tag's owner untags; Type: POLICY; Schema: public
CREATE POLICY "client_tag_assignments: the tag's owner untags" ON public.client_tag_assignments FOR DELETE TO authenticated USING (private.owns_client_tag(tag_id));

-- Name: client_tags; Type: ROW SECURITY; Schema: public
ALTER TABLE public.client_tags ENABLE ROW LEVEL SECURITY;

-- Name: client_tags client_tags: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "client_tags: active accounts only" ON public.client_tags AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: client_tags client_tags: staff make their own; Type: POLICY; Schema: public
CREATE POLICY "client_tags: staff make their own" ON public.client_tags FOR INSERT TO authenticated WITH CHECK (((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: client_tags client_tags: the owner deletes; Type: POLICY; Schema: public
CREATE POLICY "client_tags: the owner deletes" ON public.client_tags FOR DELETE TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: client_tags client_tags: the owner reads theirs; admins all; Type: POLICY; Schema: public
CREATE POLICY "client_tags: the owner reads theirs; admins all" ON public.client_tags FOR SELECT TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: client_tags client_tags: the owner renames; Type: POLICY; Schema: public
CREATE POLICY "client_tags: the owner renames" ON public.client_tags FOR UPDATE TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff))) WITH CHECK ((trainer_id = ( SELECT auth.uid() AS uid)));

-- Name: client_training_days; Type: ROW SECURITY; Schema: public
ALTER TABLE public.client_training_days ENABLE ROW LEVEL SECURITY;

-- Name: client_training_days client_training_days: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "client_training_days: active accounts only" ON public.client_training_days AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: client_training_days client_training_days: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "client_training_days: read own, assigned, or all for admin" ON public.client_training_days FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (user_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: clients; Type: ROW SECURITY; Schema: public
ALTER TABLE public.clients ENABLE ROW LEVEL SECURITY;

-- Name: clients clients: a client creates their own; staff for assigned clients; Type: POLICY; Schema: public
CREATE POLICY "clients: a client creates their own; staff for assigned clients" ON public.clients FOR INSERT TO authenticated WITH CHECK (((id = ( SELECT auth.uid() AS uid)) OR (id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: clients clients: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "clients: active accounts only" ON public.clients AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: clients clients: admins delete; Type: POLICY; Schema: public
CREATE POLICY "clients: admins delete" ON public.clients FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: clients clients: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "clients: read own, assigned, or all for admin" ON public.clients FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR (id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: clients clients: update own, assigned, or any for admin; Type: POLICY; Schema: public
CREATE POLICY "clients: update own, assigned, or any for admin" ON public.clients FOR UPDATE TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR (id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK (((id = ( SELECT auth.uid() AS uid)) OR (id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: credit_categories; Type: ROW SECURITY; Schema: public
ALTER TABLE public.credit_categories ENABLE ROW LEVEL SECURITY;

-- Name: credit_categories credit_categories: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "credit_categories: active accounts only" ON public.credit_categories AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: credit_categories credit_categories: admins add; Type: POLICY; Schema: public
CREATE POLICY "credit_categories: admins add" ON public.credit_categories FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: credit_categories credit_categories: admins edit; Type: POLICY; Schema: public
CREATE POLICY "credit_categories: admins edit" ON public.credit_categories FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: credit_categories credit_categories: everyone reads; Type: POLICY; Schema: public
CREATE POLICY "credit_categories: everyone reads" ON public.credit_categories FOR SELECT TO authenticated USING (true);

-- Name: credit_ledger; Type: ROW SECURITY; Schema: public
ALTER TABLE public.credit_ledger ENABLE ROW LEVEL SECURITY;

-- Name: credit_ledger credit_ledger: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "credit_ledger: active accounts only" ON public.credit_ledger AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: credit_ledger credit_ledger: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "credit_ledger: the client, their trainer; admins all" ON public.credit_ledger FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: credit_lots; Type: ROW SECURITY; Schema: public
ALTER TABLE public.credit_lots ENABLE ROW LEVEL SECURITY;

-- Name: credit_lots credit_lots: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "credit_lots: active accounts only" ON public.credit_lots AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: credit_lots credit_lots: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "credit_lots: the client, their trainer; admins all" ON public.credit_lots FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: cycle_entries; Type: ROW SECURITY; Schema: public
ALTER TABLE public.cycle_entries ENABLE ROW LEVEL SECURITY;

-- Name: cycle_entries cycle_entries: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "cycle_entries: active accounts only" ON public.cycle_entries AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: cycle_entries cycle_entries: delete your own; Type: POLICY; Schema: public
CREATE POLICY "cycle_entries: delete your own" ON public.cycle_entries FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: cycle_entries cycle_entries: edit your own; Type: POLICY; Schema: public
CREATE POLICY "cycle_entries: edit your own" ON public.cycle_entries FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: cycle_entries cycle_entries: log your own; Type: POLICY; Schema: public
CREATE POLICY "cycle_entries: log your own" ON public.cycle_entries FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: cycle_entries cycle_entries: read own; staff only what the client shares; Type: POLICY; Schema: public
CREATE POLICY "cycle_entries: read own; staff only what the client shares" ON public.cycle_entries FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (((user_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)) AND private.cycle_shared_with_staff(user_id))));

-- Name: discount_codes; Type: ROW SECURITY; Schema: public
ALTER TABLE public.discount_codes ENABLE ROW LEVEL SECURITY;

-- Name: discount_codes discount_codes: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "discount_codes: active accounts only" ON public.discount_codes AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: discount_codes discount_codes: admins add; Type: POLICY; Schema: public
CREATE POLICY "discount_codes: admins add" ON public.discount_codes FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: discount_codes discount_codes: admins edit; Type: POLICY; Schema: public
CREATE POLICY "discount_codes: admins edit" ON public.discount_codes FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: discount_codes discount_codes: admins read; Type: POLICY; Schema: public
CREATE POLICY "discount_codes: admins read" ON public.discount_codes FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: discount_redemptions; Type: ROW SECURITY; Schema: public
ALTER TABLE public.discount_redemptions ENABLE ROW LEVEL SECURITY;

-- Name: discount_redemptions discount_redemptions: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "discount_redemptions: active accounts only" ON public.discount_redemptions AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: discount_redemptions discount_redemptions: admins read; Type: POLICY; Schema: public
CREATE POLICY "discount_redemptions: admins read" ON public.discount_redemptions FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: exercises; Type: ROW SECURITY; Schema: public
ALTER TABLE public.exercises ENABLE ROW LEVEL SECURITY;

-- Name: exercises exercises: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "exercises: active accounts only" ON public.exercises AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: exercises exercises: admins delete; Type: POLICY; Schema: public
CREATE POLICY "exercises: admins delete" ON public.exercises FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: exercises exercises: signed-in users read active ones; staff read all; Type: POLICY; Schema: public
CREATE POLICY "exercises: signed-in users read active ones; staff read all" ON public.exercises FOR SELECT TO authenticated USING ((is_active OR ( SELECT private.is_staff() AS is_staff)));

-- Name: exercises exercises: staff add exercises as themselves; Type: POLICY; Schema: public
CREATE POLICY "exercises: staff add exercises as themselves" ON public.exercises FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_staff() AS is_staff) AND (created_by = ( SELECT auth.uid() AS uid))));

-- Name: exercises exercises: staff edit their own; admins edit any; Type: POLICY; Schema: public
CREATE POLICY "exercises: staff edit their own; admins edit any" ON public.exercises FOR UPDATE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (( SELECT private.is_staff() AS is_staff) AND (created_by = ( SELECT auth.uid() AS uid))))) WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR (( SELECT private.is_staff() AS is_staff) AND (created_by = ( SELECT auth.uid() AS uid)))));

-- Name: habit_ticks; Type: ROW SECURITY; Schema: public
ALTER TABLE public.habit_ticks ENABLE ROW LEVEL SECURITY;

-- Name: habit_ticks habit_ticks: a client ticks their own active habits; Type: POLICY; Schema: public
CREATE POLICY "habit_ticks: a client ticks their own active habits" ON public.habit_ticks FOR INSERT TO authenticated WITH CHECK (((client_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.habits h
  WHERE ((h.id = habit_ticks.habit_id) AND (h.client_id = ( SELECT auth.uid() AS uid)) AND (h.archived_at IS NULL))))));

-- Name: habit_ticks habit_ticks: a client unticks their own; Type: POLICY; Schema: public
CREATE POLICY "habit_ticks: a client unticks their own" ON public.habit_ticks FOR DELETE TO authenticated USING ((client_id = ( SELECT auth.uid() AS uid)));

-- Name: habit_ticks habit_ticks: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "habit_ticks: active accounts only" ON public.habit_ticks AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: habit_ticks habit_ticks: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "habit_ticks: read own, assigned, or all for admin" ON public.habit_ticks FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: habits; Type: ROW SECURITY; Schema: public
ALTER TABLE public.habits ENABLE ROW LEVEL SECURITY;

-- Name: habits habits: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "habits: active accounts only" ON public.habits AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: habits habits: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "habits: read own, assigned, or all for admin" ON public.habits FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: habits habits: staff assign them to assigned clients; Type: POLICY; Schema: public
CREATE POLICY "habits: staff assign them to assigned clients" ON public.habits FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: habits habits: staff delete them for assigned clients; Type: POLICY; Schema: public
CREATE POLICY "habits: staff delete them for assigned clients" ON public.habits FOR DELETE TO authenticated USING ((( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: habits habits: staff edit them for assigned clients; Type: POLICY; Schema: public
CREATE POLICY "habits: staff edit them for assigned clients" ON public.habits FOR UPDATE TO authenticated USING ((( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)))) WITH CHECK ((( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: membership_plans; Type: ROW SECURITY; Schema: public
ALTER TABLE public.membership_plans ENABLE ROW LEVEL SECURITY;

-- Name: membership_plans membership_plans: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "membership_plans: active accounts only" ON public.membership_plans AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: membership_plans membership_plans: admins add; Type: POLICY; Schema: public
CREATE POLICY "membership_plans: admins add" ON public.membership_plans FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: membership_plans membership_plans: admins edit; Type: POLICY; Schema: public
CREATE POLICY "membership_plans: admins edit" ON public.membership_plans FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: membership_plans membership_plans: everyone reads what is on sale; staff the arc; Type: POLICY; Schema: public
CREATE POLICY "membership_plans: everyone reads what is on sale; staff the arc" ON public.membership_plans FOR SELECT TO authenticated USING (((NOT is_archived) OR ( SELECT private.is_staff() AS is_staff)));

-- Name: memberships; Type: ROW SECURITY; Schema: public
ALTER TABLE public.memberships ENABLE ROW LEVEL SECURITY;

-- Name: memberships memberships: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "memberships: active accounts only" ON public.memberships AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: memberships memberships: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "memberships: the client, their trainer; admins all" ON public.memberships FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: message_broadcasts; Type: ROW SECURITY; Schema: public
ALTER TABLE public.message_broadcasts ENABLE ROW LEVEL SECURITY;

-- Name: message_broadcasts message_broadcasts: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "message_broadcasts: active accounts only" ON public.message_broadcasts AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: message_broadcasts message_broadcasts: the sender reads theirs; admins all; Type: POLICY; Schema: public
CREATE POLICY "message_broadcasts: the sender reads theirs; admins all" ON public.message_broadcasts FOR SELECT TO authenticated USING (((sender_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: messages; Type: ROW SECURITY; Schema: public
ALTER TABLE public.messages ENABLE ROW LEVEL SECURITY;

-- Name: messages messages: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "messages: active accounts only" ON public.messages AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: messages messages: read what you sent or received; admins all; Type: POLICY; Schema: public
CREATE POLICY "messages: read what you sent or received; admins all" ON public.messages FOR SELECT TO authenticated USING (((sender_id = ( SELECT auth.uid() AS uid)) OR (recipient_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: messages messages: send as yourself to someone you may message; Type: POLICY; Schema: public
CREATE POLICY "messages: send as yourself to someone you may message" ON public.messages FOR INSERT TO authenticated WITH CHECK (((sender_id = ( SELECT auth.uid() AS uid)) AND private.can_message(recipient_id)));

-- Name: messages messages: senders and admins delete; Type: POLICY; Schema: public
CREATE POLICY "messages: senders and admins delete" ON public.messages FOR DELETE TO authenticated USING (((sender_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: messages messages: the recipient marks read; Type: POLICY; Schema: public
CREATE POLICY "messages: the recipient marks read" ON public.messages FOR UPDATE TO authenticated USING ((recipient_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((recipient_id = ( SELECT auth.uid() AS uid)));

-- Name: notifications; Type: ROW SECURITY; Schema: public
ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;

-- Name: notifications notifications: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "notifications: active accounts only" ON public.notifications AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: notifications notifications: the recipient marks their own read; Type: POLICY; Schema: public
CREATE POLICY "notifications: the recipient marks their own read" ON public.notifications FOR UPDATE TO authenticated USING ((recipient_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((recipient_id = ( SELECT auth.uid() AS uid)));

-- Name: notifications notifications: the recipient reads their own; Type: POLICY; Schema: public
CREATE POLICY "notifications: the recipient reads their own" ON public.notifications FOR SELECT TO authenticated USING ((recipient_id = ( SELECT auth.uid() AS uid)));

-- Name: on_demand_collection_items; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_collection_items ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_collection_items on_demand_collection_items: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_collection_items: active accounts only" ON public.on_demand_collection_items AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_collection_items on_demand_collection_items: staff, and clients who see the coll; Type: POLICY; Schema: public
CREATE POLICY "on_demand_collection_items: staff, and clients who see the coll" ON public.on_demand_collection_items FOR SELECT TO authenticated USING (private.can_see_on_demand(collection_id));

-- Name: on_demand_collections; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_collections ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_collections on_demand_collections: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_collections: active accounts only" ON public.on_demand_collections AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_collections on_demand_collections: staff add; Type: POLICY; Schema: public
CREATE POLICY "on_demand_collections: staff add" ON public.on_demand_collections FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_collections on_demand_collections: staff edit; Type: POLICY; Schema: public
CREATE POLICY "on_demand_collections: staff edit" ON public.on_demand_collections FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_collections on_demand_collections: staff remove; Type: POLICY; Schema: public
CREATE POLICY "on_demand_collections: staff remove" ON public.on_demand_collections FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_collections on_demand_collections: staff, and clients it is granted to; Type: POLICY; Schema: public
CREATE POLICY "on_demand_collections: staff, and clients it is granted to" ON public.on_demand_collections FOR SELECT TO authenticated USING (private.can_see_on_demand(id));

-- Name: on_demand_grants; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_grants ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_grants on_demand_grants: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_grants: active accounts only" ON public.on_demand_grants AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_grants on_demand_grants: staff add; Type: POLICY; Schema: public
CREATE POLICY "on_demand_grants: staff add" ON public.on_demand_grants FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_grants on_demand_grants: staff edit; Type: POLICY; Schema: public
CREATE POLICY "on_demand_grants: staff edit" ON public.on_demand_grants FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_grants on_demand_grants: staff read; Type: POLICY; Schema: public
CREATE POLICY "on_demand_grants: staff read" ON public.on_demand_grants FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_grants on_demand_grants: staff remove; Type: POLICY; Schema: public
CREATE POLICY "on_demand_grants: staff remove" ON public.on_demand_grants FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_item_labels; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_item_labels ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_item_labels on_demand_item_labels: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_item_labels: active accounts only" ON public.on_demand_item_labels AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_item_labels on_demand_item_labels: staff add; Type: POLICY; Schema: public
CREATE POLICY "on_demand_item_labels: staff add" ON public.on_demand_item_labels FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_item_labels on_demand_item_labels: staff edit; Type: POLICY; Schema: public
CREATE POLICY "on_demand_item_labels: staff edit" ON public.on_demand_item_labels FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_item_labels on_demand_item_labels: staff remove; Type: POLICY; Schema: public
CREATE POLICY "on_demand_item_labels: staff remove" ON public.on_demand_item_labels FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_item_labels on_demand_item_labels: staff, and clients who see the item; Type: POLICY; Schema: public
CREATE POLICY "on_demand_item_labels: staff, and clients who see the item" ON public.on_demand_item_labels FOR SELECT TO authenticated USING (private.can_see_on_demand(COALESCE(resource_id, workout_id)));

-- Name: on_demand_labels; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_labels ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_labels on_demand_labels: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_labels: active accounts only" ON public.on_demand_labels AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_labels on_demand_labels: everyone reads; Type: POLICY; Schema: public
CREATE POLICY "on_demand_labels: everyone reads" ON public.on_demand_labels FOR SELECT TO authenticated USING (true);

-- Name: on_demand_labels on_demand_labels: staff add; Type: POLICY; Schema: public
CREATE POLICY "on_demand_labels: staff add" ON public.on_demand_labels FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_labels on_demand_labels: staff edit; Type: POLICY; Schema: public
CREATE POLICY "on_demand_labels: staff edit" ON public.on_demand_labels FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_labels on_demand_labels: staff remove; Type: POLICY; Schema: public
CREATE POLICY "on_demand_labels: staff remove" ON public.on_demand_labels FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_progress; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_progress ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_progress on_demand_progress: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_progress: active accounts only" ON public.on_demand_progress AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_progress on_demand_progress: clients record what they see; Type: POLICY; Schema: public
CREATE POLICY "on_demand_progress: clients record what they see" ON public.on_demand_progress FOR INSERT TO authenticated WITH CHECK (((client_id = ( SELECT auth.uid() AS uid)) AND private.can_see_on_demand(COALESCE(resource_id, workout_id))));

-- Name: on_demand_progress on_demand_progress: clients update their own; Type: POLICY; Schema: public
CREATE POLICY "on_demand_progress: clients update their own" ON public.on_demand_progress FOR UPDATE TO authenticated USING ((client_id = ( SELECT auth.uid() AS uid))) WITH CHECK (((client_id = ( SELECT auth.uid() AS uid)) AND private.can_see_on_demand(COALESCE(resource_id, workout_id))));

-- Name: on_demand_progress on_demand_progress: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "on_demand_progress: the client, their trainer; admins all" ON public.on_demand_progress FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: on_demand_resources; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_resources ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_resources on_demand_resources: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_resources: active accounts only" ON public.on_demand_resources AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_resources on_demand_resources: staff add; Type: POLICY; Schema: public
CREATE POLICY "on_demand_resources: staff add" ON public.on_demand_resources FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_resources on_demand_resources: staff edit; Type: POLICY; Schema: public
CREATE POLICY "on_demand_resources: staff edit" ON public.on_demand_resources FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_resources on_demand_resources: staff remove; Type: POLICY; Schema: public
CREATE POLICY "on_demand_resources: staff remove" ON public.on_demand_resources FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_resources on_demand_resources: staff, and clients it is granted to; Type: POLICY; Schema: public
CREATE POLICY "on_demand_resources: staff, and clients it is granted to" ON public.on_demand_resources FOR SELECT TO authenticated USING (private.can_see_on_demand(id));

-- Name: on_demand_workouts; Type: ROW SECURITY; Schema: public
ALTER TABLE public.on_demand_workouts ENABLE ROW LEVEL SECURITY;

-- Name: on_demand_workouts on_demand_workouts: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "on_demand_workouts: active accounts only" ON public.on_demand_workouts AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: on_demand_workouts on_demand_workouts: staff add from workouts they read; Type: POLICY; Schema: public
CREATE POLICY "on_demand_workouts: staff add from workouts they read" ON public.on_demand_workouts FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_staff() AS is_staff) AND private.can_read_workout(workout_id)));

-- Name: on_demand_workouts on_demand_workouts: staff edit; Type: POLICY; Schema: public
CREATE POLICY "on_demand_workouts: staff edit" ON public.on_demand_workouts FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK ((( SELECT private.is_staff() AS is_staff) AND private.can_read_workout(workout_id)));

-- Name: on_demand_workouts on_demand_workouts: staff remove; Type: POLICY; Schema: public
CREATE POLICY "on_demand_workouts: staff remove" ON public.on_demand_workouts FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- Name: on_demand_workouts on_demand_workouts: staff, and clients it is granted to; Type: POLICY; Schema: public
CREATE POLICY "on_demand_workouts: staff, and clients it is granted to" ON public.on_demand_workouts FOR SELECT TO authenticated USING (private.can_see_on_demand(id));

-- Name: onboarding_forms; Type: ROW SECURITY; Schema: public
ALTER TABLE public.onboarding_forms ENABLE ROW LEVEL SECURITY;

-- Name: onboarding_forms onboarding_forms: a client or their trainer edits; Type: POLICY; Schema: public
CREATE POLICY "onboarding_forms: a client or their trainer edits" ON public.onboarding_forms FOR UPDATE TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: onboarding_forms onboarding_forms: a client or their trainer submits; Type: POLICY; Schema: public
CREATE POLICY "onboarding_forms: a client or their trainer submits" ON public.onboarding_forms FOR INSERT TO authenticated WITH CHECK (((submitted_by = ( SELECT auth.uid() AS uid)) AND ((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: onboarding_forms onboarding_forms: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "onboarding_forms: active accounts only" ON public.onboarding_forms AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: onboarding_forms onboarding_forms: admins delete; Type: POLICY; Schema: public
CREATE POLICY "onboarding_forms: admins delete" ON public.onboarding_forms FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: onboarding_forms onboarding_forms: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "onboarding_forms: read own, assigned, or all for admin" ON public.onboarding_forms FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: orders; Type: ROW SECURITY; Schema: public
ALTER TABLE public.orders ENABLE ROW LEVEL SECURITY;

-- Name: orders orders: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "orders: active accounts only" ON public.orders AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: orders orders: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "orders: the client, their trainer; admins all" ON public.orders FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: packages; Type: ROW SECURITY; Schema: public
ALTER TABLE public.packages ENABLE ROW LEVEL SECURITY;

-- Name: packages packages: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "packages: active accounts only" ON public.packages AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: packages packages: admins add; Type: POLICY; Schema: public
CREATE POLICY "packages: admins add" ON public.packages FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: packages packages: admins edit; Type: POLICY; Schema: public
CREATE POLICY "packages: admins edit" ON public.packages FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: packages packages: everyone reads what is on sale; staff the archive too; Type: POLICY; Schema: public
CREATE POLICY "packages: everyone reads what is on sale; staff the archive too" ON public.packages FOR SELECT TO authenticated USING (((NOT is_archived) OR ( SELECT private.is_staff() AS is_staff)));

-- Name: payment_events; Type: ROW SECURITY; Schema: public
ALTER TABLE public.payment_events ENABLE ROW LEVEL SECURITY;

-- Name: payment_events payment_events: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "payment_events: active accounts only" ON public.payment_events AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: program_week_prescriptions; Type: ROW SECURITY; Schema: public
ALTER TABLE public.program_week_prescriptions ENABLE ROW LEVEL SECURITY;

-- Name: program_week_prescriptions program_week_prescriptions: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "program_week_prescriptions: active accounts only" ON public.program_week_prescriptions AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: program_week_prescriptions program_week_prescriptions: editable with their program (delete; Type: POLICY; Schema: public
CREATE POLICY "program_week_prescriptions: editable with their program (delete" ON public.program_week_prescriptions FOR DELETE TO authenticated USING (private.can_edit_program(program_id));

-- Name: program_week_prescriptions program_week_prescriptions: editable with their program (insert; Type: POLICY; Schema: public
CREATE POLICY "program_week_prescriptions: editable with their program (insert" ON public.program_week_prescriptions FOR INSERT TO authenticated WITH CHECK (private.can_edit_program(program_id));

-- Name: program_week_prescriptions program_week_prescriptions: editable with their program (update; Type: POLICY; Schema: public
CREATE POLICY "program_week_prescriptions: editable with their program (update" ON public.program_week_prescriptions FOR UPDATE TO authenticated USING (private.can_edit_program(program_id)) WITH CHECK (private.can_edit_program(program_id));

-- Name: program_week_prescriptions program_week_prescriptions: readable with their program; Type: POLICY; Schema: public
CREATE POLICY "program_week_prescriptions: readable with their program" ON public.program_week_prescriptions FOR SELECT TO authenticated USING (private.can_read_program(program_id));

-- Name: program_workouts; Type: ROW SECURITY; Schema: public
ALTER TABLE public.program_workouts ENABLE ROW LEVEL SECURITY;

-- Name: program_workouts program_workouts: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "program_workouts: active accounts only" ON public.program_workouts AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: program_workouts program_workouts: editable with their program (delete); Type: POLICY; Schema: public
CREATE POLICY "program_workouts: editable with their program (delete)" ON public.program_workouts FOR DELETE TO authenticated USING (private.can_edit_program(program_id));

-- Name: program_workouts program_workouts: editable with their program (insert); Type: POLICY; Schema: public
CREATE POLICY "program_workouts: editable with their program (insert)" ON public.program_workouts FOR INSERT TO authenticated WITH CHECK ((private.can_edit_program(program_id) AND private.can_read_workout(workout_id)));

-- Name: program_workouts program_workouts: editable with their program (update); Type: POLICY; Schema: public
CREATE POLICY "program_workouts: editable with their program (update)" ON public.program_workouts FOR UPDATE TO authenticated USING (private.can_edit_program(program_id)) WITH CHECK ((private.can_edit_program(program_id) AND private.can_read_workout(workout_id)));

-- Name: program_workouts program_workouts: readable with their program; Type: POLICY; Schema: public
CREATE POLICY "program_workouts: readable with their program" ON public.program_workouts FOR SELECT TO authenticated USING (private.can_read_program(program_id));

-- Name: programs; Type: ROW SECURITY; Schema: public
ALTER TABLE public.programs ENABLE ROW LEVEL SECURITY;

-- Name: programs programs: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "programs: active accounts only" ON public.programs AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: programs programs: read own, assigned, created, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "programs: read own, assigned, created, or all for admin" ON public.programs FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (created_by = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: programs programs: staff create for themselves or assigned clients; Type: POLICY; Schema: public
CREATE POLICY "programs: staff create for themselves or assigned clients" ON public.programs FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff) AND ((client_id IS NULL) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: programs programs: staff delete their own or assigned clients' programs; Type: POLICY; Schema: public
CREATE POLICY "programs: staff delete their own or assigned clients' programs" ON public.programs FOR DELETE TO authenticated USING (private.can_edit_program(id));

-- Name: programs programs: staff update their own or assigned clients' programs; Type: POLICY; Schema: public
CREATE POLICY "programs: staff update their own or assigned clients' programs" ON public.programs FOR UPDATE TO authenticated USING (private.can_edit_program(id)) WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR (( SELECT private.is_staff() AS is_staff) AND ((client_id IS NULL) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))))));

-- Name: progress_photos; Type: ROW SECURITY; Schema: public
ALTER TABLE public.progress_photos ENABLE ROW LEVEL SECURITY;

-- Name: progress_photos progress_photos: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "progress_photos: active accounts only" ON public.progress_photos AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: progress_photos progress_photos: add your own; Type: POLICY; Schema: public
CREATE POLICY "progress_photos: add your own" ON public.progress_photos FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: progress_photos progress_photos: delete your own; admins any; Type: POLICY; Schema: public
CREATE POLICY "progress_photos: delete your own; admins any" ON public.progress_photos FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: progress_photos progress_photos: edit your own; Type: POLICY; Schema: public
CREATE POLICY "progress_photos: edit your own" ON public.progress_photos FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: progress_photos progress_photos: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "progress_photos: read own, assigned, or all for admin" ON public.progress_photos FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (user_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: push_subscriptions; Type: ROW SECURITY; Schema: public
ALTER TABLE public.push_subscriptions ENABLE ROW LEVEL SECURITY;

-- Name: push_subscriptions push_subscriptions: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "push_subscriptions: active accounts only" ON public.push_subscriptions AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: push_subscriptions push_subscriptions: the owner changes their own; Type: POLICY; Schema: public
CREATE POLICY "push_subscriptions: the owner changes their own" ON public.push_subscriptions FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: push_subscriptions push_subscriptions: the owner reads their own; Type: POLICY; Schema: public
CREATE POLICY "push_subscriptions: the owner reads their own" ON public.push_subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: push_subscriptions push_subscriptions: the owner removes their own; Type: POLICY; Schema: public
CREATE POLICY "push_subscriptions: the owner removes their own" ON public.push_subscriptions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: refunds; Type: ROW SECURITY; Schema: public
ALTER TABLE public.refunds ENABLE ROW LEVEL SECURITY;

-- Name: refunds refunds: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "refunds: active accounts only" ON public.refunds AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: refunds refunds: the client, their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "refunds: the client, their trainer; admins all" ON public.refunds FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.orders o
  WHERE ((o.id = refunds.order_id) AND ((o.client_id = ( SELECT auth.uid() AS uid)) OR (o.client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))))));

-- Name: saved_replies; Type: ROW SECURITY; Schema: public
ALTER TABLE public.saved_replies ENABLE ROW LEVEL SECURITY;

-- Name: saved_replies saved_replies: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "saved_replies: active accounts only" ON public.saved_replies AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: saved_replies saved_replies: staff delete their own; Type: POLICY; Schema: public
CREATE POLICY "saved_replies: staff delete their own" ON public.saved_replies FOR DELETE TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: saved_replies saved_replies: staff edit their own; Type: POLICY; Schema: public
CREATE POLICY "saved_replies: staff edit their own" ON public.saved_replies FOR UPDATE TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff))) WITH CHECK ((trainer_id = ( SELECT auth.uid() AS uid)));

-- Name: saved_replies saved_replies: staff read their own; Type: POLICY; Schema: public
CREATE POLICY "saved_replies: staff read their own" ON public.saved_replies FOR SELECT TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: saved_replies saved_replies: staff write their own; Type: POLICY; Schema: public
CREATE POLICY "saved_replies: staff write their own" ON public.saved_replies FOR INSERT TO authenticated WITH CHECK (((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: service_credit_categories; Type: ROW SECURITY; Schema: public
ALTER TABLE public.service_credit_categories ENABLE ROW LEVEL SECURITY;

-- Name: service_credit_categories service_credit_categories: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "service_credit_categories: active accounts only" ON public.service_credit_categories AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: service_credit_categories service_credit_categories: admins add; Type: POLICY; Schema: public
CREATE POLICY "service_credit_categories: admins add" ON public.service_credit_categories FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: service_credit_categories service_credit_categories: admins remove; Type: POLICY; Schema: public
CREATE POLICY "service_credit_categories: admins remove" ON public.service_credit_categories FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: service_credit_categories service_credit_categories: everyone reads; Type: POLICY; Schema: public
CREATE POLICY "service_credit_categories: everyone reads" ON public.service_credit_categories FOR SELECT TO authenticated USING (true);

-- Name: service_sessions; Type: ROW SECURITY; Schema: public
ALTER TABLE public.service_sessions ENABLE ROW LEVEL SECURITY;

-- Name: service_sessions service_sessions: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "service_sessions: active accounts only" ON public.service_sessions AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: service_sessions service_sessions: own, the class timetable, sessions you or you; Type: POLICY; Schema: public
CREATE POLICY "service_sessions: own, the class timetable, sessions you or you" ON public.service_sessions FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (trainer_id = ( SELECT auth.uid() AS uid)) OR ((capacity > 1) AND (status = 'scheduled'::public.session_status)) OR (id IN ( SELECT private.visible_session_ids() AS visible_session_ids))));

-- Name: service_trainers; Type: ROW SECURITY; Schema: public
ALTER TABLE public.service_trainers ENABLE ROW LEVEL SECURITY;

-- Name: service_trainers service_trainers: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "service_trainers: active accounts only" ON public.service_trainers AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: service_trainers service_trainers: admins assign; Type: POLICY; Schema: public
CREATE POLICY "service_trainers: admins assign" ON public.service_trainers FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: service_trainers service_trainers: admins unassign; Type: POLICY; Schema: public
CREATE POLICY "service_trainers: admins unassign" ON public.service_trainers FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: service_trainers service_trainers: everyone reads who delivers what; Type: POLICY; Schema: public
CREATE POLICY "service_trainers: everyone reads who delivers what" ON public.service_trainers FOR SELECT TO authenticated USING (true);

-- Name: services; Type: ROW SECURITY; Schema: public
ALTER TABLE public.services ENABLE ROW LEVEL SECURITY;

-- Name: services services: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "services: active accounts only" ON public.services AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: services services: admins add; Type: POLICY; Schema: public
CREATE POLICY "services: admins add" ON public.services FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: services services: admins delete (unused services only; archive the rest; Type: POLICY; Schema: public
CREATE POLICY "services: admins delete (unused services only; archive the rest" ON public.services FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: services services: admins edit; Type: POLICY; Schema: public
CREATE POLICY "services: admins edit" ON public.services FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: services services: everyone reads active services; staff read archived o; Type: POLICY; Schema: public
CREATE POLICY "services: everyone reads active services; staff read archived o" ON public.services FOR SELECT TO authenticated USING (((NOT is_archived) OR ( SELECT private.is_staff() AS is_staff)));

-- Name: studio_settings; Type: ROW SECURITY; Schema: public
ALTER TABLE public.studio_settings ENABLE ROW LEVEL SECURITY;

-- Name: studio_settings studio_settings: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "studio_settings: active accounts only" ON public.studio_settings AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: studio_settings studio_settings: admins change them; Type: POLICY; Schema: public
CREATE POLICY "studio_settings: admins change them" ON public.studio_settings FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

-- Name: studio_settings studio_settings: everyone signed in reads the rules; Type: POLICY; Schema: public
CREATE POLICY "studio_settings: everyone signed in reads the rules" ON public.studio_settings FOR SELECT TO authenticated USING (true);

-- Name: trainer_blockouts; Type: ROW SECURITY; Schema: public
ALTER TABLE public.trainer_blockouts ENABLE ROW LEVEL SECURITY;

-- Name: trainer_blockouts trainer_blockouts: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "trainer_blockouts: active accounts only" ON public.trainer_blockouts AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: trainer_blockouts trainer_blockouts: trainers add their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_blockouts: trainers add their own; admins any" ON public.trainer_blockouts FOR INSERT TO authenticated WITH CHECK ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_blockouts trainer_blockouts: trainers delete their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_blockouts: trainers delete their own; admins any" ON public.trainer_blockouts FOR DELETE TO authenticated USING ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_blockouts trainer_blockouts: trainers edit their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_blockouts: trainers edit their own; admins any" ON public.trainer_blockouts FOR UPDATE TO authenticated USING ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_blockouts trainer_blockouts: trainers read their own; admins all; Type: POLICY; Schema: public
CREATE POLICY "trainer_blockouts: trainers read their own; admins all" ON public.trainer_blockouts FOR SELECT TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_date_overrides; Type: ROW SECURITY; Schema: public
ALTER TABLE public.trainer_date_overrides ENABLE ROW LEVEL SECURITY;

-- Name: trainer_date_overrides trainer_date_overrides: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "trainer_date_overrides: active accounts only" ON public.trainer_date_overrides AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: trainer_date_overrides trainer_date_overrides: trainers add their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_date_overrides: trainers add their own; admins any" ON public.trainer_date_overrides FOR INSERT TO authenticated WITH CHECK ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_date_overrides trainer_date_overrides: trainers delete their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_date_overrides: trainers delete their own; admins any" ON public.trainer_date_overrides FOR DELETE TO authenticated USING ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_date_overrides trainer_date_overrides: trainers edit their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_date_overrides: trainers edit their own; admins any" ON public.trainer_date_overrides FOR UPDATE TO authenticated USING ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_date_overrides trainer_date_overrides: trainers read their own; admins all; Type: POLICY; Schema: public
CREATE POLICY "trainer_date_overrides: trainers read their own; admins all" ON public.trainer_date_overrides FOR SELECT TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_hours; Type: ROW SECURITY; Schema: public
ALTER TABLE public.trainer_hours ENABLE ROW LEVEL SECURITY;

-- Name: trainer_hours trainer_hours: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "trainer_hours: active accounts only" ON public.trainer_hours AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: trainer_hours trainer_hours: trainers add their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_hours: trainers add their own; admins any" ON public.trainer_hours FOR INSERT TO authenticated WITH CHECK ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_hours trainer_hours: trainers delete their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_hours: trainers delete their own; admins any" ON public.trainer_hours FOR DELETE TO authenticated USING ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_hours trainer_hours: trainers edit their own; admins any; Type: POLICY; Schema: public
CREATE POLICY "trainer_hours: trainers edit their own; admins any" ON public.trainer_hours FOR UPDATE TO authenticated USING ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK ((((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_hours trainer_hours: trainers read their own; admins all; Type: POLICY; Schema: public
CREATE POLICY "trainer_hours: trainers read their own; admins all" ON public.trainer_hours FOR SELECT TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_join_codes; Type: ROW SECURITY; Schema: public
ALTER TABLE public.trainer_join_codes ENABLE ROW LEVEL SECURITY;

-- Name: trainer_join_codes trainer_join_codes: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "trainer_join_codes: active accounts only" ON public.trainer_join_codes AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: trainer_join_codes trainer_join_codes: your own; admins all; Type: POLICY; Schema: public
CREATE POLICY "trainer_join_codes: your own; admins all" ON public.trainer_join_codes FOR SELECT TO authenticated USING (((trainer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_join_requests; Type: ROW SECURITY; Schema: public
ALTER TABLE public.trainer_join_requests ENABLE ROW LEVEL SECURITY;

-- Name: trainer_join_requests trainer_join_requests: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "trainer_join_requests: active accounts only" ON public.trainer_join_requests AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: trainer_join_requests trainer_join_requests: the person, their coach-to-be, admins; Type: POLICY; Schema: public
CREATE POLICY "trainer_join_requests: the person, their coach-to-be, admins" ON public.trainer_join_requests FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (trainer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: trainer_tasks; Type: ROW SECURITY; Schema: public
ALTER TABLE public.trainer_tasks ENABLE ROW LEVEL SECURITY;

-- Name: trainer_tasks trainer_tasks: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "trainer_tasks: active accounts only" ON public.trainer_tasks AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: trainer_tasks trainer_tasks: staff add their own; Type: POLICY; Schema: public
CREATE POLICY "trainer_tasks: staff add their own" ON public.trainer_tasks FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff) AND ((client_id IS NULL) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))))));

-- Name: trainer_tasks trainer_tasks: their trainer edits; admins all; Type: POLICY; Schema: public
CREATE POLICY "trainer_tasks: their trainer edits; admins all" ON public.trainer_tasks FOR UPDATE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff)))) WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff) AND ((client_id IS NULL) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))))));

-- Name: trainer_tasks trainer_tasks: their trainer removes; admins all; Type: POLICY; Schema: public
CREATE POLICY "trainer_tasks: their trainer removes; admins all" ON public.trainer_tasks FOR DELETE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff))));

-- Name: trainer_tasks trainer_tasks: their trainer; admins all; Type: POLICY; Schema: public
CREATE POLICY "trainer_tasks: their trainer; admins all" ON public.trainer_tasks FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff))));

-- Name: users; Type: ROW SECURITY; Schema: public
ALTER TABLE public.users ENABLE ROW LEVEL SECURITY;

-- Name: users users: active accounts only (deletes); Type: POLICY; Schema: public
CREATE POLICY "users: active accounts only (deletes)" ON public.users AS RESTRICTIVE FOR DELETE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: users users: active accounts only (own profile readable); Type: POLICY; Schema: public
CREATE POLICY "users: active accounts only (own profile readable)" ON public.users AS RESTRICTIVE FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.caller_is_active() AS caller_is_active)));

-- Name: users users: active accounts only (updates); Type: POLICY; Schema: public
CREATE POLICY "users: active accounts only (updates)" ON public.users AS RESTRICTIVE FOR UPDATE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: users users: active accounts only (writes); Type: POLICY; Schema: public
CREATE POLICY "users: active accounts only (writes)" ON public.users AS RESTRICTIVE FOR INSERT TO authenticated WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: users users: admins delete; Type: POLICY; Schema: public
CREATE POLICY "users: admins delete" ON public.users FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

-- Name: users users: read self, own clients, own trainer; admins read all; Type: POLICY; Schema: public
CREATE POLICY "users: read self, own clients, own trainer; admins read all" ON public.users FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR (id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR (id = ( SELECT private.my_trainer_id() AS my_trainer_id)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: users users: update own profile; admins update anyone; Type: POLICY; Schema: public
CREATE POLICY "users: update own profile; admins update anyone" ON public.users FOR UPDATE TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: waitlist_entries; Type: ROW SECURITY; Schema: public
ALTER TABLE public.waitlist_entries ENABLE ROW LEVEL SECURITY;

-- Name: waitlist_entries waitlist_entries: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "waitlist_entries: active accounts only" ON public.waitlist_entries AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: waitlist_entries waitlist_entries: the client, their trainer, the class's traine; Type: POLICY; Schema: public
CREATE POLICY "waitlist_entries: the client, their trainer, the class's traine" ON public.waitlist_entries FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR (private.session_trainer_id(session_id) = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: weekly_check_ins; Type: ROW SECURITY; Schema: public
ALTER TABLE public.weekly_check_ins ENABLE ROW LEVEL SECURITY;

-- Name: weekly_check_ins weekly_check_ins: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "weekly_check_ins: active accounts only" ON public.weekly_check_ins AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: weekly_check_ins weekly_check_ins: clients answer their own; Type: POLICY; Schema: public
CREATE POLICY "weekly_check_ins: clients answer their own" ON public.weekly_check_ins FOR INSERT TO authenticated WITH CHECK (((client_id = ( SELECT auth.uid() AS uid)) AND (NOT ( SELECT private.is_staff() AS is_staff))));

-- Name: weekly_check_ins weekly_check_ins: the client, their trainer and admins read; Type: POLICY; Schema: public
CREATE POLICY "weekly_check_ins: the client, their trainer and admins read" ON public.weekly_check_ins FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_exercises; Type: ROW SECURITY; Schema: public
ALTER TABLE public.workout_exercises ENABLE ROW LEVEL SECURITY;

-- Name: workout_exercises workout_exercises: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "workout_exercises: active accounts only" ON public.workout_exercises AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: workout_exercises workout_exercises: editable with their workout (delete); Type: POLICY; Schema: public
CREATE POLICY "workout_exercises: editable with their workout (delete)" ON public.workout_exercises FOR DELETE TO authenticated USING (private.can_edit_workout(workout_id));

-- Name: workout_exercises workout_exercises: editable with their workout (insert); Type: POLICY; Schema: public
CREATE POLICY "workout_exercises: editable with their workout (insert)" ON public.workout_exercises FOR INSERT TO authenticated WITH CHECK (private.can_edit_workout(workout_id));

-- Name: workout_exercises workout_exercises: editable with their workout (update); Type: POLICY; Schema: public
CREATE POLICY "workout_exercises: editable with their workout (update)" ON public.workout_exercises FOR UPDATE TO authenticated USING (private.can_edit_workout(workout_id)) WITH CHECK (private.can_edit_workout(workout_id));

-- Name: workout_exercises workout_exercises: readable with their workout; Type: POLICY; Schema: public
CREATE POLICY "workout_exercises: readable with their workout" ON public.workout_exercises FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR private.can_read_workout(workout_id)));

-- Name: workout_log_comments; Type: ROW SECURITY; Schema: public
ALTER TABLE public.workout_log_comments ENABLE ROW LEVEL SECURITY;

-- Name: workout_log_comments workout_log_comments: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "workout_log_comments: active accounts only" ON public.workout_log_comments AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: workout_log_comments workout_log_comments: authors delete their own comments; admins; Type: POLICY; Schema: public
CREATE POLICY "workout_log_comments: authors delete their own comments; admins" ON public.workout_log_comments FOR DELETE TO authenticated USING ((((author_id = ( SELECT auth.uid() AS uid)) AND (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_log_comments workout_log_comments: authors edit their own comments; Type: POLICY; Schema: public
CREATE POLICY "workout_log_comments: authors edit their own comments" ON public.workout_log_comments FOR UPDATE TO authenticated USING (((author_id = ( SELECT auth.uid() AS uid)) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)))) WITH CHECK (((author_id = ( SELECT auth.uid() AS uid)) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)) AND private.log_belongs_to(log_id, client_id)));

-- Name: workout_log_comments workout_log_comments: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "workout_log_comments: read own, assigned, or all for admin" ON public.workout_log_comments FOR SELECT TO authenticated USING (((client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_log_comments workout_log_comments: staff comment as themselves on assigned c; Type: POLICY; Schema: public
CREATE POLICY "workout_log_comments: staff comment as themselves on assigned c" ON public.workout_log_comments FOR INSERT TO authenticated WITH CHECK (((author_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_staff() AS is_staff) AND ((client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)) AND private.log_belongs_to(log_id, client_id)));

-- Name: workout_log_sets; Type: ROW SECURITY; Schema: public
ALTER TABLE public.workout_log_sets ENABLE ROW LEVEL SECURITY;

-- Name: workout_log_sets workout_log_sets: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "workout_log_sets: active accounts only" ON public.workout_log_sets AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: workout_log_sets workout_log_sets: delete your own; admins any; Type: POLICY; Schema: public
CREATE POLICY "workout_log_sets: delete your own; admins any" ON public.workout_log_sets FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_log_sets workout_log_sets: edit your own; Type: POLICY; Schema: public
CREATE POLICY "workout_log_sets: edit your own" ON public.workout_log_sets FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.log_belongs_to(log_id, ( SELECT auth.uid() AS uid))));

-- Name: workout_log_sets workout_log_sets: log sets into your own logs; Type: POLICY; Schema: public
CREATE POLICY "workout_log_sets: log sets into your own logs" ON public.workout_log_sets FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND private.log_belongs_to(log_id, ( SELECT auth.uid() AS uid))));

-- Name: workout_log_sets workout_log_sets: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "workout_log_sets: read own, assigned, or all for admin" ON public.workout_log_sets FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (user_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_logs; Type: ROW SECURITY; Schema: public
ALTER TABLE public.workout_logs ENABLE ROW LEVEL SECURITY;

-- Name: workout_logs workout_logs: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "workout_logs: active accounts only" ON public.workout_logs AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: workout_logs workout_logs: delete your own; admins any; Type: POLICY; Schema: public
CREATE POLICY "workout_logs: delete your own; admins any" ON public.workout_logs FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_logs workout_logs: edit your own; Type: POLICY; Schema: public
CREATE POLICY "workout_logs: edit your own" ON public.workout_logs FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: workout_logs workout_logs: log your own; Type: POLICY; Schema: public
CREATE POLICY "workout_logs: log your own" ON public.workout_logs FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: workout_logs workout_logs: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "workout_logs: read own, assigned, or all for admin" ON public.workout_logs FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (user_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_sessions; Type: ROW SECURITY; Schema: public
ALTER TABLE public.workout_sessions ENABLE ROW LEVEL SECURITY;

-- Name: workout_sessions workout_sessions: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "workout_sessions: active accounts only" ON public.workout_sessions AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: workout_sessions workout_sessions: discard your own; admins any; Type: POLICY; Schema: public
CREATE POLICY "workout_sessions: discard your own; admins any" ON public.workout_sessions FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_sessions workout_sessions: read own, assigned, or all for admin; Type: POLICY; Schema: public
CREATE POLICY "workout_sessions: read own, assigned, or all for admin" ON public.workout_sessions FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (user_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin)));

-- Name: workout_sessions workout_sessions: start your own; Type: POLICY; Schema: public
CREATE POLICY "workout_sessions: start your own" ON public.workout_sessions FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: workout_sessions workout_sessions: update your own; Type: POLICY; Schema: public
CREATE POLICY "workout_sessions: update your own" ON public.workout_sessions FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

-- Name: workouts; Type: ROW SECURITY; Schema: public
ALTER TABLE public.workouts ENABLE ROW LEVEL SECURITY;

-- Name: workouts workouts: active accounts only; Type: POLICY; Schema: public
CREATE POLICY "workouts: active accounts only" ON public.workouts AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: workouts workouts: create as yourself, for yourself or an assigned clien; Type: POLICY; Schema: public
CREATE POLICY "workouts: create as yourself, for yourself or an assigned clien" ON public.workouts FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND ((client_id IS NULL) OR (client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: workouts workouts: creators and admins delete; Type: POLICY; Schema: public
CREATE POLICY "workouts: creators and admins delete" ON public.workouts FOR DELETE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((created_by = ( SELECT auth.uid() AS uid)) AND ((client_id IS NULL) OR (client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))))));

-- Name: workouts workouts: creators and admins update; Type: POLICY; Schema: public
CREATE POLICY "workouts: creators and admins update" ON public.workouts FOR UPDATE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((created_by = ( SELECT auth.uid() AS uid)) AND ((client_id IS NULL) OR (client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids)))))) WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR ((created_by = ( SELECT auth.uid() AS uid)) AND ((client_id IS NULL) OR (client_id = ( SELECT auth.uid() AS uid)) OR (client_id IN ( SELECT private.assigned_client_ids() AS assigned_client_ids))))));

-- Name: workouts workouts: read own, assigned, through a program, or all for adm; Type: POLICY; Schema: public
CREATE POLICY "workouts: read own, assigned, through a program, or all for adm" ON public.workouts FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR private.can_read_workout(id)));

-- Name: objects assessment reports: staff remove for their clients; Type: POLICY; Schema: storage
CREATE POLICY "assessment reports: staff remove for their clients" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'assessment-reports'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] IN ( SELECT (client_id.client_id)::text AS client_id
   FROM private.assigned_client_ids() client_id(client_id))) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects assessment reports: staff replace for their clients; Type: POLICY; Schema: storage
CREATE POLICY "assessment reports: staff replace for their clients" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'assessment-reports'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] IN ( SELECT (client_id.client_id)::text AS client_id
   FROM private.assigned_client_ids() client_id(client_id))) OR ( SELECT private.is_admin() AS is_admin)))) WITH CHECK (((bucket_id = 'assessment-reports'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] IN ( SELECT (client_id.client_id)::text AS client_id
   FROM private.assigned_client_ids() client_id(client_id))) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects assessment reports: staff upload for their clients; Type: POLICY; Schema: storage
CREATE POLICY "assessment reports: staff upload for their clients" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'assessment-reports'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] IN ( SELECT (client_id.client_id)::text AS client_id
   FROM private.assigned_client_ids() client_id(client_id))) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects assessment reports: the client, their trainer and admins view; Type: POLICY; Schema: storage
CREATE POLICY "assessment reports: the client, their trainer and admins view" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'assessment-reports'::text) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ((storage.foldername(name))[1] IN ( SELECT (client_id.client_id)::text AS client_id
   FROM private.assigned_client_ids() client_id(client_id))) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects check-in photos: active accounts only; Type: POLICY; Schema: storage
CREATE POLICY "check-in photos: active accounts only" ON storage.objects AS RESTRICTIVE TO authenticated USING (((bucket_id <> 'check-in-photos'::text) OR ( SELECT private.caller_is_active() AS caller_is_active))) WITH CHECK (((bucket_id <> 'check-in-photos'::text) OR ( SELECT private.caller_is_active() AS caller_is_active)));

-- Name: objects check-in photos: clients upload into their own folder; Type: POLICY; Schema: storage
CREATE POLICY "check-in photos: clients upload into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'check-in-photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) AND (NOT ( SELECT private.is_staff() AS is_staff))));

-- Name: objects check-in photos: the client and admins delete; Type: POLICY; Schema: storage
CREATE POLICY "check-in photos: the client and admins delete" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'check-in-photos'::text) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects check-in photos: the client, their trainer and admins view; Type: POLICY; Schema: storage
CREATE POLICY "check-in photos: the client, their trainer and admins view" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'check-in-photos'::text) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ((storage.foldername(name))[1] IN ( SELECT (client_id.client_id)::text AS client_id
   FROM private.assigned_client_ids() client_id(client_id))) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects exercise media: staff delete their own, admins any; Type: POLICY; Schema: storage
CREATE POLICY "exercise media: staff delete their own, admins any" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'exercise-media'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects exercise media: staff replace their own; Type: POLICY; Schema: storage
CREATE POLICY "exercise media: staff replace their own" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'exercise-media'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin)))) WITH CHECK (((bucket_id = 'exercise-media'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects exercise media: staff see their own folder, admins all; Type: POLICY; Schema: storage
CREATE POLICY "exercise media: staff see their own folder, admins all" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'exercise-media'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects exercise media: staff upload into their own folder; Type: POLICY; Schema: storage
CREATE POLICY "exercise media: staff upload into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'exercise-media'::text) AND ( SELECT private.is_staff() AS is_staff) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects message attachments: the conversation reads; Type: POLICY; Schema: storage
CREATE POLICY "message attachments: the conversation reads" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'message-attachments'::text) AND private.can_read_message_attachment(name)));

-- Name: objects message attachments: the sender or an admin deletes; Type: POLICY; Schema: storage
CREATE POLICY "message attachments: the sender or an admin deletes" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'message-attachments'::text) AND ((split_part(name, '/'::text, 1) = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects message attachments: the sender replaces before sending; Type: POLICY; Schema: storage
CREATE POLICY "message attachments: the sender replaces before sending" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'message-attachments'::text) AND private.can_write_message_attachment(name))) WITH CHECK (((bucket_id = 'message-attachments'::text) AND private.can_write_message_attachment(name)));

-- Name: objects message attachments: the sender uploads before sending; Type: POLICY; Schema: storage
CREATE POLICY "message attachments: the sender uploads before sending" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'message-attachments'::text) AND private.can_write_message_attachment(name)));

-- Name: objects on demand: staff delete; Type: POLICY; Schema: storage
CREATE POLICY "on demand: staff delete" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'on-demand'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: objects on demand: staff replace; Type: POLICY; Schema: storage
CREATE POLICY "on demand: staff replace" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'on-demand'::text) AND ( SELECT private.is_staff() AS is_staff))) WITH CHECK (((bucket_id = 'on-demand'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: objects on demand: staff upload; Type: POLICY; Schema: storage
CREATE POLICY "on demand: staff upload" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'on-demand'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- Name: objects on demand: who sees the item reads its files; Type: POLICY; Schema: storage
CREATE POLICY "on demand: who sees the item reads its files" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'on-demand'::text) AND private.can_see_on_demand(
CASE
    WHEN ((storage.foldername(name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text) THEN ((storage.foldername(name))[1])::uuid
    ELSE NULL::uuid
END)));

-- Name: objects progress photos: active accounts only; Type: POLICY; Schema: storage
CREATE POLICY "progress photos: active accounts only" ON storage.objects AS RESTRICTIVE TO authenticated USING (( SELECT private.caller_is_active() AS caller_is_active)) WITH CHECK (( SELECT private.caller_is_active() AS caller_is_active));

-- Name: objects progress photos: owners and admins delete; Type: POLICY; Schema: storage
CREATE POLICY "progress photos: owners and admins delete" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'progress-photos'::text) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: objects progress photos: owners replace their own; Type: POLICY; Schema: storage
CREATE POLICY "progress photos: owners replace their own" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'progress-photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = 'progress-photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- Name: objects progress photos: owners upload into their own folder; Type: POLICY; Schema: storage
CREATE POLICY "progress photos: owners upload into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'progress-photos'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- Name: objects progress photos: owners, their trainers and admins view; Type: POLICY; Schema: storage
CREATE POLICY "progress photos: owners, their trainers and admins view" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'progress-photos'::text) AND (((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text) OR ((storage.foldername(name))[1] IN ( SELECT (client_id.client_id)::text AS client_id
   FROM private.assigned_client_ids() client_id(client_id))) OR ( SELECT private.is_admin() AS is_admin))));

-- Name: supabase_realtime; Type: PUBLICATION; Schema: -
CREATE PUBLICATION supabase_realtime WITH (publish = 'insert, update, delete, truncate');

-- Name: supabase_realtime bookings; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.bookings;

-- Name: supabase_realtime check_ins; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.check_ins;

-- Name: supabase_realtime credit_lots; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.credit_lots;

-- Name: supabase_realtime memberships; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.memberships;

-- Name: supabase_realtime messages; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.messages;

-- Name: supabase_realtime notifications; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.notifications;

-- Name: supabase_realtime orders; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.orders;

-- Name: supabase_realtime service_sessions; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.service_sessions;

-- Name: supabase_realtime waitlist_entries; Type: PUBLICATION TABLE; Schema: public
ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.waitlist_entries;

-- Name: SCHEMA auth; Type: ACL; Schema: -
GRANT USAGE ON SCHEMA auth TO anon;
GRANT USAGE ON SCHEMA auth TO authenticated;
GRANT USAGE ON SCHEMA auth TO service_role;

-- Name: SCHEMA private; Type: ACL; Schema: -
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

-- Name: SCHEMA public; Type: ACL; Schema: -
GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;

-- Name: FUNCTION gbtreekey16_in(cstring); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey16_in(cstring) FROM PUBLIC;

-- Name: FUNCTION gbtreekey16_out(extensions.gbtreekey16); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey16_out(extensions.gbtreekey16) FROM PUBLIC;

-- Name: FUNCTION gbtreekey2_in(cstring); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey2_in(cstring) FROM PUBLIC;

-- Name: FUNCTION gbtreekey2_out(extensions.gbtreekey2); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey2_out(extensions.gbtreekey2) FROM PUBLIC;

-- Name: FUNCTION gbtreekey32_in(cstring); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey32_in(cstring) FROM PUBLIC;

-- Name: FUNCTION gbtreekey32_out(extensions.gbtreekey32); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey32_out(extensions.gbtreekey32) FROM PUBLIC;

-- Name: FUNCTION gbtreekey4_in(cstring); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey4_in(cstring) FROM PUBLIC;

-- Name: FUNCTION gbtreekey4_out(extensions.gbtreekey4); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey4_out(extensions.gbtreekey4) FROM PUBLIC;

-- Name: FUNCTION gbtreekey8_in(cstring); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey8_in(cstring) FROM PUBLIC;

-- Name: FUNCTION gbtreekey8_out(extensions.gbtreekey8); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey8_out(extensions.gbtreekey8) FROM PUBLIC;

-- Name: FUNCTION gbtreekey_var_in(cstring); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey_var_in(cstring) FROM PUBLIC;

-- Name: FUNCTION gbtreekey_var_out(extensions.gbtreekey_var); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbtreekey_var_out(extensions.gbtreekey_var) FROM PUBLIC;

-- Name: FUNCTION cash_dist(money, money); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.cash_dist(money, money) FROM PUBLIC;

-- Name: FUNCTION date_dist(date, date); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.date_dist(date, date) FROM PUBLIC;

-- Name: FUNCTION float4_dist(real, real); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.float4_dist(real, real) FROM PUBLIC;

-- Name: FUNCTION float8_dist(double precision, double precision); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.float8_dist(double precision, double precision) FROM PUBLIC;

-- Name: FUNCTION gbt_bit_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bit_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bit_consistent(internal, bit, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bit_consistent(internal, bit, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bit_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bit_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bit_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bit_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bit_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bit_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bit_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bit_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bool_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bool_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bool_consistent(internal, boolean, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bool_consistent(internal, boolean, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bool_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bool_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bool_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bool_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bool_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bool_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bool_same(extensions.gbtreekey2, extensions.gbtreekey2, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bool_same(extensions.gbtreekey2, extensions.gbtreekey2, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bool_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bool_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bpchar_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bpchar_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bpchar_consistent(internal, character, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bpchar_consistent(internal, character, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bytea_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bytea_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bytea_consistent(internal, bytea, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bytea_consistent(internal, bytea, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bytea_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bytea_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bytea_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bytea_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bytea_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bytea_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_bytea_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_bytea_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_consistent(internal, money, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_consistent(internal, money, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_distance(internal, money, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_distance(internal, money, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_cash_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_cash_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_consistent(internal, date, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_consistent(internal, date, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_distance(internal, date, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_distance(internal, date, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_date_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_date_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_decompress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_decompress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_enum_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_enum_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_enum_consistent(internal, anyenum, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_enum_consistent(internal, anyenum, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_enum_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_enum_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_enum_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_enum_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_enum_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_enum_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_enum_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_enum_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_enum_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_enum_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_consistent(internal, real, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_consistent(internal, real, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_distance(internal, real, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_distance(internal, real, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float4_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float4_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_consistent(internal, double precision, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_consistent(internal, double precision, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_distance(internal, double precision, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_distance(internal, double precision, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_float8_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_float8_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_inet_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_inet_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_inet_consistent(internal, inet, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_inet_consistent(internal, inet, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_inet_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_inet_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_inet_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_inet_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_inet_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_inet_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_inet_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_inet_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_consistent(internal, smallint, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_consistent(internal, smallint, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_distance(internal, smallint, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_distance(internal, smallint, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_same(extensions.gbtreekey4, extensions.gbtreekey4, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_same(extensions.gbtreekey4, extensions.gbtreekey4, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int2_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int2_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_consistent(internal, integer, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_consistent(internal, integer, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_distance(internal, integer, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_distance(internal, integer, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int4_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int4_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_consistent(internal, bigint, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_consistent(internal, bigint, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_distance(internal, bigint, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_distance(internal, bigint, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_int8_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_int8_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_consistent(internal, interval, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_consistent(internal, interval, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_decompress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_decompress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_distance(internal, interval, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_distance(internal, interval, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_same(extensions.gbtreekey32, extensions.gbtreekey32, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_same(extensions.gbtreekey32, extensions.gbtreekey32, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_intv_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_intv_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad8_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad8_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad8_consistent(internal, macaddr8, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad8_consistent(internal, macaddr8, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad8_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad8_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad8_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad8_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad8_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad8_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad8_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad8_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad8_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad_consistent(internal, macaddr, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad_consistent(internal, macaddr, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_macad_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_macad_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_numeric_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_numeric_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_numeric_consistent(internal, numeric, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_numeric_consistent(internal, numeric, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_numeric_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_numeric_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_numeric_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_numeric_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_numeric_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_numeric_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_numeric_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_numeric_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_consistent(internal, oid, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_consistent(internal, oid, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_distance(internal, oid, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_distance(internal, oid, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_same(extensions.gbtreekey8, extensions.gbtreekey8, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_same(extensions.gbtreekey8, extensions.gbtreekey8, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_oid_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_oid_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_text_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_text_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_text_consistent(internal, text, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_text_consistent(internal, text, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_text_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_text_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_text_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_text_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_text_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_text_same(extensions.gbtreekey_var, extensions.gbtreekey_var, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_text_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_text_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_consistent(internal, time without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_consistent(internal, time without time zone, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_distance(internal, time without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_distance(internal, time without time zone, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_time_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_time_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_timetz_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_timetz_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_timetz_consistent(internal, time with time zone, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_timetz_consistent(internal, time with time zone, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_consistent(internal, timestamp without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_consistent(internal, timestamp without time zone, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_distance(internal, timestamp without time zone, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_distance(internal, timestamp without time zone, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_same(extensions.gbtreekey16, extensions.gbtreekey16, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_same(extensions.gbtreekey16, extensions.gbtreekey16, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_ts_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_ts_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_tstz_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_tstz_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_tstz_consistent(internal, timestamp with time zone, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_tstz_consistent(internal, timestamp with time zone, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_tstz_distance(internal, timestamp with time zone, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_tstz_distance(internal, timestamp with time zone, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_uuid_compress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_uuid_compress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_uuid_consistent(internal, uuid, smallint, oid, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_uuid_consistent(internal, uuid, smallint, oid, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_uuid_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_uuid_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_uuid_penalty(internal, internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_uuid_penalty(internal, internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_uuid_picksplit(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_uuid_picksplit(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_uuid_same(extensions.gbtreekey32, extensions.gbtreekey32, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_uuid_same(extensions.gbtreekey32, extensions.gbtreekey32, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_uuid_union(internal, internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_uuid_union(internal, internal) FROM PUBLIC;

-- Name: FUNCTION gbt_var_decompress(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_var_decompress(internal) FROM PUBLIC;

-- Name: FUNCTION gbt_var_fetch(internal); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.gbt_var_fetch(internal) FROM PUBLIC;

-- Name: FUNCTION int2_dist(smallint, smallint); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.int2_dist(smallint, smallint) FROM PUBLIC;

-- Name: FUNCTION int4_dist(integer, integer); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.int4_dist(integer, integer) FROM PUBLIC;

-- Name: FUNCTION int8_dist(bigint, bigint); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.int8_dist(bigint, bigint) FROM PUBLIC;

-- Name: FUNCTION interval_dist(interval, interval); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.interval_dist(interval, interval) FROM PUBLIC;

-- Name: FUNCTION oid_dist(oid, oid); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.oid_dist(oid, oid) FROM PUBLIC;

-- Name: FUNCTION time_dist(time without time zone, time without time zone); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.time_dist(time without time zone, time without time zone) FROM PUBLIC;

-- Name: FUNCTION ts_dist(timestamp without time zone, timestamp without time zone); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.ts_dist(timestamp without time zone, timestamp without time zone) FROM PUBLIC;

-- Name: FUNCTION tstz_dist(timestamp with time zone, timestamp with time zone); Type: ACL; Schema: extensions
REVOKE ALL ON FUNCTION extensions.tstz_dist(timestamp with time zone, timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION accept_invitation(p_token text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.accept_invitation(p_token text) TO authenticated;
REVOKE ALL ON FUNCTION private.accept_invitation(p_token text) FROM PUBLIC;

-- Name: TABLE users; Type: ACL; Schema: public
GRANT SELECT,DELETE,UPDATE ON TABLE public.users TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.users TO service_role;

-- Name: FUNCTION access_decision(p_client public.users); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.access_decision(p_client public.users) FROM PUBLIC;

-- Name: TABLE access_keys; Type: ACL; Schema: public
GRANT DELETE ON TABLE public.access_keys TO service_role;

-- Name: COLUMN access_keys.client_id; Type: ACL; Schema: public
GRANT SELECT(client_id) ON TABLE public.access_keys TO authenticated;
GRANT SELECT(client_id) ON TABLE public.access_keys TO service_role;

-- Name: COLUMN access_keys.member_number; Type: ACL; Schema: public
GRANT SELECT(member_number) ON TABLE public.access_keys TO authenticated;
GRANT SELECT(member_number) ON TABLE public.access_keys TO service_role;

-- Name: COLUMN access_keys.created_at; Type: ACL; Schema: public
GRANT SELECT(created_at) ON TABLE public.access_keys TO authenticated;
GRANT SELECT(created_at) ON TABLE public.access_keys TO service_role;

-- Name: COLUMN access_keys.renewed_at; Type: ACL; Schema: public
GRANT SELECT(renewed_at) ON TABLE public.access_keys TO authenticated;
GRANT SELECT(renewed_at) ON TABLE public.access_keys TO service_role;

-- Name: COLUMN access_keys.revoked_at; Type: ACL; Schema: public
GRANT SELECT(revoked_at) ON TABLE public.access_keys TO authenticated;
GRANT SELECT(revoked_at) ON TABLE public.access_keys TO service_role;

-- Name: COLUMN access_keys.revoked_by; Type: ACL; Schema: public
GRANT SELECT(revoked_by) ON TABLE public.access_keys TO authenticated;
GRANT SELECT(revoked_by) ON TABLE public.access_keys TO service_role;

-- Name: COLUMN access_keys.revoked_reason; Type: ACL; Schema: public
GRANT SELECT(revoked_reason) ON TABLE public.access_keys TO authenticated;
GRANT SELECT(revoked_reason) ON TABLE public.access_keys TO service_role;

-- Name: FUNCTION access_key_json(p_key public.access_keys); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.access_key_json(p_key public.access_keys) FROM PUBLIC;

-- Name: FUNCTION access_status(p_client_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.access_status(p_client_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.access_status(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone) TO authenticated;
REVOKE ALL ON FUNCTION private.adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION admit(p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method, p_override boolean, p_time_step bigint); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.admit(p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method, p_override boolean, p_time_step bigint) FROM PUBLIC;

-- Name: TABLE bookings; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.bookings TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.bookings TO service_role;

-- Name: FUNCTION answer_booking_request(p_booking_id uuid, p_accept boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.answer_booking_request(p_booking_id uuid, p_accept boolean) TO authenticated;
GRANT ALL ON FUNCTION private.answer_booking_request(p_booking_id uuid, p_accept boolean) TO service_role;
REVOKE ALL ON FUNCTION private.answer_booking_request(p_booking_id uuid, p_accept boolean) FROM PUBLIC;

-- Name: FUNCTION answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type) TO authenticated;
REVOKE ALL ON FUNCTION private.answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type) FROM PUBLIC;

-- Name: FUNCTION apply_ledger_row(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.apply_ledger_row() FROM PUBLIC;

-- Name: FUNCTION apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb) TO service_role;
REVOKE ALL ON FUNCTION private.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb) FROM PUBLIC;

-- Name: FUNCTION assessment_lab_ranges_valid(assessment_type text, ranges jsonb); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.assessment_lab_ranges_valid(assessment_type text, ranges jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.assessment_lab_ranges_valid(assessment_type text, ranges jsonb) TO service_role;
REVOKE ALL ON FUNCTION private.assessment_lab_ranges_valid(assessment_type text, ranges jsonb) FROM PUBLIC;

-- Name: FUNCTION assessment_marker_limits(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.assessment_marker_limits() TO authenticated;
GRANT ALL ON FUNCTION private.assessment_marker_limits() TO service_role;
REVOKE ALL ON FUNCTION private.assessment_marker_limits() FROM PUBLIC;

-- Name: FUNCTION assessment_values_valid(assessment_type text, data jsonb); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.assessment_values_valid(assessment_type text, data jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.assessment_values_valid(assessment_type text, data jsonb) TO service_role;
REVOKE ALL ON FUNCTION private.assessment_values_valid(assessment_type text, data jsonb) FROM PUBLIC;

-- Name: FUNCTION assigned_client_ids(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.assigned_client_ids() TO authenticated;
GRANT ALL ON FUNCTION private.assigned_client_ids() TO service_role;
REVOKE ALL ON FUNCTION private.assigned_client_ids() FROM PUBLIC;

-- Name: TABLE orders; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.orders TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.orders TO service_role;

-- Name: FUNCTION attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text) TO service_role;
REVOKE ALL ON FUNCTION private.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text) FROM PUBLIC;

-- Name: FUNCTION author_names(p_ids uuid[]); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.author_names(p_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION private.author_names(p_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION automation_due_at(p_enrolled_at timestamp with time zone, p_day_offset integer, p_time time without time zone, p_time_zone text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.automation_due_at(p_enrolled_at timestamp with time zone, p_day_offset integer, p_time time without time zone, p_time_zone text) FROM PUBLIC;

-- Name: TABLE automation_flows; Type: ACL; Schema: public
GRANT SELECT,DELETE ON TABLE public.automation_flows TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.automation_flows TO service_role;

-- Name: FUNCTION automation_flow_clients(p_flow public.automation_flows); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.automation_flow_clients(p_flow public.automation_flows) FROM PUBLIC;

-- Name: FUNCTION automation_flow_preview(p_flow_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.automation_flow_preview(p_flow_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.automation_flow_preview(p_flow_id uuid) FROM PUBLIC;

-- Name: FUNCTION automation_int(p_value jsonb, p_what text, p_min integer, p_max integer); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.automation_int(p_value jsonb, p_what text, p_min integer, p_max integer) FROM PUBLIC;

-- Name: FUNCTION automation_trigger_clients(p_flow public.automation_flows, p_now timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.automation_trigger_clients(p_flow public.automation_flows, p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION base32(p_bytes bytea); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.base32(p_bytes bytea) FROM PUBLIC;

-- Name: FUNCTION book_appointment(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.book_appointment(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text) TO authenticated;
GRANT ALL ON FUNCTION private.book_appointment(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text) TO service_role;
REVOKE ALL ON FUNCTION private.book_appointment(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text) FROM PUBLIC;

-- Name: FUNCTION book_appointment_as(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text, p_series_id uuid, p_series_index integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.book_appointment_as(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text, p_series_id uuid, p_series_index integer) TO authenticated;
GRANT ALL ON FUNCTION private.book_appointment_as(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text, p_series_id uuid, p_series_index integer) TO service_role;
REVOKE ALL ON FUNCTION private.book_appointment_as(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamp with time zone, p_override boolean, p_note text, p_series_id uuid, p_series_index integer) FROM PUBLIC;

-- Name: FUNCTION book_class(p_session_id uuid, p_client_id uuid, p_override boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.book_class(p_session_id uuid, p_client_id uuid, p_override boolean) TO authenticated;
GRANT ALL ON FUNCTION private.book_class(p_session_id uuid, p_client_id uuid, p_override boolean) TO service_role;
REVOKE ALL ON FUNCTION private.book_class(p_session_id uuid, p_client_id uuid, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION book_series(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_override boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.book_series(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_override boolean) TO authenticated;
GRANT ALL ON FUNCTION private.book_series(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_override boolean) TO service_role;
REVOKE ALL ON FUNCTION private.book_series(p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION bookable_trainer(p_service_id uuid, p_trainer_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.bookable_trainer(p_service_id uuid, p_trainer_id uuid) FROM PUBLIC;

-- Name: FUNCTION bookable_trainer_names(p_trainer_ids uuid[]); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.bookable_trainer_names(p_trainer_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION private.bookable_trainer_names(p_trainer_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION booking_for(p_caller public.users, p_booking_id uuid, p_lock boolean); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.booking_for(p_caller public.users, p_booking_id uuid, p_lock boolean) FROM PUBLIC;

-- Name: FUNCTION booking_override(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.booking_override() FROM PUBLIC;

-- Name: TABLE services; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.services TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.services TO service_role;

-- Name: FUNCTION booking_parties(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_override boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.booking_parties(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_override boolean) TO authenticated;
GRANT ALL ON FUNCTION private.booking_parties(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_override boolean) TO service_role;
REVOKE ALL ON FUNCTION private.booking_parties(p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION bump_workout_revision(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.bump_workout_revision() FROM PUBLIC;

-- Name: FUNCTION caller_is_active(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.caller_is_active() TO authenticated;
GRANT ALL ON FUNCTION private.caller_is_active() TO service_role;
REVOKE ALL ON FUNCTION private.caller_is_active() FROM PUBLIC;

-- Name: FUNCTION can_edit_program(target uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_edit_program(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_edit_program(target uuid) TO service_role;
REVOKE ALL ON FUNCTION private.can_edit_program(target uuid) FROM PUBLIC;

-- Name: FUNCTION can_edit_workout(target uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_edit_workout(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_edit_workout(target uuid) TO service_role;
REVOKE ALL ON FUNCTION private.can_edit_workout(target uuid) FROM PUBLIC;

-- Name: FUNCTION can_manage_automation_flow(p_flow_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_manage_automation_flow(p_flow_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_manage_automation_flow(p_flow_id uuid) TO service_role;
REVOKE ALL ON FUNCTION private.can_manage_automation_flow(p_flow_id uuid) FROM PUBLIC;

-- Name: FUNCTION can_message(target uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_message(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_message(target uuid) TO service_role;
REVOKE ALL ON FUNCTION private.can_message(target uuid) FROM PUBLIC;

-- Name: FUNCTION can_pay_for(p_client_id uuid, p_service_id uuid, p_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.can_pay_for(p_client_id uuid, p_service_id uuid, p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION can_read_message_attachment(path text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_read_message_attachment(path text) TO authenticated;
GRANT ALL ON FUNCTION private.can_read_message_attachment(path text) TO service_role;
REVOKE ALL ON FUNCTION private.can_read_message_attachment(path text) FROM PUBLIC;

-- Name: FUNCTION can_read_program(target uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_read_program(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_read_program(target uuid) TO service_role;
REVOKE ALL ON FUNCTION private.can_read_program(target uuid) FROM PUBLIC;

-- Name: FUNCTION can_read_workout(target uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_read_workout(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_read_workout(target uuid) TO service_role;
REVOKE ALL ON FUNCTION private.can_read_workout(target uuid) FROM PUBLIC;

-- Name: FUNCTION can_see_on_demand(p_item uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_see_on_demand(p_item uuid) TO authenticated;
GRANT ALL ON FUNCTION private.can_see_on_demand(p_item uuid) TO service_role;
REVOKE ALL ON FUNCTION private.can_see_on_demand(p_item uuid) FROM PUBLIC;

-- Name: FUNCTION can_tag_client(p_client_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_tag_client(p_client_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.can_tag_client(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION can_write_message_attachment(path text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.can_write_message_attachment(path text) TO authenticated;
GRANT ALL ON FUNCTION private.can_write_message_attachment(path text) TO service_role;
REVOKE ALL ON FUNCTION private.can_write_message_attachment(path text) FROM PUBLIC;

-- Name: FUNCTION cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO authenticated;
GRANT ALL ON FUNCTION private.cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO service_role;
REVOKE ALL ON FUNCTION private.cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean) FROM PUBLIC;

-- Name: FUNCTION cancel_booking_as(p_caller public.users, p_booking_id uuid, p_reason text, p_waive_penalty boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.cancel_booking_as(p_caller public.users, p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO authenticated;
GRANT ALL ON FUNCTION private.cancel_booking_as(p_caller public.users, p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO service_role;
REVOKE ALL ON FUNCTION private.cancel_booking_as(p_caller public.users, p_booking_id uuid, p_reason text, p_waive_penalty boolean) FROM PUBLIC;

-- Name: FUNCTION cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO authenticated;
GRANT ALL ON FUNCTION private.cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO service_role;
REVOKE ALL ON FUNCTION private.cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean) FROM PUBLIC;

-- Name: FUNCTION check_booking_rules(p_caller public.users, p_service public.services, p_client public.users, p_starts_at timestamp with time zone, p_override boolean, p_ignore_booking uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.check_booking_rules(p_caller public.users, p_service public.services, p_client public.users, p_starts_at timestamp with time zone, p_override boolean, p_ignore_booking uuid) TO authenticated;
GRANT ALL ON FUNCTION private.check_booking_rules(p_caller public.users, p_service public.services, p_client public.users, p_starts_at timestamp with time zone, p_override boolean, p_ignore_booking uuid) TO service_role;
REVOKE ALL ON FUNCTION private.check_booking_rules(p_caller public.users, p_service public.services, p_client public.users, p_starts_at timestamp with time zone, p_override boolean, p_ignore_booking uuid) FROM PUBLIC;

-- Name: FUNCTION check_in(p_code text, p_method text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.check_in(p_code text, p_method text) TO authenticated;
REVOKE ALL ON FUNCTION private.check_in(p_code text, p_method text) FROM PUBLIC;

-- Name: FUNCTION valid_check_in_questions(p jsonb); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.valid_check_in_questions(p jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.valid_check_in_questions(p jsonb) TO service_role;
REVOKE ALL ON FUNCTION private.valid_check_in_questions(p jsonb) FROM PUBLIC;

-- Name: TABLE check_in_forms; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.check_in_forms TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.check_in_forms TO service_role;

-- Name: FUNCTION check_in_form_for(p_client uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.check_in_form_for(p_client uuid) FROM PUBLIC;

-- Name: FUNCTION check_in_manual(p_client_id uuid, p_override boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.check_in_manual(p_client_id uuid, p_override boolean) TO authenticated;
REVOKE ALL ON FUNCTION private.check_in_manual(p_client_id uuid, p_override boolean) FROM PUBLIC;

-- Name: TABLE weekly_check_ins; Type: ACL; Schema: public
GRANT SELECT,INSERT ON TABLE public.weekly_check_ins TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.weekly_check_ins TO service_role;

-- Name: FUNCTION check_in_summary(p public.weekly_check_ins); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.check_in_summary(p public.weekly_check_ins) FROM PUBLIC;

-- Name: TABLE client_invitations; Type: ACL; Schema: public
GRANT INSERT,DELETE,UPDATE ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.id; Type: ACL; Schema: public
GRANT SELECT(id) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(id) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.invited_by; Type: ACL; Schema: public
GRANT SELECT(invited_by) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(invited_by) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.trainer_id; Type: ACL; Schema: public
GRANT SELECT(trainer_id) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(trainer_id) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.client_type; Type: ACL; Schema: public
GRANT SELECT(client_type) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(client_type) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.email; Type: ACL; Schema: public
GRANT SELECT(email) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(email) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.phone; Type: ACL; Schema: public
GRANT SELECT(phone) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(phone) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.status; Type: ACL; Schema: public
GRANT SELECT(status) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(status) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.expires_at; Type: ACL; Schema: public
GRANT SELECT(expires_at) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(expires_at) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.sent_at; Type: ACL; Schema: public
GRANT SELECT(sent_at) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(sent_at) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.accepted_by; Type: ACL; Schema: public
GRANT SELECT(accepted_by) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(accepted_by) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.accepted_at; Type: ACL; Schema: public
GRANT SELECT(accepted_at) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(accepted_at) ON TABLE public.client_invitations TO service_role;

-- Name: COLUMN client_invitations.created_at; Type: ACL; Schema: public
GRANT SELECT(created_at) ON TABLE public.client_invitations TO authenticated;
GRANT SELECT(created_at) ON TABLE public.client_invitations TO service_role;

-- Name: FUNCTION check_invitation_for(p_row public.client_invitations, p_user uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.check_invitation_for(p_row public.client_invitations, p_user uuid) FROM PUBLIC;

-- Name: FUNCTION check_message_attachment(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.check_message_attachment() FROM PUBLIC;

-- Name: FUNCTION check_studio_time_zone(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.check_studio_time_zone() FROM PUBLIC;

-- Name: FUNCTION check_waitlist_payable(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.check_waitlist_payable() FROM PUBLIC;

-- Name: TABLE service_sessions; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.service_sessions TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.service_sessions TO service_role;

-- Name: FUNCTION class_session(p_session_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.class_session(p_session_id uuid) FROM PUBLIC;

-- Name: FUNCTION clean_message_body(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.clean_message_body() FROM PUBLIC;

-- Name: FUNCTION clear_message_notification(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.clear_message_notification() FROM PUBLIC;

-- Name: TABLE refunds; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.refunds TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.refunds TO service_role;

-- Name: FUNCTION complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean) TO service_role;
REVOKE ALL ON FUNCTION private.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean) FROM PUBLIC;

-- Name: FUNCTION copy_program_weeks(p_from uuid, p_to uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.copy_program_weeks(p_from uuid, p_to uuid) TO authenticated;
GRANT ALL ON FUNCTION private.copy_program_weeks(p_from uuid, p_to uuid) TO service_role;
REVOKE ALL ON FUNCTION private.copy_program_weeks(p_from uuid, p_to uuid) FROM PUBLIC;

-- Name: FUNCTION create_calendar_feed_token(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.create_calendar_feed_token() TO authenticated;
REVOKE ALL ON FUNCTION private.create_calendar_feed_token() FROM PUBLIC;

-- Name: FUNCTION create_client_invitation(p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.create_client_invitation(p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.create_client_invitation(p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid) FROM PUBLIC;

-- Name: FUNCTION credit_balances(p_client_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.credit_balances(p_client_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.credit_balances(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION current_time_step(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.current_time_step() FROM PUBLIC;

-- Name: FUNCTION cycle_shared_with_staff(target uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.cycle_shared_with_staff(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.cycle_shared_with_staff(target uuid) TO service_role;
REVOKE ALL ON FUNCTION private.cycle_shared_with_staff(target uuid) FROM PUBLIC;

-- Name: FUNCTION desk_rate_limited(p_desk_user_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.desk_rate_limited(p_desk_user_id uuid) FROM PUBLIC;

-- Name: FUNCTION discount_for(p_code text, p_kind public.order_kind, p_product_id uuid, p_client_id uuid, p_list_price integer, p_lock boolean); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.discount_for(p_code text, p_kind public.order_kind, p_product_id uuid, p_client_id uuid, p_list_price integer, p_lock boolean) FROM PUBLIC;

-- Name: FUNCTION display_name(p_user uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.display_name(p_user uuid) FROM PUBLIC;

-- Name: FUNCTION estimated_one_rep_max(p_weight double precision, p_reps integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.estimated_one_rep_max(p_weight double precision, p_reps integer) TO authenticated;
GRANT ALL ON FUNCTION private.estimated_one_rep_max(p_weight double precision, p_reps integer) TO service_role;
REVOKE ALL ON FUNCTION private.estimated_one_rep_max(p_weight double precision, p_reps integer) FROM PUBLIC;

-- Name: FUNCTION exercise_alias_keys(aliases text[]); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.exercise_alias_keys(aliases text[]) TO authenticated;
GRANT ALL ON FUNCTION private.exercise_alias_keys(aliases text[]) TO service_role;
REVOKE ALL ON FUNCTION private.exercise_alias_keys(aliases text[]) FROM PUBLIC;

-- Name: FUNCTION exercise_aliases_well_formed(aliases text[]); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.exercise_aliases_well_formed(aliases text[]) TO authenticated;
GRANT ALL ON FUNCTION private.exercise_aliases_well_formed(aliases text[]) TO service_role;
REVOKE ALL ON FUNCTION private.exercise_aliases_well_formed(aliases text[]) FROM PUBLIC;

-- Name: FUNCTION exercise_media_references_ok(items text[]); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.exercise_media_references_ok(items text[]) TO authenticated;
GRANT ALL ON FUNCTION private.exercise_media_references_ok(items text[]) TO service_role;
REVOKE ALL ON FUNCTION private.exercise_media_references_ok(items text[]) FROM PUBLIC;

-- Name: FUNCTION exercise_names_stay_unique(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.exercise_names_stay_unique() FROM PUBLIC;

-- Name: FUNCTION fee_order(p_booking public.bookings, p_what text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.fee_order(p_booking public.bookings, p_what text) FROM PUBLIC;

-- Name: FUNCTION finish_check_in(p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method, p_reason public.check_in_reason, p_via text, p_time_step bigint); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.finish_check_in(p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method, p_reason public.check_in_reason, p_via text, p_time_step bigint) FROM PUBLIC;

-- Name: FUNCTION forgive_booking(p_booking_id uuid, p_note text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.forgive_booking(p_booking_id uuid, p_note text) TO authenticated;
REVOKE ALL ON FUNCTION private.forgive_booking(p_booking_id uuid, p_note text) FROM PUBLIC;

-- Name: FUNCTION free_place(p_session public.service_sessions); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.free_place(p_session public.service_sessions) TO authenticated;
GRANT ALL ON FUNCTION private.free_place(p_session public.service_sessions) TO service_role;
REVOKE ALL ON FUNCTION private.free_place(p_session public.service_sessions) FROM PUBLIC;

-- Name: FUNCTION free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer) TO authenticated;
GRANT ALL ON FUNCTION private.free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer) TO service_role;
REVOKE ALL ON FUNCTION private.free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer) FROM PUBLIC;

-- Name: FUNCTION fulfil_order(p_order public.orders, p_subscription_id text, p_customer_id text, p_period_start timestamp with time zone, p_period_end timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.fulfil_order(p_order public.orders, p_subscription_id text, p_customer_id text, p_period_start timestamp with time zone, p_period_end timestamp with time zone) FROM PUBLIC;

-- Name: TABLE credit_lots; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.credit_lots TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.credit_lots TO service_role;

-- Name: FUNCTION grant_lot(p_client_id uuid, p_category_id uuid, p_service_id uuid, p_credits integer, p_expires_at timestamp with time zone, p_order_id uuid, p_membership_id uuid, p_period_start timestamp with time zone, p_reason public.credit_reason, p_actor_id uuid, p_note text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.grant_lot(p_client_id uuid, p_category_id uuid, p_service_id uuid, p_credits integer, p_expires_at timestamp with time zone, p_order_id uuid, p_membership_id uuid, p_period_start timestamp with time zone, p_reason public.credit_reason, p_actor_id uuid, p_note text) FROM PUBLIC;

-- Name: TABLE memberships; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.memberships TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.memberships TO service_role;

-- Name: FUNCTION grant_period(p_membership public.memberships, p_start timestamp with time zone, p_end timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.grant_period(p_membership public.memberships, p_start timestamp with time zone, p_end timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION guard_cycle_consent(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.guard_cycle_consent() FROM PUBLIC;

-- Name: FUNCTION guard_message_attachment_update(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.guard_message_attachment_update() FROM PUBLIC;

-- Name: FUNCTION guard_message_update(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.guard_message_update() FROM PUBLIC;

-- Name: FUNCTION guard_user_privileged_columns(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.guard_user_privileged_columns() FROM PUBLIC;

-- Name: FUNCTION handle_new_auth_user(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.handle_new_auth_user() FROM PUBLIC;

-- Name: FUNCTION handle_updated_auth_user(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.handle_updated_auth_user() FROM PUBLIC;

-- Name: FUNCTION hours_rule(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text, p_override boolean); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.hours_rule(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION interval_of(p_interval public.billing_interval); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.interval_of(p_interval public.billing_interval) FROM PUBLIC;

-- Name: FUNCTION invitation_effective_status(p_status public.invitation_status, p_expires_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.invitation_effective_status(p_status public.invitation_status, p_expires_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION invitation_preview(p_token text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.invitation_preview(p_token text) TO service_role;
REVOKE ALL ON FUNCTION private.invitation_preview(p_token text) FROM PUBLIC;

-- Name: FUNCTION invitation_trainer(p_trainer uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.invitation_trainer(p_trainer uuid) FROM PUBLIC;

-- Name: FUNCTION is_admin(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.is_admin() TO authenticated;
GRANT ALL ON FUNCTION private.is_admin() TO service_role;
REVOKE ALL ON FUNCTION private.is_admin() FROM PUBLIC;

-- Name: FUNCTION is_staff(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.is_staff() TO authenticated;
GRANT ALL ON FUNCTION private.is_staff() TO service_role;
REVOKE ALL ON FUNCTION private.is_staff() FROM PUBLIC;

-- Name: FUNCTION join_waitlist(p_session_id uuid, p_client_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.join_waitlist(p_session_id uuid, p_client_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.join_waitlist(p_session_id uuid, p_client_id uuid) TO service_role;
REVOKE ALL ON FUNCTION private.join_waitlist(p_session_id uuid, p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION json_text_items(p_value jsonb, p_what text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.json_text_items(p_value jsonb, p_what text) TO authenticated;
GRANT ALL ON FUNCTION private.json_text_items(p_value jsonb, p_what text) TO service_role;
REVOKE ALL ON FUNCTION private.json_text_items(p_value jsonb, p_what text) FROM PUBLIC;

-- Name: FUNCTION keep_column_unless_admin(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.keep_column_unless_admin() FROM PUBLIC;

-- Name: FUNCTION keep_later_weighing(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.keep_later_weighing() FROM PUBLIC;

-- Name: FUNCTION keep_lot_terms(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.keep_lot_terms() FROM PUBLIC;

-- Name: FUNCTION keep_primary_key(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.keep_primary_key() FROM PUBLIC;

-- Name: FUNCTION leave_waitlist(p_session_id uuid, p_client_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.leave_waitlist(p_session_id uuid, p_client_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.leave_waitlist(p_session_id uuid, p_client_id uuid) TO service_role;
REVOKE ALL ON FUNCTION private.leave_waitlist(p_session_id uuid, p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION lock_client_bookings(p_client_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.lock_client_bookings(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION lock_client_check_in(p_client_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.lock_client_check_in(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION lock_summaries_of(p_user_ids uuid[]); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.lock_summaries_of(p_user_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION log_belongs_to(log uuid, owner uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.log_belongs_to(log uuid, owner uuid) TO authenticated;
GRANT ALL ON FUNCTION private.log_belongs_to(log uuid, owner uuid) TO service_role;
REVOKE ALL ON FUNCTION private.log_belongs_to(log uuid, owner uuid) FROM PUBLIC;

-- Name: FUNCTION log_set_from_session(p_exercise jsonb, p_set jsonb, p_number integer, p_finished timestamp with time zone); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.log_set_from_session(p_exercise jsonb, p_set jsonb, p_number integer, p_finished timestamp with time zone) TO authenticated;
REVOKE ALL ON FUNCTION private.log_set_from_session(p_exercise jsonb, p_set jsonb, p_number integer, p_finished timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION make_room_for_program(p_client uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.make_room_for_program(p_client uuid) TO authenticated;
GRANT ALL ON FUNCTION private.make_room_for_program(p_client uuid) TO service_role;
REVOKE ALL ON FUNCTION private.make_room_for_program(p_client uuid) FROM PUBLIC;

-- Name: FUNCTION mark_attendance(p_booking_id uuid, p_status text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.mark_attendance(p_booking_id uuid, p_status text) TO authenticated;
GRANT ALL ON FUNCTION private.mark_attendance(p_booking_id uuid, p_status text) TO service_role;
REVOKE ALL ON FUNCTION private.mark_attendance(p_booking_id uuid, p_status text) FROM PUBLIC;

-- Name: FUNCTION mark_on_demand_workout_completed(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.mark_on_demand_workout_completed() FROM PUBLIC;

-- Name: FUNCTION mark_order_paid(p_order public.orders, p_payment_id text, p_customer_id text, p_subscription_id text, p_period_start timestamp with time zone, p_period_end timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.mark_order_paid(p_order public.orders, p_payment_id text, p_customer_id text, p_subscription_id text, p_period_start timestamp with time zone, p_period_end timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION may_act_for_client(p_caller public.users, p_client_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.may_act_for_client(p_caller public.users, p_client_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.may_act_for_client(p_caller public.users, p_client_id uuid) TO service_role;
REVOKE ALL ON FUNCTION private.may_act_for_client(p_caller public.users, p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION member_rate_limited(p_client_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.member_rate_limited(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION membership_copy_plan(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.membership_copy_plan() FROM PUBLIC;

-- Name: FUNCTION membership_end_client_type(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.membership_end_client_type() FROM PUBLIC;

-- Name: FUNCTION membership_for(p_membership_id uuid, p_admin_only boolean); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.membership_for(p_membership_id uuid, p_admin_only boolean) FROM PUBLIC;

-- Name: FUNCTION message_contacts(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.message_contacts() TO authenticated;
REVOKE ALL ON FUNCTION private.message_contacts() FROM PUBLIC;

-- Name: FUNCTION message_id_of_attachment(path text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.message_id_of_attachment(path text) TO authenticated;
GRANT ALL ON FUNCTION private.message_id_of_attachment(path text) TO service_role;
REVOKE ALL ON FUNCTION private.message_id_of_attachment(path text) FROM PUBLIC;

-- Name: FUNCTION message_threads(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.message_threads() TO authenticated;
REVOKE ALL ON FUNCTION private.message_threads() FROM PUBLIC;

-- Name: FUNCTION minutes_in_words(p_minutes integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.minutes_in_words(p_minutes integer) TO authenticated;
GRANT ALL ON FUNCTION private.minutes_in_words(p_minutes integer) TO service_role;
REVOKE ALL ON FUNCTION private.minutes_in_words(p_minutes integer) FROM PUBLIC;

-- Name: FUNCTION monthly_price_minor(p_price_minor integer, p_interval public.billing_interval); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.monthly_price_minor(p_price_minor integer, p_interval public.billing_interval) FROM PUBLIC;

-- Name: FUNCTION move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean) TO authenticated;
GRANT ALL ON FUNCTION private.move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean) TO service_role;
REVOKE ALL ON FUNCTION private.move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION my_access_key(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.my_access_key() TO authenticated;
REVOKE ALL ON FUNCTION private.my_access_key() FROM PUBLIC;

-- Name: FUNCTION my_join_code(p_regenerate boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.my_join_code(p_regenerate boolean) TO authenticated;
REVOKE ALL ON FUNCTION private.my_join_code(p_regenerate boolean) FROM PUBLIC;

-- Name: FUNCTION my_trainer_id(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.my_trainer_id() TO authenticated;
GRANT ALL ON FUNCTION private.my_trainer_id() TO service_role;
REVOKE ALL ON FUNCTION private.my_trainer_id() FROM PUBLIC;

-- Name: FUNCTION notify(p_recipient uuid, p_kind text, p_title text, p_body text, p_link text, p_dedupe_key text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.notify(p_recipient uuid, p_kind text, p_title text, p_body text, p_link text, p_dedupe_key text) FROM PUBLIC;

-- Name: FUNCTION notify_booking_change(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.notify_booking_change() FROM PUBLIC;

-- Name: FUNCTION notify_new_message(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.notify_new_message() FROM PUBLIC;

-- Name: FUNCTION notify_program_assigned(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.notify_program_assigned() FROM PUBLIC;

-- Name: FUNCTION notify_waitlist_promotion(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.notify_waitlist_promotion() FROM PUBLIC;

-- Name: FUNCTION offered_service(p_service_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.offered_service(p_service_id uuid) FROM PUBLIC;

-- Name: FUNCTION owns_client_tag(p_tag_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.owns_client_tag(p_tag_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.owns_client_tag(p_tag_id uuid) FROM PUBLIC;

-- Name: FUNCTION pay_for_booking(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.pay_for_booking() FROM PUBLIC;

-- Name: FUNCTION payments_report(p_from date, p_to date, p_bucket text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.payments_report(p_from date, p_to date, p_bucket text) TO authenticated;
REVOKE ALL ON FUNCTION private.payments_report(p_from date, p_to date, p_bucket text) FROM PUBLIC;

-- Name: FUNCTION pending_join_requests(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.pending_join_requests() TO authenticated;
REVOKE ALL ON FUNCTION private.pending_join_requests() FROM PUBLIC;

-- Name: FUNCTION post_check_in_summary(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.post_check_in_summary() FROM PUBLIC;

-- Name: FUNCTION preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text) TO authenticated;
REVOKE ALL ON FUNCTION private.preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text) FROM PUBLIC;

-- Name: FUNCTION product_terms(p_kind public.order_kind, p_product_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.product_terms(p_kind public.order_kind, p_product_id uuid) FROM PUBLIC;

-- Name: FUNCTION program_prescriptions(p_program_ids uuid[]); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.program_prescriptions(p_program_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION private.program_prescriptions(p_program_ids uuid[]) TO service_role;
REVOKE ALL ON FUNCTION private.program_prescriptions(p_program_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION queue_push_deliveries(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.queue_push_deliveries() FROM PUBLIC;

-- Name: FUNCTION raise_conflict(p_constraint text, p_caller public.users); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.raise_conflict(p_constraint text, p_caller public.users) TO authenticated;
GRANT ALL ON FUNCTION private.raise_conflict(p_constraint text, p_caller public.users) TO service_role;
REVOKE ALL ON FUNCTION private.raise_conflict(p_constraint text, p_caller public.users) FROM PUBLIC;

-- Name: FUNCTION random_invitation_code(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.random_invitation_code() FROM PUBLIC;

-- Name: FUNCTION random_join_code(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.random_join_code() FROM PUBLIC;

-- Name: FUNCTION random_studio_code(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.random_studio_code() FROM PUBLIC;

-- Name: FUNCTION record_automation_join(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.record_automation_join() FROM PUBLIC;

-- Name: FUNCTION record_broadcast(p_id uuid, p_body text, p_audience text, p_recipient_count integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.record_broadcast(p_id uuid, p_body text, p_audience text, p_recipient_count integer) TO authenticated;
REVOKE ALL ON FUNCTION private.record_broadcast(p_id uuid, p_body text, p_audience text, p_recipient_count integer) FROM PUBLIC;

-- Name: FUNCTION record_door_opened(p_check_in_id uuid, p_door_id text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.record_door_opened(p_check_in_id uuid, p_door_id text) TO service_role;
REVOKE ALL ON FUNCTION private.record_door_opened(p_check_in_id uuid, p_door_id text) FROM PUBLIC;

-- Name: FUNCTION redeem_code(p_code text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.redeem_code(p_code text) TO authenticated;
REVOKE ALL ON FUNCTION private.redeem_code(p_code text) FROM PUBLIC;

-- Name: FUNCTION refresh_lift_days(p_user_ids uuid[], p_exercise_ids uuid[], p_days date[]); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.refresh_lift_days(p_user_ids uuid[], p_exercise_ids uuid[], p_days date[]) FROM PUBLIC;

-- Name: FUNCTION refresh_training_days(p_user_ids uuid[], p_days date[]); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.refresh_training_days(p_user_ids uuid[], p_days date[]) FROM PUBLIC;

-- Name: FUNCTION refuse_deleting_used_workout(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.refuse_deleting_used_workout() FROM PUBLIC;

-- Name: FUNCTION refuse_ledger_change(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.refuse_ledger_change() FROM PUBLIC;

-- Name: FUNCTION release_order(p_order_id uuid, p_status public.order_status); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.release_order(p_order_id uuid, p_status public.order_status) FROM PUBLIC;

-- Name: FUNCTION renew_access_key(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.renew_access_key() TO authenticated;
REVOKE ALL ON FUNCTION private.renew_access_key() FROM PUBLIC;

-- Name: FUNCTION report_at_risk(p_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_at_risk(p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION report_attendance(p_starts timestamp with time zone, p_ends timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_attendance(p_starts timestamp with time zone, p_ends timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION report_bucket(p_day date, p_bucket text, p_week_start smallint); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_bucket(p_day date, p_bucket text, p_week_start smallint) FROM PUBLIC;

-- Name: FUNCTION report_liability(p_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_liability(p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION report_lot_values(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_lot_values() FROM PUBLIC;

-- Name: FUNCTION report_lots_at(p_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_lots_at(p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION report_member_mrr(p_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_member_mrr(p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION report_mrr_months(p_from date, p_to date, p_zone text, p_as_of timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_mrr_months(p_from date, p_to date, p_zone text, p_as_of timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION report_revenue(p_from date, p_to date, p_bucket text, p_zone text, p_week_start smallint); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_revenue(p_from date, p_to date, p_bucket text, p_zone text, p_week_start smallint) FROM PUBLIC;

-- Name: FUNCTION report_trainers(p_starts timestamp with time zone, p_ends timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.report_trainers(p_starts timestamp with time zone, p_ends timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text) TO authenticated;
REVOKE ALL ON FUNCTION private.request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text) FROM PUBLIC;

-- Name: FUNCTION require_active_caller(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.require_active_caller() TO authenticated;
GRANT ALL ON FUNCTION private.require_active_caller() TO service_role;
REVOKE ALL ON FUNCTION private.require_active_caller() FROM PUBLIC;

-- Name: FUNCTION require_client(p_caller public.users); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.require_client(p_caller public.users) FROM PUBLIC;

-- Name: FUNCTION require_staff(p_caller public.users, p_message text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.require_staff(p_caller public.users, p_message text) FROM PUBLIC;

-- Name: FUNCTION resend_client_invitation(p_invitation_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.resend_client_invitation(p_invitation_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.resend_client_invitation(p_invitation_id uuid) FROM PUBLIC;

-- Name: FUNCTION revoke_access_key(p_client_id uuid, p_reason text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.revoke_access_key(p_client_id uuid, p_reason text) TO authenticated;
REVOKE ALL ON FUNCTION private.revoke_access_key(p_client_id uuid, p_reason text) FROM PUBLIC;

-- Name: FUNCTION revoke_calendar_feed_token(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.revoke_calendar_feed_token() TO authenticated;
REVOKE ALL ON FUNCTION private.revoke_calendar_feed_token() FROM PUBLIC;

-- Name: FUNCTION revoke_client_invitation(p_invitation_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.revoke_client_invitation(p_invitation_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION private.revoke_client_invitation(p_invitation_id uuid) FROM PUBLIC;

-- Name: FUNCTION run_automation_step(p_run_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.run_automation_step(p_run_id uuid) FROM PUBLIC;

-- Name: FUNCTION run_automations(p_now timestamp with time zone); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.run_automations(p_now timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION private.run_automations(p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION run_payment_housekeeping(p_now timestamp with time zone); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.run_payment_housekeeping(p_now timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION private.run_payment_housekeeping(p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer) TO authenticated;
REVOKE ALL ON FUNCTION private.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer) FROM PUBLIC;

-- Name: FUNCTION text_array_within(items text[], max_items integer, max_chars integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.text_array_within(items text[], max_items integer, max_chars integer) TO authenticated;
GRANT ALL ON FUNCTION private.text_array_within(items text[], max_items integer, max_chars integer) TO service_role;
REVOKE ALL ON FUNCTION private.text_array_within(items text[], max_items integer, max_chars integer) FROM PUBLIC;

-- Name: TABLE programs; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.programs TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.programs TO service_role;

-- Name: FUNCTION save_program_core(p_program jsonb); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.save_program_core(p_program jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.save_program_core(p_program jsonb) TO service_role;
REVOKE ALL ON FUNCTION private.save_program_core(p_program jsonb) FROM PUBLIC;

-- Name: FUNCTION save_program_weeks(p_program_id uuid, p_weeks jsonb); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.save_program_weeks(p_program_id uuid, p_weeks jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.save_program_weeks(p_program_id uuid, p_weeks jsonb) TO service_role;
REVOKE ALL ON FUNCTION private.save_program_weeks(p_program_id uuid, p_weeks jsonb) FROM PUBLIC;

-- Name: FUNCTION save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[], p_device_label text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[], p_device_label text) TO authenticated;
REVOKE ALL ON FUNCTION private.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[], p_device_label text) FROM PUBLIC;

-- Name: FUNCTION schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean) TO authenticated;
GRANT ALL ON FUNCTION private.schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean) TO service_role;
REVOKE ALL ON FUNCTION private.schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION send_booking_reminders(p_now timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.send_booking_reminders(p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION send_check_in_reminders(p_now timestamp with time zone); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.send_check_in_reminders(p_now timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION private.send_check_in_reminders(p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION service_is_paid(p_service_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.service_is_paid(p_service_id uuid) FROM PUBLIC;

-- Name: FUNCTION session_trainer_id(p_session_id uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.session_trainer_id(p_session_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.session_trainer_id(p_session_id uuid) TO service_role;
REVOKE ALL ON FUNCTION private.session_trainer_id(p_session_id uuid) FROM PUBLIC;

-- Name: FUNCTION set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text) TO authenticated;
REVOKE ALL ON FUNCTION private.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text) FROM PUBLIC;

-- Name: FUNCTION set_automation_flow_status(p_flow_id uuid, p_status text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_automation_flow_status(p_flow_id uuid, p_status text) TO authenticated;
REVOKE ALL ON FUNCTION private.set_automation_flow_status(p_flow_id uuid, p_status text) FROM PUBLIC;

-- Name: FUNCTION set_automation_flow_tags(p_flow_id uuid, p_tags jsonb); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_automation_flow_tags(p_flow_id uuid, p_tags jsonb) TO authenticated;
REVOKE ALL ON FUNCTION private.set_automation_flow_tags(p_flow_id uuid, p_tags jsonb) FROM PUBLIC;

-- Name: FUNCTION set_booking_override(p_override boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_booking_override(p_override boolean) TO authenticated;
REVOKE ALL ON FUNCTION private.set_booking_override(p_override boolean) FROM PUBLIC;

-- Name: FUNCTION set_client_archived(p_client_id uuid, p_archived boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_client_archived(p_client_id uuid, p_archived boolean) TO authenticated;
REVOKE ALL ON FUNCTION private.set_client_archived(p_client_id uuid, p_archived boolean) FROM PUBLIC;

-- Name: FUNCTION set_membership_cancel(p_membership_id uuid, p_cancel boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_membership_cancel(p_membership_id uuid, p_cancel boolean) TO authenticated;
REVOKE ALL ON FUNCTION private.set_membership_cancel(p_membership_id uuid, p_cancel boolean) FROM PUBLIC;

-- Name: FUNCTION set_membership_paused(p_membership_id uuid, p_paused boolean); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_membership_paused(p_membership_id uuid, p_paused boolean) TO authenticated;
REVOKE ALL ON FUNCTION private.set_membership_paused(p_membership_id uuid, p_paused boolean) FROM PUBLIC;

-- Name: FUNCTION set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer) TO authenticated;
REVOKE ALL ON FUNCTION private.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer) FROM PUBLIC;

-- Name: FUNCTION set_session_busy(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.set_session_busy() FROM PUBLIC;

-- Name: FUNCTION set_updated_at(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.set_updated_at() FROM PUBLIC;

-- Name: FUNCTION settle_booking(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.settle_booking() FROM PUBLIC;

-- Name: FUNCTION settle_refund(p_refund public.refunds); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.settle_refund(p_refund public.refunds) FROM PUBLIC;

-- Name: FUNCTION sha256_hex(p_text text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.sha256_hex(p_text text) FROM PUBLIC;

-- Name: FUNCTION spendable_lot(p_client_id uuid, p_service_id uuid, p_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.spendable_lot(p_client_id uuid, p_service_id uuid, p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION stamp_log_comment_edit(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.stamp_log_comment_edit() FROM PUBLIC;

-- Name: FUNCTION stamp_message_insert(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.stamp_message_insert() FROM PUBLIC;

-- Name: FUNCTION stamp_notification_read(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.stamp_notification_read() FROM PUBLIC;

-- Name: FUNCTION stamp_weekly_check_in(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.stamp_weekly_check_in() FROM PUBLIC;

-- Name: FUNCTION start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text) TO authenticated;
REVOKE ALL ON FUNCTION private.start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text) FROM PUBLIC;

-- Name: FUNCTION stored_message_attachment(path text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.stored_message_attachment(path text) TO authenticated;
GRANT ALL ON FUNCTION private.stored_message_attachment(path text) TO service_role;
REVOKE ALL ON FUNCTION private.stored_message_attachment(path text) FROM PUBLIC;

-- Name: TABLE studio_settings; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.studio_settings TO service_role;
GRANT SELECT,UPDATE ON TABLE public.studio_settings TO authenticated;

-- Name: FUNCTION studio(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.studio() TO authenticated;
GRANT ALL ON FUNCTION private.studio() TO service_role;
REVOKE ALL ON FUNCTION private.studio() FROM PUBLIC;

-- Name: FUNCTION studio_later(p_at timestamp with time zone, p_interval interval); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.studio_later(p_at timestamp with time zone, p_interval interval) FROM PUBLIC;

-- Name: FUNCTION studio_time_label(p_at timestamp with time zone); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.studio_time_label(p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION studio_week_start(p_at timestamp with time zone); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.studio_week_start(p_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION private.studio_week_start(p_at timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION private.studio_week_start(p_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION timestamptz_or_null(p_text text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.timestamptz_or_null(p_text text) FROM PUBLIC;

-- Name: FUNCTION totp_code(p_secret bytea, p_step bigint); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.totp_code(p_secret bytea, p_step bigint) FROM PUBLIC;

-- Name: FUNCTION trainer_windows(p_trainer_id uuid, p_date date); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.trainer_windows(p_trainer_id uuid, p_date date) TO authenticated;
GRANT ALL ON FUNCTION private.trainer_windows(p_trainer_id uuid, p_date date) TO service_role;
REVOKE ALL ON FUNCTION private.trainer_windows(p_trainer_id uuid, p_date date) FROM PUBLIC;

-- Name: FUNCTION unlimited_membership_for(p_client_id uuid, p_service_id uuid); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.unlimited_membership_for(p_client_id uuid, p_service_id uuid) FROM PUBLIC;

-- Name: FUNCTION uuid_or_null(p_text text); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.uuid_or_null(p_text text) FROM PUBLIC;

-- Name: FUNCTION visible_session_ids(); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.visible_session_ids() TO authenticated;
GRANT ALL ON FUNCTION private.visible_session_ids() TO service_role;
REVOKE ALL ON FUNCTION private.visible_session_ids() FROM PUBLIC;

-- Name: FUNCTION week_number_field(p_item jsonb, p_key text, p_low numeric, p_high numeric, p_whole boolean, p_message text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.week_number_field(p_item jsonb, p_key text, p_low numeric, p_high numeric, p_whole boolean, p_message text) TO authenticated;
GRANT ALL ON FUNCTION private.week_number_field(p_item jsonb, p_key text, p_low numeric, p_high numeric, p_whole boolean, p_message text) TO service_role;
REVOKE ALL ON FUNCTION private.week_number_field(p_item jsonb, p_key text, p_low numeric, p_high numeric, p_whole boolean, p_message text) FROM PUBLIC;

-- Name: FUNCTION weekday_count(p_dow integer, p_from date, p_to date); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.weekday_count(p_dow integer, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION private.weekday_count(p_dow integer, p_from date, p_to date) TO service_role;
REVOKE ALL ON FUNCTION private.weekday_count(p_dow integer, p_from date, p_to date) FROM PUBLIC;

-- Name: FUNCTION within_trainer_hours(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.within_trainer_hours(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text) TO authenticated;
GRANT ALL ON FUNCTION private.within_trainer_hours(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text) TO service_role;
REVOKE ALL ON FUNCTION private.within_trainer_hours(p_trainer_id uuid, p_starts_at timestamp with time zone, p_ends_at timestamp with time zone, p_time_zone text) FROM PUBLIC;

-- Name: FUNCTION workout_in_use(target uuid); Type: ACL; Schema: private
GRANT ALL ON FUNCTION private.workout_in_use(target uuid) TO authenticated;
GRANT ALL ON FUNCTION private.workout_in_use(target uuid) TO service_role;
REVOKE ALL ON FUNCTION private.workout_in_use(target uuid) FROM PUBLIC;

-- Name: FUNCTION workout_log_sets_summaries(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.workout_log_sets_summaries() FROM PUBLIC;

-- Name: FUNCTION workout_logs_summaries(); Type: ACL; Schema: private
REVOKE ALL ON FUNCTION private.workout_logs_summaries() FROM PUBLIC;

-- Name: FUNCTION accept_invitation(p_token text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.accept_invitation(p_token text) TO authenticated;
REVOKE ALL ON FUNCTION public.accept_invitation(p_token text) FROM PUBLIC;

-- Name: FUNCTION access_status(p_client_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.access_status(p_client_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.access_status(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone) TO authenticated;
REVOKE ALL ON FUNCTION public.adjust_credits(p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION answer_booking_request(p_booking_id uuid, p_accept boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.answer_booking_request(p_booking_id uuid, p_accept boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.answer_booking_request(p_booking_id uuid, p_accept boolean) FROM PUBLIC;

-- Name: FUNCTION answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type) TO authenticated;
REVOKE ALL ON FUNCTION public.answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type) FROM PUBLIC;

-- Name: FUNCTION apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb) TO service_role;
REVOKE ALL ON FUNCTION public.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb) FROM PUBLIC;

-- Name: FUNCTION assign_program(p_program_id uuid, p_client_ids uuid[]); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.assign_program(p_program_id uuid, p_client_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION public.assign_program(p_program_id uuid, p_client_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text) TO service_role;
REVOKE ALL ON FUNCTION public.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text) FROM PUBLIC;

-- Name: FUNCTION author_names(p_ids uuid[]); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.author_names(p_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION public.author_names(p_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION automation_flow_preview(p_flow_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.automation_flow_preview(p_flow_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.automation_flow_preview(p_flow_id uuid) FROM PUBLIC;

-- Name: FUNCTION automation_flow_timeline(p_flow_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.automation_flow_timeline(p_flow_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.automation_flow_timeline(p_flow_id uuid) FROM PUBLIC;

-- Name: FUNCTION book_appointment(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_client_id uuid, p_override boolean, p_note text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.book_appointment(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_client_id uuid, p_override boolean, p_note text) TO authenticated;
REVOKE ALL ON FUNCTION public.book_appointment(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_client_id uuid, p_override boolean, p_note text) FROM PUBLIC;

-- Name: FUNCTION book_class(p_session_id uuid, p_client_id uuid, p_override boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.book_class(p_session_id uuid, p_client_id uuid, p_override boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.book_class(p_session_id uuid, p_client_id uuid, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION book_series(p_service_id uuid, p_trainer_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_client_id uuid, p_override boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.book_series(p_service_id uuid, p_trainer_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_client_id uuid, p_override boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.book_series(p_service_id uuid, p_trainer_id uuid, p_first_date date, p_local_time time without time zone, p_weekdays integer[], p_weeks integer, p_until date, p_client_id uuid, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION bookable_trainer_names(p_trainer_ids uuid[]); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.bookable_trainer_names(p_trainer_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION public.bookable_trainer_names(p_trainer_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION broadcast_audience(p_audience text, p_client_type public.client_type, p_program_id uuid, p_tag_id uuid, p_client_ids uuid[]); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.broadcast_audience(p_audience text, p_client_type public.client_type, p_program_id uuid, p_tag_id uuid, p_client_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION public.broadcast_audience(p_audience text, p_client_type public.client_type, p_program_id uuid, p_tag_id uuid, p_client_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean) FROM PUBLIC;

-- Name: FUNCTION cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean) FROM PUBLIC;

-- Name: FUNCTION check_in(p_code text, p_method text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.check_in(p_code text, p_method text) TO authenticated;
REVOKE ALL ON FUNCTION public.check_in(p_code text, p_method text) FROM PUBLIC;

-- Name: FUNCTION check_in_manual(p_client_id uuid, p_override boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.check_in_manual(p_client_id uuid, p_override boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.check_in_manual(p_client_id uuid, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION claim_push_deliveries(p_limit integer, p_now timestamp with time zone); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.claim_push_deliveries(p_limit integer, p_now timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION public.claim_push_deliveries(p_limit integer, p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION client_roster_signals(p_as_of date, p_client_ids uuid[]); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.client_roster_signals(p_as_of date, p_client_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION public.client_roster_signals(p_as_of date, p_client_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean) TO service_role;
REVOKE ALL ON FUNCTION public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean) FROM PUBLIC;

-- Name: TABLE workout_logs; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_logs TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_logs TO service_role;

-- Name: FUNCTION complete_workout_session(p_log jsonb, p_sets jsonb, p_removed jsonb); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.complete_workout_session(p_log jsonb, p_sets jsonb, p_removed jsonb) TO authenticated;
REVOKE ALL ON FUNCTION public.complete_workout_session(p_log jsonb, p_sets jsonb, p_removed jsonb) FROM PUBLIC;

-- Name: FUNCTION create_calendar_feed_token(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.create_calendar_feed_token() TO authenticated;
REVOKE ALL ON FUNCTION public.create_calendar_feed_token() FROM PUBLIC;

-- Name: FUNCTION create_client_invitation(p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.create_client_invitation(p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.create_client_invitation(p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid) FROM PUBLIC;

-- Name: FUNCTION credit_balances(p_client_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.credit_balances(p_client_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.credit_balances(p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION forgive_booking(p_booking_id uuid, p_note text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.forgive_booking(p_booking_id uuid, p_note text) TO authenticated;
REVOKE ALL ON FUNCTION public.forgive_booking(p_booking_id uuid, p_note text) FROM PUBLIC;

-- Name: FUNCTION free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer) TO authenticated;
REVOKE ALL ON FUNCTION public.free_slots(p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer) FROM PUBLIC;

-- Name: FUNCTION import_workout_history(p_rows jsonb, p_commit boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.import_workout_history(p_rows jsonb, p_commit boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.import_workout_history(p_rows jsonb, p_commit boolean) FROM PUBLIC;

-- Name: FUNCTION invitation_preview(p_token text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.invitation_preview(p_token text) TO service_role;
REVOKE ALL ON FUNCTION public.invitation_preview(p_token text) FROM PUBLIC;

-- Name: FUNCTION join_waitlist(p_session_id uuid, p_client_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.join_waitlist(p_session_id uuid, p_client_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.join_waitlist(p_session_id uuid, p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION leave_waitlist(p_session_id uuid, p_client_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.leave_waitlist(p_session_id uuid, p_client_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.leave_waitlist(p_session_id uuid, p_client_id uuid) FROM PUBLIC;

-- Name: FUNCTION mark_attendance(p_booking_id uuid, p_status text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.mark_attendance(p_booking_id uuid, p_status text) TO authenticated;
REVOKE ALL ON FUNCTION public.mark_attendance(p_booking_id uuid, p_status text) FROM PUBLIC;

-- Name: FUNCTION mark_notifications_read(p_ids uuid[]); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.mark_notifications_read(p_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION public.mark_notifications_read(p_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION mark_thread_read(other uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.mark_thread_read(other uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.mark_thread_read(other uuid) FROM PUBLIC;

-- Name: FUNCTION message_contacts(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.message_contacts() TO authenticated;
REVOKE ALL ON FUNCTION public.message_contacts() FROM PUBLIC;

-- Name: FUNCTION message_threads(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.message_threads() TO authenticated;
REVOKE ALL ON FUNCTION public.message_threads() FROM PUBLIC;

-- Name: FUNCTION move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.move_booking(p_booking_id uuid, p_starts_at timestamp with time zone, p_trainer_id uuid, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION move_clients(p_client_ids uuid[], p_trainer_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.move_clients(p_client_ids uuid[], p_trainer_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.move_clients(p_client_ids uuid[], p_trainer_id uuid) FROM PUBLIC;

-- Name: FUNCTION my_access_key(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.my_access_key() TO authenticated;
REVOKE ALL ON FUNCTION public.my_access_key() FROM PUBLIC;

-- Name: FUNCTION my_join_code(p_regenerate boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.my_join_code(p_regenerate boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.my_join_code(p_regenerate boolean) FROM PUBLIC;

-- Name: FUNCTION my_weekly_check_in(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.my_weekly_check_in() TO authenticated;
REVOKE ALL ON FUNCTION public.my_weekly_check_in() FROM PUBLIC;

-- Name: FUNCTION payments_report(p_from date, p_to date, p_bucket text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.payments_report(p_from date, p_to date, p_bucket text) TO authenticated;
REVOKE ALL ON FUNCTION public.payments_report(p_from date, p_to date, p_bucket text) FROM PUBLIC;

-- Name: FUNCTION pending_join_requests(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.pending_join_requests() TO authenticated;
REVOKE ALL ON FUNCTION public.pending_join_requests() FROM PUBLIC;

-- Name: FUNCTION preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text) TO authenticated;
REVOKE ALL ON FUNCTION public.preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text) FROM PUBLIC;

-- Name: FUNCTION push_program_to_clients(p_program_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.push_program_to_clients(p_program_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.push_program_to_clients(p_program_id uuid) FROM PUBLIC;

-- Name: FUNCTION record_door_opened(p_check_in_id uuid, p_door_id text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.record_door_opened(p_check_in_id uuid, p_door_id text) TO service_role;
REVOKE ALL ON FUNCTION public.record_door_opened(p_check_in_id uuid, p_door_id text) FROM PUBLIC;

-- Name: FUNCTION redeem_code(p_code text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.redeem_code(p_code text) TO authenticated;
REVOKE ALL ON FUNCTION public.redeem_code(p_code text) FROM PUBLIC;

-- Name: FUNCTION renew_access_key(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.renew_access_key() TO authenticated;
REVOKE ALL ON FUNCTION public.renew_access_key() FROM PUBLIC;

-- Name: FUNCTION request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text) TO authenticated;
REVOKE ALL ON FUNCTION public.request_refund(p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text) FROM PUBLIC;

-- Name: FUNCTION resend_client_invitation(p_invitation_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.resend_client_invitation(p_invitation_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.resend_client_invitation(p_invitation_id uuid) FROM PUBLIC;

-- Name: FUNCTION revoke_access_key(p_client_id uuid, p_reason text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.revoke_access_key(p_client_id uuid, p_reason text) TO authenticated;
REVOKE ALL ON FUNCTION public.revoke_access_key(p_client_id uuid, p_reason text) FROM PUBLIC;

-- Name: FUNCTION revoke_calendar_feed_token(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.revoke_calendar_feed_token() TO authenticated;
REVOKE ALL ON FUNCTION public.revoke_calendar_feed_token() FROM PUBLIC;

-- Name: FUNCTION revoke_client_invitation(p_invitation_id uuid); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.revoke_client_invitation(p_invitation_id uuid) TO authenticated;
REVOKE ALL ON FUNCTION public.revoke_client_invitation(p_invitation_id uuid) FROM PUBLIC;

-- Name: FUNCTION run_automations(p_now timestamp with time zone); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.run_automations(p_now timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION public.run_automations(p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION run_payment_housekeeping(p_now timestamp with time zone); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.run_payment_housekeeping(p_now timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION public.run_payment_housekeeping(p_now timestamp with time zone) FROM PUBLIC;

-- Name: TABLE workouts; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workouts TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workouts TO service_role;

-- Name: FUNCTION save_ai_workout(p_workout jsonb, p_exercises jsonb); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.save_ai_workout(p_workout jsonb, p_exercises jsonb) TO authenticated;
REVOKE ALL ON FUNCTION public.save_ai_workout(p_workout jsonb, p_exercises jsonb) FROM PUBLIC;

-- Name: FUNCTION save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer) TO authenticated;
REVOKE ALL ON FUNCTION public.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer) FROM PUBLIC;

-- Name: FUNCTION save_program(p_program jsonb); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.save_program(p_program jsonb) TO authenticated;
REVOKE ALL ON FUNCTION public.save_program(p_program jsonb) FROM PUBLIC;

-- Name: FUNCTION save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[], p_device_label text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[], p_device_label text) TO authenticated;
REVOKE ALL ON FUNCTION public.save_push_subscription(p_endpoint text, p_p256dh text, p_auth text, p_kinds text[], p_device_label text) FROM PUBLIC;

-- Name: FUNCTION save_workout(p_workout jsonb, p_exercises jsonb, p_expected_revision integer); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.save_workout(p_workout jsonb, p_exercises jsonb, p_expected_revision integer) TO authenticated;
REVOKE ALL ON FUNCTION public.save_workout(p_workout jsonb, p_exercises jsonb, p_expected_revision integer) FROM PUBLIC;

-- Name: FUNCTION schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.schedule_class(p_service_id uuid, p_trainer_id uuid, p_starts_at timestamp with time zone, p_override boolean) FROM PUBLIC;

-- Name: FUNCTION send_broadcast(p_broadcast_id uuid, p_body text, p_audience text, p_client_type public.client_type, p_program_id uuid, p_tag_id uuid, p_client_ids uuid[]); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.send_broadcast(p_broadcast_id uuid, p_body text, p_audience text, p_client_type public.client_type, p_program_id uuid, p_tag_id uuid, p_client_ids uuid[]) TO authenticated;
REVOKE ALL ON FUNCTION public.send_broadcast(p_broadcast_id uuid, p_body text, p_audience text, p_client_type public.client_type, p_program_id uuid, p_tag_id uuid, p_client_ids uuid[]) FROM PUBLIC;

-- Name: FUNCTION server_time(); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.server_time() TO authenticated;
REVOKE ALL ON FUNCTION public.server_time() FROM PUBLIC;

-- Name: FUNCTION set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text) TO authenticated;
REVOKE ALL ON FUNCTION public.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text) FROM PUBLIC;

-- Name: FUNCTION set_automation_flow_status(p_flow_id uuid, p_status text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_automation_flow_status(p_flow_id uuid, p_status text) TO authenticated;
REVOKE ALL ON FUNCTION public.set_automation_flow_status(p_flow_id uuid, p_status text) FROM PUBLIC;

-- Name: FUNCTION set_client_archived(p_client_id uuid, p_archived boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_client_archived(p_client_id uuid, p_archived boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.set_client_archived(p_client_id uuid, p_archived boolean) FROM PUBLIC;

-- Name: FUNCTION set_membership_cancel(p_membership_id uuid, p_cancel boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_membership_cancel(p_membership_id uuid, p_cancel boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.set_membership_cancel(p_membership_id uuid, p_cancel boolean) FROM PUBLIC;

-- Name: FUNCTION set_membership_paused(p_membership_id uuid, p_paused boolean); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_membership_paused(p_membership_id uuid, p_paused boolean) TO authenticated;
REVOKE ALL ON FUNCTION public.set_membership_paused(p_membership_id uuid, p_paused boolean) FROM PUBLIC;

-- Name: FUNCTION set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer) TO authenticated;
REVOKE ALL ON FUNCTION public.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer) FROM PUBLIC;

-- Name: TABLE trainer_date_overrides; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_date_overrides TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_date_overrides TO service_role;

-- Name: FUNCTION set_trainer_date_override(p_trainer_id uuid, p_on_date date, p_ranges jsonb); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_trainer_date_override(p_trainer_id uuid, p_on_date date, p_ranges jsonb) TO authenticated;
REVOKE ALL ON FUNCTION public.set_trainer_date_override(p_trainer_id uuid, p_on_date date, p_ranges jsonb) FROM PUBLIC;

-- Name: TABLE trainer_hours; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_hours TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_hours TO service_role;

-- Name: FUNCTION set_trainer_hours(p_trainer_id uuid, p_ranges jsonb); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.set_trainer_hours(p_trainer_id uuid, p_ranges jsonb) TO authenticated;
REVOKE ALL ON FUNCTION public.set_trainer_hours(p_trainer_id uuid, p_ranges jsonb) FROM PUBLIC;

-- Name: FUNCTION settle_push_deliveries(p_results jsonb, p_now timestamp with time zone); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.settle_push_deliveries(p_results jsonb, p_now timestamp with time zone) TO service_role;
REVOKE ALL ON FUNCTION public.settle_push_deliveries(p_results jsonb, p_now timestamp with time zone) FROM PUBLIC;

-- Name: FUNCTION start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text) TO authenticated;
REVOKE ALL ON FUNCTION public.start_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text) FROM PUBLIC;

-- Name: FUNCTION submit_weekly_check_in(p_id uuid, p_answers jsonb, p_photo_path text); Type: ACL; Schema: public
GRANT ALL ON FUNCTION public.submit_weekly_check_in(p_id uuid, p_answers jsonb, p_photo_path text) TO authenticated;
REVOKE ALL ON FUNCTION public.submit_weekly_check_in(p_id uuid, p_answers jsonb, p_photo_path text) FROM PUBLIC;

-- Name: TABLE assessments; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.assessments TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.assessments TO service_role;

-- Name: TABLE automation_enrolments; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.automation_enrolments TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.automation_enrolments TO service_role;

-- Name: TABLE automation_step_runs; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.automation_step_runs TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.automation_step_runs TO service_role;

-- Name: TABLE automation_steps; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.automation_steps TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.automation_steps TO service_role;

-- Name: TABLE body_weight_entries; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.body_weight_entries TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.body_weight_entries TO service_role;

-- Name: TABLE calendar_feed_tokens; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.calendar_feed_tokens TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.calendar_feed_tokens TO service_role;

-- Name: TABLE check_in_attempts; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.check_in_attempts TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.check_in_attempts TO service_role;

-- Name: TABLE check_ins; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.check_ins TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.check_ins TO service_role;

-- Name: TABLE client_lift_days; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.client_lift_days TO authenticated;
GRANT SELECT ON TABLE public.client_lift_days TO service_role;

-- Name: TABLE client_notes; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.client_notes TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.client_notes TO service_role;

-- Name: TABLE client_tag_assignments; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE ON TABLE public.client_tag_assignments TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.client_tag_assignments TO service_role;

-- Name: TABLE client_tags; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE ON TABLE public.client_tags TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.client_tags TO service_role;

-- Name: COLUMN client_tags.name; Type: ACL; Schema: public
GRANT UPDATE(name) ON TABLE public.client_tags TO authenticated;

-- Name: TABLE client_training_days; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.client_training_days TO authenticated;
GRANT SELECT ON TABLE public.client_training_days TO service_role;

-- Name: TABLE clients; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.clients TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.clients TO service_role;

-- Name: TABLE credit_categories; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.credit_categories TO service_role;
GRANT SELECT,INSERT,UPDATE ON TABLE public.credit_categories TO authenticated;

-- Name: TABLE credit_ledger; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.credit_ledger TO authenticated;
GRANT SELECT,INSERT ON TABLE public.credit_ledger TO service_role;

-- Name: TABLE cycle_entries; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.cycle_entries TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.cycle_entries TO service_role;

-- Name: TABLE discount_codes; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.discount_codes TO service_role;
GRANT SELECT,INSERT,UPDATE ON TABLE public.discount_codes TO authenticated;

-- Name: TABLE discount_redemptions; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.discount_redemptions TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.discount_redemptions TO service_role;

-- Name: TABLE exercises; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.exercises TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.exercises TO service_role;

-- Name: TABLE habit_ticks; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE ON TABLE public.habit_ticks TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.habit_ticks TO service_role;

-- Name: TABLE habits; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.habits TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.habits TO service_role;

-- Name: TABLE membership_plans; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.membership_plans TO service_role;
GRANT SELECT,INSERT,UPDATE ON TABLE public.membership_plans TO authenticated;

-- Name: TABLE message_broadcasts; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.message_broadcasts TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.message_broadcasts TO service_role;

-- Name: TABLE messages; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.messages TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.messages TO service_role;

-- Name: TABLE notifications; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.notifications TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.notifications TO service_role;

-- Name: COLUMN notifications.read_at; Type: ACL; Schema: public
GRANT UPDATE(read_at) ON TABLE public.notifications TO authenticated;

-- Name: TABLE on_demand_collection_items; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.on_demand_collection_items TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_collection_items TO service_role;

-- Name: TABLE on_demand_collections; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_collections TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_collections TO service_role;

-- Name: TABLE on_demand_grants; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_grants TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_grants TO service_role;

-- Name: TABLE on_demand_item_labels; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_item_labels TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_item_labels TO service_role;

-- Name: TABLE on_demand_labels; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_labels TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_labels TO service_role;

-- Name: TABLE on_demand_progress; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_progress TO service_role;
GRANT SELECT,INSERT,UPDATE ON TABLE public.on_demand_progress TO authenticated;

-- Name: TABLE on_demand_resources; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_resources TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_resources TO service_role;

-- Name: TABLE on_demand_workouts; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_workouts TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.on_demand_workouts TO service_role;

-- Name: TABLE onboarding_forms; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.onboarding_forms TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.onboarding_forms TO service_role;

-- Name: TABLE packages; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.packages TO service_role;
GRANT SELECT,INSERT,UPDATE ON TABLE public.packages TO authenticated;

-- Name: TABLE payment_events; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.payment_events TO service_role;

-- Name: TABLE program_week_prescriptions; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.program_week_prescriptions TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.program_week_prescriptions TO service_role;

-- Name: TABLE program_workouts; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.program_workouts TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.program_workouts TO service_role;

-- Name: TABLE progress_photos; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.progress_photos TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.progress_photos TO service_role;

-- Name: TABLE push_subscriptions; Type: ACL; Schema: public
GRANT SELECT,DELETE ON TABLE public.push_subscriptions TO authenticated;
GRANT SELECT,INSERT,DELETE ON TABLE public.push_subscriptions TO service_role;

-- Name: COLUMN push_subscriptions.kinds; Type: ACL; Schema: public
GRANT UPDATE(kinds) ON TABLE public.push_subscriptions TO authenticated;

-- Name: COLUMN push_subscriptions.device_label; Type: ACL; Schema: public
GRANT UPDATE(device_label) ON TABLE public.push_subscriptions TO authenticated;

-- Name: TABLE saved_replies; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE ON TABLE public.saved_replies TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.saved_replies TO service_role;

-- Name: COLUMN saved_replies.title; Type: ACL; Schema: public
GRANT UPDATE(title) ON TABLE public.saved_replies TO authenticated;

-- Name: COLUMN saved_replies.body; Type: ACL; Schema: public
GRANT UPDATE(body) ON TABLE public.saved_replies TO authenticated;

-- Name: TABLE service_credit_categories; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE ON TABLE public.service_credit_categories TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.service_credit_categories TO service_role;

-- Name: TABLE service_trainers; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE ON TABLE public.service_trainers TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.service_trainers TO service_role;

-- Name: TABLE trainer_blockouts; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_blockouts TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_blockouts TO service_role;

-- Name: TABLE trainer_join_codes; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.trainer_join_codes TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_join_codes TO service_role;

-- Name: TABLE trainer_join_requests; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.trainer_join_requests TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_join_requests TO service_role;

-- Name: TABLE trainer_tasks; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_tasks TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.trainer_tasks TO service_role;

-- Name: TABLE waitlist_entries; Type: ACL; Schema: public
GRANT SELECT ON TABLE public.waitlist_entries TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.waitlist_entries TO service_role;

-- Name: TABLE workout_exercises; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_exercises TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_exercises TO service_role;

-- Name: TABLE workout_log_comments; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_log_comments TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_log_comments TO service_role;

-- Name: TABLE workout_log_sets; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_log_sets TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_log_sets TO service_role;

-- Name: TABLE workout_sessions; Type: ACL; Schema: public
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_sessions TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.workout_sessions TO service_role;

-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: -
ALTER DEFAULT PRIVILEGES FOR ROLE postgres REVOKE ALL ON FUNCTIONS  FROM PUBLIC;

-- Storage buckets (rows of storage.buckets)
-- assessment-reports: public f, at most 10485760 bytes, application/pdf, image/jpeg, image/png, image/webp, image/heic, image/heif
-- check-in-photos: public f, at most 10485760 bytes, image/jpeg, image/png, image/webp, image/heic, image/heif
-- exercise-media: public t, at most 2097152 bytes, image/jpeg, image/png, image/webp
-- message-attachments: public f, at most 104857600 bytes, image/jpeg, image/png, image/webp, image/gif, image/heic, image/heif, video/mp4, video/webm, video/quicktime, application/pdf, text/plain, text/csv, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/msword, application/vnd.ms-excel
-- on-demand: public f, at most 524288000 bytes, video/mp4, video/webm, video/quicktime, application/pdf, image/jpeg, image/png, image/webp
-- progress-photos: public f, at most 10485760 bytes, image/jpeg, image/png, image/webp, image/heic, image/heif
