import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import WorkoutsRoute from '@/app/pages/WorkoutsRoute';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
const SAM = '00000000-0000-4000-8000-000000000003';
const UNKNOWN = '00000000-0000-4000-8000-000000000099';
const workout = (id: string, name: string, createdBy: string) => ({
  id,
  name,
  description: null,
  muscle_groups: ['back'],
  difficulty: 'beginner',
  estimated_duration: 30,
  workout_type: 'strength',
  equipment: [],
  created_by: createdBy,
  client_id: null,
  is_ai_generated: false,
  created_at: '2026-11-01T00:00:00Z',
  is_archived: false,
});
const workouts = [
  workout('w1', 'Mine', TRAINER.id),
  workout('w2', 'Sam pulls', SAM),
  workout('w3', 'Someone else', UNKNOWN),
];

withMswServer(() => [table('workouts', workouts)]);

describe('/workouts: the author filter', () => {
  beforeEach(() => signInClient({ userRole: 'staff', user: TRAINER }));

  it('lists the authors by name and narrows to one of them', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/author_names`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json([{ id: SAM, name: 'Sam Ortiz' }]);
      }),
    );
    renderWithProviders(<WorkoutsRoute />, { at: '/workouts' });
    const author = await screen.findByLabelText('Author');
    await within(author).findByRole('option', { name: 'Sam Ortiz' });
    expect(
      within(author)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'Me', 'Another coach', 'Sam Ortiz']);
    expect(asked).toEqual([{ p_ids: [SAM, UNKNOWN] }]);
    await user.selectOptions(author, 'Sam Ortiz');
    const list = screen.getByRole('list', { name: 'Workouts' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Sam pulls']);
    await user.selectOptions(author, 'Me');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Mine']);
  });

  it('still filters when the names cannot be read', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${REST}/rpc/author_names`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithProviders(<WorkoutsRoute />, { at: '/workouts' });
    const author = await screen.findByLabelText('Author');
    expect(within(author).getAllByRole('option', { name: 'Another coach' })).toHaveLength(2);
    await user.selectOptions(author, 'Me');
    expect(within(screen.getByRole('list', { name: 'Workouts' })).getAllByRole('heading')).toHaveLength(1);
  });
});
