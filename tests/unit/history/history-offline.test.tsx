import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import HistoryRoute from '@/app/pages/HistoryRoute';
import type { HistoryLog } from '@/features/history/lib/history-model';
import { closeHistoryCache, writeCachedHistory } from '@/features/history/storage/history-cache';
import type { EditPayload } from '@/features/training';
import { listEdits, queueEdit, rescheduleEdit } from '@/features/logger/storage/edit-queue-store';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { useOutboxStore } from '@/features/logger/stores/outbox-store';
import { CLIENT_ID, signInClient, signOutLocally } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const started = new Date(Date.now() - 2 * 3_600_000).toISOString();
const saved: HistoryLog = {
  id: 'log-1',
  sessionId: 's-1',
  workoutId: null,
  name: 'Leg day',
  startedAt: started,
  completedAt: started,
  durationSeconds: 1800,
  totalVolume: 5 * 80 + 5 * 800,
  notes: null,
  exercises: [
    {
      exerciseId: 'squat',
      name: 'Back Squat',
      sets: [80, 800].map((weight, index) => ({
        id: `set-${index + 1}`,
        exerciseId: 'squat',
        workoutExerciseId: null,
        setNumber: index + 1,
        reps: 5,
        weight,
        durationSeconds: null,
        rpe: null,
        completed: true,
        isWarmup: false,
        notes: null,
        performedAt: started,
        revision: 1,
      })),
    },
  ],
};

const fix: EditPayload = {
  p_log: {
    id: 'log-1',
    user_id: CLIENT_ID,
    session_id: 's-1',
    workout_id: null,
    workout_name: 'Leg day',
    started_at: started,
    completed_at: started,
    duration_seconds: 1800,
    notes: null,
  },
  p_sets: [
    {
      id: 'set-2',
      exercise_id: 'squat',
      workout_exercise_id: null,
      set_number: 2,
      reps: 5,
      weight: 82.5,
      duration_seconds: null,
      rpe: null,
      completed: true,
      is_warmup: false,
      notes: null,
      performed_at: started,
      revision: 2,
    },
  ],
  p_removed: [],
};

const serverRows = () => [
  table('workout_logs', [
    {
      id: 'log-1',
      session_id: 's-1',
      workout_id: null,
      workout_name: 'Leg day',
      started_at: started,
      completed_at: started,
      created_at: started,
      duration_seconds: 1800,
      total_volume: saved.totalVolume,
      notes: null,
    },
  ]),
  table(
    'workout_log_sets',
    saved.exercises[0]!.sets.map((set) => ({
      id: set.id,
      log_id: 'log-1',
      exercise_id: 'squat',
      workout_exercise_id: null,
      set_number: set.setNumber,
      reps: set.reps,
      weight: set.weight,
      duration_seconds: null,
      rpe: null,
      completed: true,
      is_warmup: false,
      notes: null,
      performed_at: set.performedAt,
      revision: 1,
      exercise: { name: 'Back Squat' },
    })),
  ),
];

let online = true;
withMswServer();

beforeEach(async () => {
  await closeLoggerDb();
  await closeHistoryCache();
  globalThis.indexedDB = new IDBFactory();
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  signInClient();
});
afterEach(() => {
  useOutboxStore.setState({ pending: [], edits: [] });
  signOutLocally();
});

async function openCard() {
  const card = await screen.findByRole('article', { name: /Leg day/ });
  await userEvent.click(within(card).getByRole('button', { name: /Leg day/ }));
  return card;
}

describe('History with no connection', () => {
  it('opens from the copy on the device with the queued edit applied and marked, asking the network nothing', async () => {
    online = false;
    await writeCachedHistory(CLIENT_ID, [saved]);
    useOutboxStore.getState().setEdits([await queueEdit(CLIENT_ID, fix, Date.now())]);
    renderWithProviders(<HistoryRoute />, { at: '/history' });
    const card = await openCard();
    expect(within(card).getByTestId('edit-sync-status')).toHaveTextContent('waiting to sync');
    expect(card).toHaveTextContent('5 × 82.5 kg');
    expect(card).not.toHaveTextContent('800 kg');
  });

  it('falls back to the device copy when the request fails on the network', { timeout: 20_000 }, async () => {
    await writeCachedHistory(CLIENT_ID, [saved]);
    server.use(http.get(`${REST}/workout_logs`, () => HttpResponse.error()));
    server.use(http.get(`${REST}/workout_log_sets`, () => HttpResponse.error()));
    renderWithProviders(<HistoryRoute />, { at: '/history' });
    // The Data API client retries a failed read a few times before giving up.
    await screen.findByRole('article', { name: /Leg day/ }, { timeout: 15_000 });
    const card = await openCard();
    expect(card).toHaveTextContent('5 × 800 kg');
  });

  it('says so when offline and History was never opened on this device', async () => {
    online = false;
    renderWithProviders(<HistoryRoute />, { at: '/history' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline, and History has not been opened on this device yet.',
    );
  });
});

describe('an edit the server refused', () => {
  it('shows why, and is discarded only after a confirmation, showing the saved workout again', async () => {
    server.use(...serverRows());
    const queued = await queueEdit(CLIENT_ID, fix, Date.now());
    await rescheduleEdit(queued, {
      attempts: 1,
      nextAttemptAt: Date.now() + 60_000,
      lastError: 'weight is out of range',
      refused: true,
    });
    useOutboxStore.getState().setEdits(await listEdits(CLIENT_ID));
    renderWithProviders(<HistoryRoute />, { at: '/history' });
    const card = await openCard();
    const alert = within(card).getByRole('alert');
    expect(alert).toHaveTextContent('Your edit was not accepted: weight is out of range');
    expect(card).toHaveTextContent('5 × 82.5 kg');

    await userEvent.click(within(alert).getByRole('button', { name: 'Discard edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard this edit?' });
    expect(await listEdits(CLIENT_ID)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard edit' }));
    await waitFor(() => expect(card).toHaveTextContent('5 × 800 kg'));
    expect(within(card).queryByTestId('edit-sync-status')).toBeNull();
    expect(await listEdits(CLIENT_ID)).toEqual([]);
  });

  it('Fix edit opens the editor on the edited workout', async () => {
    server.use(...serverRows());
    const queued = await queueEdit(CLIENT_ID, fix, Date.now());
    await rescheduleEdit(queued, {
      attempts: 1,
      nextAttemptAt: Date.now() + 60_000,
      lastError: 'refused',
      refused: true,
    });
    useOutboxStore.getState().setEdits(await listEdits(CLIENT_ID));
    renderWithProviders(<HistoryRoute />, { at: '/history' });
    const card = await openCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Fix edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Leg day' });
    expect(within(dialog).getByRole('textbox', { name: 'Back Squat set 2 weight (kg)' })).toHaveValue('82.5');
  });
});
