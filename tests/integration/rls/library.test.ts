import { randomUUID } from 'node:crypto';
import {
  actorsForFile,
  describeMatrix,
  PERSON_NAME,
  people,
  rows,
  type Person,
  type Row,
  type Scope,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// The training library: exercises (shared), workouts and their exercises, programs and their
// workouts. Read by whoever they are for (directly or through a program), that client's trainer,
// their creator and admins; written by their creator, trainers of the client and admins.
const actors = actorsForFile();

/** Seeded: Sam's workout for Jordan ("Jordan's Full Body"); Taylor cannot read it. */
const SEEDED_WORKOUT_FOR_JORDAN = '00000000-0000-4000-8000-000000000131';

// exercises -------------------------------------------------------------------------------------

type ExerciseSubject = Person | 'taylorRetired';
const exerciseSubjects = {} as Record<ExerciseSubject, Subject>;
for (const person of Object.keys(people) as Person[]) {
  exerciseSubjects[person] = {
    label: `an exercise by ${PERSON_NAME[person]}`,
    build: () => rows.exercise(people[person]),
  };
}
exerciseSubjects.taylorRetired = {
  label: 'a retired exercise by Taylor',
  build: () => rows.exercise(people.taylor, { is_active: false }),
};

const exercises: TableMatrix<ExerciseSubject> = {
  table: 'exercises',
  subjects: exerciseSubjects,
  // Not the name: active names are unique, and the matrix patches several rows alike.
  patch: { description: 'edited by the matrix', level: 'expert' },
  select: {
    anon: { denied: ['taylor'] },
    client: { allowed: ['taylor'], denied: ['taylorRetired'] },
    otherClient: { allowed: ['sam'], denied: ['taylorRetired'] },
    // Staff see the whole library, retired exercises included; there is nothing they cannot read.
    trainer: { allowed: ['taylorRetired', 'sam'] },
    otherTrainer: { allowed: ['taylorRetired'] },
    admin: { allowed: ['taylorRetired'] },
  },
  insert: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { allowed: ['taylor'], denied: ['sam'] },
    otherTrainer: { allowed: ['sam'], denied: ['taylor'] },
    admin: { allowed: ['alex'], denied: ['taylor'] },
  },
  update: {
    anon: { denied: ['taylor'] },
    client: { denied: ['taylor'] },
    otherClient: { denied: ['taylor'] },
    trainer: {
      allowed: ['taylor'],
      denied: ['sam', { row: 'taylor', patch: { created_by: people.sam }, note: 'handing it to Sam' }],
    },
    otherTrainer: { allowed: ['sam'], denied: ['taylor'] },
    admin: { allowed: ['taylor'] },
  },
  delete: {
    anon: { denied: ['taylor'] },
    client: { denied: ['taylor'] },
    otherClient: { denied: ['sam'] },
    // Only admins retire exercises for good (workouts may use them).
    trainer: { denied: ['taylor'] },
    otherTrainer: { denied: ['sam'] },
    admin: { allowed: ['taylor'] },
  },
};
describeMatrix(actors, exercises);

// workouts --------------------------------------------------------------------------------------

type For = Person | 'library';
/** "<creator>/<client>": a workout the creator made for that client (or for their library). */
type Made = `${Person}/${For}`;

function madeLabel(noun: string, creator: Person, target: For): string {
  if (target === 'library') return `${PERSON_NAME[creator]}'s library ${noun}`;
  if (target === creator) return `${PERSON_NAME[creator]}'s own ${noun}`;
  return `${PERSON_NAME[creator]}'s ${noun} for ${PERSON_NAME[target]}`;
}

const targets: For[] = [...(Object.keys(people) as Person[]), 'library'];
function forEachMade(visit: (key: Made, creator: Person, target: For) => void): void {
  for (const creator of Object.keys(people) as Person[]) {
    for (const target of targets) visit(`${creator}/${target}`, creator, target);
  }
}

function workoutRow(creator: Person, target: For): Row {
  return rows.workout(people[creator], target === 'library' ? null : people[target]);
}

/** A library workout of Taylor's that reaches Casey only through her program. */
async function workoutInCaseysProgram(scope: Scope): Promise<Row> {
  const workout = await scope.insert('workouts', rows.workout(people.taylor, null));
  const program = await scope.insert('programs', rows.program(people.taylor, people.casey));
  await scope.insert('program_workouts', rows.programWorkout(program.id, workout.id));
  return workout;
}

type WorkoutSubject = Made | 'inCaseysProgram';
const workoutSubjects = {} as Record<WorkoutSubject, Subject>;
forEachMade((key, creator, target) => {
  workoutSubjects[key] = { label: madeLabel('workout', creator, target), build: () => workoutRow(creator, target) };
});
workoutSubjects.inCaseysProgram = {
  label: "Taylor's library workout in Casey's program",
  build: () => workoutRow('taylor', 'library'),
  existing: workoutInCaseysProgram,
};

const workouts: TableMatrix<WorkoutSubject> = {
  table: 'workouts',
  subjects: workoutSubjects,
  patch: { name: 'Renamed by the matrix', estimated_duration: 42 },
  select: {
    anon: { denied: ['taylor/casey'] },
    client: { allowed: ['taylor/casey', 'inCaseysProgram'], denied: ['sam/jordan', 'taylor/library'] },
    otherClient: { allowed: ['sam/jordan'], denied: ['taylor/casey', 'inCaseysProgram'] },
    trainer: { allowed: ['taylor/casey', 'casey/casey'], denied: ['sam/jordan', 'sam/library'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey', 'casey/casey'] },
    admin: { allowed: ['casey/casey', 'sam/library'] },
  },
  insert: {
    anon: { denied: ['casey/casey'] },
    client: { allowed: ['casey/casey'], denied: ['casey/jordan', 'taylor/casey'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['jordan/casey'] },
    trainer: { allowed: ['taylor/casey', 'taylor/library'], denied: ['taylor/jordan'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['sam/casey'] },
    admin: { allowed: ['alex/casey'], denied: ['taylor/casey'] },
  },
  update: {
    anon: { denied: ['taylor/casey'] },
    client: {
      allowed: ['casey/casey'],
      denied: [
        'taylor/casey',
        { row: 'casey/casey', patch: { client_id: people.jordan }, note: 'giving it to Jordan' },
      ],
    },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: {
      allowed: ['taylor/casey'],
      denied: [
        'sam/jordan',
        'casey/casey',
        { row: 'taylor/library', patch: { client_id: people.jordan }, note: "assigning it to Sam's client" },
      ],
    },
    otherTrainer: {
      allowed: ['sam/jordan'],
      denied: [
        'taylor/casey',
        { row: 'sam/library', patch: { client_id: people.casey }, note: "assigning it to Taylor's client" },
      ],
    },
    admin: {
      allowed: [
        'casey/casey',
        { row: 'sam/library', patch: { client_id: people.casey }, note: 'assigning it to Casey' },
      ],
    },
  },
  delete: {
    anon: { denied: ['taylor/casey'] },
    client: { allowed: ['casey/casey'], denied: ['taylor/casey'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: { allowed: ['taylor/casey'], denied: ['sam/jordan', 'casey/casey'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    admin: { allowed: ['taylor/casey'] },
  },
};
describeMatrix(actors, workouts);

// workout_exercises: follow their workout ---------------------------------------------------------

const workoutExerciseSubjects = {} as Record<Made, Subject>;
forEachMade((key, creator, target) => {
  workoutExerciseSubjects[key] = {
    label: `an exercise in ${madeLabel('workout', creator, target)}`,
    build: async (scope) => {
      const workout = await scope.insert('workouts', workoutRow(creator, target));
      return rows.workoutExercise(workout.id);
    },
  };
});

const workoutExercises: TableMatrix<Made> = {
  table: 'workout_exercises',
  subjects: workoutExerciseSubjects,
  patch: { sets: 5, notes: 'edited by the matrix' },
  select: {
    anon: { denied: ['taylor/casey'] },
    client: { allowed: ['taylor/casey'], denied: ['sam/jordan'] },
    otherClient: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    trainer: { allowed: ['taylor/casey', 'casey/casey'], denied: ['sam/jordan'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    admin: { allowed: ['sam/jordan'] },
  },
  insert: {
    anon: { denied: ['casey/casey'] },
    client: { allowed: ['casey/casey'], denied: ['taylor/casey'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: { allowed: ['taylor/casey'], denied: ['sam/jordan', 'casey/casey'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    admin: { allowed: ['taylor/casey'] },
  },
  update: {
    anon: { denied: ['taylor/casey'] },
    client: { allowed: ['casey/casey'], denied: ['taylor/casey'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: {
      allowed: ['taylor/casey'],
      denied: [
        'sam/jordan',
        { row: 'taylor/casey', patch: { workout_id: SEEDED_WORKOUT_FOR_JORDAN }, note: "moving it into Sam's workout" },
      ],
    },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    admin: { allowed: ['taylor/casey'] },
  },
  delete: {
    anon: { denied: ['taylor/casey'] },
    client: { allowed: ['casey/casey'], denied: ['taylor/casey'] },
    otherClient: { allowed: ['jordan/jordan'], denied: ['casey/casey'] },
    trainer: { allowed: ['taylor/casey'], denied: ['sam/jordan'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    admin: { allowed: ['sam/jordan'] },
  },
};
describeMatrix(actors, workoutExercises);

// programs --------------------------------------------------------------------------------------

const programSubjects = {} as Record<Made, Subject>;
forEachMade((key, creator, target) => {
  programSubjects[key] = {
    label: madeLabel('program', creator, target).replace('library program', 'program template'),
    build: () => rows.program(people[creator], target === 'library' ? null : people[target]),
  };
});

const programs: TableMatrix<Made> = {
  table: 'programs',
  subjects: programSubjects,
  patch: { name: 'Renamed by the matrix', status: 'archived' },
  select: {
    anon: { denied: ['taylor/casey'] },
    client: { allowed: ['taylor/casey'], denied: ['sam/jordan', 'taylor/library'] },
    otherClient: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    trainer: { allowed: ['taylor/casey', 'alex/casey'], denied: ['sam/jordan', 'sam/library'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    admin: { allowed: ['sam/jordan'] },
  },
  insert: {
    anon: { denied: ['taylor/casey'] },
    // Programs are made by staff.
    client: { denied: ['casey/casey'] },
    otherClient: { denied: ['jordan/jordan'] },
    trainer: { allowed: ['taylor/casey', 'taylor/library'], denied: ['taylor/jordan'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['sam/casey'] },
    admin: { allowed: ['alex/jordan'], denied: ['taylor/casey'] },
  },
  update: {
    anon: { denied: ['taylor/casey'] },
    client: { denied: ['taylor/casey'] },
    otherClient: { denied: ['sam/jordan'] },
    trainer: {
      allowed: [
        'taylor/casey',
        'alex/casey',
        { row: 'taylor/library', patch: { training_styles: ['strength'] }, note: 'its training styles' },
      ],
      denied: [
        'sam/jordan',
        { row: 'taylor/casey', patch: { client_id: people.jordan }, note: 'moving it to Jordan' },
        { row: 'sam/library', patch: { training_styles: ['strength'] }, note: "another trainer's training styles" },
      ],
    },
    otherTrainer: {
      allowed: ['sam/jordan'],
      denied: [
        'taylor/casey',
        { row: 'sam/library', patch: { client_id: people.casey }, note: "assigning it to Taylor's client" },
      ],
    },
    admin: { allowed: ['sam/jordan'] },
  },
  delete: {
    anon: { denied: ['taylor/casey'] },
    client: { denied: ['taylor/casey'] },
    otherClient: { denied: ['sam/jordan'] },
    trainer: { allowed: ['taylor/casey'], denied: ['sam/jordan'] },
    otherTrainer: { allowed: ['sam/jordan'], denied: ['taylor/casey'] },
    admin: { allowed: ['taylor/casey'] },
  },
};
describeMatrix(actors, programs);

// program_workouts: follow their program; the workout must be one the editor can read ------------

type ProgramWorkoutSubject = 'casey' | 'jordan' | 'samsWorkoutInCaseys';
function programWorkoutSubject(label: string, program: [Person, For], workout: [Person, For]): Subject {
  return {
    label,
    build: async (scope) => {
      const p = await scope.insert(
        'programs',
        rows.program(people[program[0]], program[1] === 'library' ? null : people[program[1]]),
      );
      const w = await scope.insert('workouts', workoutRow(workout[0], workout[1]));
      return rows.programWorkout(p.id, w.id);
    },
  };
}

const programWorkouts: TableMatrix<ProgramWorkoutSubject> = {
  table: 'program_workouts',
  subjects: {
    casey: programWorkoutSubject("a workout in Casey's program", ['taylor', 'casey'], ['taylor', 'casey']),
    jordan: programWorkoutSubject("a workout in Jordan's program", ['sam', 'jordan'], ['sam', 'jordan']),
    samsWorkoutInCaseys: programWorkoutSubject(
      "Sam's library workout in Casey's program",
      ['taylor', 'casey'],
      ['sam', 'library'],
    ),
  },
  patch: { position: 3, notes: 'edited by the matrix' },
  select: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: { allowed: ['casey'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['jordan'] },
  },
  insert: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { allowed: ['casey'], denied: ['jordan', 'samsWorkoutInCaseys'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['casey', 'samsWorkoutInCaseys'] },
  },
  update: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: {
      allowed: ['casey'],
      denied: [
        'jordan',
        { row: 'casey', patch: { workout_id: SEEDED_WORKOUT_FOR_JORDAN }, note: "swapping in Sam's workout" },
      ],
    },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['casey'] },
  },
  delete: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { allowed: ['casey'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['jordan'] },
  },
};
describeMatrix(actors, programWorkouts);

// program_week_prescriptions: a week's override of a planned exercise follows its program ---------

type WeekSubject = 'casey' | 'jordan' | 'template';
function weekSubject(label: string, program: [Person, For]): Subject {
  return {
    label,
    build: async (scope) => {
      const p = await scope.insert(
        'programs',
        rows.program(people[program[0]], program[1] === 'library' ? null : people[program[1]]),
      );
      const w = await scope.insert('workouts', workoutRow(program[0], program[1]));
      const we = await scope.insert('workout_exercises', await rows.workoutExercise(w.id));
      return { id: randomUUID(), program_id: p.id, week_number: 2, workout_exercise_id: we.id, weight_kg: 62.5 };
    },
  };
}

const weekPrescriptions: TableMatrix<WeekSubject> = {
  table: 'program_week_prescriptions',
  subjects: {
    casey: weekSubject("week 2 of Casey's program", ['taylor', 'casey']),
    jordan: weekSubject("week 2 of Jordan's program", ['sam', 'jordan']),
    template: weekSubject("week 2 of Taylor's program template", ['taylor', 'library']),
  },
  patch: { reps: 6, rpe: 8 },
  select: {
    anon: { denied: ['casey'] },
    client: { allowed: ['casey'], denied: ['jordan', 'template'] },
    otherClient: { allowed: ['jordan'], denied: ['casey'] },
    trainer: { allowed: ['casey', 'template'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey', 'template'] },
    admin: { allowed: ['jordan', 'template'] },
  },
  insert: {
    anon: { denied: ['casey'] },
    // A client reads their weeks but never writes them.
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { allowed: ['casey', 'template'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey', 'template'] },
    admin: { allowed: ['casey'] },
  },
  update: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { allowed: ['casey', 'template'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['jordan'] },
  },
  delete: {
    anon: { denied: ['casey'] },
    client: { denied: ['casey'] },
    otherClient: { denied: ['jordan'] },
    trainer: { allowed: ['casey'], denied: ['jordan'] },
    otherTrainer: { allowed: ['jordan'], denied: ['casey'] },
    admin: { allowed: ['jordan'] },
  },
};
describeMatrix(actors, weekPrescriptions);
