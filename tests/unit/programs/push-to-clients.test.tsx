import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProgramDetail } from '@/features/programs/api/get-program';
import { ProgramStaffActions } from '@/features/programs/components/ProgramStaffActions';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };

function program(clientId: string | null): ProgramDetail {
  return {
    id: 'p-template',
    name: 'Base',
    description: null,
    status: 'active',
    flex_schedule: false,
    starting_workout_index: 0,
    difficulty: null,
    goals: [],
    training_styles: ['engage-health'],
    duration_weeks: 4,
    start_date: null,
    client_id: clientId,
    created_by: TRAINER.id,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    source_program_id: null,
    deload_weeks: [],
    deload_percent: 40,
    deload_target: 'weight',
    program_week_prescriptions: [],
    client: null,
    program_workouts: [
      {
        id: 'pw1',
        workout_id: 'w1',
        position: 0,
        day_of_week: 1,
        notes: null,
        workout: { id: 'w1', name: 'Upper', muscle_groups: [], estimated_duration: null, difficulty: 'beginner' },
      },
    ],
  };
}

const copies = [
  { id: 'c1', client: { id: 'u1', first_name: 'Casey', last_name: 'Nguyen', email: null } },
  { id: 'c2', client: { id: 'u2', first_name: 'Victor', last_name: 'Ramos', email: null } },
];

withMswServer(() => [table('programs', copies)]);

describe('Push changes to clients', () => {
  beforeEach(() => signInClient({ userRole: 'staff', user: TRAINER }));

  it('lists the clients on an active copy, pushes after the confirmation and says how many changed', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/push_program_to_clients`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(['c1', 'c2']);
      }),
    );
    renderWithProviders(<ProgramStaffActions program={program(null)} />);
    await user.click(screen.getByRole('button', { name: 'Push changes to clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push changes to clients?' });
    const list = await within(dialog).findByRole('list', { name: 'Clients to update' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Casey Nguyen', 'Victor Ramos']);
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Update 2 clients' }));
    expect(await screen.findByText(/Updated 2 client programs/)).toBeInTheDocument();
    expect(calls).toEqual([{ p_program_id: 'p-template' }]);
  });

  it('offers nothing to confirm when no client is on the template', async () => {
    const user = userEvent.setup();
    server.use(table('programs', []));
    renderWithProviders(<ProgramStaffActions program={program(null)} />);
    await user.click(screen.getByRole('button', { name: 'Push changes to clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push changes to clients?' });
    expect(await within(dialog).findByText(/No client is on an active copy/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nothing to update' })).toBeDisabled();
  });

  it('shows the database refusal in the dialog', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/push_program_to_clients`, () =>
        HttpResponse.json(
          { code: '42501', message: 'You cannot edit one of the client programs made from this template' },
          { status: 403 },
        ),
      ),
    );
    renderWithProviders(<ProgramStaffActions program={program(null)} />);
    await user.click(screen.getByRole('button', { name: 'Push changes to clients' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push changes to clients?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Update 2 clients' }));
    expect(
      await within(dialog).findByText('You cannot edit one of the client programs made from this template'),
    ).toBeInTheDocument();
  });

  it("is not offered on a client's own program", () => {
    renderWithProviders(<ProgramStaffActions program={program('u1')} />);
    expect(screen.queryByRole('button', { name: 'Push changes to clients' })).not.toBeInTheDocument();
  });
});
