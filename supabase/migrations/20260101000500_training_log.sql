-- The training log: the workout in progress (workout_sessions), finished workouts (workout_logs,
-- workout_log_sets), completing and amending them (complete_workout_session), importing history,
-- and trainers' comments on a logged workout.

-- Tables -----------------------------------------------------------------------------------------

-- The training log. workout_sessions holds the workout in progress (resumable on any device);
-- finishing writes one workout_logs row and one workout_log_sets row per performed set. Ids of
-- logs and sets are made on the device, so a retried save never duplicates.
create table public.workout_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  workout_id uuid references public.workouts (id) on delete set null,
  workout_name text not null default '',
  -- 'discarded' is never written: Discard deletes the row (spec).
  status text not null default 'active' check (status in ('active', 'completed')),
  state jsonb not null default '{}'::jsonb,
  revision integer not null default 0 check (revision >= 0),
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint workout_sessions_workout_name_length check (char_length(workout_name) <= 200),
  constraint workout_sessions_state_size check (octet_length(state::text) <= 2000000),
  constraint workout_sessions_completed_at_in_range check (completed_at is null or (completed_at >= '1900-01-01' and completed_at < '2200-01-01')),
  constraint workout_sessions_started_at_in_range check (started_at is null or (started_at >= '1900-01-01' and started_at < '2200-01-01')),
  constraint workout_sessions_updated_at_in_range check (updated_at is null or (updated_at >= '1900-01-01' and updated_at < '2200-01-01'))
);

create index workout_sessions_user_status_idx on public.workout_sessions (user_id, status, started_at desc);

create index workout_sessions_workout_idx on public.workout_sessions (workout_id);

create table public.workout_logs (
  id uuid primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  workout_id uuid references public.workouts (id) on delete set null,
  session_id uuid unique,
  workout_name text not null default '',
  started_at timestamptz,
  completed_at timestamptz,
  duration_seconds integer check (duration_seconds >= 0),
  total_volume double precision not null default 0 check (total_volume >= 0),
  notes text,
  created_at timestamptz not null default now(),
  constraint workout_logs_workout_name_length check (char_length(workout_name) <= 200),
  constraint workout_logs_notes_length check (char_length(notes) <= 5000),
  constraint workout_logs_total_volume_finite check (total_volume <> 'NaN' and total_volume < 'Infinity'),
  constraint workout_logs_completed_at_in_range check (completed_at is null or (completed_at >= '1900-01-01' and completed_at < '2200-01-01')),
  constraint workout_logs_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint workout_logs_started_at_in_range check (started_at is null or (started_at >= '1900-01-01' and started_at < '2200-01-01'))
);

create index workout_logs_user_created_idx on public.workout_logs (user_id, created_at desc);

create index workout_logs_workout_idx on public.workout_logs (workout_id);

create table public.workout_log_sets (
  id uuid primary key,
  log_id uuid not null references public.workout_logs (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  exercise_id uuid not null references public.exercises (id) on delete restrict,
  workout_exercise_id uuid,
  set_number integer not null check (set_number between 1 and 100),
  reps integer check (reps between 0 and 1000),
  weight double precision check (weight >= 0 and weight < 10000),
  duration_seconds integer check (duration_seconds between 0 and 86400),
  rpe real check (rpe between 1 and 10),
  completed boolean not null default true,
  is_warmup boolean not null default false,
  notes text,
  performed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  -- A hybrid logical clock from the devices (see the column comment), so a bigint.
  revision bigint not null default 0 check (revision >= 0),
  -- Cardio distance in metres (numeric, so 5 km and 5.25 km are exact).
  distance_m numeric constraint workout_log_sets_distance_m_range check (distance_m >= 0 and distance_m <= 1000000),
  constraint workout_log_sets_notes_length check (char_length(notes) <= 2000),
  constraint workout_log_sets_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint workout_log_sets_performed_at_in_range check (performed_at is null or (performed_at >= '1900-01-01' and performed_at < '2200-01-01'))
);

create index workout_log_sets_log_idx on public.workout_log_sets (log_id, set_number);

create index workout_log_sets_user_exercise_idx on public.workout_log_sets (user_id, exercise_id, performed_at desc);

create index workout_log_sets_user_performed_idx on public.workout_log_sets (user_id, performed_at desc);

create index workout_log_sets_exercise_idx on public.workout_log_sets (exercise_id);

create index workout_log_sets_workout_exercise_idx on public.workout_log_sets (workout_exercise_id);

comment on column public.workout_log_sets.workout_exercise_id is
  'The planned exercise this set was logged against, kept as history (no foreign key: the plan may change after the workout).';

-- Trainer comments on a logged workout; the client reads them. Trainers edit (the author only, while
-- the client is still theirs) and delete (author or admin, for moderation) their own comments, and
-- the client sees that a comment was edited: edited_at is when the text last changed (updated_at
-- also moves when the author's account goes or an admin corrects the author); a trigger sets it, so
-- no caller can forge or clear it.
create table public.workout_log_comments (
  id uuid primary key default gen_random_uuid(),
  log_id uuid not null references public.workout_logs (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  author_id uuid references public.users (id) on delete set null default auth.uid(),
  body text not null constraint workout_log_comments_body_length check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
    constraint workout_log_comments_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  updated_at timestamptz not null default now()
    constraint workout_log_comments_updated_at_in_range check (updated_at >= '1900-01-01' and updated_at < '2200-01-01'),
  edited_at timestamptz constraint workout_log_comments_edited_at_in_range check (edited_at is null or (edited_at >= '1900-01-01' and edited_at < '2200-01-01'))
);

comment on table public.workout_log_comments is
  'A coach''s comment on one logged workout; the client reads it. client_id is the log''s owner.';

create index workout_log_comments_log_idx on public.workout_log_comments (log_id, created_at);

create index workout_log_comments_client_created_idx on public.workout_log_comments (client_id, created_at desc);

create index workout_log_comments_author_idx on public.workout_log_comments (author_id);

comment on column public.workout_log_sets.distance_m is
  'Distance covered in the set, in metres (cardio); null when the exercise does not record one.';

comment on column public.workout_log_sets.revision is
  'The set''s revision from the devices: max(previous + 1, server-anchored ms) at each edit; the higher wins.';

-- Functions --------------------------------------------------------------------------------------

-- A set always belongs to the same person as its log.
create function private.log_belongs_to(log uuid, owner uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.workout_logs l where l.id = log and l.user_id = owner);
$$;

create function private.stamp_log_comment_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
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

-- Importing a workout history (Strong, Hevy, Liftwise's own export; docs/history.md). Each set's
-- distance is sent by the browser as `distance_m` (metres) next to the other values and checked
-- like them (0 to 1000 km); a set with only a distance (a run logged by distance) is a set.

create function public.import_workout_history(p_rows jsonb, p_commit boolean default false)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
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
$$;

create function public.server_time()
returns bigint
language sql
volatile
security invoker
set search_path = ''
as $$
  select (extract(epoch from clock_timestamp()) * 1000)::bigint;
$$;

comment on function public.server_time() is
  'The server clock in ms since the epoch: devices measure their clock offset with it (logger revisions).';

-- One set of a session document (workout_sessions.state) as a set of the completion payload, or null
-- when it does not fit the table (a bad id, a value out of range): such a set is left out of the
-- merge instead of refusing the finish.
create function private.log_set_from_session(p_exercise jsonb, p_set jsonb, p_number integer,
                                                        p_finished timestamptz)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
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

-- Completing a workout: one idempotent operation per *session* that also accepts later finishes of
-- the same session (a second device or tab, a correction after finishing) as amendments, owned by
-- the account named in the payload, and robust to a coach editing the plan while a finish waits
-- offline.
--
-- * Ownership: the payload names its owner (p_log.user_id). A finish queued by one account and sent
--   while another is signed in is refused (42501) instead of being saved into the wrong account.
-- * One log per session: a finish whose session already has a log merges into that log. Sets are
--   merged by their device-made id; each set carries a revision, and the higher revision wins; on a
--   tie the later call wins. Device clocks never decide.
-- * Removals: p_removed lists sets the device removed or un-completed, with their revision; a saved
--   set is deleted only when that removal is newer than what the server holds.
-- * Plan edits: a set keeps the id of the planned exercise it was logged against as history, even
--   when the coach has since removed that planned exercise (no foreign key to refuse it); a deleted
--   workout leaves the log with its name and no link.
--
-- Never lose a set (issue 23, sections 2 and 3):
-- * The finish that completes a session merges what the server holds for it: workout_sessions.state
--   (every device's synced sets) is merged set by set with the finishing device's sets, under the
--   logger's rule (src/features/logger/lib/merge-states.ts): the higher revision wins, and on a tie
--   the finishing device's copy (it is what the person saw). So a set another device logged and
--   synced is in the log even when the finishing device never saw it; a set the other device removed
--   or un-checked after this device last saw it is left out. Only the call that completes the session
--   merges: later calls (a second device's amendment, a History edit) already know the log, and a
--   session state read after a History edit would bring back a set that edit deleted. The session row
--   is locked first, so a state write racing the finish lands before it or finds the session ended.
--   A set in the state that the table cannot hold (a bad id or value) is left out rather than block
--   the finish; the device that logged it keeps it and offers to save it.
-- * Revisions are a hybrid logical clock: a device gives an edited entry the revision
--   max(previous + 1, server-anchored time in ms), so workout_log_sets.revision is a bigint and the
--   payload revisions are read as bigints.
-- * server_time(): the server's clock in ms, for devices to learn how far their own clock is off.
create function public.complete_workout_session(p_log jsonb, p_sets jsonb, p_removed jsonb default '[]'::jsonb)
returns public.workout_logs
language plpgsql
security invoker
set search_path = ''
as $$
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

-- A workout that a program or a logged workout uses cannot be deleted through the API: the
-- program would lose a day and the log its link. Archive it instead. (Deleting an account, done by
-- the service role, still cascades.)
-- Whether a program or any log uses the workout, whoever owns them (the caller may not see them).
create function private.workout_in_use(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.program_workouts pw where pw.workout_id = target)
    or exists (select 1 from public.workout_logs l where l.workout_id = target);
$$;

-- Not security definer: current_user is the API role the request runs as.
create function private.refuse_deleting_used_workout()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') and private.workout_in_use(old.id) then
    raise exception 'This workout is used by a program or a logged workout. Archive it instead.'
      using errcode = 'PT409';
  end if;
  return old;
end;
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger workout_sessions_set_updated_at
before update on public.workout_sessions
for each row execute function private.set_updated_at();

create trigger workout_sessions_keep_id before update of id on public.workout_sessions
for each row execute function private.keep_primary_key();

create trigger workout_logs_keep_id before update of id on public.workout_logs
for each row execute function private.keep_primary_key();

create trigger workout_log_sets_keep_id before update of id on public.workout_log_sets
for each row execute function private.keep_primary_key();

create trigger workout_log_comments_set_updated_at
before update on public.workout_log_comments
for each row execute function private.set_updated_at();

create trigger workout_log_comments_keep_author before update on public.workout_log_comments
for each row execute function private.keep_column_unless_admin('author_id');

create trigger workout_log_comments_keep_id before update of id on public.workout_log_comments
for each row execute function private.keep_primary_key();

create trigger workout_log_comments_stamp_edit
before insert or update on public.workout_log_comments
for each row execute function private.stamp_log_comment_edit();

create trigger workouts_refuse_deleting_used
before delete on public.workouts
for each row execute function private.refuse_deleting_used_workout();

-- Row-level security -----------------------------------------------------------------------------

alter table public.workout_sessions enable row level security;

create policy "workout_sessions: active accounts only"
on public.workout_sessions as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "workout_sessions: read own, assigned, or all for admin"
on public.workout_sessions for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "workout_sessions: start your own"
on public.workout_sessions for insert to authenticated
with check (user_id = (select auth.uid()));

create policy "workout_sessions: update your own"
on public.workout_sessions for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "workout_sessions: discard your own; admins any"
on public.workout_sessions for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));

alter table public.workout_logs enable row level security;

create policy "workout_logs: active accounts only"
on public.workout_logs as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "workout_logs: read own, assigned, or all for admin"
on public.workout_logs for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "workout_logs: log your own"
on public.workout_logs for insert to authenticated
with check (user_id = (select auth.uid()));

create policy "workout_logs: edit your own"
on public.workout_logs for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "workout_logs: delete your own; admins any"
on public.workout_logs for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));

alter table public.workout_log_sets enable row level security;

create policy "workout_log_sets: active accounts only"
on public.workout_log_sets as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "workout_log_sets: read own, assigned, or all for admin"
on public.workout_log_sets for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "workout_log_sets: log sets into your own logs"
on public.workout_log_sets for insert to authenticated
with check (user_id = (select auth.uid()) and private.log_belongs_to(log_id, (select auth.uid())));

create policy "workout_log_sets: edit your own"
on public.workout_log_sets for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()) and private.log_belongs_to(log_id, (select auth.uid())));

create policy "workout_log_sets: delete your own; admins any"
on public.workout_log_sets for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));

alter table public.workout_log_comments enable row level security;

create policy "workout_log_comments: read own, assigned, or all for admin"
on public.workout_log_comments for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

-- private.log_belongs_to keeps client_id honest: the comment sits on a log of that client.
create policy "workout_log_comments: staff comment as themselves on assigned clients' logs"
on public.workout_log_comments for insert to authenticated
with check (
  author_id = (select auth.uid())
  and (select private.is_staff())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
  and private.log_belongs_to(log_id, client_id)
);

create policy "workout_log_comments: authors delete their own comments; admins any"
on public.workout_log_comments for delete to authenticated
using ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()));

create policy "workout_log_comments: active accounts only"
on public.workout_log_comments as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "workout_log_comments: authors edit their own comments"
on public.workout_log_comments for update to authenticated
using (
  author_id = (select auth.uid())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
)
with check (
  author_id = (select auth.uid())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
  and private.log_belongs_to(log_id, client_id)
);
