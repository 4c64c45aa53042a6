/**
 * A weekly check-in's questions and answers: the rules the database checks
 * (20261201200000_weekly_check_ins.sql), written once for the app.
 */
export const QUESTION_KINDS = ['energy', 'sleep', 'stress', 'photo', 'text', 'custom'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export type ScaleKind = 'energy' | 'sleep' | 'stress';

// A type, not an interface: it goes into a jsonb column as it is (supabase-js's Json).
export type CheckInQuestion = {
  id: string;
  kind: QuestionKind;
  label: string;
};

/** What a client sends: 1..5 for a scale, text for text and custom questions. */
export type CheckInAnswers = Record<string, number | string>;

export const MAX_QUESTIONS = 20;
export const MAX_LABEL_LENGTH = 200;
export const MAX_ANSWER_LENGTH = 2000;

/** The questions a coach ticks, in the order they are asked. Custom ones follow. */
export const STANDARD_QUESTIONS: readonly CheckInQuestion[] = [
  { id: 'energy', kind: 'energy', label: 'Energy' },
  { id: 'sleep', kind: 'sleep', label: 'Sleep quality' },
  { id: 'stress', kind: 'stress', label: 'Stress' },
  { id: 'photo', kind: 'photo', label: 'Progress photo' },
  { id: 'text', kind: 'text', label: 'How did your week go?' },
];

/** The words at either end of each 1-5 scale. */
export const SCALE_ENDS: Record<ScaleKind, readonly [string, string]> = {
  energy: ['Very low', 'Very high'],
  sleep: ['Very poor', 'Very good'],
  stress: ['Very low', 'Very high'],
};

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function isScale(kind: QuestionKind): kind is ScaleKind {
  return kind === 'energy' || kind === 'sleep' || kind === 'stress';
}

/** The form a coach saves: the ticked standard questions, then the custom ones (blank ones dropped). */
export function buildQuestions(standardIds: ReadonlySet<string>, custom: readonly string[]): CheckInQuestion[] {
  const chosen = STANDARD_QUESTIONS.filter((question) => standardIds.has(question.id));
  const own = custom
    .map((label) => label.trim())
    .filter((label) => label.length > 0)
    .map((label, index) => ({ id: `custom-${index + 1}`, kind: 'custom' as const, label }));
  return [...chosen, ...own];
}

/** Null when a form can be saved, otherwise the reason to show. */
export function questionsProblem(questions: readonly CheckInQuestion[]): string | null {
  if (questions.length === 0) return 'Choose at least one question.';
  if (questions.length > MAX_QUESTIONS) return `A check-in can have at most ${MAX_QUESTIONS} questions.`;
  if (questions.some((question) => question.label.length > MAX_LABEL_LENGTH))
    return `Questions can be at most ${MAX_LABEL_LENGTH} characters.`;
  return null;
}

function isQuestion(value: unknown): value is CheckInQuestion {
  if (typeof value !== 'object' || value === null) return false;
  const { id, kind, label } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof label === 'string' && (QUESTION_KINDS as readonly unknown[]).includes(kind);
}

/** The questions as stored (jsonb), or none when they are not what the app understands. */
export function parseQuestions(value: unknown): CheckInQuestion[] {
  if (!Array.isArray(value) || !value.every(isQuestion)) return [];
  return value.map(({ id, kind, label }) => ({ id, kind, label }));
}

/** What is sent: scales as numbers, texts trimmed, unanswered questions left out. */
export function cleanAnswers(questions: readonly CheckInQuestion[], draft: Readonly<CheckInAnswers>): CheckInAnswers {
  const answers: CheckInAnswers = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (question.kind === 'photo' || value === undefined) continue;
    if (isScale(question.kind)) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)
        answers[question.id] = value;
    } else if (typeof value === 'string' && value.trim() !== '') {
      answers[question.id] = value.trim().slice(0, MAX_ANSWER_LENGTH);
    }
  }
  return answers;
}

/** One question's answer in words, as the history shows it. */
export function answerText(question: CheckInQuestion, answers: unknown, photoPath: string | null): string {
  if (question.kind === 'photo') return photoPath ? 'Photo added' : 'No photo';
  const value = answers && typeof answers === 'object' ? (answers as Record<string, unknown>)[question.id] : undefined;
  if (value === undefined || value === null || value === '') return 'No answer';
  if (isScale(question.kind)) return `${String(value)}/5`;
  return String(value);
}
