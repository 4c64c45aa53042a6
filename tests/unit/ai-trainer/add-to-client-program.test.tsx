import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddToClientProgram } from '@/features/ai-trainer/components/AddToClientProgram';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// Issue 32: after approving a workout drafted for a client, the coach puts it on the client's
// program from the chat. One add, whatever the retries: the row id is made once.

const OWEN = '00000000-0000-4000-8000-00000000000a';

function activeProgram(flex: boolean, days: number[]) {
  return {
    id: 'p1',
    name: 'Strength block',
    description: null,
    status: 'active',
    flex_schedule: flex,
    starting_workout_index: 0,
    difficulty: null,
    goals: [],
    duration_weeks: 8,
    start_date: null,
    created_at: '2026-11-01T00:00:00Z',
    program_workouts: days.map((day, position) => ({
      id: `pw${position}`,
      workout_id: `w${position}`,
      position,
      day_of_week: day,
      notes: null,
      workout: null,
    })),
  };
}

function show(onAdded = vi.fn()) {
  renderWithProviders(
    <AddToClientProgram
      clientId={OWEN}
      clientName="Owen"
      workoutId="w-new"
      added={undefined}
      onAdded={onAdded}
      onNavigate={vi.fn()}
    />,
  );
  return onAdded;
}

withMswServer();

describe("Add to a client's program, from the AI trainer's chat", () => {
  it('adds the workout after the last one, on the first free weekday, and says where', async () => {
    const user = userEvent.setup();
    const inserts: unknown[] = [];
    server.use(
      http.get(`${REST}/programs`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('client_id')).toBe(`eq.${OWEN}`);
        return HttpResponse.json(activeProgram(false, [1, 3]));
      }),
      table('program_workouts', [{ position: 1 }]),
      http.post(`${REST}/program_workouts`, async ({ request }) => {
        inserts.push({ body: await request.json(), prefer: request.headers.get('prefer') });
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const onAdded = show();
    await user.click(screen.getByRole('button', { name: "Add to Owen's program" }));
    const day = await screen.findByRole('combobox', { name: 'Day' });
    expect(day).toHaveValue('2'); // Monday and Wednesday have workouts: Tuesday
    expect(screen.getByRole('option', { name: 'Monday (has a workout)' })).toBeInTheDocument();
    await user.selectOptions(day, '5');
    await user.click(screen.getByRole('button', { name: 'Add to program' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith('Strength block, Friday'));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({
      body: { program_id: 'p1', workout_id: 'w-new', day_of_week: 5, position: 2 },
      prefer: expect.stringContaining('resolution=ignore-duplicates'),
    });
  });

  it('sends the same row id when the coach tries again after a failure', async () => {
    const user = userEvent.setup();
    const ids: string[] = [];
    let fail = true;
    server.use(
      http.get(`${REST}/programs`, () => HttpResponse.json(activeProgram(true, []))),
      table('program_workouts', []),
      http.post(`${REST}/program_workouts`, async ({ request }) => {
        const body = (await request.json()) as { id: string; day_of_week: number | null };
        ids.push(body.id);
        expect(body.day_of_week).toBeNull(); // a flexible schedule: next in order, no weekday
        if (fail) {
          fail = false;
          return HttpResponse.json({ message: 'network hiccup' }, { status: 503 });
        }
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const onAdded = show();
    await user.click(screen.getByRole('button', { name: "Add to Owen's program" }));
    expect(await screen.findByText(/flexible schedule/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Day' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to program' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to program' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith('Strength block'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('says when the client has no active program, with the way to their profile', async () => {
    const user = userEvent.setup();
    server.use(http.get(`${REST}/programs`, () => HttpResponse.json([])));
    show();
    await user.click(screen.getByRole('button', { name: "Add to Owen's program" }));
    expect(await screen.findByText(/Owen has no active program/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'their profile' })).toHaveAttribute('href', `/clients/profile/${OWEN}`);
  });
});
