import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceCopy } from '@/lib/device-copy';

interface Copy {
  userId: string;
  habits?: string[];
  ticks?: string[];
}

let copy = deviceCopy<Copy>('test-device-copy');

beforeEach(async () => {
  await copy.close();
  globalThis.indexedDB = new IDBFactory();
  copy = deviceCopy<Copy>('test-device-copy');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const unreachable = async (): Promise<never> => {
  throw new TypeError('Failed to fetch');
};

describe('a device copy of server reads', () => {
  it('keeps both fields when two reads finish at the same moment (no lost update)', async () => {
    await Promise.all([
      copy.serverOrDeviceCopy('me', 'habits', async () => ['old habit']),
      copy.serverOrDeviceCopy('me', 'ticks', async () => ['old tick']),
    ]);
    await settle();
    await Promise.all([
      copy.serverOrDeviceCopy('me', 'habits', async () => ['new habit']),
      copy.serverOrDeviceCopy('me', 'ticks', async () => ['new tick']),
    ]);
    await settle();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    expect(await copy.serverOrDeviceCopy('me', 'habits', unreachable)).toEqual(['new habit']);
    expect(await copy.serverOrDeviceCopy('me', 'ticks', unreachable)).toEqual(['new tick']);
  });

  it("answers only the account's own copy, and fails as the server did when there is none", async () => {
    await copy.serverOrDeviceCopy('me', 'habits', async () => ['mine']);
    await settle();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await expect(copy.serverOrDeviceCopy('someone-else', 'habits', unreachable)).rejects.toThrow('Failed to fetch');
    expect(await copy.serverOrDeviceCopy('me', 'habits', unreachable)).toEqual(['mine']);
  });
});
