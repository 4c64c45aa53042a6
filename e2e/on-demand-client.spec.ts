import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots';
import { signInAs } from './support/session';

// Issue 30, the client side of On demand. A trainer uploads, through the staff screens, a small
// video made in the browser by this test (a canvas recorded with MediaRecorder: a real, playable
// WebM; no binary in the repository) and a PDF written by this test, puts both in a resource list
// granted to virtual clients and publishes it. On a phone, the virtual client (Victor) opens On
// demand, plays the video (its currentTime really advances) and opens the PDF; the in-person client
// (Ivy) sees none of it. Everything carries this run's mark and is deleted at the end.
const PHONE = { width: 390, height: 844 };
const RUN = Date.now().toString(36).slice(-6).toUpperCase();
const VIDEO = `E2E warm-up ${RUN}`;
const PDF = `E2E meal guide ${RUN}`;
const LIST = `E2E home kit ${RUN}`;

/** Two seconds of a moving square, recorded as WebM in the page. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const timer = setInterval(() => {
      frame += 1;
      context.fillStyle = '#0f172a';
      context.fillRect(0, 0, 160, 120);
      context.fillStyle = '#10b981';
      context.fillRect((frame * 4) % 140, 40, 20, 20);
    }, 40);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A one-page PDF with a line of text (offsets computed, so any viewer reads it). */
function writePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 14 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 14 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function uploadResource(page: Page, title: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'New resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'New resource' });
  await dialog
    .getByRole('radio', { name: 'Upload a file' })
    .or(dialog.getByRole('button', { name: 'Upload a file' }))
    .click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByLabel('File').setInputFiles(file);
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await page.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
}

test('a client of the granted type plays an uploaded video and opens a PDF on a phone; another type sees nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, 'trainer');
  const webm = await recordWebm(page);
  expect(webm.byteLength).toBeGreaterThan(1000);

  // The trainer uploads both through the staff screen and publishes them.
  await page.goto('/on-demand/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await uploadResource(page, VIDEO, { name: 'warm-up.webm', mimeType: 'video/webm', buffer: webm });
  await uploadResource(page, PDF, { name: 'meal-guide.pdf', mimeType: 'application/pdf', buffer: writePdf(PDF) });

  // A resource list with both, granted to virtual clients, published.
  await page.goto('/on-demand/resource-list');
  await page.getByRole('button', { name: 'New resource list' }).first().click();
  await page.getByRole('dialog', { name: 'New resource list' }).getByRole('textbox', { name: 'Title' }).fill(LIST);
  await page.getByRole('button', { name: 'Create resource list' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LIST }) });
  for (const title of [VIDEO, PDF]) {
    await card.getByRole('combobox', { name: `Add to ${LIST}` }).selectOption({ label: title });
    await expect(card.getByRole('list', { name: `Items of ${LIST}` })).toContainText(title);
  }
  await card.getByRole('combobox', { name: 'Grant to' }).selectOption('client_type');
  await card.getByRole('combobox', { name: 'Which' }).selectOption('virtual');
  await card.getByRole('button', { name: 'Add grant' }).click();
  await card.getByRole('button', { name: `Publish ${LIST}` }).click();
  await page
    .getByRole('dialog', { name: `Publish “${LIST}”?` })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();

  // Victor, a virtual client, on a phone: from Workouts to On demand, the list in order.
  const victorContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const victor = await victorContext.newPage();
  await signInAs(victor, 'virtual');
  await victor.goto('/workouts');
  await victor.getByRole('link', { name: 'On demand' }).click();
  await expect(victor).toHaveURL(/\/on-demand$/);
  const list = victor.getByRole('region', { name: LIST });
  await expect(list.getByRole('listitem')).toHaveText([new RegExp(VIDEO), new RegExp(PDF)]);
  await saveScreenshot(victor, 'on-demand-client-phone', { fullPage: true });

  // The video streams from a signed address and really plays.
  await list.getByRole('button', { name: new RegExp(VIDEO) }).click();
  const viewer = victor.getByRole('dialog', { name: VIDEO });
  const video = viewer.locator('video');
  await expect(video).toHaveAttribute('src', /\/storage\/v1\/object\/sign\/on-demand\//);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await saveScreenshot(victor, 'on-demand-client-video-phone');
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await expect(viewer).toBeHidden();
  // Opened and where it stopped are recorded: the row offers to resume or shows it was opened.
  await expect(list.getByRole('listitem').first()).toContainText(/Resume at|Opened|Done/);

  // The PDF: the browser's own viewer from a signed address that serves the file.
  await list.getByRole('button', { name: new RegExp(PDF) }).click();
  const pdfViewer = victor.getByRole('dialog', { name: PDF });
  const open = pdfViewer.getByRole('link', { name: 'Open the PDF' });
  const href = await open.getAttribute('href');
  expect(href).toMatch(/\/storage\/v1\/object\/sign\/on-demand\//);
  const served = await victor.request.get(href ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [tab] = await Promise.all([victorContext.waitForEvent('page'), open.click()]);
  await expect.poll(() => tab.url()).toContain('/storage/v1/object/sign/on-demand/');
  await tab.close();
  await saveScreenshot(victor, 'on-demand-client-pdf-phone');
  await victorContext.close();

  // Ivy, an in-person client: nothing of it.
  const ivyContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const ivy = await ivyContext.newPage();
  await signInAs(ivy, 'inperson');
  await ivy.goto('/on-demand');
  await expect(ivy.getByRole('heading', { name: 'On demand', level: 1 })).toBeVisible();
  await expect(ivy.getByText("Your coach hasn't shared anything yet")).toBeVisible();
  await expect(ivy.getByText(LIST)).toHaveCount(0);
  await saveScreenshot(ivy, 'on-demand-client-empty-phone');
  await ivyContext.close();

  // Clean up: the list, then the resources (their files go with them).
  await card.getByRole('button', { name: `Delete ${LIST}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${LIST}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('heading', { name: LIST })).toHaveCount(0);
  await page.goto('/on-demand/resources');
  for (const title of [VIDEO, PDF]) {
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: `Delete “${title}”?` })
      .getByRole('button', { name: 'Delete resource' })
      .click();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  }
});
