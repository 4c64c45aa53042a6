import { actorsForFile, describeMatrix, ownedRecordMatrix, people, rows, type Subject } from '../support/rls-fixtures';

// workout_sessions, workout_logs, workout_log_sets: the owner writes; their trainer and admins
// read; admins may discard anyone's rows; nobody logs on someone else's behalf.
const actors = actorsForFile();

describeMatrix(
  actors,
  ownedRecordMatrix({
    table: 'workout_sessions',
    noun: 'session',
    row: (_scope, userId) => rows.session(userId),
    patch: { revision: 7, status: 'completed' },
    adminDeletesAny: true,
  }),
);

describeMatrix(
  actors,
  ownedRecordMatrix({
    table: 'workout_logs',
    noun: 'log',
    row: (_scope, userId) => rows.log(userId),
    patch: { total_volume: 4321.5, notes: 'edited by the matrix' },
    adminDeletesAny: true,
  }),
);

// A set always hangs on a log of the same person.
const setInJordansLog: Subject = {
  label: "Casey's set in Jordan's log",
  build: async (scope) => {
    const log = await scope.insert('workout_logs', rows.log(people.jordan));
    return rows.logSet(log.id, people.casey);
  },
};

const sets = ownedRecordMatrix({
  table: 'workout_log_sets',
  noun: 'set',
  row: async (scope, userId) => {
    const log = await scope.insert('workout_logs', rows.log(userId));
    return rows.logSet(log.id, userId);
  },
  patch: { reps: 11, weight: 72.5 },
  adminDeletesAny: true,
  extraSubjects: { setInJordansLog },
});
sets.insert.client.denied?.push('setInJordansLog');
describeMatrix(actors, sets);
