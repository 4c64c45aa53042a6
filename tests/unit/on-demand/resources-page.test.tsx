import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ResourcesPage from '@/features/on-demand/components/ResourcesPage';
import { server, withMswServer } from '../support/msw';
import { REST, STORAGE, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { GUIDE, HIPS, MOBILITY, MOBILITY_LIST, NUTRITION, signInStaff } from './fixtures';

// jsdom decodes no video: a chosen video reads as "length and frame unknown" (resource-media.test.tsx covers both known).
vi.mock('@/lib/media/video-probe', () => ({
  probeVideo: () => Promise.resolve({ durationSeconds: null, frame: null }),
}));

withMswServer(() => [
  table('on_demand_resources', [HIPS, GUIDE]),
  table('on_demand_labels', [MOBILITY, NUTRITION]),
  table('on_demand_collections', [MOBILITY_LIST]),
]);

function bigFile(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('Resources (/on-demand/resources)', () => {
  beforeEach(signInStaff);

  it('lists resources with kind, status and labels; filters by label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResourcesPage />);
    const list = await screen.findByRole('list', { name: 'Resources' });
    expect(within(list).getByText('YouTube video (plays embedded)')).toBeInTheDocument();
    expect(within(list).getByText('PDF · 1.9 MB')).toBeInTheDocument();
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nutrition' }));
    expect(within(screen.getByRole('list', { name: 'Resources' })).queryByText('Hip openers')).not.toBeInTheDocument();
    expect(screen.getByText('Meal guide')).toBeInTheDocument();
  });

  it('adds a link, recognising a Vimeo address, with its labels', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const labelled: unknown[] = [];
    server.use(
      http.post(`${REST}/on_demand_resources`, async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.get(`${REST}/on_demand_item_labels`, () => HttpResponse.json([])),
      http.post(`${REST}/on_demand_item_labels`, async ({ request }) => {
        labelled.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    const dialog = screen.getByRole('dialog', { name: 'New resource' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Warm-up');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link' }), 'https://vimeo.com/76979871');
    expect(within(dialog).getByText('Vimeo video (plays embedded)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mobility' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(labelled).toHaveLength(1));
    expect(saved).toEqual([
      expect.objectContaining({
        kind: 'link',
        title: 'Warm-up',
        url: 'https://vimeo.com/76979871',
        storage_path: null,
      }),
    ]);
    expect(labelled).toEqual([[expect.objectContaining({ label_id: MOBILITY.id })]]);
  });

  it('refuses a PDF over the limit and a file type the library does not store, before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let uploads = 0;
    server.use(
      http.post(`${STORAGE}/object/on-demand/*`, () => {
        uploads += 1;
        return HttpResponse.json({ Key: 'x' });
      }),
    );
    renderWithProviders(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
    const input = screen.getByLabelText('File');
    await user.upload(input, bigFile('plan.pdf', 'application/pdf', 30 * 1024 * 1024));
    expect(screen.getByText('"plan.pdf" is 30 MB; a document can be up to 25 MB.')).toBeInTheDocument();
    await user.upload(input, bigFile('notes.txt', 'text/plain', 10));
    expect(screen.getByText('“notes.txt” is not a video, PDF or image the library stores.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    expect(screen.getByText('Give the resource a title.')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('asks before deleting a resource used in a collection, then removes its file and the row', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    server.use(
      http.delete(`${STORAGE}/object/on-demand`, async ({ request }) => {
        steps.push(`storage ${JSON.stringify(await request.json())}`);
        return HttpResponse.json([]);
      }),
      http.delete(`${REST}/on_demand_resources`, () => {
        steps.push('row');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Meal guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Meal guide”?' });
    expect(dialog).toHaveTextContent('It is in “Mobility basics”: it leaves that collection.');
    expect(dialog).toHaveTextContent('Its file is removed from storage too.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete resource' }));
    await waitFor(() => expect(steps).toEqual([`storage {"prefixes":["${GUIDE.storage_path}"]}`, 'row']));
  });
});

describe('Uploading a resource', () => {
  beforeEach(signInStaff);

  it('uploads a PDF into its own folder, then saves the row with its path, type and size', async () => {
    const user = userEvent.setup();
    const uploads: string[] = [];
    const saved: unknown[] = [];
    server.use(
      http.post(`${STORAGE}/object/on-demand/*`, ({ request }) => {
        uploads.push(new URL(request.url).pathname);
        return HttpResponse.json({ Key: 'ok' });
      }),
      http.post(`${REST}/on_demand_resources`, async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.get(`${REST}/on_demand_item_labels`, () => HttpResponse.json([])),
    );
    renderWithProviders(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
    await user.upload(
      screen.getByLabelText('File'),
      new File(['%PDF-1.4'], 'Meal plan.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Meal plan');
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const row = saved[0] as { id: string; storage_path: string };
    expect(uploads).toEqual([`/storage/v1/object/on-demand/${row.storage_path}`]);
    expect(row.storage_path).toMatch(new RegExp(`^${row.id}/file-\\d+\\.pdf$`));
    expect(row).toEqual(expect.objectContaining({ kind: 'document', mime_type: 'application/pdf', size_bytes: 8 }));
  });

  it("shows Storage's refusal and saves nothing", async () => {
    const user = userEvent.setup();
    let saves = 0;
    server.use(
      http.post(`${STORAGE}/object/on-demand/*`, () =>
        HttpResponse.json(
          { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
          { status: 413 },
        ),
      ),
      http.post(`${REST}/on_demand_resources`, () => {
        saves += 1;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    expect(await screen.findByText('The file is larger than the library allows.')).toBeInTheDocument();
    expect(saves).toBe(0);
  });

  it('replacing the file of a resource removes the old file once the row points at the new one', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    server.use(
      http.post(`${STORAGE}/object/on-demand/*`, () => {
        steps.push('upload');
        return HttpResponse.json({ Key: 'ok' });
      }),
      http.patch(`${REST}/on_demand_resources`, () => {
        steps.push('row');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${REST}/on_demand_item_labels`, () => HttpResponse.json([{ id: 'u1', label_id: NUTRITION.id }])),
      http.delete(`${STORAGE}/object/on-demand`, async ({ request }) => {
        steps.push(`remove ${JSON.stringify(await request.json())}`);
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Meal guide' }));
    expect(screen.getByText('Keeps the current file unless you choose another.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('File'), new File(['%PDF-1.5'], 'v2.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save resource' }));
    await waitFor(() => expect(steps).toEqual(['upload', 'row', `remove {"prefixes":["${GUIDE.storage_path}"]}`]));
  });
});
