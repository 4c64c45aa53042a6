import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Issue 33, a form check: a client on a phone, with no signal in the gym, attaches a short video
// (recorded in the page by this test from a canvas with MediaRecorder: a real, playable WebM, no
// binary in the repository). It waits as "Sending" with the file on the device; when the signal
// returns it uploads (progress shown) and arrives once; the trainer plays it (currentTime
// advances). A file type the app does not send is refused in words before anything is queued.
const TAYLOR = '00000000-0000-4000-8000-000000000002';
const CASEY = '00000000-0000-4000-8000-000000000011';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const RUN = Date.now().toString(36).slice(-6);

/** A WebM recorded in the page from a painted canvas (about 1.5 s). */
async function recordedWebm(page: Page): Promise<Buffer> {
  const numbers = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    const paint = (step: number) => {
      context.fillStyle = `hsl(${(step * 12) % 360} 70% 45%)`;
      context.fillRect(0, 0, 320, 240);
      context.fillStyle = '#fff';
      context.font = 'bold 36px sans-serif';
      context.fillText(`Squat ${step}`, 60, 130);
    };
    paint(0);
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let step = 1; step <= 40; step += 1) {
      paint(step);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(parts).arrayBuffer())];
  });
  return Buffer.from(numbers);
}

test('a client sends a form-check video from a phone, queued offline; the trainer plays it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const clientContext = await browser.newContext(PHONE);
  const trainerContext = await browser.newContext(DESKTOP);
  const client = await clientContext.newPage();
  const trainer = await trainerContext.newPage();
  await signInAs(client, 'client');
  await signInAs(trainer, 'trainer');
  await client.goto(`/inbox?with=${TAYLOR}`);
  const composer = client.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();

  // A type the app does not send: refused in words, nothing queued.
  await client.getByTestId('attachment-input').setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(client.getByRole('alert')).toContainText('“tool.exe” cannot be sent');
  await expect(client.locator('[data-delivery]', { hasText: 'tool.exe' })).toHaveCount(0);

  const webm = await recordedWebm(client);
  const caption = `Is my back rounding? ${RUN}`;
  await waitForServiceWorker(client);
  await clientContext.setOffline(true);
  await client
    .getByTestId('attachment-input')
    .setInputFiles({ name: `squat-${RUN}.webm`, mimeType: 'video/webm', buffer: webm });
  await expect(client.getByText(`squat-${RUN}.webm`)).toBeVisible();
  await composer.fill(caption);
  await composer.press('Enter');
  const mine = client.locator('[data-delivery]', { hasText: caption });
  await expect(mine).toHaveAttribute('data-delivery', 'sending');
  // The file on the device is shown (and playable) while it waits.
  await expect(mine.locator('video')).toBeVisible();
  await saveScreenshot(client, 'message-attachment-phone-queued');

  await clientContext.setOffline(false);
  await expect(mine).toHaveAttribute('data-delivery', /sent|read/, { timeout: 30_000 });

  // Exactly one row and one file.
  const token = await accessTokenOf(client);
  const headers = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` };
  const stored = await request.get(
    `/rest/v1/messages?select=id,attachment_path,attachment_mime,attachment_thumbnail_path&body=eq.${encodeURIComponent(caption)}`,
    { headers },
  );
  const rows = (await stored.json()) as {
    id: string;
    attachment_path: string;
    attachment_mime: string;
    attachment_thumbnail_path: string | null;
  }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]!.attachment_mime).toBe('video/webm');
  expect(rows[0]!.attachment_path).toBe(`${CASEY}/${rows[0]!.id}/squat-${RUN}.webm`);

  // The trainer opens the conversation and plays it from a signed link.
  await trainer.goto(`/inbox?with=${CASEY}`);
  const theirs = trainer.locator(`[data-message-id="${rows[0]!.id}"]`);
  await expect(theirs).toContainText(caption);
  await theirs.getByRole('button', { name: `Play video squat-${RUN}.webm` }).click();
  const video = theirs.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.src)).toContain(
    '/storage/v1/object/sign/message-attachments/',
  );
  await saveScreenshot(trainer, 'message-attachment-trainer-plays');

  // Tidy up: the sender deletes the message and the files.
  const paths = [rows[0]!.attachment_path, rows[0]!.attachment_thumbnail_path].filter((path): path is string => !!path);
  await request.delete(`/rest/v1/messages?id=eq.${rows[0]!.id}`, { headers });
  await request.delete('/storage/v1/object/message-attachments', {
    headers: { ...headers, 'Content-Type': 'application/json' },
    data: { prefixes: paths },
  });
  await clientContext.close();
  await trainerContext.close();
});
