-- Client profile demo data (issue 8B): private coach notes on two of Taylor's clients and her
-- comment on Victor's latest logged workout, so the profile and Victor's dashboard show them at
-- first run. Runs after seed.sql (config.toml sql_paths); one DO block, dates relative to today.
-- Cycle sharing stays off for everyone: it is the client's choice, made in /settings.
do $seed$
declare
  victor_log uuid;
begin
  insert into public.client_notes (id, client_id, author_id, body, created_at)
  values
    ('00000000-0000-4000-9082-000000000001', '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000002',
     'Prefers morning sessions. Tight hips after long runs: keep the hip mobility warm-up in every lower-body day.',
     now() - interval '20 days'),
    ('00000000-0000-4000-9082-000000000002', '00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000002',
     'Trains at home with dumbbells up to 30 kg. Ready for a heavier pair once goblet squats reach 3 x 12.',
     now() - interval '12 days')
  on conflict (id) do nothing;

  select l.id into victor_log
  from public.workout_logs l
  where l.user_id = '00000000-0000-4000-8000-000000000012'
  order by l.created_at desc
  limit 1;

  if victor_log is not null then
    insert into public.workout_log_comments (id, log_id, client_id, author_id, body, created_at)
    values ('00000000-0000-4000-9082-000000000101', victor_log, '00000000-0000-4000-8000-000000000012',
            '00000000-0000-4000-8000-000000000002',
            'Strong session. Every set done as written: add 2 kg to the presses next time.', now() - interval '2 hours')
    on conflict (id) do nothing;
  end if;
end
$seed$;
