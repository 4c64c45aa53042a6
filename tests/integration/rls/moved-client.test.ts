import { beforeAll, describe, expect, it } from 'vitest';
import {
  actorsForFile,
  describeMatrix,
  people,
  rows,
  Scope,
  signInActors,
  svc,
  truth,
  type Row,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// A client moved to another trainer (issue 24). Morgan, a client of Taylor's, is moved to Sam by the
// admin through move_clients before any case runs. In this file the trainer actor (Taylor) is the
// FORMER trainer and the other trainer (Sam) the NEW one. What Taylor wrote for Morgan while she was
// his (her program copy and its schedule, workouts written for her and their exercises) he can still
// read, but no longer write; Sam writes her program copy; admins write everything. Templates and
// library workouts stay their author's. Every verdict is read back from the database.
const actors = actorsForFile();

let morganId: string | undefined;
const morgan = (): string => {
  if (!morganId) throw new Error('Morgan is not arranged yet');
  return morganId;
};

/** A fresh client of Taylor's, moved to Sam by the admin's move_clients; the move is read back. */
async function movedClientOfTaylor(firstName: string): Promise<string> {
  const id = await new Scope().freshUser({ assignedTo: people.taylor, firstName });
  const { admin } = await signInActors();
  const moved = await admin.rpc('move_clients', { p_client_ids: [id], p_trainer_id: people.sam });
  expect(moved.error).toBeNull();
  expect(moved.data).toBe(1);
  expect((await truth('users', id))?.assigned_to).toBe(people.sam);
  return id;
}

beforeAll(async () => {
  morganId = await movedClientOfTaylor('Morgan');
  // Her client record (create-user makes one for every client; the fixture account has none yet).
  const { error } = await svc().from('clients').upsert({ id: morganId }, { onConflict: 'id' });
  if (error) throw new Error(`arranging Morgan's client record: ${error.message}`);
});

// workouts ---------------------------------------------------------------------------------------

type WorkoutSubject = 'taylorForMorgan' | 'samForMorgan' | 'alexForMorgan' | 'taylorLibrary';
const workoutSubjects: Record<WorkoutSubject, Subject> = {
  taylorForMorgan: {
    label: "Taylor's workout for Morgan (written before the move)",
    build: () => rows.workout(people.taylor, morgan()),
  },
  samForMorgan: { label: "Sam's workout for Morgan", build: () => rows.workout(people.sam, morgan()) },
  alexForMorgan: { label: "Alex's workout for Morgan", build: () => rows.workout(people.alex, morgan()) },
  taylorLibrary: { label: "Taylor's library workout", build: () => rows.workout(people.taylor, null) },
};

const workouts: TableMatrix<WorkoutSubject> = {
  table: 'workouts',
  subjects: workoutSubjects,
  patch: { name: 'Renamed by the moved-client matrix', estimated_duration: 43 },
  select: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    // The former trainer keeps reading what he wrote.
    trainer: { allowed: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['taylorForMorgan', 'samForMorgan'] },
    admin: { allowed: ['taylorForMorgan'] },
  },
  insert: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    trainer: { allowed: ['taylorLibrary'], denied: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['samForMorgan'] },
    admin: { allowed: ['alexForMorgan'] },
  },
  update: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    trainer: { allowed: ['taylorLibrary'], denied: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['samForMorgan'] },
    admin: { allowed: ['taylorForMorgan'] },
  },
  delete: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    trainer: { allowed: ['taylorLibrary'], denied: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['samForMorgan'] },
    admin: { allowed: ['taylorForMorgan'] },
  },
};

// workout_exercises: follow their workout --------------------------------------------------------

type InWorkout = 'taylorForMorgan' | 'samForMorgan' | 'taylorLibrary';
const inWorkout = (label: string, creator: string, client: () => string | null): Subject => ({
  label: `an exercise in ${label}`,
  build: async (scope) => {
    const workout = await scope.insert('workouts', rows.workout(creator, client()));
    return rows.workoutExercise(workout.id);
  },
});

const workoutExercises: TableMatrix<InWorkout> = {
  table: 'workout_exercises',
  subjects: {
    taylorForMorgan: inWorkout("Taylor's workout for Morgan", people.taylor, morgan),
    samForMorgan: inWorkout("Sam's workout for Morgan", people.sam, morgan),
    taylorLibrary: inWorkout("Taylor's library workout", people.taylor, () => null),
  },
  patch: { sets: 6, notes: 'edited by the moved-client matrix' },
  select: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    trainer: { allowed: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['taylorForMorgan', 'samForMorgan'] },
    admin: { allowed: ['taylorForMorgan'] },
  },
  insert: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    trainer: { allowed: ['taylorLibrary'], denied: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['samForMorgan'] },
    admin: { allowed: ['taylorForMorgan'] },
  },
  update: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    trainer: { allowed: ['taylorLibrary'], denied: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['samForMorgan'] },
    admin: { allowed: ['taylorForMorgan'] },
  },
  delete: {
    anon: { denied: ['taylorForMorgan'] },
    client: { denied: ['taylorForMorgan'] },
    otherClient: { denied: ['taylorForMorgan'] },
    trainer: { allowed: ['taylorLibrary'], denied: ['taylorForMorgan'] },
    otherTrainer: { allowed: ['samForMorgan'] },
    admin: { allowed: ['taylorForMorgan'] },
  },
};

// programs ---------------------------------------------------------------------------------------

type ProgramSubject = 'taylorCopy' | 'samCopy' | 'alexCopy' | 'taylorTemplate';
const programs: TableMatrix<ProgramSubject> = {
  table: 'programs',
  subjects: {
    taylorCopy: {
      label: "Morgan's program copy by Taylor (assigned before the move)",
      build: () => rows.program(people.taylor, morgan()),
    },
    samCopy: { label: "Morgan's program copy by Sam", build: () => rows.program(people.sam, morgan()) },
    alexCopy: { label: "Morgan's program copy by Alex", build: () => rows.program(people.alex, morgan()) },
    taylorTemplate: { label: "Taylor's program template", build: () => rows.program(people.taylor, null) },
  },
  patch: { name: 'Renamed by the moved-client matrix', status: 'archived' },
  select: {
    anon: { denied: ['taylorCopy'] },
    client: { denied: ['taylorCopy'] },
    otherClient: { denied: ['taylorCopy'] },
    // docs/clients.md: the author keeps the right to open the program he wrote.
    trainer: { allowed: ['taylorCopy'] },
    otherTrainer: { allowed: ['taylorCopy'] },
    admin: { allowed: ['taylorCopy'] },
  },
  insert: {
    anon: { denied: ['taylorCopy'] },
    client: { denied: ['taylorCopy'] },
    otherClient: { denied: ['taylorCopy'] },
    trainer: { allowed: ['taylorTemplate'], denied: ['taylorCopy'] },
    otherTrainer: { allowed: ['samCopy'] },
    admin: { allowed: ['alexCopy'] },
  },
  update: {
    anon: { denied: ['taylorCopy'] },
    client: { denied: ['taylorCopy'] },
    otherClient: { denied: ['taylorCopy'] },
    trainer: { allowed: ['taylorTemplate'], denied: ['taylorCopy'] },
    // The client's copy follows the client to the new trainer.
    otherTrainer: { allowed: ['taylorCopy'] },
    admin: { allowed: ['taylorCopy'] },
  },
  delete: {
    anon: { denied: ['taylorCopy'] },
    client: { denied: ['taylorCopy'] },
    otherClient: { denied: ['taylorCopy'] },
    trainer: { allowed: ['taylorTemplate'], denied: ['taylorCopy'] },
    otherTrainer: { allowed: ['taylorCopy'] },
    admin: { allowed: ['taylorCopy'] },
  },
};

// program_workouts: the schedule days of a program -----------------------------------------------

type DaySubject = 'morgansCopy' | 'taylorsTemplate';
const scheduleDay = (label: string, client: () => string | null): Subject => ({
  label,
  build: async (scope) => {
    const program = await scope.insert('programs', rows.program(people.taylor, client()));
    const workout = await scope.insert('workouts', rows.workout(people.taylor, client()));
    return { ...rows.programWorkout(program.id, workout.id), day_of_week: 1 };
  },
});

const programWorkouts: TableMatrix<DaySubject> = {
  table: 'program_workouts',
  subjects: {
    morgansCopy: scheduleDay("a day of Morgan's program copy by Taylor", morgan),
    taylorsTemplate: scheduleDay("a day of Taylor's template", () => null),
  },
  patch: { position: 4, notes: 'edited by the moved-client matrix', day_of_week: 3 },
  select: {
    anon: { denied: ['morgansCopy'] },
    client: { denied: ['morgansCopy'] },
    otherClient: { denied: ['morgansCopy'] },
    trainer: { allowed: ['morgansCopy'] },
    otherTrainer: { allowed: ['morgansCopy'] },
    admin: { allowed: ['morgansCopy'] },
  },
  insert: {
    anon: { denied: ['morgansCopy'] },
    client: { denied: ['morgansCopy'] },
    otherClient: { denied: ['morgansCopy'] },
    trainer: { allowed: ['taylorsTemplate'], denied: ['morgansCopy'] },
    otherTrainer: { allowed: ['morgansCopy'] },
    admin: { allowed: ['morgansCopy'] },
  },
  update: {
    anon: { denied: ['morgansCopy'] },
    client: { denied: ['morgansCopy'] },
    otherClient: { denied: ['morgansCopy'] },
    trainer: { allowed: ['taylorsTemplate'], denied: ['morgansCopy'] },
    otherTrainer: { allowed: ['morgansCopy'] },
    admin: { allowed: ['morgansCopy'] },
  },
  delete: {
    anon: { denied: ['morgansCopy'] },
    client: { denied: ['morgansCopy'] },
    otherClient: { denied: ['morgansCopy'] },
    trainer: { allowed: ['taylorsTemplate'], denied: ['morgansCopy'] },
    otherTrainer: { allowed: ['morgansCopy'] },
    admin: { allowed: ['morgansCopy'] },
  },
};

// Her records (assessments, coach notes, comments on her logs, onboarding): keyed on the trainer
// now since they were written, so they follow her whole to Sam. The matrix pins that down too. -----

type ByWhom = 'taylors' | 'sams' | 'alexs';
const writtenBy = (noun: string, build: (authorId: string, scope: Scope) => Row | Promise<Row>) =>
  ({
    taylors: { label: `Taylor's ${noun} for Morgan (before the move)`, build: (scope) => build(people.taylor, scope) },
    sams: { label: `Sam's ${noun} for Morgan`, build: (scope) => build(people.sam, scope) },
    alexs: { label: `Alex's ${noun} for Morgan`, build: (scope) => build(people.alex, scope) },
  }) satisfies Record<ByWhom, Subject>;

/** Reads: her trainer now and admins; the former trainer and other clients nothing. */
const readByTrainerNow = {
  anon: { denied: ['taylors'] },
  client: { denied: ['taylors'] },
  otherClient: { denied: ['taylors'] },
  trainer: { denied: ['taylors'] },
  otherTrainer: { allowed: ['taylors', 'sams'] },
  admin: { allowed: ['taylors'] },
} satisfies TableMatrix<ByWhom>['select'];

/** Inserts: as yourself, for a client you coach now (or as an admin). */
const insertAsTrainerNow = {
  anon: { denied: ['taylors'] },
  client: { denied: ['taylors'] },
  otherClient: { denied: ['taylors'] },
  trainer: { denied: ['taylors'] },
  otherTrainer: { allowed: ['sams'] },
  admin: { allowed: ['alexs'] },
} satisfies TableMatrix<ByWhom>['insert'];

const nobodyButTrainerNow = (trainerNow: ByWhom[], admin: ByWhom[]) =>
  ({
    anon: { denied: ['taylors'] },
    client: { denied: ['taylors'] },
    otherClient: { denied: ['taylors'] },
    trainer: { denied: ['taylors'] },
    otherTrainer: { allowed: trainerNow },
    admin: { allowed: admin },
  }) satisfies TableMatrix<ByWhom>['update'];

const assessments: TableMatrix<ByWhom> = {
  table: 'assessments',
  subjects: writtenBy('assessment', (author) => rows.assessment(morgan(), author)),
  patch: { notes: 'edited by the moved-client matrix', data: { weightKg: 67.5 } },
  select: readByTrainerNow,
  insert: insertAsTrainerNow,
  update: nobodyButTrainerNow(['taylors'], ['taylors']),
  delete: nobodyButTrainerNow(['taylors'], ['taylors']),
};

// Coach notes and comments stay their author's words: the new trainer edits only their own.
const clientNotes: TableMatrix<ByWhom> = {
  table: 'client_notes',
  subjects: writtenBy('coach note', (author) => rows.clientNote(morgan(), author)),
  patch: { body: 'edited by the moved-client matrix' },
  select: readByTrainerNow,
  insert: insertAsTrainerNow,
  update: nobodyButTrainerNow(['sams'], ['taylors']),
  delete: nobodyButTrainerNow(['sams'], ['taylors']),
};

const logComments: TableMatrix<ByWhom> = {
  table: 'workout_log_comments',
  subjects: writtenBy('comment on a log', async (author, scope) => {
    const log = await scope.insert('workout_logs', rows.log(morgan()));
    return rows.logComment(log.id, morgan(), author);
  }),
  patch: { body: 'edited by the moved-client matrix' },
  select: readByTrainerNow,
  insert: insertAsTrainerNow,
  // An admin removes anyone's comment but rewrites only their own.
  update: nobodyButTrainerNow(['sams'], ['alexs']),
  delete: nobodyButTrainerNow(['sams'], ['taylors']),
};

describe('after Morgan moved from Taylor (trainer) to Sam (other trainer)', () => {
  describeMatrix(actors, workouts);
  describeMatrix(actors, workoutExercises);
  describeMatrix(actors, programs);
  describeMatrix(actors, programWorkouts);
  describeMatrix(actors, assessments);
  describeMatrix(actors, clientNotes);
  describeMatrix(actors, logComments);
});

// The RPCs a trainer writes through ----------------------------------------------------------------

/**
 * Taylor's active program copy for a client he no longer coaches, made from one of his templates,
 * with one scheduled workout. A client has one active program, so each case moves a client of its own.
 */
async function arrangeCopyFromTemplate(scope: Scope, clientId: string): Promise<{ template: Row; copy: Row }> {
  const workout = await scope.insert('workouts', rows.workout(people.taylor, null));
  const template = await scope.insert('programs', rows.program(people.taylor, null));
  await scope.insert('program_workouts', { ...rows.programWorkout(template.id, workout.id), day_of_week: 1 });
  const copy = await scope.insert('programs', {
    ...rows.program(people.taylor, clientId),
    status: 'active',
    source_program_id: template.id,
  });
  await scope.insert('program_workouts', { ...rows.programWorkout(copy.id, workout.id), day_of_week: 1 });
  return { template, copy };
}

async function scheduleOf(programId: string): Promise<unknown[]> {
  const { data, error } = await svc()
    .from('program_workouts')
    .select('workout_id, day_of_week, position')
    .eq('program_id', programId)
    .order('position');
  if (error) throw new Error(error.message);
  return data ?? [];
}

describe('RPCs after Morgan moved from Taylor to Sam', () => {
  it('save_workout: Taylor cannot save over his workout for Morgan; an admin can; his library workout stays his', async () => {
    const scope = new Scope();
    const mine = await scope.insert('workouts', rows.workout(people.taylor, morgan()));
    const library = await scope.insert('workouts', rows.workout(people.taylor, null));
    const { trainer, admin } = actors();
    const save = (client: typeof trainer, id: string, name: string) =>
      client.rpc('save_workout', { p_workout: { id, name }, p_exercises: [], p_expected_revision: 1 });

    const denied = await save(trainer, mine.id, 'Taylor after the move');
    expect(denied.error?.code).toBe('42501');
    expect((await truth('workouts', mine.id))?.name).toBe(mine.name);

    const byAdmin = await save(admin, mine.id, 'Alex after the move');
    expect(byAdmin.error).toBeNull();
    expect((await truth('workouts', mine.id))?.name).toBe('Alex after the move');

    const ownLibrary = await save(trainer, library.id, 'Still Taylor’s');
    expect(ownLibrary.error).toBeNull();
    expect((await truth('workouts', library.id))?.name).toBe('Still Taylor’s');
  });

  it("save_program: Taylor cannot rewrite a moved client's copy or its schedule; Sam can", async () => {
    const scope = new Scope();
    const { copy } = await arrangeCopyFromTemplate(scope, await movedClientOfTaylor('Quinn'));
    const samsWorkout = await scope.insert('workouts', rows.workout(people.sam, null));
    const before = await scheduleOf(copy.id);
    const program = (name: string) => ({
      id: copy.id,
      name,
      workouts: [{ workout_id: samsWorkout.id, day_of_week: 5 }],
    });

    const byTaylor = await actors().trainer.rpc('save_program', { p_program: program('Taylor after the move') });
    expect(byTaylor.error?.code).toBe('42501');
    expect((await truth('programs', copy.id))?.name).toBe(copy.name);
    expect(await scheduleOf(copy.id)).toEqual(before);

    const bySam = await actors().otherTrainer.rpc('save_program', { p_program: program('Sam now coaches Morgan') });
    expect(bySam.error).toBeNull();
    expect((await truth('programs', copy.id))?.name).toBe('Sam now coaches Morgan');
    expect(await scheduleOf(copy.id)).toEqual([{ workout_id: samsWorkout.id, day_of_week: 5, position: 0 }]);
  });

  it("push_program_to_clients: Taylor's template changes no longer reach a moved client's copy", async () => {
    const scope = new Scope();
    const { template, copy } = await arrangeCopyFromTemplate(scope, await movedClientOfTaylor('Drew'));
    const before = await scheduleOf(copy.id);
    await svc().from('programs').update({ name: 'Template, edited after the move' }).eq('id', template.id);

    // The push still works for the template's other copies: the moved client's is skipped (before
    // issue 24 it was the one copy that failed the update's check, so the whole push was refused).
    const pushed = await actors().trainer.rpc('push_program_to_clients', { p_program_id: template.id });
    expect(pushed.error).toBeNull();
    expect(pushed.data).toEqual([]);
    expect((await truth('programs', copy.id))?.name).toBe(copy.name);
    expect(await scheduleOf(copy.id)).toEqual(before);

    // The admin still can (the copy is a client's, and admins write every client's).
    const byAdmin = await actors().admin.rpc('push_program_to_clients', { p_program_id: template.id });
    expect(byAdmin.error).toBeNull();
    expect((await truth('programs', copy.id))?.name).toBe('Template, edited after the move');
  });

  it('assign_program: Taylor cannot assign a program to a client he no longer coaches; Sam can', async () => {
    const scope = new Scope();
    const client = await movedClientOfTaylor('Avery');
    const template = await scope.insert('programs', rows.program(people.taylor, null));
    await scope.insert('program_workouts', {
      ...rows.programWorkout(template.id, (await scope.insert('workouts', rows.workout(people.taylor, null))).id),
      day_of_week: 1,
    });
    const samsTemplate = await scope.insert('programs', rows.program(people.sam, null));
    const samsWorkout = await scope.insert('workouts', rows.workout(people.sam, null));
    await scope.insert('program_workouts', { ...rows.programWorkout(samsTemplate.id, samsWorkout.id), day_of_week: 2 });

    const byTaylor = await actors().trainer.rpc('assign_program', {
      p_program_id: template.id,
      p_client_ids: [client],
    });
    expect(byTaylor.error?.code).toBe('42501');
    const bySam = await actors().otherTrainer.rpc('assign_program', {
      p_program_id: samsTemplate.id,
      p_client_ids: [client],
    });
    expect(bySam.error).toBeNull();
    const copies = (bySam.data ?? []) as string[];
    for (const id of copies) scope.track('programs', id);
    expect(copies).toHaveLength(1);
    const stored = await truth('programs', copies[0]!);
    expect(stored).toMatchObject({ client_id: client, created_by: people.sam, status: 'active' });
  });

  it("clients and messages: Taylor can no longer edit Morgan's client record or message her; Sam can", async () => {
    const goals = (who: string) => [`Set by ${who} after the move`];
    const byTaylor = await actors()
      .trainer.from('clients')
      .update({ goals: goals('Taylor') })
      .eq('id', morgan())
      .select('id');
    expect(byTaylor.error).toBeNull();
    expect(byTaylor.data).toEqual([]);
    const bySam = await actors()
      .otherTrainer.from('clients')
      .update({ goals: goals('Sam') })
      .eq('id', morgan())
      .select('id');
    expect(bySam.error).toBeNull();
    expect(bySam.data).toEqual([{ id: morgan() }]);
    expect((await truth('clients', morgan()))?.goals).toEqual(goals('Sam'));

    const scope = new Scope();
    const fromTaylor = rows.message(people.taylor, morgan());
    scope.track('messages', fromTaylor.id);
    expect((await actors().trainer.from('messages').insert(fromTaylor)).error?.code).toBe('42501');
    expect(await truth('messages', fromTaylor.id)).toBeNull();
    const fromSam = rows.message(people.sam, morgan());
    scope.track('messages', fromSam.id);
    expect((await actors().otherTrainer.from('messages').insert(fromSam)).error).toBeNull();
    expect(await truth('messages', fromSam.id)).not.toBeNull();
  });

  it('set_client_archived: Taylor cannot archive a client he no longer coaches; Sam can', async () => {
    const riley = await movedClientOfTaylor('Riley');
    const byTaylor = await actors().trainer.rpc('set_client_archived', { p_client_id: riley, p_archived: true });
    expect(byTaylor.error?.code).toBe('42501');
    expect((await truth('users', riley))?.status).toBe('active');
    const bySam = await actors().otherTrainer.rpc('set_client_archived', { p_client_id: riley, p_archived: true });
    expect(bySam.error).toBeNull();
    expect((await truth('users', riley))?.status).toBe('inactive');
  });
});
