import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ExerciseLibraryPage from '@/features/exercises/components/ExerciseLibraryPage';
import { signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const exercise = (id: number, name: string, muscle: string, equipment: string | null) => ({
  id: `ex-${id}`,
  name,
  muscle_groups: [muscle],
  equipment,
  category: 'strength',
  level: 'beginner',
});
// 1,001 rows: more than one page at the server's 1,000-row cap.
const library = [
  exercise(1, 'Barbell Back Squat', 'quadriceps', 'barbell'),
  exercise(2, 'Goblet Squat', 'quadriceps', 'dumbbell'),
  exercise(3, 'Barbell Bench Press', 'chest', 'barbell'),
  ...Array.from({ length: 998 }, (_, i) =>
    exercise(100 + i, `Accessory Move ${String(i).padStart(3, '0')}`, 'shoulders', 'cable'),
  ),
];
const requestedRanges: string[] = [];

withMswServer(() => [
  table('exercises', (url) => {
    requestedRanges.push(`${url.searchParams.get('offset') ?? 0}+${url.searchParams.get('limit')}`);
    return library;
  }),
]);

beforeEach(() => {
  signInClient();
  requestedRanges.length = 0;
});

describe('ExerciseLibraryPage', () => {
  it('reads the whole library in pages, then narrows it by search, muscle and equipment', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExerciseLibraryPage />, { at: '/library/exercises' });
    const status = await screen.findByText('1001 exercises');
    expect(requestedRanges).toEqual(['0+1000', '1000+1000']);
    // Only the first page of rows is drawn.
    expect(within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('link')).toHaveLength(40);

    await user.type(screen.getByLabelText('Search exercises'), 'squat');
    expect(await screen.findByText('2 of 1001 exercises')).toBe(status);
    await user.selectOptions(screen.getByLabelText('Equipment'), 'dumbbell');
    expect(await screen.findByText('1 of 1001 exercises')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Goblet Squat/ })).toHaveAttribute('href', '/library/exercises/ex-2');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Muscle group' })).getByRole('button', { name: 'chest' }),
    );
    expect(await screen.findByText('1 of 1001 exercises')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'chest' })).toHaveAttribute('aria-pressed', 'true');
  }, 20_000);

  it('offers more rows a page at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExerciseLibraryPage />, { at: '/library/exercises' });
    await user.click(await screen.findByRole('button', { name: 'Show 40 more of 961' }));
    expect(within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('link')).toHaveLength(80);
  }, 20_000);
});
