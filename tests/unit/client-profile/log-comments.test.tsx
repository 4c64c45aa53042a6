import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CoachCommentsCard } from '@/features/client-profile';
import { LogComments } from '@/features/client-profile/components/LogComments';
import { CLIENT, CLIENT_ID, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER_ID = '00000000-0000-4000-8000-000000000002';
const OTHER_STAFF_ID = '00000000-0000-4000-8000-000000000003';
const LOG_ID = '00000000-0000-4000-8000-000000000501';

const comment = (id: string, authorId: string, body: string, editedAt: string | null = null) => ({
  id,
  body,
  created_at: '2026-11-18T09:30:00Z',
  edited_at: editedAt,
  author_id: authorId,
  author:
    authorId === TRAINER_ID ? { first_name: 'Taylor', last_name: 'Reyes' } : { first_name: 'Alex', last_name: 'Admin' },
});

const COMMENTS = [
  comment('c1', TRAINER_ID, 'Nice squats today'),
  comment('c2', OTHER_STAFF_ID, 'Watch the knees', '2026-11-18T10:00:00Z'),
];

withMswServer();

function signInTrainer() {
  signInClient({ userRole: 'staff', user: { ...CLIENT, id: TRAINER_ID, firstName: 'Taylor', lastName: 'Reyes' } });
}

function renderComments() {
  return renderWithProviders(<LogComments clientId={CLIENT_ID} logId={LOG_ID} comments={COMMENTS} />);
}

const item = (text: string) => screen.getByText(text).closest('li')!;

describe('comments on a logged workout', () => {
  it('offers edit and delete on the viewer’s own comment only, and marks edited ones', () => {
    signInTrainer();
    renderComments();
    expect(within(item('Nice squats today')).getByRole('button', { name: /Edit comment/ })).toBeInTheDocument();
    expect(within(item('Nice squats today')).queryByText(/edited/)).toBeNull();
    expect(within(item('Watch the knees')).queryByRole('button', { name: /Edit comment|Delete comment/ })).toBeNull();
    expect(within(item('Watch the knees')).getByText(/· edited/)).toBeInTheDocument();
  });

  it('saves an edit with the new text, and Escape cancels another', async () => {
    signInTrainer();
    const sent: { url: string; body: unknown }[] = [];
    server.use(
      http.patch(`${REST}/workout_log_comments`, async ({ request }) => {
        sent.push({ url: request.url, body: await request.json() });
        return HttpResponse.json([{ id: 'c1' }]);
      }),
    );
    const user = userEvent.setup();
    renderComments();
    await user.click(screen.getByRole('button', { name: 'Edit comment: Nice squats today' }));
    const field = screen.getByLabelText('Edit your comment');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Great depth on the squats');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Edit your comment')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).searchParams.get('id')).toBe('eq.c1');
    expect(sent[0]!.body).toEqual({ body: 'Great depth on the squats' });

    await user.click(screen.getByRole('button', { name: 'Edit comment: Nice squats today' }));
    await user.type(screen.getByLabelText('Edit your comment'), ' and more');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Edit your comment')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('keeps the edit and says so when the database changes nothing (not the author any more)', async () => {
    signInTrainer();
    server.use(http.patch(`${REST}/workout_log_comments`, () => HttpResponse.json([])));
    const user = userEvent.setup();
    renderComments();
    await user.click(screen.getByRole('button', { name: 'Edit comment: Nice squats today' }));
    await user.type(screen.getByLabelText('Edit your comment'), '!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The comment could not be changed. Please try again.');
    expect(screen.getByLabelText('Edit your comment')).toHaveValue('Nice squats today!');
  });

  it('deletes after a confirmation', async () => {
    signInTrainer();
    const deleted: string[] = [];
    server.use(
      http.delete(`${REST}/workout_log_comments`, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return HttpResponse.json([{ id: 'c1' }]);
      }),
    );
    const user = userEvent.setup();
    renderComments();
    await user.click(screen.getByRole('button', { name: 'Delete comment: Nice squats today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(deleted).toEqual(['eq.c1']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the client’s "From your coach" card', () => {
  it('shows the edited text marked as edited', async () => {
    signInClient();
    server.use(
      table('workout_log_comments', [
        {
          ...comment('c1', TRAINER_ID, 'Great depth on the squats', '2026-11-18T10:00:00Z'),
          log: { id: LOG_ID, workout_name: 'Lower A', created_at: '2026-11-18T08:00:00Z' },
        },
      ]),
    );
    renderWithProviders(<CoachCommentsCard userId={CLIENT_ID} />);
    expect(await screen.findByText('Great depth on the squats')).toBeInTheDocument();
    expect(screen.getByText(/Taylor Reyes · edited/)).toBeInTheDocument();
  });
});
