import { describe, expect, it } from 'vitest';
import { movementPattern, rankSwapOptions, type SwapOption } from '@/features/logger/lib/swap-rules';

// A slice of the seed library, with its catalogue traits.
const library: SwapOption[] = [
  {
    id: 'back-squat',
    name: 'Barbell Back Squat',
    muscle_groups: ['quadriceps', 'glutes'],
    equipment: 'barbell',
    category: 'strength',
    force: 'push',
    mechanic: 'compound',
  },
  {
    id: 'stair',
    name: 'Stair Climber',
    muscle_groups: ['quadriceps', 'glutes'],
    equipment: 'machine',
    category: 'cardio',
    force: null,
    mechanic: null,
  },
  {
    id: 'treadmill',
    name: 'Treadmill Run',
    muscle_groups: ['quadriceps'],
    equipment: 'machine',
    category: 'cardio',
    force: null,
    mechanic: null,
  },
  {
    id: 'quad-stretch',
    name: 'Standing Quadriceps Stretch',
    muscle_groups: ['quadriceps'],
    equipment: 'body weight',
    category: 'stretching',
    force: 'static',
    mechanic: null,
  },
  {
    id: 'quad-roll',
    name: 'Foam Roller Quad Roll',
    muscle_groups: ['quadriceps'],
    equipment: 'foam roller',
    category: 'mobility',
    force: null,
    mechanic: null,
  },
  {
    id: 'hip-thrust',
    name: 'Hip Thrust',
    muscle_groups: ['glutes'],
    equipment: 'barbell',
    category: 'strength',
    force: 'push',
    mechanic: 'compound',
  },
  {
    id: 'bulgarian',
    name: 'Bulgarian Split Squat',
    muscle_groups: ['quadriceps', 'glutes'],
    equipment: 'dumbbell',
    category: 'strength',
    force: 'push',
    mechanic: 'compound',
  },
  {
    id: 'goblet',
    name: 'Goblet Squat',
    muscle_groups: ['quadriceps', 'glutes'],
    equipment: 'dumbbell',
    category: 'strength',
    force: 'push',
    mechanic: 'compound',
  },
  {
    id: 'leg-ext',
    name: 'Leg Extension',
    muscle_groups: ['quadriceps'],
    equipment: 'machine',
    category: 'strength',
    force: 'push',
    mechanic: 'isolation',
  },
  {
    id: 'leg-press',
    name: 'Leg Press',
    muscle_groups: ['quadriceps', 'glutes'],
    equipment: 'machine',
    category: 'strength',
    force: 'push',
    mechanic: 'compound',
  },
  {
    id: 'front-squat',
    name: 'Barbell Front Squat',
    muscle_groups: ['quadriceps'],
    equipment: 'barbell',
    category: 'strength',
    force: 'push',
    mechanic: 'compound',
  },
  {
    id: 'sumo-dl',
    name: 'Sumo Deadlift',
    muscle_groups: ['glutes', 'quadriceps'],
    equipment: 'barbell',
    category: 'powerlifting',
    force: 'pull',
    mechanic: 'compound',
  },
];

const backSquat = {
  exerciseId: 'back-squat',
  name: 'Barbell Back Squat',
  muscleGroups: ['quadriceps', 'glutes'],
  equipment: 'barbell',
  category: 'strength',
  force: 'push',
  mechanic: 'compound',
};

const ids = (options: SwapOption[]) => options.map((option) => option.id);
const everything = ['barbell', 'dumbbell', 'machine', 'foam roller'];

describe('swap ranking', () => {
  it('puts the same primary muscle and movement pattern first, not the alphabet', () => {
    expect(ids(rankSwapOptions(backSquat, library, everything))).toEqual([
      'goblet', // squat, both muscles shared, push, compound
      'leg-press', // the same score: ties go by name
      'front-squat', // squat and the same bar, but only one muscle shared
      'bulgarian', // lunge: same muscles, different pattern
      'leg-ext', // quads, isolation
      'sumo-dl', // quads and glutes, but glutes first and a pull
      'hip-thrust', // glutes only
    ]);
  });

  it('never offers a stretch, a mobility drill or a cardio machine for a strength exercise', () => {
    const offered = ids(rankSwapOptions(backSquat, library, everything));
    for (const id of ['stair', 'treadmill', 'quad-stretch', 'quad-roll']) expect(offered).not.toContain(id);
  });

  it('keeps cardio with cardio and stretches with stretches', () => {
    const treadmill = {
      exerciseId: 'treadmill',
      name: 'Treadmill Run',
      muscleGroups: ['quadriceps'],
      equipment: 'machine',
      category: 'cardio',
    };
    expect(ids(rankSwapOptions(treadmill, library, everything))).toEqual(['stair']);
    const stretch = {
      exerciseId: 'quad-stretch',
      name: 'Standing Quadriceps Stretch',
      muscleGroups: ['quadriceps'],
      equipment: 'body weight',
      category: 'stretching',
    };
    expect(ids(rankSwapOptions(stretch, library, everything))).toEqual(['quad-roll']);
  });

  it('offers only what the client can do with their equipment', () => {
    expect(ids(rankSwapOptions(backSquat, library, ['dumbbell']))).toEqual(['goblet', 'bulgarian']);
  });

  it('reads the movement pattern from the name', () => {
    expect(movementPattern('Bulgarian Split Squat')).toBe('lunge');
    expect(movementPattern('Hack Squat')).toBe('squat');
    expect(movementPattern('Romanian Deadlift')).toBe('hinge');
    expect(movementPattern('Leg Press Calf Raise')).toBe('calf raise');
    expect(movementPattern('Lat Pulldown')).toBe('vertical pull');
    expect(movementPattern('EZ-Bar Upright Row')).toBe('raise');
    expect(movementPattern('Seated Cable Row')).toBe('horizontal pull');
    expect(movementPattern('Dumbbell Shoulder Press')).toBe('vertical press');
    expect(movementPattern('Incline Dumbbell Bench Press')).toBe('horizontal press');
    expect(movementPattern('Dead Hang')).toBeNull();
  });
});
