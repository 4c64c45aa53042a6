import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { backend, demo, serviceClient, signedInClient } from './support/clients';

/**
 * A copy or a move through the Storage API meets the destination bucket's rules as an upload does:
 * its allowed types, its size limit and its policies (supabase/local/storage/copy-shield.ts).
 */
const pdf = () => new TextEncoder().encode(`%PDF-1.4 lab report ${Math.random()}`);
const png = (size = 9) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[8] = Math.floor(Math.random() * 255);
  return bytes;
};
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function exists(bucket: string, path: string): Promise<boolean> {
  const { data } = await serviceClient().storage.from(bucket).download(path);
  return data !== null;
}

describe('storage copy and move obey the destination bucket', () => {
  let casey: SupabaseClient;
  let trainer: SupabaseClient;
  const report = `${demo.client.id}/lab-${stamp()}.pdf`;

  beforeAll(async () => {
    [casey, trainer] = await Promise.all([signedInClient(demo.client.email), signedInClient(demo.trainer.email)]);
    // Her trainer files Casey's lab report (staff write assessment reports for their clients).
    const { error } = await trainer.storage
      .from('assessment-reports')
      .upload(report, pdf(), { contentType: 'application/pdf' });
    expect(error).toBeNull();
  });

  it('refuses a client copying her PDF into progress-photos (images only)', async () => {
    const target = `${demo.client.id}/copied-${stamp()}.pdf`;
    const { data, error } = await casey.storage
      .from('assessment-reports')
      .copy(report, target, { destinationBucket: 'progress-photos' });
    expect(data).toBeNull();
    expect(error?.message).toMatch(/mime type application\/pdf is not supported/);
    expect(await exists('progress-photos', target)).toBe(false);
  });

  it("refuses a trainer copying a client's report into the public exercise-media bucket, or moving it there", async () => {
    const target = `${demo.trainer.id}/report-${stamp()}.pdf`;
    const copied = await trainer.storage
      .from('assessment-reports')
      .copy(report, target, { destinationBucket: 'exercise-media' });
    expect(copied.error).not.toBeNull();
    expect(await exists('exercise-media', target)).toBe(false);
    const publicUrl = trainer.storage.from('exercise-media').getPublicUrl(target).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400);

    const moved = await trainer.storage
      .from('assessment-reports')
      .move(report, target, { destinationBucket: 'exercise-media' });
    expect(moved.error).not.toBeNull();
    expect(await exists('exercise-media', target)).toBe(false);
    expect(await exists('assessment-reports', report)).toBe(true);
  });

  it("refuses a copy larger than the destination bucket's size limit", async () => {
    // 3 MB image: within assessment-reports' 10 MiB, over exercise-media's 2 MiB.
    const big = `${demo.client.id}/scan-${stamp()}.png`;
    const upload = await trainer.storage
      .from('assessment-reports')
      .upload(big, png(3 * 1024 * 1024), { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const target = `${demo.trainer.id}/scan-${stamp()}.png`;
    const { error } = await trainer.storage
      .from('assessment-reports')
      .copy(big, target, { destinationBucket: 'exercise-media' });
    expect(error?.message).toMatch(/exceeded the maximum allowed size/);
    expect(await exists('exercise-media', target)).toBe(false);
  });

  it('refuses a move into a folder the destination policies do not let the caller write', async () => {
    const own = `${demo.client.id}/front-${stamp()}.png`;
    expect((await casey.storage.from('progress-photos').upload(own, png(), { contentType: 'image/png' })).error).toBe(
      null,
    );
    const intoTrainers = `${demo.trainer.id}/taken-${stamp()}.png`;
    const { error } = await casey.storage
      .from('progress-photos')
      .move(own, intoTrainers, { destinationBucket: 'exercise-media' });
    expect(error).not.toBeNull();
    expect(await exists('exercise-media', intoTrainers)).toBe(false);
    expect(await exists('progress-photos', own)).toBe(true);
  });

  it('still copies and moves within the rules', async () => {
    const photo = `${demo.client.id}/side-${stamp()}.png`;
    expect((await casey.storage.from('progress-photos').upload(photo, png(), { contentType: 'image/png' })).error).toBe(
      null,
    );
    const copy = `${demo.client.id}/side-copy-${stamp()}.png`;
    const copied = await casey.storage.from('progress-photos').copy(photo, copy);
    expect(copied.error).toBeNull();
    expect(await exists('progress-photos', copy)).toBe(true);

    // A trainer copies an image report into exercise-media under their own folder: type, size and
    // policy all allow it.
    const image = `${demo.client.id}/chart-${stamp()}.png`;
    expect(
      (await trainer.storage.from('assessment-reports').upload(image, png(), { contentType: 'image/png' })).error,
    ).toBeNull();
    const media = `${demo.trainer.id}/chart-${stamp()}.png`;
    const across = await trainer.storage
      .from('assessment-reports')
      .copy(image, media, { destinationBucket: 'exercise-media' });
    expect(across.error).toBeNull();
    expect(await exists('exercise-media', media)).toBe(true);

    const moved = `${demo.client.id}/side-moved-${stamp()}.png`;
    expect((await casey.storage.from('progress-photos').move(copy, moved)).error).toBeNull();
    expect(await exists('progress-photos', moved)).toBe(true);
    expect(await exists('progress-photos', copy)).toBe(false);
  });
});

describe('signed URL tokens', () => {
  let casey: SupabaseClient;
  const path = `${demo.client.id}/signed-${stamp()}.png`;
  let signedUrl = '';

  beforeAll(async () => {
    casey = await signedInClient(demo.client.email);
    expect((await casey.storage.from('progress-photos').upload(path, png(), { contentType: 'image/png' })).error).toBe(
      null,
    );
    signedUrl = (await casey.storage.from('progress-photos').createSignedUrl(path, 60)).data?.signedUrl ?? '';
    expect(signedUrl).toContain('token=');
  });

  const withToken = (token: string) => {
    const url = new URL(signedUrl);
    url.searchParams.set('token', token);
    return url.toString();
  };
  const parts = () => (new URL(signedUrl).searchParams.get('token') ?? '').split('.') as [string, string, string];
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

  it('serves the untouched link', async () => {
    expect((await fetch(signedUrl)).status).toBe(200);
  });

  it('answers 400, not 500, for a token whose claim was edited (signature kept)', async () => {
    const [header, payload, signature] = parts();
    const edited = encode({ ...decode(payload), exp: Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600 });
    const response = await fetch(withToken(`${header}.${edited}.${signature}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'InvalidJWT' });
  });

  it('answers 400, not 500, for an unsigned token (alg none)', async () => {
    const [, payload] = parts();
    const response = await fetch(withToken(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'InvalidJWT' });
  });

  it('answers 400 for garbage and for a token signed with another secret, on downloads and uploads', async () => {
    expect((await fetch(withToken('not-a-jwt'))).status).toBe(400);
    const [header, payload] = parts();
    const forged = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect((await fetch(withToken(forged))).status).toBe(400);
    const upload = await fetch(
      `${backend().url}/storage/v1/object/upload/sign/progress-photos/${demo.client.id}/u-${stamp()}.png?token=${header}.${payload}.`,
      { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: png() },
    );
    expect(upload.status).toBe(400);
  });
});
