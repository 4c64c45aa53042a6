// A 5,000-exercise library for the typing figure of `npm run perf`, served in place of the real
// exercises read (Playwright request interception), so the measurement never writes to a database.
// Names combine equipment, a movement and a variation, so a query such as "dumbbell press" matches
// a realistic share of the rows rather than all or none.
import type { Page } from '@playwright/test';

const EQUIPMENT = ['barbell', 'dumbbell', 'kettlebell', 'cable', 'machine', 'band', 'smith machine', 'body weight'];
const MOVEMENTS = [
  ['press', 'chest'],
  ['row', 'back'],
  ['squat', 'quadriceps'],
  ['deadlift', 'hamstrings'],
  ['curl', 'biceps'],
  ['extension', 'triceps'],
  ['raise', 'shoulders'],
  ['lunge', 'glutes'],
  ['fly', 'chest'],
  ['pulldown', 'lats'],
  ['shrug', 'traps'],
  ['crunch', 'abdominals'],
] as const;
const VARIATIONS = [
  '',
  'incline',
  'decline',
  'seated',
  'standing',
  'single-arm',
  'paused',
  'tempo',
  'wide-grip',
  'close-grip',
];
const LEVELS = ['beginner', 'intermediate', 'expert'];

export interface LibraryRow {
  id: string;
  name: string;
  muscle_groups: string[];
  equipment: string | null;
  category: string;
  level: string;
}

/** `count` distinct exercises in name order, with stable ids (uuid-shaped, from the row number). */
export function largeLibrary(count: number): LibraryRow[] {
  const rows: LibraryRow[] = [];
  for (let n = 0; rows.length < count; n += 1) {
    const equipment = EQUIPMENT[n % EQUIPMENT.length]!;
    const [movement, muscle] = MOVEMENTS[Math.floor(n / EQUIPMENT.length) % MOVEMENTS.length]!;
    const variation = VARIATIONS[Math.floor(n / (EQUIPMENT.length * MOVEMENTS.length)) % VARIATIONS.length]!;
    const round = Math.floor(n / (EQUIPMENT.length * MOVEMENTS.length * VARIATIONS.length));
    const name = [variation, equipment, movement, round ? `(${round + 1})` : ''].filter(Boolean).join(' ');
    rows.push({
      id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      name: name.charAt(0).toUpperCase() + name.slice(1),
      muscle_groups: [muscle],
      equipment: equipment === 'body weight' ? null : equipment,
      category: 'strength',
      level: LEVELS[n % LEVELS.length]!,
    });
  }
  return rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
}

/** Answers the library's paged read (`offset`/`limit`, as supabase-js sends `.range()`) from `rows`. */
export async function serveLibrary(page: Page, rows: readonly LibraryRow[]): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/exercises') && url.searchParams.get('is_active') === 'eq.true',
    async (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? rows.length);
      const slice = rows.slice(offset, offset + limit);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'content-range': `${offset}-${offset + slice.length - 1}/*` },
        body: JSON.stringify(slice),
      });
    },
  );
}
