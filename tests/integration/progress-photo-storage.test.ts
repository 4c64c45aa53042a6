import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demo, serviceClient, signedInClient } from './support/clients';

const BUCKET = 'progress-photos';
const png = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, Math.floor(Math.random() * 255)]);

describe('the private progress-photos bucket', () => {
  let client: SupabaseClient;
  let otherClient: SupabaseClient;
  let trainer: SupabaseClient;
  let otherTrainer: SupabaseClient;
  let admin: SupabaseClient;
  const path = `${demo.client.id}/front-${Date.now()}.png`;

  beforeAll(async () => {
    [client, otherClient, trainer, otherTrainer, admin] = await Promise.all([
      signedInClient(demo.client.email),
      signedInClient(demo.otherTrainersClient.email),
      signedInClient(demo.trainer.email),
      signedInClient(demo.otherTrainer.email),
      signedInClient(demo.admin.email),
    ]);
    const { error } = await client.storage.from(BUCKET).upload(path, png(), { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  it('is private: no public read, anonymous users get nothing', async () => {
    const { data: bucket } = await serviceClient().storage.getBucket(BUCKET);
    expect(bucket?.public).toBe(false);
    const { data, error } = await anonClient().storage.from(BUCKET).download(path);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it('lets the owner, their trainer and admins download; not another client or trainer', async () => {
    for (const reader of [client, trainer, admin]) {
      const { data, error } = await reader.storage.from(BUCKET).download(path);
      expect(error).toBeNull();
      expect(data?.size).toBe(9);
    }
    for (const outsider of [otherClient, otherTrainer]) {
      const { data } = await outsider.storage.from(BUCKET).download(path);
      expect(data).toBeNull();
    }
  });

  it('lets clients upload only into their own folder', async () => {
    const intoOthers = await otherClient.storage
      .from(BUCKET)
      .upload(`${demo.client.id}/sneaky.png`, png(), { contentType: 'image/png' });
    expect(intoOthers.error).not.toBeNull();
    const ownPath = `${demo.otherTrainersClient.id}/front-${Date.now()}.png`;
    const own = await otherClient.storage.from(BUCKET).upload(ownPath, png(), { contentType: 'image/png' });
    expect(own.error).toBeNull();
  });

  it('gives signed URLs to readers only', async () => {
    const signed = (await client.storage.from(BUCKET).createSignedUrl(path, 60)).data?.signedUrl;
    expect(signed).toMatch(/\/storage\/v1\/object\/sign\/progress-photos\/.+\?token=/);
    // The link itself serves the image, without any other credential (how an <img> loads it).
    const image = await fetch(signed!);
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBe(9);
    expect((await otherTrainer.storage.from(BUCKET).createSignedUrl(path, 60)).data).toBeNull();
  });

  it('lets only the owner (or an admin) delete', async () => {
    await trainer.storage.from(BUCKET).remove([path]);
    expect((await serviceClient().storage.from(BUCKET).download(path)).data).not.toBeNull();
    await client.storage.from(BUCKET).remove([path]);
    expect((await serviceClient().storage.from(BUCKET).download(path)).data).toBeNull();
  });
});
