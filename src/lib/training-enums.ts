import { Constants, type Enums } from '@/lib/database.types';

/**
 * The statuses of a program and of a workout session, taken from the database's enums through the
 * generated types (as src/lib/account-enums.ts does for accounts): a status added in a migration
 * reaches these lists after `npm run gen:types`, and a map keyed by status that misses it fails the
 * typecheck.
 */
export const PROGRAM_STATUSES = Constants.public.Enums.program_status;
export const WORKOUT_SESSION_STATUSES = Constants.public.Enums.workout_session_status;

export type ProgramStatus = Enums<'program_status'>;
export type WorkoutSessionStatus = Enums<'workout_session_status'>;
