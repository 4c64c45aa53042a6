import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EMPTY_EXERCISE, ExerciseForm } from '@/features/exercises/components/ExerciseForm';
import { server, withMswServer } from '../support/msw';
import { REST, STORAGE } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// The thumbnail through the exercise form: a wrong type or a file over 2 MB is refused at the
// form with a clear message and nothing is sent; a good image is uploaded into the author's folder.

const TRAINER_ID = '00000000-0000-4000-8000-000000000002';

withMswServer();

function track() {
  const uploads: string[] = [];
  const inserts: Record<string, unknown>[] = [];
  server.use(
    http.post(`${STORAGE}/object/exercise-media/*`, ({ request }) => {
      uploads.push(new URL(request.url).pathname);
      return HttpResponse.json({ Key: 'exercise-media/x', Id: 'x' });
    }),
    http.post(`${REST}/exercises`, async ({ request }) => {
      inserts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 'ex-new' });
    }),
  );
  return { uploads, inserts };
}

function renderForm() {
  return renderWithProviders(
    <ExerciseForm id={null} userId={TRAINER_ID} initial={EMPTY_EXERCISE} onDone={() => {}} />,
    { at: '/library/exercises', routes: { '/library/exercises/:id': <p>Exercise page</p> } },
  );
}

const thumbnailInput = () => screen.getByLabelText(/Thumbnail/);

describe('exercise form: the thumbnail', () => {
  it('refuses a file that is not a JPEG, PNG or WebP image, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = track();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Landmine Row');
    await user.upload(thumbnailInput(), new File(['GIF89a'], 'moves.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(sent).toEqual({ uploads: [], inserts: [] });
    expect(screen.getByLabelText('Name')).toHaveValue('Landmine Row');
  });

  it('refuses an image over 2 MB, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = track();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Landmine Row');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(thumbnailInput(), big);
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('The image must be 2 MB or smaller')).toBeInTheDocument();
    expect(sent).toEqual({ uploads: [], inserts: [] });
  });

  it("uploads a good image into the author's folder and saves its Storage path with the exercise", async () => {
    const user = userEvent.setup();
    const sent = track();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Landmine Row');
    await user.type(screen.getByLabelText('Muscle groups'), 'back');
    await user.upload(thumbnailInput(), new File([new Uint8Array(64)], 'row.webp', { type: 'image/webp' }));
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Exercise page')).toBeInTheDocument();
    expect(sent.uploads).toHaveLength(1);
    expect(sent.uploads[0]).toMatch(new RegExp(`/exercise-media/${TRAINER_ID}/[0-9a-f-]{36}\\.webp$`));
    expect(sent.inserts[0]).toMatchObject({
      name: 'Landmine Row',
      created_by: TRAINER_ID,
      // The path, not an address (issue 24: the database accepts only https links and Storage paths).
      thumbnail_url: expect.stringMatching(new RegExp(`^${TRAINER_ID}/[0-9a-f-]{36}\\.webp$`)),
    });
  });

  it('says so and keeps the form when the storage refuses the image', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${STORAGE}/object/exercise-media/*`, () =>
        HttpResponse.json(
          { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
          { status: 413 },
        ),
      ),
    );
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Landmine Row');
    await user.type(screen.getByLabelText('Muscle groups'), 'back');
    await user.upload(thumbnailInput(), new File([new Uint8Array(64)], 'row.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText(/The image was not uploaded/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Landmine Row');
  });
});

describe('exercise form: the demo images (issue 33)', () => {
  const demoInput = () => screen.getByLabelText(/Demo images/);

  it('uploads the start and end images in order and saves their Storage paths as the demo images', async () => {
    const user = userEvent.setup();
    const sent = track();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Landmine Row');
    await user.type(screen.getByLabelText('Muscle groups'), 'back');
    await user.upload(demoInput(), [
      new File([new Uint8Array(64)], 'start.png', { type: 'image/png' }),
      new File([new Uint8Array(64)], 'end.jpg', { type: 'image/jpeg' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Exercise page')).toBeInTheDocument();
    expect(sent.uploads).toHaveLength(2);
    const images = sent.inserts[0]!.images as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(new RegExp(`^${TRAINER_ID}/[0-9a-f-]{36}\\.png$`));
    expect(images[1]).toMatch(new RegExp(`^${TRAINER_ID}/[0-9a-f-]{36}\\.jpeg$`));
    expect(sent.inserts[0]).not.toHaveProperty('thumbnail_url');
  });

  it('refuses a third image or a wrong type, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = track();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Landmine Row');
    await user.type(screen.getByLabelText('Muscle groups'), 'back');
    const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });
    await user.upload(demoInput(), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText(/Choose at most 2 images/)).toBeInTheDocument();
    await user.upload(demoInput(), [new File(['GIF89a'], 'moves.gif', { type: 'image/gif' })]);
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(sent).toEqual({ uploads: [], inserts: [] });
  });

  it('keeps the demo images it has when none are chosen', async () => {
    const user = userEvent.setup();
    const sent = track();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Landmine Row');
    await user.type(screen.getByLabelText('Muscle groups'), 'back');
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Exercise page')).toBeInTheDocument();
    expect(sent.inserts[0]).not.toHaveProperty('images');
  });
});

describe('exercise form: removing the demo images (issue 33)', () => {
  it('says how many there are, and saves none when asked to remove them', async () => {
    const user = userEvent.setup();
    const patches: Record<string, unknown>[] = [];
    server.use(
      http.patch(`${REST}/exercises`, async ({ request }) => {
        patches.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'ex-1' });
      }),
    );
    renderWithProviders(
      <ExerciseForm
        id="ex-1"
        userId={TRAINER_ID}
        initial={{ ...EMPTY_EXERCISE, name: 'Landmine Row', muscles: 'back' }}
        demoImageCount={2}
        onDone={() => {}}
      />,
      { at: '/library/exercises', routes: { '/library/exercises/:id': <p>Exercise page</p> } },
    );
    expect(screen.getByText(/It has 2\. Choosing images replaces them/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remove the demo images' }));
    await user.click(screen.getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('Exercise page')).toBeInTheDocument();
    expect(patches[0]).toMatchObject({ name: 'Landmine Row', images: [] });
  });

  it('offers no removal for an exercise without demo images', () => {
    renderForm();
    expect(screen.queryByRole('checkbox', { name: 'Remove the demo images' })).toBeNull();
  });
});
