-- Weekly check-ins (issue 33, "Body weight, habits and check-ins"). docs/check-ins.md.
--
-- * check_in_forms: what a coach asks every week and on which day it is due. One form per client
--   (set by their trainer or an admin), or a coach's default for all their clients (client_id null).
--   A client answers their own form, else their trainer's default, else nothing is due.
-- * weekly_check_ins: the answers, one per client per studio week (unique key). The id is made on
--   the device, so a retried submission is a no-op (submit_weekly_check_in: insert ... on conflict
--   do nothing). The server stamps the week, the time, the trainer and a copy of the questions, and
--   checks the answers against them; the answers are history (no update or delete for API roles).
-- * An answer posts a summary message from the client to their trainer (a trigger, so exactly one
--   per answer), which the message trigger turns into the trainer's notification.
-- * check-in-photos: a private bucket, "<client id>/<file>", read by the client, their trainer and
--   admins; written only by the client into their own folder.
-- The week is the studio's (studio_settings.time_zone and week_start), as scheduling's.

-- Questions: [{id, kind, label}], 1..20 of them, ids unique. Labels are what the client reads.
create function private.valid_check_in_questions(p jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
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
$$;

create table public.check_in_forms (
  id uuid primary key default gen_random_uuid(),
  -- Who set it up: the coach whose default it is, or the trainer (or admin) who set a client's.
  coach_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  -- null: the coach's default for every client of theirs without a form of their own.
  client_id uuid references public.users (id) on delete cascade,
  questions jsonb not null
    constraint check_in_forms_questions check (private.valid_check_in_questions(questions)),
  -- 0 = Sunday ... 6 = Saturday (as studio_settings.week_start).
  due_weekday smallint not null default 1 check (due_weekday between 0 and 6),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.check_in_forms is
  'Weekly check-in questions and due day: per client, or a coach''s default (client_id null).';

create unique index check_in_forms_one_per_client on public.check_in_forms (client_id) where client_id is not null;
create unique index check_in_forms_one_default_per_coach on public.check_in_forms (coach_id) where client_id is null;
create index check_in_forms_coach_idx on public.check_in_forms (coach_id);

create trigger check_in_forms_keep_id
before update of id on public.check_in_forms
for each row execute function private.keep_primary_key();

create trigger check_in_forms_set_updated_at
before update on public.check_in_forms
for each row execute function private.set_updated_at();

alter table public.check_in_forms enable row level security;

create policy "check_in_forms: active accounts only"
on public.check_in_forms as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

-- The client reads their own form and their trainer's default; staff read their own defaults and
-- their clients' forms; admins all.
create policy "check_in_forms: the client, their trainer and admins read"
on public.check_in_forms for select to authenticated
using (
  client_id = (select auth.uid())
  or (client_id is null and coach_id = (select private.my_trainer_id()))
  or ((select private.is_staff()) and client_id is null and coach_id = (select auth.uid()))
  or client_id in (select private.assigned_client_ids())
  or (select private.is_admin())
);

-- Staff write their own default and forms for their own clients (as themselves); admins any.
create policy "check_in_forms: staff for their clients, admins any (insert)"
on public.check_in_forms for insert to authenticated
with check (
  (
    (select private.is_staff())
    and coach_id = (select auth.uid())
    and (client_id is null or client_id in (select private.assigned_client_ids()))
  )
  or (select private.is_admin())
);

create policy "check_in_forms: staff for their clients, admins any (update)"
on public.check_in_forms for update to authenticated
using (
  ((select private.is_staff()) and ((client_id is null and coach_id = (select auth.uid()))
    or client_id in (select private.assigned_client_ids())))
  or (select private.is_admin())
)
with check (
  (
    (select private.is_staff())
    and coach_id = (select auth.uid())
    and (client_id is null or client_id in (select private.assigned_client_ids()))
  )
  or (select private.is_admin())
);

create policy "check_in_forms: staff for their clients, admins any (delete)"
on public.check_in_forms for delete to authenticated
using (
  ((select private.is_staff()) and ((client_id is null and coach_id = (select auth.uid()))
    or client_id in (select private.assigned_client_ids())))
  or (select private.is_admin())
);

-- The answers ------------------------------------------------------------------------------------

create table public.weekly_check_ins (
  -- Made on the device: a retried submission of the same answer is a no-op.
  id uuid primary key,
  client_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  -- The client's trainer when they answered (stamped), who got the summary.
  trainer_id uuid references public.users (id) on delete set null,
  -- The first day of the studio week answered for (stamped).
  week_start date not null,
  -- A copy of the questions answered (stamped from the form), so history reads as it was asked.
  questions jsonb not null,
  -- {question id: 1..5 for energy, sleep and stress; text for text and custom questions}.
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  photo_path text check (photo_path is null or char_length(photo_path) <= 200),
  message_id uuid references public.messages (id) on delete set null,
  submitted_at timestamptz not null default now(),
  constraint weekly_check_ins_one_per_week unique (client_id, week_start)
);
comment on table public.weekly_check_ins is
  'A client''s answers to their weekly check-in: one per client per studio week, kept as history.';

create index weekly_check_ins_trainer_idx on public.weekly_check_ins (trainer_id);
create index weekly_check_ins_message_idx on public.weekly_check_ins (message_id);

create trigger weekly_check_ins_keep_id
before update of id on public.weekly_check_ins
for each row execute function private.keep_primary_key();

alter table public.weekly_check_ins enable row level security;

create policy "weekly_check_ins: active accounts only"
on public.weekly_check_ins as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "weekly_check_ins: the client, their trainer and admins read"
on public.weekly_check_ins for select to authenticated
using (
  client_id = (select auth.uid())
  or client_id in (select private.assigned_client_ids())
  or (select private.is_admin())
);

-- Only a client answers, for themselves (through submit_weekly_check_in; the trigger fills the rest).
create policy "weekly_check_ins: clients answer their own"
on public.weekly_check_ins for insert to authenticated
with check (
  client_id = (select auth.uid())
  and not (select private.is_staff())
);

-- The first day of the studio's week holding a moment, in the studio's time zone.
create function private.studio_week_start(p_at timestamptz)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select d - ((extract(dow from d)::integer - coalesce(st.week_start, 1) + 7) % 7)
  from (select (p_at at time zone coalesce((select s.time_zone from public.studio_settings s where s.id = 1), 'UTC'))::date as d) x
  left join public.studio_settings st on st.id = 1;
$$;

-- The form a client answers: their own, else their trainer's default.
create function private.check_in_form_for(p_client uuid)
returns public.check_in_forms
language sql
stable
security definer
set search_path = ''
as $$
  select f.* from public.check_in_forms f
  where f.client_id = p_client
     or (f.client_id is null and f.coach_id = (select u.assigned_to from public.users u where u.id = p_client))
  order by (f.client_id is null)
  limit 1;
$$;

-- Before insert: the server decides the week, the time, the trainer and the questions, and checks
-- the answers against those questions (22023, i.e. 400, with words for the person).
create function private.stamp_weekly_check_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create trigger weekly_check_ins_stamp
before insert on public.weekly_check_ins
for each row execute function private.stamp_weekly_check_in();

-- The summary the trainer reads in the inbox (plain text; the app renders messages as text).
create function private.check_in_summary(p public.weekly_check_ins)
returns text
language plpgsql
stable
set search_path = ''
as $$
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

-- After insert: one summary message from the client to their trainer (none without a trainer).
create function private.post_check_in_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger weekly_check_ins_post_summary
after insert on public.weekly_check_ins
for each row execute function private.post_check_in_summary();

-- The one write the app makes. Security invoker: the insert policy decides who may answer.
-- 'saved' for a new answer; 'duplicate' when this id was already saved (a retry); 'already_answered'
-- when another answer holds this week (a second device): nothing is written either way.
create function public.submit_weekly_check_in(p_id uuid, p_answers jsonb, p_photo_path text default null)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
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

-- What is due for the caller this week: their form, the week, the due day, whether that day has
-- come (in the studio's time zone), and this week's answer if there is one.
create function public.my_weekly_check_in()
returns table (form_id uuid, questions jsonb, due_weekday smallint, week_start date, due_on date,
               due_now boolean, answered_id uuid, answered_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
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

-- Grants (hosted Supabase grants nothing to API roles by itself).
grant select, insert, update, delete on table public.check_in_forms to authenticated, service_role;
grant select, insert on table public.weekly_check_ins to authenticated;
grant select, insert, update, delete on table public.weekly_check_ins to service_role;
revoke all on function public.submit_weekly_check_in(uuid, jsonb, text) from public, anon;
grant execute on function public.submit_weekly_check_in(uuid, jsonb, text) to authenticated;
revoke all on function public.my_weekly_check_in() from public, anon;
grant execute on function public.my_weekly_check_in() to authenticated;
revoke all on function private.valid_check_in_questions(jsonb) from public;
grant execute on function private.valid_check_in_questions(jsonb) to authenticated, service_role;
revoke all on function private.studio_week_start(timestamptz) from public;
grant execute on function private.studio_week_start(timestamptz) to authenticated, service_role;
revoke all on function private.check_in_form_for(uuid) from public;
revoke all on function private.stamp_weekly_check_in() from public;
revoke all on function private.check_in_summary(public.weekly_check_ins) from public;
revoke all on function private.post_check_in_summary() from public;

-- Photos --------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('check-in-photos', 'check-in-photos', false, 10485760,
        array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
on conflict (id) do nothing;

create policy "check-in photos: the client, their trainer and admins view"
on storage.objects for select to authenticated
using (
  bucket_id = 'check-in-photos'
  and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "check-in photos: clients upload into their own folder"
on storage.objects for insert to authenticated
with check (
  bucket_id = 'check-in-photos'
  and (storage.foldername(name))[1] = (select auth.uid())::text
  and not (select private.is_staff())
);

create policy "check-in photos: the client and admins delete"
on storage.objects for delete to authenticated
using (
  bucket_id = 'check-in-photos'
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
);

create policy "check-in photos: active accounts only"
on storage.objects as restrictive for all to authenticated
using (bucket_id <> 'check-in-photos' or (select private.caller_is_active()))
with check (bucket_id <> 'check-in-photos' or (select private.caller_is_active()));
