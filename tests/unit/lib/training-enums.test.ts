import { describe, expect, it } from 'vitest';
import { PROGRAM_STATUSES, WORKOUT_SESSION_STATUSES } from '@/lib/training-enums';
import { enumInMigration as enumInStatuses } from '../support/migration-enums';

const enumInMigration = (name: string) => enumInStatuses('20261127250000_program_and_session_status_enums.sql', name);

describe('the training status enums', () => {
  it('are the database enums, in their order, as the generated types carry them', () => {
    expect(PROGRAM_STATUSES).toEqual(enumInMigration('program_status'));
    expect(WORKOUT_SESSION_STATUSES).toEqual(enumInMigration('workout_session_status'));
  });
});
