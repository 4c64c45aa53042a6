import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ExerciseLibraryPage from '@/features/exercises/components/ExerciseLibraryPage';
import { EXERCISE_ROW_HEIGHT } from '@/features/exercises/components/ExerciseListItem';
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
    // Only the rows on screen are drawn; each says where it sits in the whole list.
    const rows = within(screen.getByRole('list', { name: 'Exercises' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '1001');
    expect(rows.map((row) => row.getAttribute('aria-posinset'))).toEqual(rows.map((_, index) => String(index + 1)));

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

  it('draws the rows scrolled to, and moves between rows with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExerciseLibraryPage />, { at: '/library/exercises' });
    const list = await screen.findByRole('list', { name: 'Exercises' });
    expect(list.style.height).toBe(`${1001 * EXERCISE_ROW_HEIGHT}px`);
    expect(screen.queryByRole('link', { name: /Accessory Move 500/ })).not.toBeInTheDocument();

    // Scrolled 503 rows down (jsdom has no layout: the list reports where it sits).
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -503 * EXERCISE_ROW_HEIGHT, 390, 0));
    fireEvent.scroll(window);
    const row = await screen.findByRole('link', { name: /Accessory Move 500/ });
    expect(row.closest('li')).toHaveAttribute('aria-posinset', '504');
    expect(screen.queryByRole('link', { name: /Barbell Back Squat/ })).not.toBeInTheDocument();

    row.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Accessory Move 501/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: /Accessory Move 499/ })).toHaveFocus();
  }, 20_000);
});
