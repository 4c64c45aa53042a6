import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { addDays } from '@/features/training';
import { server, withMswServer } from '../support/msw';
import { defaultHandlers, renderDashboard, REST, STORAGE, todayKey, USER_ID } from './dashboard-fixtures';

withMswServer(defaultHandlers);

beforeEach(() => useAuthStore.setState({ cycleTracking: { enabled: true, available: true } }));
afterEach(() => useAuthStore.getState().reset());

// The cards mount right after Today's first paint (useAfterFirstPaint).
const photosCard = () => screen.findByRole('region', { name: 'Progress photos' });
const photoRow = (id: string, date: string) => ({
  id,
  user_id: USER_ID,
  date,
  front_photo: `${USER_ID}/${id}.png`,
  side_photo: null,
  back_photo: null,
  body_weight: null,
  notes: null,
  created_at: `${date}T08:00:00Z`,
});
const signHandler = http.post(`${STORAGE}/object/sign/progress-photos/*`, ({ request }) =>
  HttpResponse.json({
    signedURL: `/object/sign/progress-photos/${new URL(request.url).pathname.split('/').pop()}?token=t`,
  }),
);

describe('progress photos card', () => {
  it.each([
    [
      'the server answers with an error',
      () => HttpResponse.json({ message: 'boom', code: 'XX000' }, { status: 500 }),
      'Unable to load progress photos. Please try again later.',
    ],
    [
      'the network is down',
      () => HttpResponse.error(),
      'Unable to connect to the server. Please check your internet connection.',
    ],
    // A captive portal (a gym's Wi-Fi sign-in page) answers 200 with HTML instead of the rows.
    [
      'the answer is not the rows',
      () => HttpResponse.html('<html>Sign in to Gym Wi-Fi</html>'),
      'An unexpected error occurred while loading progress photos.',
    ],
  ])('when %s it says so and Try Again reloads', async (_case, failure, message) => {
    let calls = 0;
    server.use(http.get(`${REST}/progress_photos`, () => (calls++ === 0 ? failure() : HttpResponse.json([]))));
    renderDashboard();
    expect(await within(await photosCard()).findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(within(await photosCard()).getByRole('button', { name: 'Try Again' }));
    expect(await within(await photosCard()).findByText('Take your first progress photo')).toBeVisible();
    expect(within(await photosCard()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('compares the first and the latest photo through signed links, or two picked dates', async () => {
    const rows = [photoRow('a', '2026-01-05'), photoRow('b', '2026-02-05'), photoRow('c', '2026-03-05')];
    server.use(
      http.get(`${REST}/progress_photos`, () => HttpResponse.json(rows)),
      signHandler,
    );
    renderDashboard();
    const before = await within(await photosCard()).findByRole('img', { name: /^Before progress photo/ });
    const after = within(await photosCard()).getByRole('img', { name: /^After progress photo/ });
    expect(before.getAttribute('src')).toContain('/storage/v1/object/sign/progress-photos/a.png?token=t');
    expect(after.getAttribute('src')).toContain('c.png');
    await userEvent.selectOptions(within(await photosCard()).getByLabelText('Compare from'), 'b');
    const card = await photosCard();
    await waitFor(() =>
      expect(
        within(card)
          .getByRole('img', { name: /^Before/ })
          .getAttribute('src'),
      ).toContain('b.png'),
    );
  });

  it('refuses files that are not images or are over 10 MB, without uploading', async () => {
    renderDashboard();
    const input = await within(await photosCard()).findByLabelText('Choose from files');
    await userEvent.upload(input, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(within(await photosCard()).getByRole('alert')).toHaveTextContent(
      'Please choose a photo (JPEG, PNG, WebP or HEIC).',
    );
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    expect(within(await photosCard()).getByRole('alert')).toHaveTextContent('That photo is larger than 10 MB.');
  });

  it('uploads the bytes into the owner folder and records the photo day', async () => {
    const uploads: Array<{ path: string; type: string | null; size: number }> = [];
    const inserted: unknown[] = [];
    let rows: ReturnType<typeof photoRow>[] = [];
    server.use(
      signHandler,
      http.get(`${REST}/progress_photos`, () => HttpResponse.json(rows)),
      http.post(`${STORAGE}/object/progress-photos/*`, async ({ request }) => {
        const path = decodeURIComponent(
          new URL(request.url).pathname.replace('/storage/v1/object/progress-photos/', ''),
        );
        uploads.push({
          path,
          type: request.headers.get('content-type'),
          size: (await request.arrayBuffer()).byteLength,
        });
        return HttpResponse.json({ Key: `progress-photos/${path}`, Id: 'o1' });
      }),
      http.post(`${REST}/progress_photos`, async ({ request }) => {
        const body = (await request.json()) as { front_photo: string; date: string };
        inserted.push(body);
        rows = [{ ...photoRow('new', body.date), front_photo: body.front_photo }];
        return HttpResponse.json(rows[0], { status: 201 });
      }),
    );
    renderDashboard();
    const input = await within(await photosCard()).findByLabelText('Take photo');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }),
    );
    expect(await within(await photosCard()).findByText(/Photo saved/)).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ type: 'image/png', size: 4 });
    expect(uploads[0]!.path).toMatch(new RegExp(`^${USER_ID}/${todayKey()}-[0-9a-f-]+\\.png$`));
    expect(inserted).toEqual([{ user_id: USER_ID, date: todayKey(), front_photo: uploads[0]!.path }]);
    expect(await within(await photosCard()).findByRole('img', { name: /^Latest progress photo/ })).toBeVisible();
  });
});

describe('cycle card', () => {
  const cycleCard = () => screen.findByRole('region', { name: 'Cycle' });

  it('shows the spec default, day 14 of 28, as an estimate before anything is logged', async () => {
    renderDashboard();
    expect(await within(await cycleCard()).findByText('Day 14')).toBeVisible();
    expect(within(await cycleCard()).getByText('of 28')).toBeVisible();
    expect(within(await cycleCard()).getByText('Estimate')).toBeVisible();
  });

  it('computes the day and phase from logged period starts, without the estimate label', async () => {
    const today = todayKey();
    server.use(
      http.get(`${REST}/cycle_entries`, () =>
        HttpResponse.json(
          [addDays(today, -8), addDays(today, -38), addDays(today, -68)].map((start, index) => ({
            id: `c${index}`,
            period_start: start,
            period_end: null,
          })),
        ),
      ),
    );
    renderDashboard();
    expect(await within(await cycleCard()).findByText('Day 9')).toBeVisible();
    expect(within(await cycleCard()).getByText('of 30')).toBeVisible();
    expect(within(await cycleCard()).getByText('Follicular phase')).toBeVisible();
    expect(within(await cycleCard()).queryByText('Estimate')).not.toBeInTheDocument();
  });

  it('logs a period start (today by default) and refreshes', async () => {
    const today = todayKey();
    let entries: Array<{ id: string; period_start: string; period_end: null }> = [];
    const inserted: unknown[] = [];
    server.use(
      http.get(`${REST}/cycle_entries`, () => HttpResponse.json(entries)),
      http.post(`${REST}/cycle_entries`, async ({ request }) => {
        inserted.push(await request.json());
        entries = [{ id: 'c1', period_start: today, period_end: null }];
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderDashboard();
    await userEvent.click(await within(await cycleCard()).findByRole('button', { name: 'Log period start' }));
    expect(within(await cycleCard()).getByLabelText('First day of your period')).toHaveValue(today);
    await userEvent.click(within(await cycleCard()).getByRole('button', { name: 'Save' }));
    expect(await within(await cycleCard()).findByText('Day 1')).toBeVisible();
    expect(within(await cycleCard()).getByText('Menstrual phase')).toBeVisible();
    expect(inserted).toEqual([{ user_id: USER_ID, period_start: today }]);
  });

  it('is not shown when cycle tracking is off or unavailable', async () => {
    useAuthStore.setState({ cycleTracking: { enabled: false, available: true } });
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'Progress photos' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Cycle' })).not.toBeInTheDocument();
  });
});
