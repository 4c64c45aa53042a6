import { expect, test, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './support/accounts';
import { saveScreenshot } from './support/screenshots';
import { accessTokenOf, signInAs } from './support/session';

// Issue 30, the staff side of On demand: an admin adds a link resource, builds a resource list with
// it, grants the list to virtual clients, sees who will see it, and publishes. Then, through the
// Data API as each client, the virtual client (Victor) reads the resource and the in-person client
// (Ivy) does not. Everything carries this run's mark and is deleted at the end.
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 780 };
const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const RESOURCE = `E2E hips ${RUN}`;
const LIST = `E2E mobility ${RUN}`;

async function visibleTitles(page: Page): Promise<string[]> {
  const token = await accessTokenOf(page);
  const response = await page.request.get(
    `/rest/v1/on_demand_resources?select=title&title=eq.${encodeURIComponent(RESOURCE)}`,
    {
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { title: string }[]).map((row) => row.title);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an admin adds a link, builds a list, grants it to a client type and publishes it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'admin');

  await page.goto('/on-demand/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'New resource' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(RESOURCE);
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(dialog.getByText('YouTube video (plays embedded)')).toBeVisible();
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Publish ${RESOURCE}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${RESOURCE}` })).toBeVisible();

  await page.goto('/on-demand/resource-list');
  await page.getByRole('button', { name: 'New resource list' }).first().click();
  await page.getByRole('dialog', { name: 'New resource list' }).getByRole('textbox', { name: 'Title' }).fill(LIST);
  await page.getByRole('button', { name: 'Create resource list' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LIST }) });
  await card.getByRole('combobox', { name: `Add to ${LIST}` }).selectOption({ label: RESOURCE });
  await expect(card.getByRole('list', { name: `Items of ${LIST}` })).toContainText(RESOURCE);
  await card.getByRole('combobox', { name: 'Grant to' }).selectOption('client_type');
  await card.getByRole('combobox', { name: 'Which' }).selectOption('virtual');
  await card.getByRole('button', { name: 'Add grant' }).click();
  await expect(card.getByRole('list', { name: `Who can see ${LIST}` })).toContainText('Virtual clients');

  await card.getByRole('button', { name: `Publish ${LIST}` }).click();
  const confirm = page.getByRole('dialog', { name: `Publish “${LIST}”?` });
  await expect(confirm.getByRole('list', { name: 'Who will see it' })).toHaveText('Virtual clients');
  await saveScreenshot(page, 'on-demand-publish-dialog');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'on-demand-resource-list-desktop');

  // Through the Data API, as each client: only the virtual client reads the resource.
  for (const [account, expected] of [
    ['virtual', [RESOURCE]],
    ['inperson', []],
  ] as const) {
    const context = await browser.newContext();
    const clientPage = await context.newPage();
    await signInAs(clientPage, account);
    expect(await visibleTitles(clientPage)).toEqual(expected);
    await context.close();
  }

  // The page on a phone: no sideways scrolling.
  await page.setViewportSize(PHONE);
  await expect(card.getByRole('heading', { name: LIST })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'on-demand-resource-list-phone', { fullPage: true });

  // Clean up: the list, then the resource (the app asks first).
  await card.getByRole('button', { name: `Delete ${LIST}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${LIST}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: LIST })).toHaveCount(0);
  await page.goto('/on-demand/resources');
  await page.getByRole('button', { name: `Delete ${RESOURCE}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${RESOURCE}”?` })
    .getByRole('button', { name: 'Delete resource' })
    .click();
  await expect(page.getByRole('heading', { name: RESOURCE })).toHaveCount(0);
});

/** Bytes made in the page: a PNG drawn on a canvas, or a WebM recorded from one (MediaRecorder). */
async function madeInPage(page: Page, what: 'png' | 'webm'): Promise<Buffer> {
  const numbers = await page.evaluate(async (kind) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const paint = (step: number) => {
      context.fillStyle = `hsl(${(step * 12) % 360} 70% 45%)`;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#fff';
      context.font = 'bold 40px sans-serif';
      context.fillText(kind === 'png' ? 'Cover' : `Clip ${step}`, 40, 105);
    };
    paint(0);
    if (kind === 'png') {
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    }
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (event) => parts.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let step = 1; step <= 30; step += 1) {
      paint(step);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(parts).arrayBuffer())];
  }, what);
  return Buffer.from(numbers);
}

async function expectLoaded(image: ReturnType<Page['getByRole']>) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test('a trainer uploads a video whose length and thumbnail come from the file, and a list cover', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, 'trainer');
  const video = `E2E clip ${RUN}`;
  const list = `E2E covered ${RUN}`;

  await page.goto('/on-demand/resources');
  await page.getByRole('button', { name: 'New resource' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New resource' });
  await dialog.getByRole('radio', { name: 'Upload a file' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(video);
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'clip.webm', mimeType: 'video/webm', buffer: await madeInPage(page, 'webm') });
  // Read in the browser: the length from the video's metadata, the thumbnail from a frame on a canvas.
  await expect(dialog.getByRole('textbox', { name: 'Length (minutes:seconds)' })).toHaveValue(/^0:0[12]$/);
  await expect(dialog.getByText('A frame from the video')).toBeVisible();
  await expectLoaded(dialog.getByRole('img', { name: 'Thumbnail (optional) preview' }));
  await saveScreenshot(page, 'on-demand-video-thumbnail-dialog');
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: video }) });
  await expectLoaded(card.getByRole('img', { name: `Thumbnail of ${video}` }));
  await expect(card).toContainText(/Video · 0:0[12]/);
  await saveScreenshot(page, 'on-demand-resource-thumbnail-desktop');

  await page.goto('/on-demand/resource-list');
  await page.getByRole('button', { name: 'New resource list' }).first().click();
  const listDialog = page.getByRole('dialog', { name: 'New resource list' });
  await listDialog.getByRole('textbox', { name: 'Title' }).fill(list);
  await listDialog
    .getByLabel('Cover (optional)')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await madeInPage(page, 'png') });
  await expectLoaded(listDialog.getByRole('img', { name: 'Cover (optional) preview' }));
  await page.getByRole('button', { name: 'Create resource list' }).click();
  await expect(listDialog).toBeHidden();
  const listCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: list }) });
  await expectLoaded(listCard.getByRole('img', { name: `Cover of ${list}` }));
  await saveScreenshot(page, 'on-demand-list-cover-desktop');

  // Clean up: the list (and its cover), then the resource (and its file and thumbnail).
  await listCard.getByRole('button', { name: `Delete ${list}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${list}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: list })).toHaveCount(0);
  await page.goto('/on-demand/resources');
  await page.getByRole('button', { name: `Delete ${video}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${video}”?` })
    .getByRole('button', { name: 'Delete resource' })
    .click();
  await expect(page.getByRole('heading', { name: video })).toHaveCount(0);
});
