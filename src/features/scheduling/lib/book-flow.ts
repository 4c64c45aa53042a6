/**
 * "Book a session" as steps kept in the address (`/appointments/book?service=…&trainer=…`), so the
 * phone's back button and the flow's Back both go one step back, and a reload stays on the step.
 */
export type BookStep = 'service' | 'trainer' | 'time' | 'class-time' | 'confirm';

export interface BookChoice {
  service: string | null;
  /** A trainer's id, or 'any' ("Any available"). */
  trainer: string | null;
  /** The first local date of the days shown. */
  from: string | null;
  day: string | null;
  slot: string | null;
  /** The trainer of the chosen slot (with "Any available", whose slot it is). */
  with: string | null;
  /** A class occurrence (service_sessions id). */
  session: string | null;
}

const KEYS = ['service', 'trainer', 'from', 'day', 'slot', 'with', 'session'] as const;

export function readChoice(params: URLSearchParams): BookChoice {
  const choice = Object.fromEntries(KEYS.map((key) => [key, params.get(key) || null])) as Record<
    (typeof KEYS)[number],
    string | null
  >;
  return choice;
}

export function writeChoice(choice: Partial<BookChoice>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = choice[key];
    if (value) params.set(key, value);
  }
  return params;
}

export function stepOf(choice: BookChoice, isClass: boolean): BookStep {
  if (!choice.service) return 'service';
  if (isClass) return choice.session ? 'confirm' : 'class-time';
  if (!choice.trainer) return 'trainer';
  if (!choice.slot || !choice.with) return 'time';
  return 'confirm';
}

/** The choice one step back: what the step being left chose is dropped, the rest kept (the day stays). */
export function previousChoice(choice: BookChoice, isClass: boolean): BookChoice | null {
  const step = stepOf(choice, isClass);
  switch (step) {
    case 'service':
      return null;
    case 'trainer':
    case 'class-time':
      return { ...choice, service: null, trainer: null, from: null, day: null, slot: null, with: null, session: null };
    case 'time':
      return { ...choice, trainer: null, from: null, day: null, slot: null, with: null };
    case 'confirm':
      return isClass ? { ...choice, session: null } : { ...choice, slot: null, with: null };
  }
}
