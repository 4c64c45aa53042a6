import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ResourceListPage from '@/features/on-demand/components/ResourceListPage';
import ResourcesPage from '@/features/on-demand/components/ResourcesPage';
import { formatDuration, parseDuration } from '@/features/on-demand/lib/duration';
import { server, withMswServer } from '../support/msw';
import { REST, STORAGE, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { GUIDE, HIPS, MOBILITY_LIST, signInStaff } from './fixtures';

// Thumbnails, covers, a video's length and resumable uploads on the staff screens (docs/on-demand.md).
// jsdom decodes no video: the probe is replaced by what a browser would read.
const probeVideo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/media/video-probe', () => ({ probeVideo }));

const MIB = 1024 * 1024;
const SQUAT = {
  ...GUIDE,
  id: 'r-squat',
  kind: 'video',
  title: 'Squat demo',
  storage_path: 'r-squat/file-1.mp4',
  mime_type: 'video/mp4',
  size_bytes: 12 * MIB,
  thumbnail_path: 'r-squat/thumb-1.jpg',
  duration_seconds: 270,
  on_demand_item_labels: [],
};
const COVERED_LIST = { ...MOBILITY_LIST, cover_path: 'c-mob/cover-1.png' };

const signed: string[][] = [];
withMswServer(() => [
  table('on_demand_resources', [SQUAT, HIPS, GUIDE]),
  table('on_demand_labels', []),
  table('on_demand_collections', [COVERED_LIST]),
  table('on_demand_workouts', []),
  table('users', []),
  table('membership_plans', []),
  table('packages', []),
  http.get(`${REST}/on_demand_item_labels`, () => HttpResponse.json([])),
  http.post(`${STORAGE}/object/sign/on-demand`, async ({ request }) => {
    const { paths } = (await request.json()) as { paths: string[] };
    signed.push(paths);
    return HttpResponse.json(
      paths.map((path) => ({ path, signedURL: `/object/sign/on-demand/${path}?token=t-${path}`, error: null })),
    );
  }),
]);

function fakeSize(file: File, bytes: number): File {
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function openNewUpload(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<ResourcesPage />);
  await user.click(await screen.findByRole('button', { name: 'New resource' }));
  await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
}

beforeEach(() => {
  signInStaff();
  signed.length = 0;
  probeVideo.mockReset();
  probeVideo.mockResolvedValue({ durationSeconds: null, frame: null });
});

describe('durations as staff type them', () => {
  it('formats and parses m:ss and h:mm:ss, refusing the rest', () => {
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(parseDuration('1:35')).toBe(95);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration(' ')).toBeNull();
    for (const bad of ['0', '1:60', 'abc', '-5', '1.5', '25:00:00', '1:2:3:4'])
      expect(parseDuration(bad)).toBeUndefined();
  });
});

describe('Resource thumbnails and lengths', () => {
  it('shows a thumbnail (one signing request for the list) and a video length on the card', async () => {
    renderWithProviders(<ResourcesPage />);
    const image = await screen.findByRole('img', { name: 'Thumbnail of Squat demo' });
    expect(image.getAttribute('src')).toContain('/storage/v1/object/sign/on-demand/r-squat/thumb-1.jpg?token=');
    expect(screen.getByText('Video · 4:30 · 12 MB')).toBeInTheDocument();
    expect(signed).toEqual([['r-squat/thumb-1.jpg']]);
  });

  it("fills a new video's length from the file and offers a frame of it as the thumbnail; both are saved", async () => {
    const user = userEvent.setup();
    probeVideo.mockResolvedValue({ durationSeconds: 95, frame: new Blob(['jpeg'], { type: 'image/jpeg' }) });
    const uploads: string[] = [];
    const saved: Record<string, unknown>[] = [];
    server.use(
      http.post(`${STORAGE}/object/on-demand/*`, ({ request }) => {
        uploads.push(`${new URL(request.url).pathname} ${request.headers.get('content-type')}`);
        return HttpResponse.json({ Key: 'ok' });
      }),
      http.post(`${REST}/on_demand_resources`, async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await openNewUpload(user);
    await user.upload(screen.getByLabelText('File'), new File(['mp4'], 'Lunge.mp4', { type: 'video/mp4' }));
    const length = await screen.findByRole('textbox', { name: 'Length (minutes:seconds)' });
    await waitFor(() => expect(length).toHaveValue('1:35'));
    expect(screen.getByText('A frame from the video')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Thumbnail (optional) preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
    // Staff can still correct it.
    await user.clear(length);
    await user.type(length, '2:05');
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const row = saved[0] as { id: string; storage_path: string; thumbnail_path: string };
    expect(row).toEqual(expect.objectContaining({ kind: 'video', duration_seconds: 125 }));
    expect(row.thumbnail_path).toMatch(new RegExp(`^${row.id}/thumb-\\d+\\.jpg$`));
    expect(uploads).toEqual([
      `/storage/v1/object/on-demand/${row.storage_path} video/mp4`,
      `/storage/v1/object/on-demand/${row.thumbnail_path} image/jpeg`,
    ]);
  });

  it('keeps the image staff chose over a frame of the video', async () => {
    const user = userEvent.setup();
    let resolveProbe: (value: unknown) => void = () => undefined;
    probeVideo.mockReturnValue(new Promise((resolve) => (resolveProbe = resolve)));
    await openNewUpload(user);
    await user.upload(screen.getByLabelText('File'), new File(['mp4'], 'Lunge.mp4', { type: 'video/mp4' }));
    await user.upload(
      screen.getByLabelText('Thumbnail (optional)'),
      new File(['png'], 'mine.png', { type: 'image/png' }),
    );
    resolveProbe({ durationSeconds: 30, frame: new Blob(['jpeg'], { type: 'image/jpeg' }) });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Length (minutes:seconds)' })).toHaveValue('0:30'));
    expect(screen.queryByText('A frame from the video')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Thumbnail (optional) preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('refuses a length it cannot read and a thumbnail over 10 MB, uploading nothing', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    server.use(
      http.post(`${STORAGE}/object/on-demand/*`, () => {
        uploads += 1;
        return HttpResponse.json({ Key: 'ok' });
      }),
    );
    await openNewUpload(user);
    await user.upload(screen.getByLabelText('File'), new File(['mp4'], 'Lunge.mp4', { type: 'video/mp4' }));
    await user.upload(
      screen.getByLabelText('Thumbnail (optional)'),
      fakeSize(new File(['png'], 'huge.png', { type: 'image/png' }), 12 * MIB),
    );
    expect(screen.getByText('"huge.png" is 12 MB; an image can be up to 10 MB.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Length (minutes:seconds)' }), 'ten minutes');
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    expect(screen.getByText('Type the length as minutes:seconds, e.g. 4:30 (up to 24 hours).')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('removing a thumbnail clears the column, then removes the stored image', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    server.use(
      http.patch(`${REST}/on_demand_resources`, async ({ request }) => {
        steps.push(`row ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(`${STORAGE}/object/on-demand`, async ({ request }) => {
        steps.push(`remove ${JSON.stringify(await request.json())}`);
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Squat demo' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit resource' });
    expect(within(dialog).getByRole('textbox', { name: 'Length (minutes:seconds)' })).toHaveValue('4:30');
    expect(await within(dialog).findByRole('img', { name: 'Thumbnail (optional) preview' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Thumbnail (optional)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save resource' }));
    await waitFor(() => expect(steps).toHaveLength(2));
    expect(JSON.parse(steps[0]!.slice(4))).toEqual(
      expect.objectContaining({ thumbnail_path: null, duration_seconds: 270, storage_path: SQUAT.storage_path }),
    );
    expect(steps[1]).toBe(`remove {"prefixes":["${SQUAT.thumbnail_path}"]}`);
  });
});

describe('Resumable upload of a large video', () => {
  it('sends 6 MiB chunks to the resumable endpoint and picks up from HEAD after a dropped chunk', async () => {
    const user = userEvent.setup();
    const size = 13 * MIB;
    const calls: string[] = [];
    let dropped = false;
    let singleRequestUploads = 0;
    const saved: Record<string, unknown>[] = [];
    server.use(
      http.post(`${STORAGE}/upload/resumable`, ({ request }) => {
        const metadata = Object.fromEntries(
          request.headers
            .get('upload-metadata')!
            .split(',')
            .map((pair) => pair.split(' '))
            .map(([key, value]) => [key, atob(value!)]),
        );
        calls.push(`POST ${request.headers.get('upload-length')} ${metadata.bucketName} ${metadata.contentType}`);
        return new HttpResponse(null, { status: 201, headers: { Location: `${STORAGE}/upload/resumable/u1` } });
      }),
      http.patch(`${STORAGE}/upload/resumable/u1`, ({ request }) => {
        const offset = Number(request.headers.get('upload-offset'));
        calls.push(`PATCH ${offset}`);
        if (offset === 6 * MIB && !dropped) {
          dropped = true;
          return HttpResponse.error();
        }
        return new HttpResponse(null, {
          status: 204,
          headers: { 'Upload-Offset': String(Math.min(size, offset + 6 * MIB)) },
        });
      }),
      http.head(`${STORAGE}/upload/resumable/u1`, () => {
        calls.push('HEAD');
        return new HttpResponse(null, { status: 200, headers: { 'Upload-Offset': String(6 * MIB) } });
      }),
      http.post(`${STORAGE}/object/on-demand/*`, () => {
        singleRequestUploads += 1;
        return HttpResponse.json({ Key: 'ok' });
      }),
      http.post(`${REST}/on_demand_resources`, async ({ request }) => {
        saved.push((await request.json()) as Record<string, unknown>);
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await openNewUpload(user);
    await user.upload(
      screen.getByLabelText('File'),
      fakeSize(new File(['mp4'], 'Long class.mp4', { type: 'video/mp4' }), size),
    );
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(calls).toEqual([
      `POST ${size} on-demand video/mp4`,
      'PATCH 0',
      `PATCH ${6 * MIB}`,
      'HEAD',
      `PATCH ${6 * MIB}`,
      `PATCH ${12 * MIB}`,
    ]);
    expect(singleRequestUploads).toBe(0);
    expect(saved[0]).toEqual(expect.objectContaining({ kind: 'video', size_bytes: size }));
  });

  it("shows the resumable endpoint's refusal in words and saves nothing", async () => {
    const user = userEvent.setup();
    let saves = 0;
    server.use(
      http.post(`${STORAGE}/upload/resumable`, () =>
        HttpResponse.json(
          { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
          { status: 403 },
        ),
      ),
      http.post(`${REST}/on_demand_resources`, () => {
        saves += 1;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    await openNewUpload(user);
    await user.upload(
      screen.getByLabelText('File'),
      fakeSize(new File(['mp4'], 'Long class.mp4', { type: 'video/mp4' }), 7 * MIB),
    );
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    expect(await screen.findByText('Only staff can add files to the library.')).toBeInTheDocument();
    expect(saves).toBe(0);
  });
});

describe('Collection covers', () => {
  it('shows the cover, uploads a new one under the list id, then removes the old one', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    server.use(
      http.post(`${STORAGE}/object/on-demand/*`, ({ request }) => {
        steps.push(`upload ${new URL(request.url).pathname.replace('/storage/v1/object/on-demand/', '')}`);
        return HttpResponse.json({ Key: 'ok' });
      }),
      http.patch(`${REST}/on_demand_collections`, async ({ request }) => {
        steps.push(`row ${((await request.json()) as { cover_path: string }).cover_path}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(`${STORAGE}/object/on-demand`, async ({ request }) => {
        steps.push(`remove ${JSON.stringify(await request.json())}`);
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<ResourceListPage />);
    const cover = await screen.findByRole('img', { name: 'Cover of Mobility basics' });
    expect(cover.getAttribute('src')).toContain('/object/sign/on-demand/c-mob/cover-1.png');
    await user.click(screen.getByRole('button', { name: 'Edit Mobility basics' }));
    await user.upload(screen.getByLabelText('Cover (optional)'), new File(['webp'], 'c.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(steps).toHaveLength(3));
    expect(steps[0]).toMatch(/^upload c-mob\/cover-\d+\.webp$/);
    expect(steps[1]).toBe(`row ${steps[0]!.slice('upload '.length)}`);
    expect(steps[2]).toBe('remove {"prefixes":["c-mob/cover-1.png"]}');
  });

  it('deleting a list removes its cover from Storage, then the row', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    server.use(
      http.delete(`${STORAGE}/object/on-demand`, async ({ request }) => {
        steps.push(`remove ${JSON.stringify(await request.json())}`);
        return HttpResponse.json([]);
      }),
      http.delete(`${REST}/on_demand_collections`, () => {
        steps.push('row');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ResourceListPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Mobility basics' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Mobility basics”?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(steps).toEqual(['remove {"prefixes":["c-mob/cover-1.png"]}', 'row']));
  });
});
