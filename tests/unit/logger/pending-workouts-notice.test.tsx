import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PendingWorkoutsNotice } from '@/features/logger';
import { buildCompletionPayload, summarize } from '@/features/logger/lib/workout-summary';
import { listOutbox, putOutboxEntry } from '@/features/logger/storage/finish-queue';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { useOutboxStore } from '@/features/logger/stores/outbox-store';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { renderWithProviders } from '../support/render';
import { T0, freshState } from './fixtures';
import type { OutboxEntry } from '@/features/logger/lib/session-schema';

function queued(overrides: Partial<OutboxEntry>): OutboxEntry {
  const state = freshState();
  const at = new Date(T0 + 3_600_000);
  return {
    id: 'log-1',
    userId: 'u-1',
    sessionId: 's-1',
    workoutKey: 'w-1',
    payload: buildCompletionPayload(state, 'log-1', at),
    summary: summarize(state, at),
    createdAt: T0,
    attempts: 3,
    nextAttemptAt: T0,
    lastError: null,
    ...overrides,
  };
}

function renderNotice() {
  return renderWithProviders(<PendingWorkoutsNotice />);
}

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
  useAuthStore.setState({
    isAuthenticated: true,
    user: {
      id: 'u-1',
      email: 'client@demo.liftwise.app',
      phone: null,
      firstName: 'Casey',
      lastName: 'N',
      clientType: 'programming',
    },
  });
});
afterEach(() => {
  useOutboxStore.getState().setPending([]);
  useAuthStore.getState().reset();
});

describe('finished workouts waiting to sync, on every screen', () => {
  it('shows nothing for another account’s queued work', () => {
    useOutboxStore.getState().setPending([queued({ userId: 'someone-else' })]);
    renderNotice();
    expect(screen.queryByTestId('pending-workouts')).toBeNull();
  });

  it('offers no removal while the network is the only problem', () => {
    useOutboxStore.getState().setPending([queued({})]);
    renderNotice();
    expect(screen.getByTestId('pending-workouts')).toHaveTextContent(
      '1 finished workout is saved on this device and waiting to sync.',
    );
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('lets the person remove a workout the server refuses, only after confirming', async () => {
    const refused = queued({ lastError: 'new row violates check constraint', refused: true });
    await putOutboxEntry(refused);
    useOutboxStore.getState().setPending([refused]);
    renderNotice();
    expect(screen.getByTestId('pending-workouts')).toHaveTextContent('Last attempt: new row violates check constraint');
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Workout not accepted' });
    expect(dialog).toHaveTextContent('Removing it loses these sets.');
    expect(await listOutbox('u-1')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from this device' }));
    await waitFor(() => expect(screen.queryByTestId('pending-workouts')).toBeNull());
    expect(await listOutbox('u-1')).toEqual([]);
  });
});
