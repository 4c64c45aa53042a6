import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend, demo, serviceClient, signedInClient } from '../support/clients';

// Message attachments (docs/messaging.md, "Attachments"): the file lives at
// `<sender>/<message>/<file>` in the private bucket `message-attachments`; the message row refers
// to it. Only the two people of the conversation and admins read the row or sign the file; a third
// person (another client of the same trainer, another trainer) gets neither. Storage refuses other
// types and files over 100 MiB; the row refuses a path that is not the sender's own, a file that
// was not uploaded, and an image over 20 MiB. A retried upload and a retried send make one file
// and one row; a sent file cannot be replaced.
const BUCKET = 'message-attachments';
const svc = serviceClient();
const MIB = 1024 * 1024;

let casey: SupabaseClient; // client of Taylor (trainer)
let taylor: SupabaseClient;
let victor: SupabaseClient; // another client of Taylor
let sam: SupabaseClient; // another trainer
let admin: SupabaseClient;

const sent: string[] = [];
const video = (size = 4096) => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + size) % 251;
  return bytes;
};

async function upload(who: SupabaseClient, path: string, body: Uint8Array, contentType: string, upsert = false) {
  return who.storage.from(BUCKET).upload(path, body, { contentType, upsert });
}

function attachmentRow(
  id: string,
  sender: string,
  recipient: string,
  path: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    sender_id: sender,
    recipient_id: recipient,
    body: '',
    attachment_path: path,
    attachment_mime: 'video/mp4',
    attachment_size: 1,
    attachment_name: 'squat.mp4',
    ...extra,
  };
}

const messageId = randomUUID();
const videoPath = `${demo.client.id}/${messageId}/squat.mp4`;

beforeAll(async () => {
  [casey, taylor, victor, sam, admin] = await Promise.all([
    signedInClient(demo.client.email),
    signedInClient(demo.trainer.email),
    signedInClient(demo.virtualClient.email),
    signedInClient(demo.otherTrainer.email),
    signedInClient(demo.admin.email),
  ]);
  expect((await upload(casey, videoPath, video(), 'video/mp4')).error).toBeNull();
  const insert = await casey
    .from('messages')
    .upsert(attachmentRow(messageId, demo.client.id, demo.trainer.id, videoPath, { attachment_width: 640 }), {
      onConflict: 'id',
      ignoreDuplicates: true,
    });
  expect(insert.error).toBeNull();
  sent.push(messageId);
});

afterAll(async () => {
  await svc.from('messages').delete().in('id', sent);
  const { data } = await svc.storage.from(BUCKET).list(demo.client.id, { limit: 1000 });
  const folders = (data ?? []).map((entry) => `${demo.client.id}/${entry.name}`);
  for (const folder of folders) {
    const inside = await svc.storage.from(BUCKET).list(folder);
    await svc.storage.from(BUCKET).remove((inside.data ?? []).map((entry) => `${folder}/${entry.name}`));
  }
});

describe('who reads an attachment', () => {
  it("the row carries Storage's size and type, not the sender's claim", async () => {
    const { data } = await svc
      .from('messages')
      .select('attachment_size, attachment_mime, attachment_width')
      .eq('id', messageId)
      .single();
    expect(data).toEqual({ attachment_size: 4096, attachment_mime: 'video/mp4', attachment_width: 640 });
  });

  it('the two people and an admin read the row and sign the file; the video answers Range with 206', async () => {
    for (const who of [casey, taylor, admin]) {
      const row = await who.from('messages').select('attachment_path').eq('id', messageId);
      expect(row.data).toEqual([{ attachment_path: videoPath }]);
      const signed = await who.storage.from(BUCKET).createSignedUrl(videoPath, 60);
      expect(signed.error).toBeNull();
      const response = await fetch(signed.data!.signedUrl, { headers: { Range: 'bytes=0-99' } });
      expect(response.status).toBe(206);
      expect((await response.arrayBuffer()).byteLength).toBe(100);
    }
  });

  it('another client of the same trainer and another trainer get neither the row nor a link', async () => {
    for (const who of [victor, sam]) {
      const row = await who.from('messages').select('id').eq('id', messageId);
      expect(row.data).toEqual([]);
      const signed = await who.storage.from(BUCKET).createSignedUrl(videoPath, 60);
      expect(signed.data).toBeNull();
      expect(signed.error).not.toBeNull();
      const bulk = await who.storage.from(BUCKET).createSignedUrls([videoPath], 60);
      expect((bulk.data ?? []).filter((entry) => entry.signedUrl)).toEqual([]);
      expect((await who.storage.from(BUCKET).download(videoPath)).data).toBeNull();
    }
  });

  it('the anonymous key gets no link', async () => {
    const response = await fetch(`${backend().url}/storage/v1/object/sign/${BUCKET}/${videoPath}`, {
      method: 'POST',
      headers: { apikey: backend().publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('what Storage and the row refuse', () => {
  it('a type outside the allow-list: 4xx from Storage', async () => {
    for (const type of ['text/html', 'application/x-msdownload', 'image/svg+xml']) {
      const { error } = await upload(casey, `${demo.client.id}/${randomUUID()}/page.html`, video(100), type);
      expect(error).not.toBeNull();
      const status = Number((error as { statusCode?: string }).statusCode);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('a file over 100 MiB: 413 at the resumable creation, before a byte is sent', async () => {
    const { data } = await casey.auth.getSession();
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const response = await fetch(`${backend().url}/storage/v1/upload/resumable`, {
      method: 'POST',
      headers: {
        apikey: backend().publishableKey,
        Authorization: `Bearer ${data.session!.access_token}`,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(100 * MIB + 1),
        'Upload-Metadata': [
          `bucketName ${b64(BUCKET)}`,
          `objectName ${b64(`${demo.client.id}/${randomUUID()}/long.mp4`)}`,
          `contentType ${b64('video/mp4')}`,
        ].join(','),
      },
    });
    expect(response.status).toBe(413);
  });

  it("uploading into someone else's folder, or a path of another shape: 4xx", async () => {
    for (const path of [
      `${demo.trainer.id}/${randomUUID()}/x.mp4`,
      `${demo.client.id}/x.mp4`,
      `${demo.client.id}/not-a-uuid/x.mp4`,
    ]) {
      const { error } = await upload(casey, path, video(100), 'video/mp4');
      expect(error).not.toBeNull();
    }
  });

  it("a row pointing at another message's folder, or at nothing uploaded: 4xx, no row", async () => {
    const id = randomUUID();
    const cases = [
      attachmentRow(id, demo.client.id, demo.trainer.id, videoPath), // another message's file
      attachmentRow(id, demo.client.id, demo.trainer.id, `${demo.client.id}/${id}/missing.mp4`),
      attachmentRow(id, demo.client.id, demo.trainer.id, `${demo.client.id}/${id}/x.exe`, {
        attachment_mime: 'application/x-msdownload',
      }),
    ];
    for (const row of cases) {
      const { error, status } = await casey.from('messages').insert(row);
      expect(error).not.toBeNull();
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect((await svc.from('messages').select('id').eq('id', id)).data).toEqual([]);
  });

  it('an image over 20 MiB is stored by the bucket but refused by the row', async () => {
    const id = randomUUID();
    const path = `${demo.client.id}/${id}/big.png`;
    expect((await upload(casey, path, video(20 * MIB + 1), 'image/png')).error).toBeNull();
    const { error, status } = await casey.from('messages').insert(
      attachmentRow(id, demo.client.id, demo.trainer.id, path, {
        attachment_mime: 'image/png',
        attachment_name: 'big.png',
      }),
    );
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
    await svc.storage.from(BUCKET).remove([path]);
  });
});

describe('retries', () => {
  it('a retried upload and a retried send make one file and one row; a sent file is fixed', async () => {
    const id = randomUUID();
    const path = `${demo.client.id}/${id}/deadlift.webm`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await upload(casey, path, video(2048), 'video/webm', true)).error).toBeNull();
    }
    const row = attachmentRow(id, demo.client.id, demo.trainer.id, path, {
      attachment_mime: 'video/webm',
      attachment_name: 'deadlift.webm',
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await casey.from('messages').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
      expect(error).toBeNull();
    }
    sent.push(id);
    expect((await svc.from('messages').select('id').eq('id', id)).data).toHaveLength(1);
    const listed = await svc.storage.from(BUCKET).list(`${demo.client.id}/${id}`);
    expect(listed.data?.map((entry) => entry.name)).toEqual(['deadlift.webm']);

    const replaced = await upload(casey, path, video(100), 'video/webm', true);
    expect(replaced.error).not.toBeNull();
    const recipientEdit = await taylor.from('messages').update({ attachment_name: 'renamed.webm' }).eq('id', id);
    expect(recipientEdit.error?.code).toBe('42501');
  });
});
