-- Exercise aliases (issue 32): the other names an exercise goes by ("RDL", "military press",
-- "skull crusher"). Staff edit them in the exercise editor; the seed library and the importer carry
-- the common ones; the AI trainer's matcher and the library search find an exercise by any of them.
--
-- Names and aliases stay unique within the active library, case-folded: an alias can equal neither
-- another active exercise's name nor one of its aliases, and a name cannot equal another's alias
-- (name against name is already exercises_active_name_unique). Archived exercises (is_active false)
-- never clash. The check is a trigger (a unique index cannot span two columns and an array); it
-- raises 23505 / 22023 with words, which PostgREST turns into 409 / 400.

-- An exercise's lookup keys: each alias trimmed and lower-cased (the same folding as the name's
-- unique index). Immutable, so it can back the GIN index below.
create function private.exercise_alias_keys(aliases text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(lower(btrim(alias))), '{}') from unnest(aliases) as alias;
$$;

-- Each alias 1 to 80 characters, no spaces at either end; at most 20.
create function private.exercise_aliases_well_formed(aliases text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select aliases is not null
    and cardinality(aliases) <= 20
    and not exists (
      select 1 from unnest(aliases) as alias
      where alias is null or alias <> btrim(alias) or char_length(alias) not between 1 and 80
    );
$$;

alter table public.exercises
  add column aliases text[] not null default '{}',
  add constraint exercises_aliases_well_formed check (private.exercise_aliases_well_formed(aliases));

comment on column public.exercises.aliases is
  'Other names the exercise goes by (abbreviations, nicknames, regional names): 1-80 characters each, at most 20; unique with the names within the active library, case-folded.';

create index exercises_active_alias_keys_idx
on public.exercises using gin (private.exercise_alias_keys(aliases))
where is_active;

create function private.exercise_names_stay_unique()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

create trigger exercises_names_stay_unique
before insert or update of name, aliases, is_active on public.exercises
for each row execute function private.exercise_names_stay_unique();

grant execute on function private.exercise_alias_keys(text[]) to authenticated, service_role;
grant execute on function private.exercise_aliases_well_formed(text[]) to authenticated, service_role;
