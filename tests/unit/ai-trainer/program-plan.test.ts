import { describe, expect, it } from 'vitest';
import { planProgram, programSplit, type ProgramPlanOptions } from '@/features/ai-trainer/lib/program-plan';
import { toBuilderDraft } from '@/features/ai-trainer/lib/to-builder-draft';
import { addAiProgram, emptyDraft, toSavePayload, validateDraft } from '@/features/programs/lib/program-draft';
import { validateWorkoutDraft } from '@/features/training';
import type { WorkoutDraft } from '@/features/ai-trainer/lib/build-workout';

const options = (patch: Partial<ProgramPlanOptions> = {}): ProgramPlanOptions => ({
  daysPerWeek: 3,
  goal: 'build-muscle',
  style: 'hypertrophy',
  styleLabel: 'Hypertrophy',
  flexible: false,
  notes: '',
  ...patch,
});

describe('the program split', () => {
  it.each([
    [2, 'hypertrophy', ['Full Body A', 'Full Body B']],
    [3, 'hypertrophy', ['Push', 'Pull', 'Legs']],
    [3, 'engage-health', ['Full Body A', 'Full Body B', 'Full Body C']],
    [4, 'strength', ['Upper Body', 'Lower Body', 'Upper Body', 'Lower Body']],
    [5, 'strength', ['Push', 'Pull', 'Legs', 'Upper Body', 'Lower Body']],
    [6, 'hypertrophy', ['Push', 'Pull', 'Legs', 'Push', 'Pull', 'Legs']],
    [4, 'conditioning', ['Full Body A', 'Full Body B', 'Full Body C', 'Full Body A']],
  ])('%i days of %s', (days, style, titles) => {
    expect(programSplit(days, style).map((s) => s.title)).toEqual(titles);
  });

  it('keeps the days within 2 to 6', () => {
    expect(programSplit(1, 'strength')).toHaveLength(2);
    expect(programSplit(9, 'strength')).toHaveLength(6);
  });
});

describe('planProgram', () => {
  it('places a weekly program on spread-out weekdays and names repeated sessions apart', () => {
    const plan = planProgram(options({ daysPerWeek: 4, style: 'strength', goal: 'get-stronger' }));
    expect(plan.map((s) => [s.name, s.dayOfWeek])).toEqual([
      ['Upper Body A', 1],
      ['Lower Body A', 2],
      ['Upper Body B', 4],
      ['Lower Body B', 5],
    ]);
    expect(plan[0]!.request).toMatch(/upper body/);
    expect(plan[0]!.request).toMatch(/get stronger/);
  });

  it('leaves a rotation without weekdays and carries the trainer notes into every request', () => {
    const plan = planProgram(options({ flexible: true, notes: 'no barbell' }));
    expect(plan.map((s) => s.dayOfWeek)).toEqual([null, null, null]);
    expect(plan.every((s) => s.request.endsWith('no barbell'))).toBe(true);
  });
});

const generated: WorkoutDraft = {
  name: 'Push Day',
  description: null,
  workout_type: 'Power',
  difficulty: 'intermediate',
  estimated_duration: 40,
  replaced: [],
  resolved: { byKey: 2, byName: 0, unknown: 0 },
  exercises: [
    {
      exercise: { id: 'e1', name: 'Barbell Bench Press', equipment: 'barbell', muscle_groups: ['chest'] },
      modelName: 'Bench Press (Barbell)',
      sets: 4,
      rep_single: null,
      rep_min: 6,
      rep_max: 8,
      rep_is_range: true,
      rest_time: 120,
      tempo: '2-0-2-0',
      notes: null,
      is_time_based: false,
      duration: null,
    },
    {
      exercise: { id: 'e2', name: 'Push-Up', equipment: null, muscle_groups: ['chest'] },
      modelName: null,
      sets: 3,
      rep_single: 12,
      rep_min: null,
      rep_max: null,
      rep_is_range: false,
      rest_time: 90,
      tempo: '2-0-2-0',
      notes: 'slow',
      is_time_based: false,
      duration: null,
    },
  ],
};

describe('an AI-drafted program in the builder draft', () => {
  let n = 0;
  const key = () => `k${++n}`;

  it('converts a generated workout to a valid workout-builder draft', () => {
    const draft = toBuilderDraft(generated, 'Push', key);
    expect(validateWorkoutDraft(draft)).toEqual({});
    expect(draft).toMatchObject({ name: 'Push', workoutType: 'strength', estimatedDuration: '40' });
    expect(draft.exercises[0]).toMatchObject({
      exerciseId: 'e1',
      sets: '4',
      repMode: 'range',
      repMin: '6',
      rest: '120',
    });
    expect(draft.exercises[1]).toMatchObject({ repMode: 'single', reps: '12', notes: 'slow' });
  });

  it('adds the workouts as pending workouts on their days, fills blanks, and saves them with the program', () => {
    const start = emptyDraft();
    const next = addAiProgram(
      start,
      {
        client: { id: 'c1', name: 'Casey' },
        flexible: false,
        promptData: 'For Casey: 2 days a week',
        programName: 'Casey: Build muscle (2 days)',
        goal: 'Build muscle',
        style: 'hypertrophy',
        workouts: [
          { name: 'Full Body A', dayOfWeek: 1, draft: toBuilderDraft(generated, 'Full Body A', key) },
          { name: 'Full Body B', dayOfWeek: 4, draft: toBuilderDraft(generated, 'Full Body B', key) },
        ],
      },
      key,
    );
    expect(next.programWorkouts.map((w) => [w.workoutName, w.dayOfWeek, w.workoutId])).toEqual([
      ['Full Body A', 1, ''],
      ['Full Body B', 4, ''],
    ]);
    expect(next.pendingWorkouts).toHaveLength(2);
    expect(next.selectedClient).toEqual({ id: 'c1', name: 'Casey' });
    expect(next.aiPromptData).toBe('For Casey: 2 days a week');
    expect(next.programSettings).toMatchObject({
      programName: 'Casey: Build muscle (2 days)',
      goals: ['Build muscle'],
    });
    expect(next.selectedTrainingStyles).toEqual(['hypertrophy']);
    expect(validateDraft(next)).toEqual({});
    const payload = toSavePayload(next, { editingProgramId: null, expectedUpdatedAt: null });
    expect(payload).toMatchObject({ client_id: 'c1' });
    expect(payload.pending_workouts).toHaveLength(2);
    expect(payload.workouts.map((w) => w.day_of_week)).toEqual([1, 4]);
  });

  it('keeps a name the trainer already typed and switches an existing weekly draft to a rotation', () => {
    const start = { ...emptyDraft(), programSettings: { ...emptyDraft().programSettings, programName: 'Mine' } };
    const next = addAiProgram(
      start,
      {
        client: { id: 'c1', name: 'Casey' },
        flexible: true,
        promptData: '',
        programName: 'AI name',
        goal: '',
        style: '',
        workouts: [{ name: 'Push', dayOfWeek: null, draft: toBuilderDraft(generated, 'Push', key) }],
      },
      key,
    );
    expect(next.programSettings.programName).toBe('Mine');
    expect(next.programSettings.flexSchedule).toBe(true);
    expect(next.programWorkouts[0]!.dayOfWeek).toBeNull();
    expect(next.selectedTrainingStyles).toEqual(['engage-health']);
  });
});
