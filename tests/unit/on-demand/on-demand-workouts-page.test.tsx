import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import OnDemandWorkoutsPage from '@/features/on-demand/components/OnDemandWorkoutsPage';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { GUIDE, HIPS, MOBILITY, NUTRITION, signInStaff } from './fixtures';

const OFFERED = {
  id: 'o-legs',
  workout_id: 'w-legs',
  video_resource_id: HIPS.id,
  description: '',
  is_published: true,
  workouts: { name: 'Home legs' },
  on_demand_item_labels: [{ label_id: MOBILITY.id }],
};

withMswServer(() => [
  table('on_demand_workouts', [OFFERED]),
  table('workouts', [
    { id: 'w-legs', name: 'Home legs' },
    { id: 'w-core', name: 'Core 15' },
  ]),
  table('on_demand_resources', [HIPS, GUIDE]),
  table('on_demand_labels', [MOBILITY, NUTRITION]),
]);

describe('On-demand workouts (/on-demand/workouts)', () => {
  beforeEach(signInStaff);

  it('lists offered workouts with their follow-along video; filters by label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OnDemandWorkoutsPage />);
    const list = await screen.findByRole('list', { name: 'On-demand workouts' });
    expect(within(list).getByText('Follow-along: Hip openers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nutrition' }));
    expect(within(screen.getByRole('list', { name: 'On-demand workouts' })).queryByText('Home legs')).toBeNull();
  });

  it('offers a library workout not yet offered, with a video (videos and links only) and labels', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const labelled: unknown[] = [];
    server.use(
      http.post(`${REST}/on_demand_workouts`, async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.get(`${REST}/on_demand_item_labels`, () => HttpResponse.json([])),
      http.post(`${REST}/on_demand_item_labels`, async ({ request }) => {
        labelled.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<OnDemandWorkoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Offer a workout' }));
    const dialog = screen.getByRole('dialog', { name: 'Offer a workout on demand' });
    const workout = within(dialog).getByRole('combobox', { name: 'Workout' });
    expect(
      within(workout)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Core 15']);
    const video = within(dialog).getByRole('combobox', { name: 'Follow-along video (optional)' });
    expect(
      within(video)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Hip openers']);
    await user.selectOptions(video, HIPS.id);
    await user.click(within(dialog).getByRole('button', { name: 'Nutrition' }));
    await user.click(screen.getByRole('button', { name: 'Offer workout' }));
    await waitFor(() => expect(labelled).toHaveLength(1));
    expect(saved).toEqual([expect.objectContaining({ workout_id: 'w-core', video_resource_id: HIPS.id })]);
    expect(labelled).toEqual([[expect.objectContaining({ label_id: NUTRITION.id, workout_id: expect.any(String) })]]);
  });

  it('asks before it stops offering a workout, then removes only the on-demand row', async () => {
    const user = userEvent.setup();
    const removed: (string | null)[] = [];
    server.use(
      http.delete(`${REST}/on_demand_workouts`, ({ request }) => {
        removed.push(new URL(request.url).searchParams.get('id'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<OnDemandWorkoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Stop offering Home legs' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop offering “Home legs”?' });
    expect(dialog).toHaveTextContent('It leaves every workout list it is in.');
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stop offering' }));
    await waitFor(() => expect(removed).toEqual(['eq.o-legs']));
  });
});
