import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EMPTY_EXERCISE, ExerciseForm } from '@/features/exercises/components/ExerciseForm';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// Aliases in the exercise editor (issue 32): chips with remove buttons, Enter adds (and does not
// save the form), the list is saved with the exercise, and the library's refusal of an alias another
// exercise already goes by is shown in words.

const TRAINER_ID = '00000000-0000-4000-8000-000000000002';
const EXERCISE_ID = '00000000-0000-4000-8000-0000000000e1';

withMswServer();

function renderEditor() {
  return renderWithProviders(
    <ExerciseForm
      id={EXERCISE_ID}
      userId={TRAINER_ID}
      initial={{ ...EMPTY_EXERCISE, name: 'Romanian Deadlift', muscles: 'hamstrings', aliases: ['RDL'] }}
      onDone={() => {}}
    />,
    { at: '/library/exercises', routes: { '/library/exercises/:id': <p>Exercise page</p> } },
  );
}

const aliasList = () => screen.getByRole('list', { name: 'Aliases' });

describe('exercise form: aliases', () => {
  it('adds an alias with Enter, removes one with its button, and saves the list', async () => {
    const user = userEvent.setup();
    const updates: Record<string, unknown>[] = [];
    server.use(
      http.patch(`${REST}/exercises`, async ({ request }) => {
        updates.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: EXERCISE_ID });
      }),
    );
    renderEditor();
    expect(within(aliasList()).getByText('RDL')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Also known as'), '  Stiff-Leg Deadlift {Enter}');
    expect(within(aliasList()).getByText('Stiff-Leg Deadlift')).toBeInTheDocument();
    expect(screen.getByLabelText('Also known as')).toHaveValue('');
    expect(updates).toEqual([]); // Enter added the alias; it did not save the form

    await user.type(screen.getByLabelText('Also known as'), 'rdl{Enter}');
    expect(screen.getByText('That alias is already in the list')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Also known as'), '{Enter}');

    await user.click(screen.getByRole('button', { name: 'Remove alias RDL' }));
    expect(within(aliasList()).queryByText('RDL')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Exercise page')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ name: 'Romanian Deadlift', aliases: ['Stiff-Leg Deadlift'] });
  });

  it("refuses the exercise's own name as an alias", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText('Also known as'), 'romanian deadlift{Enter}');
    expect(screen.getByText('That is already the exercise’s name')).toBeInTheDocument();
  });

  it('shows the library refusing an alias another exercise goes by, in words, and keeps the form', async () => {
    const user = userEvent.setup();
    const message =
      'Another exercise in the library, "Dumbbell Romanian Deadlift", already goes by this name or one of these aliases';
    server.use(
      http.patch(`${REST}/exercises`, () =>
        HttpResponse.json({ code: '23505', message, details: null, hint: null }, { status: 409 }),
      ),
    );
    renderEditor();
    await user.type(screen.getByLabelText('Also known as'), 'DB RDL{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(aliasList()).getByText('DB RDL')).toBeInTheDocument();
  });
});
