import { afterEach, describe, expect, it } from 'vitest';
import { classifyFailure, isOnline, isUnreachable, onDisconnect, onReconnect } from '@/lib/connectivity';
import { RequestTimeoutError, TIMEOUT_MESSAGE } from '@/lib/errors';

function browserOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

afterEach(() => browserOnline(true));

describe('isOnline', () => {
  it("follows the browser's flag", () => {
    browserOnline(false);
    expect(isOnline()).toBe(false);
    browserOnline(true);
    expect(isOnline()).toBe(true);
  });
});

describe('onReconnect and onDisconnect', () => {
  it('call the listener on each change until unsubscribed', () => {
    const events: string[] = [];
    const stopUp = onReconnect(() => events.push('up'));
    const stopDown = onDisconnect(() => events.push('down'));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stopUp();
    stopDown();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    expect(events).toEqual(['down', 'up']);
  });
});

describe('classifyFailure', () => {
  it('tells a request that never reached a server from one that timed out', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'), true)).toBe('offline');
    expect(classifyFailure({ message: 'TypeError: Load failed' }, true)).toBe('offline');
    expect(classifyFailure({ message: 'anything at all' }, false)).toBe('offline');
    expect(classifyFailure(new RequestTimeoutError(), true)).toBe('timeout');
    expect(classifyFailure({ message: TIMEOUT_MESSAGE }, true)).toBe('timeout');
  });

  it('counts a refusal of the data itself as refused: Postgres data, integrity and access errors, and 4xx', () => {
    expect(classifyFailure({ code: '22P02', message: 'invalid input syntax for type uuid' }, true)).toBe('refused');
    expect(classifyFailure({ code: '23505', message: 'duplicate key' }, true)).toBe('refused');
    expect(classifyFailure({ code: '42501', message: 'row-level security' }, true)).toBe('refused');
    expect(classifyFailure({ code: 'PGRST202', message: 'no function', status: 404 }, true)).toBe('refused');
    expect(classifyFailure({ code: '', message: 'bad request', status: 400 }, true)).toBe('refused');
  });

  it('counts an expired sign-in, a server time-out, too many requests and 5xx as passing', () => {
    expect(classifyFailure({ code: 'PGRST301', message: 'JWT expired' }, true)).toBe('server');
    expect(classifyFailure({ message: 'expired', status: 401 }, true)).toBe('server');
    expect(classifyFailure({ message: 'slow down', status: 429 }, true)).toBe('server');
    expect(classifyFailure({ message: 'request timeout', status: 408 }, true)).toBe('server');
    expect(classifyFailure({ message: 'bad gateway', status: 502 }, true)).toBe('server');
    expect(classifyFailure(new Error('something broke'), true)).toBe('server');
  });

  it("reads the browser's flag when not told", () => {
    browserOnline(false);
    expect(classifyFailure(new Error('something broke'))).toBe('offline');
    expect(isUnreachable(new Error('something broke'))).toBe(true);
    browserOnline(true);
    expect(isUnreachable(new Error('something broke'))).toBe(false);
    expect(isUnreachable(new RequestTimeoutError())).toBe(true);
  });
});
