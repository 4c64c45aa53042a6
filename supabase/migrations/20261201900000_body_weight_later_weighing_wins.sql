-- Body weight from two devices (docs/habits.md): a weigh-in queued offline on one phone can reach
-- the server after a later one from another device the same day. The day's row keeps the weight
-- weighed last, not the one that arrived last.
--
-- * weighed_at: when the client weighed in, as the device saw it (the outbox item's time). Null for
--   a row written without it (older app versions, a coach's tools): such a write always applies.
-- * A before-update trigger keeps the stored row when the incoming weigh-in is older than it. Named
--   to run after the updated_at stamp, so a kept row is not even re-stamped.

alter table public.body_weight_entries
  add column weighed_at timestamptz,
  add constraint body_weight_entries_weighed_at_in_range
    check (weighed_at is null or (weighed_at >= '1900-01-01' and weighed_at < '2200-01-01')),
  -- A device clock may run a little fast; a weigh-in a day ahead of the server is not real.
  add constraint body_weight_entries_weighed_at_not_future check (weighed_at is null or weighed_at <= created_at + interval '1 day');

create function private.keep_later_weighing()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.weighed_at is not null and old.weighed_at is not null and new.weighed_at < old.weighed_at then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function private.keep_later_weighing() from public;

create trigger body_weight_entries_zz_later_weighing_wins
before update on public.body_weight_entries
for each row execute function private.keep_later_weighing();
