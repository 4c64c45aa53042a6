import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OnDemandClientPage from '@/features/on-demand/client/components/OnDemandClientPage';
import { closeKeptWorkouts, readKeptWorkout } from '@/features/training/storage/kept-workouts';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, STORAGE, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The client's On demand screen: saving an on-demand workout for offline (the workout and the
// client's history of its exercises kept on the device, then listed with Start when the library
// cannot be read), and the list's thumbnails and covers (one signing request, lazy, icon fallback).
const VIDEO = {
  id: 'r-vid',
  kind: 'video',
  title: 'Follow along',
  description: '',
  storage_path: 'r-vid/file.webm',
  mime_type: 'video/webm',
  url: null,
  duration_seconds: 90,
  thumbnail_path: 'r-vid/thumb-1.jpg',
  on_demand_item_labels: [],
};
const PDF = { ...VIDEO, id: 'r-pdf', kind: 'document', title: 'Guide', thumbnail_path: 'r-pdf/thumb-1.jpg' };
const COLLECTIONS = [
  {
    id: 'c-1',
    kind: 'workouts',
    title: 'Away from the gym',
    description: '',
    cover_path: 'c-1/cover-1.png',
    on_demand_collection_items: [{ position: 0, resource_id: null, workout_id: 'w-od' }],
  },
  {
    id: 'c-2',
    kind: 'resources',
    title: 'Reading',
    description: '',
    cover_path: null,
    on_demand_collection_items: [{ position: 0, resource_id: PDF.id, workout_id: null }],
  },
];
const WORKOUT_ID = '00000000-0000-4000-8000-0000000000bb';
const OFFER = {
  id: 'w-od',
  workout_id: WORKOUT_ID,
  description: '',
  video_resource_id: VIDEO.id,
  on_demand_item_labels: [],
  workout: { name: 'Hotel legs' },
};
const LIBRARY_WORKOUT = {
  id: WORKOUT_ID,
  name: 'Hotel legs',
  description: null,
  workout_exercises: [
    {
      id: 'we-1',
      exercise_id: 'ex-squat',
      order: 0,
      sets: 2,
      exercise: { id: 'ex-squat', name: 'Goblet Squat' },
    },
  ],
};
const signed: string[][] = [];

withMswServer(() => [
  http.post(`${STORAGE}/object/sign/on-demand`, async ({ request }) => {
    const { paths } = (await request.json()) as { paths: string[] };
    signed.push(paths);
    return HttpResponse.json(
      paths.map((path) => ({ path, signedURL: `/object/sign/on-demand/${path}?token=t`, error: null })),
    );
  }),
  http.post(`${REST}/on_demand_progress`, () => new HttpResponse(null, { status: 201 })),
  table('on_demand_collections', COLLECTIONS),
  table('on_demand_resources', [VIDEO, PDF]),
  table('on_demand_workouts', [OFFER]),
  table('on_demand_labels', []),
  table('on_demand_progress', []),
  table('workouts', [LIBRARY_WORKOUT]),
  table('workout_log_sets', [
    {
      exercise_id: 'ex-squat',
      log_id: 'l-1',
      set_number: 1,
      reps: 10,
      weight: 16,
      duration_seconds: null,
      distance_m: null,
      completed: true,
      is_warmup: false,
      performed_at: '2026-11-20T10:00:00Z',
    },
  ]),
]);

const setOnline = (online: boolean) => {
  // The query client pauses its reads offline (as in the browser), so the library stays unread.
  onlineManager.setOnline(online);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('On demand: saved workouts and pictures', () => {
  beforeEach(async () => {
    signed.length = 0;
    await closeKeptWorkouts();
    globalThis.indexedDB = new IDBFactory();
    signInClient();
  });
  afterEach(() => {
    // Unmounted first, so no paused read resumes against the next test's handlers.
    cleanup();
    setOnline(true);
  });

  it('saves a workout for offline with the history of its exercises, says so, and removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OnDemandClientPage />);
    const list = await screen.findByRole('region', { name: 'Away from the gym' });
    await user.click(within(list).getByRole('button', { name: 'Save Hotel legs for offline' }));
    expect(await within(list).findByRole('button', { name: 'Remove Hotel legs from this device' })).toBeVisible();
    expect(within(list).getByText('On this device')).toBeInTheDocument();
    const kept = await readKeptWorkout(CLIENT.id, WORKOUT_ID);
    expect(kept?.title).toBe('Hotel legs');
    expect(kept?.workout.workout_exercises).toHaveLength(1);
    expect(kept?.history).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Remove Hotel legs from this device' }));
    expect(await within(list).findByRole('button', { name: 'Save Hotel legs for offline' })).toBeVisible();
    expect(await readKeptWorkout(CLIENT.id, WORKOUT_ID)).toBeUndefined();
  });

  it('says when a workout cannot be saved, and keeps nothing', async () => {
    server.use(http.get(`${REST}/workouts`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    renderWithProviders(<OnDemandClientPage />);
    const list = await screen.findByRole('region', { name: 'Away from the gym' });
    await user.click(within(list).getByRole('button', { name: 'Save Hotel legs for offline' }));
    expect(await screen.findByText(/Hotel legs could not be saved for offline/)).toBeInTheDocument();
    expect(await readKeptWorkout(CLIENT.id, WORKOUT_ID)).toBeUndefined();
  });

  it('offline, with the library unread, lists the saved workout with Start', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<OnDemandClientPage />);
    const list = await screen.findByRole('region', { name: 'Away from the gym' });
    await user.click(within(list).getByRole('button', { name: 'Save Hotel legs for offline' }));
    await within(list).findByRole('button', { name: 'Remove Hotel legs from this device' });
    first.unmount();

    setOnline(false);
    renderWithProviders(<OnDemandClientPage />);
    const saved = await screen.findByRole('region', { name: 'Saved on this device' });
    expect(within(saved).getByRole('link', { name: 'Start Hotel legs' })).toHaveAttribute(
      'href',
      `/workouts/${WORKOUT_ID}/start`,
    );
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
  });

  it('shows thumbnails and covers signed in one request, lazily, and the icon when a picture fails', async () => {
    renderWithProviders(<OnDemandClientPage />);
    const list = await screen.findByRole('region', { name: 'Away from the gym' });
    const pictures = await waitFor(() => {
      const found = [...document.querySelectorAll('img')];
      expect(found).toHaveLength(3);
      return found;
    });
    expect(signed).toEqual([['c-1/cover-1.png', 'r-pdf/thumb-1.jpg', 'r-vid/thumb-1.jpg']]);
    for (const image of pictures) expect(image).toHaveAttribute('loading', 'lazy');
    // The workout shows its follow-along video's thumbnail.
    const workoutPicture = within(list).getAllByRole('presentation', { hidden: true });
    expect(workoutPicture.some((image) => image.getAttribute('src')?.includes('r-vid/thumb-1.jpg'))).toBe(true);

    const reading = screen.getByRole('region', { name: 'Reading' });
    const thumb = reading.querySelector('img')!;
    fireEvent.error(thumb);
    await waitFor(() => expect(reading.querySelector('img')).toBeNull());
    expect(within(reading).getByText('Guide')).toBeInTheDocument();
  });
});
