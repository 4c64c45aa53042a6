import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import OnDemandClientPage from '@/features/on-demand/client/components/OnDemandClientPage';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, STORAGE, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { MOBILITY, NUTRITION } from './fixtures';

// The client's On demand screen (/on-demand): its reads answered at the network by msw the way
// PostgREST answers a client (row-level security has already narrowed them to what is granted).
const resource = (id: string, kind: string, title: string, labels: string[], extra: Record<string, unknown> = {}) => ({
  id,
  kind,
  title,
  description: '',
  storage_path: kind === 'link' ? null : `${id}/file.bin`,
  mime_type: null,
  url: kind === 'link' ? 'https://example.com/x' : null,
  duration_seconds: null,
  on_demand_item_labels: labels.map((label_id) => ({ label_id })),
  ...extra,
});
const HIPS = resource('r-hips', 'video', 'Hip openers', [MOBILITY.id], { duration_seconds: 600 });
const MEALS = resource('r-meals', 'document', 'Meal guide', [NUTRITION.id], { description: 'Protein at every meal' });
const COLLECTIONS = [
  {
    id: 'c-1',
    kind: 'resources',
    title: 'Mobility basics',
    description: 'Between sessions.',
    // Stored out of order: the screen shows them by position.
    on_demand_collection_items: [
      { position: 1, resource_id: MEALS.id, workout_id: null },
      { position: 0, resource_id: HIPS.id, workout_id: null },
    ],
  },
  {
    id: 'c-2',
    kind: 'workouts',
    title: 'Home programme',
    description: '',
    on_demand_collection_items: [{ position: 0, resource_id: null, workout_id: 'w-od' }],
  },
];
const WORKOUTS = [
  {
    id: 'w-od',
    workout_id: 'w-lib',
    description: '',
    video_resource_id: null,
    on_demand_item_labels: [],
    workout: { name: 'Home strength' },
  },
];

withMswServer(() => [
  http.post(`${STORAGE}/object/sign/on-demand/*`, () =>
    HttpResponse.json({ signedURL: '/object/sign/on-demand/r-hips/file.bin?token=t' }),
  ),
  http.post(`${REST}/on_demand_progress`, () => new HttpResponse(null, { status: 201 })),
  table('on_demand_collections', COLLECTIONS),
  table('on_demand_resources', [HIPS, MEALS]),
  table('on_demand_workouts', WORKOUTS),
  table('on_demand_labels', [MOBILITY, NUTRITION]),
  table('on_demand_progress', [
    {
      resource_id: HIPS.id,
      workout_id: null,
      opened_at: '2026-11-20T10:00:00Z',
      completed_at: null,
      position_seconds: 133,
    },
  ]),
]);

describe('On demand for a client (/on-demand)', () => {
  beforeEach(() => signInClient());

  it('shows a loader, then the granted collections with their items in order and progress', async () => {
    renderWithProviders(<OnDemandClientPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading on demand');
    const mobility = await screen.findByRole('region', { name: 'Mobility basics' });
    const rows = within(mobility).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Hip openers'),
      expect.stringContaining('Meal guide'),
    ]);
    expect(within(rows[0]!).getByText('Resume at 2:13')).toBeInTheDocument();
    const home = screen.getByRole('region', { name: 'Home programme' });
    expect(within(home).getByRole('link', { name: 'Start Home strength' })).toHaveAttribute(
      'href',
      '/workouts/w-lib/start',
    );
  });

  it('browses by label and searches titles and descriptions', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OnDemandClientPage />);
    await screen.findByRole('region', { name: 'Mobility basics' });
    await user.click(screen.getByRole('button', { name: 'Nutrition' }));
    expect(screen.queryByText('Hip openers')).not.toBeInTheDocument();
    expect(screen.getByText('Meal guide')).toBeInTheDocument();
    // The workouts list has nothing labelled Nutrition: it goes.
    expect(screen.queryByRole('region', { name: 'Home programme' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search on demand' }), 'protein');
    await waitFor(() => expect(screen.queryByText('Hip openers')).not.toBeInTheDocument());
    expect(screen.getByText('Meal guide')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search on demand' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search on demand' }), 'zumba');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(screen.getByText('Hip openers')).toBeInTheDocument();
  });

  it("says the coach hasn't shared anything yet when nothing is granted", async () => {
    server.use(http.get(`${REST}/on_demand_collections`, () => HttpResponse.json([])));
    renderWithProviders(<OnDemandClientPage />);
    expect(await screen.findByText("Your coach hasn't shared anything yet")).toBeInTheDocument();
  });

  it('shows a failed read with Try again, which loads it', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${REST}/on_demand_resources`, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([HIPS, MEALS]),
      ),
    );
    renderWithProviders(<OnDemandClientPage />);
    expect(await screen.findByText('Unable to load on demand. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Mobility basics' })).toBeInTheDocument();
  });

  it('opens a video from a signed address, resuming where the client left it, and records the open', async () => {
    const user = userEvent.setup();
    const writes: unknown[] = [];
    server.use(
      http.post(`${REST}/on_demand_progress`, async ({ request }) => {
        writes.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<OnDemandClientPage />, { at: '/on-demand', path: '/on-demand' });
    await user.click(await screen.findByRole('button', { name: /Hip openers/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hip openers' });
    const video = await within(dialog).findByLabelText('Hip openers');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toContain('/storage/v1/object/sign/on-demand/r-hips/file.bin?token=t');
    await waitFor(() =>
      expect(writes).toContainEqual({ client_id: CLIENT.id, resource_id: HIPS.id, workout_id: null }),
    );
  });

  it('says a video needs a signal when offline (documents and workouts can be saved)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OnDemandClientPage />);
    await user.click(await screen.findByRole('button', { name: /Hip openers/ }));
    await screen.findByRole('dialog', { name: 'Hip openers' });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    try {
      expect(await screen.findByText(/You're offline. Videos stream and need a connection/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Hip openers/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Hip openers' });
      expect(await within(dialog).findByText(/this one plays when you're back online/)).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
    }
  });
});
