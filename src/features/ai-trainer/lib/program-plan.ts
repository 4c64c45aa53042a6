/**
 * The shape of an AI-drafted program before any model call: which sessions, in which order, on
 * which weekdays. Pure, so the split rules are tested without a model. Each session's request is
 * then generated like a chat workout (prompt, parse, match, validate, defaults).
 */

export const PROGRAM_DAYS = { min: 2, max: 6 } as const;

export const PROGRAM_GOALS = [
  { value: 'build-muscle', label: 'Build muscle', words: 'build muscle, moderate reps (8-12)' },
  { value: 'get-stronger', label: 'Get stronger', words: 'get stronger, heavier compound lifts, lower reps (4-6)' },
  { value: 'lose-fat', label: 'Lose fat', words: 'lose fat, shorter rests, higher reps (10-15)' },
  { value: 'general-fitness', label: 'General fitness', words: 'general fitness and health, balanced (8-12 reps)' },
] as const;
export type ProgramGoal = (typeof PROGRAM_GOALS)[number]['value'];

/** Monday first: 1 = Monday ... 6 = Saturday, 0 = Sunday (the programs' day_of_week). */
const WEEKDAYS_BY_COUNT: Record<number, number[]> = {
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 5, 6],
  6: [1, 2, 3, 4, 5, 6],
};

interface Session {
  title: string;
  focus: string;
}

const FULL_A: Session = { title: 'Full Body A', focus: 'full body: legs, push and pull' };
const FULL_B: Session = { title: 'Full Body B', focus: 'full body: legs, upper body and core' };
const FULL_C: Session = { title: 'Full Body C', focus: 'full body: glutes, back, chest and core' };
const UPPER: Session = { title: 'Upper Body', focus: 'upper body: chest, back, shoulders and arms' };
const LOWER: Session = { title: 'Lower Body', focus: 'lower body: legs and glutes, plus core' };
const PUSH: Session = { title: 'Push', focus: 'push day: chest, shoulders, triceps' };
const PULL: Session = { title: 'Pull', focus: 'pull day: back and biceps' };
const LEGS: Session = { title: 'Legs', focus: 'legs day: quadriceps, hamstrings, glutes, calves' };

/** Styles that train the whole body every session rather than splitting by muscle. */
const WHOLE_BODY_STYLES = new Set(['engage-health', 'conditioning', 'mobility', 'fat-loss']);

/**
 * The split for a number of days: whole-body styles (and 2-3 days) train the whole body every
 * session; otherwise upper/lower for 4, push/pull/legs for 3 (hypertrophy or strength), 5 and 6.
 */
export function programSplit(days: number, style: string): Session[] {
  const count = Math.min(PROGRAM_DAYS.max, Math.max(PROGRAM_DAYS.min, Math.round(days)));
  if (WHOLE_BODY_STYLES.has(style) || count === 2)
    return [FULL_A, FULL_B, FULL_C, FULL_A, FULL_B, FULL_C].slice(0, count);
  if (count === 3) return [PUSH, PULL, LEGS];
  if (count === 4) return [UPPER, LOWER, UPPER, LOWER];
  if (count === 5) return [PUSH, PULL, LEGS, UPPER, LOWER];
  return [PUSH, PULL, LEGS, PUSH, PULL, LEGS];
}

export interface ProgramPlanOptions {
  daysPerWeek: number;
  goal: ProgramGoal;
  /** A training style value of the program builder (engage-health, strength, hypertrophy, ...). */
  style: string;
  styleLabel: string;
  /** True: a rotation (no weekdays); false: placed on weekdays. */
  flexible: boolean;
  /** The trainer's own words (optional): added to every session's request. */
  notes: string;
}

export interface PlannedSession {
  /** The workout's name in the draft ("Push A" when a session repeats in the week). */
  name: string;
  /** What the model is asked for, in the words the chat's prompt and local model understand. */
  request: string;
  /** 0 = Sunday ... 6 = Saturday; null in a rotation. */
  dayOfWeek: number | null;
}

/** The sessions of the week, named, asked for and placed. */
export function planProgram(options: ProgramPlanOptions): PlannedSession[] {
  const sessions = programSplit(options.daysPerWeek, options.style);
  const days = WEEKDAYS_BY_COUNT[sessions.length] ?? [];
  const goal = PROGRAM_GOALS.find((item) => item.value === options.goal) ?? PROGRAM_GOALS[3];
  const repeats = (title: string) => sessions.filter((session) => session.title === title).length > 1;
  const seen = new Map<string, number>();
  return sessions.map((session, index) => {
    const nth = (seen.get(session.title) ?? 0) + 1;
    seen.set(session.title, nth);
    const name = repeats(session.title) ? `${session.title} ${String.fromCharCode(64 + nth)}` : session.title;
    const notes = options.notes.trim();
    const request = [
      `Give me a ${session.focus} workout`,
      `training style ${options.styleLabel.toLowerCase()}`,
      `goal: ${goal.words}`,
      `session ${index + 1} of ${sessions.length} this week`,
      ...(notes ? [notes] : []),
    ].join('. ');
    return { name, request, dayOfWeek: options.flexible ? null : (days[index] ?? null) };
  });
}

/** What the builder keeps as its AI prompt data: the choices, in words, for the trainer and the next run. */
export function describePlan(options: ProgramPlanOptions, clientName: string): string {
  const goal = PROGRAM_GOALS.find((item) => item.value === options.goal)?.label ?? options.goal;
  return [
    `For ${clientName}: ${options.daysPerWeek} days a week, ${options.flexible ? 'rotation' : 'weekly'}`,
    `goal ${goal}`,
    `style ${options.styleLabel}`,
    ...(options.notes.trim() ? [`notes: ${options.notes.trim()}`] : []),
  ].join('; ');
}

/**
 * Names that repeat none of `taken` (case-folded) nor each other: a repeat gets the next free
 * number ("Full Body A" taken: "Full Body A 2").
 */
export function distinctNames(names: readonly string[], taken: readonly string[]): string[] {
  const used = new Set(taken.map((name) => name.trim().toLowerCase()));
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${name} ${n}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
