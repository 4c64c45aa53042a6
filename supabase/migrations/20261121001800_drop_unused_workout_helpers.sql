-- Since 20261121001700 the workout read policies check each row with private.can_read_workout();
-- nothing calls the set-building helpers any more.
drop function if exists private.readable_workout_ids();
drop function if exists private.program_workout_ids_for(uuid);
