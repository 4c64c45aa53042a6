import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../supabase/functions/_shared/http';
import { buildPushRequest, classifyPushResponse } from '../../../supabase/functions/_shared/push/send-push';
import { readVapidConfig } from '../../../supabase/functions/_shared/push/vapid';
import { generateVapidKeys } from '../../../supabase/local/keys';
import { browserKeys, decryptPushBody, readVapidAuthorization } from '../../support/push-receiver';

const vapidKeys = generateVapidKeys();
const env = (values: Record<string, string>) => (name: string) => values[name];
const vapid = readVapidConfig(
  env({
    VAPID_PUBLIC_KEY: vapidKeys.publicKey,
    VAPID_PRIVATE_KEY: vapidKeys.privateKey,
    VAPID_SUBJECT: 'mailto:a@b.test',
  }),
);

describe('what a push service answer means', () => {
  it.each([
    [201, 'sent'],
    [202, 'sent'],
    [404, 'gone'],
    [410, 'gone'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'rejected'],
    [403, 'rejected'],
    [413, 'rejected'],
  ])('%i is %s', (status, outcome) => {
    expect(classifyPushResponse(status)).toBe(outcome);
  });
});

describe('the push request web-push builds', () => {
  it('is a POST the subscription can decrypt, signed for the endpoint origin', async () => {
    const keys = browserKeys();
    const payload = { id: 'n1', kind: 'message', title: 'Hi', body: 'Body', link: '/inbox', tag: 'liftwise:/inbox' };
    const request = buildPushRequest(
      { endpoint: 'https://push.example.test/abc', p256dh: keys.p256dh, auth: keys.auth },
      payload,
      vapid,
    );
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Encoding')).toBe('aes128gcm');
    expect(request.headers.get('Content-Length')).toBeNull();
    const body = Buffer.from(await request.arrayBuffer());
    expect(JSON.parse(decryptPushBody(body, keys))).toEqual(payload);
    expect(readVapidAuthorization(request.headers.get('Authorization'), vapid.publicKey).aud).toBe(
      'https://push.example.test',
    );
  });

  it('throws for keys a browser could not have made (the dispatcher fails that delivery)', () => {
    expect(() =>
      buildPushRequest(
        { endpoint: 'https://push.example.test/abc', p256dh: 'AAAA', auth: 'AAAA' },
        { id: 'n', kind: 'message', title: 't', body: '', link: null, tag: 't' },
        vapid,
      ),
    ).toThrow();
  });
});

describe('the VAPID settings', () => {
  it('are off (503, in words) while unset', () => {
    expect(() => readVapidConfig(env({}))).toThrow(HttpError);
    expect(() => readVapidConfig(undefined)).toThrow('Push notifications are not set up on this server.');
  });

  it('refuse keys of the wrong size and a subject that is no contact', () => {
    const good = { VAPID_PUBLIC_KEY: vapidKeys.publicKey, VAPID_PRIVATE_KEY: vapidKeys.privateKey };
    expect(() => readVapidConfig(env({ ...good, VAPID_PUBLIC_KEY: 'abc', VAPID_SUBJECT: 'mailto:a@b.test' }))).toThrow(
      /65 bytes/,
    );
    expect(() => readVapidConfig(env({ ...good, VAPID_SUBJECT: 'ops@example.com' }))).toThrow(/mailto/);
  });
});
