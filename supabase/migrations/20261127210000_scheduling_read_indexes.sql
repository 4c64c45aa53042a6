-- Reads of the studio schedule (issue 27's benchmark: 100 trainers, 100,000 bookings).
--
-- A calendar embeds each session's bookings (`bookings ( ... )` in the Data API request), which
-- looks bookings up by session_id. The only index that starts with session_id is partial (active
-- places), which a lookup of every booking of a session cannot use, so each session scanned the
-- whole table: the day view took seconds. A plain index on the foreign key serves the embed (and
-- the cascade when a session is deleted).
create index if not exists bookings_session_idx on public.bookings (session_id);
