import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ProgramBuilderRoute from '@/app/pages/ProgramBuilderRoute';
import { resetProgramBuilder } from '@/features/programs/stores/program-builder-store';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
const workouts = [
  {
    id: 'w-b',
    name: 'Full Body B',
    workout_type: 'strength',
    difficulty: 'intermediate',
    estimated_duration: 55,
    muscle_groups: ['hamstrings'],
    client_id: null,
  },
];

withMswServer(() => [table('workouts', workouts), table('users', [])]);

function renderBuilder() {
  return renderWithProviders(<ProgramBuilderRoute />, {
    at: '/programs/builder',
    routes: { '/programs/:id': <p>Program page</p> },
  });
}

async function addToMonday(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add to Monday' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Monday' });
  await user.click(await within(dialog).findByRole('button', { name: 'Add Full Body B' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Added Full Body B to Monday.');
}

describe('program builder page', () => {
  beforeEach(() => {
    localStorage.clear();
    resetProgramBuilder();
    signInClient({ userRole: 'staff', user: TRAINER });
  });

  it('lists the exact name first, closes on Add saying what was added, and opens clean for the next day', async () => {
    const user = userEvent.setup();
    const fullBodyA = { ...workouts[0]!, id: 'w-a', name: 'Full Body A' };
    server.use(table('workouts', [fullBodyA, ...workouts]));
    renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Add to Monday' }));
    const monday = await screen.findByRole('dialog', { name: 'Add to Monday' });
    await user.type(within(monday).getByRole('searchbox', { name: 'Search workouts' }), 'Full Body B');
    const list = await within(monday).findByRole('list', { name: 'Library workouts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Full Body B', 'Full Body A']);
    await user.click(within(list).getByRole('button', { name: 'Add Full Body B' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added Full Body B to Monday.');
    expect(within(screen.getByRole('listitem', { name: 'Monday' })).getByText('Full Body B')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Thursday' }));
    const thursday = await screen.findByRole('dialog', { name: 'Add to Thursday' });
    expect(within(thursday).getByRole('searchbox', { name: 'Search workouts' })).toHaveValue('');
  });

  it('explains what is missing at the form and sends nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(`${REST}/rpc/save_program`, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(screen.getByText('Give the program a name.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one workout.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the database's refusal and keeps the draft; a good save clears it and opens the program", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.post(`${REST}/rpc/save_program`, async ({ request }) => {
        bodies.push(await request.json());
        return refuse
          ? HttpResponse.json(
              { code: '22023', message: 'Duration must be a whole number of weeks from 1 to 104' },
              { status: 400 },
            )
          : HttpResponse.json({ id: 'p-new', updated_at: '2026-11-23T00:00:00Z' });
      }),
    );
    renderBuilder();
    await user.type(screen.getByLabelText('Program name'), 'Base');
    await addToMonday(user);
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('Duration must be a whole number of weeks from 1 to 104')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('programBuilder') ?? '{}').state.programSettings.programName).toBe('Base');
    expect(bodies[0]).toMatchObject({
      p_program: {
        name: 'Base',
        client_id: null,
        flex_schedule: false,
        training_styles: ['engage-health'],
        workouts: [{ workout_id: 'w-b', day_of_week: 1, notes: null }],
      },
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save program' }));
    expect(await screen.findByText('Program page')).toBeInTheDocument();
    expect(localStorage.getItem('programBuilder')).toBeNull();
  });
});
