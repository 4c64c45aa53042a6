import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { listHabits } from '@/features/habits/api/list-habits';
import { resetHabitsCopyConnection, serverOrDeviceCopy } from '@/features/habits/storage/habits-copy';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';

const HABIT = {
  id: 'h1',
  client_id: 'me',
  title: 'Drink 2 L of water',
  notes: null,
  frequency: 'daily',
  days_per_week: null,
  starts_on: '2026-11-01',
  archived_at: null,
};

withMswServer();

beforeEach(async () => {
  await resetHabitsCopyConnection();
  globalThis.indexedDB = new IDBFactory();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

const load = () => serverOrDeviceCopy('me', 'habits', () => listHabits('me'));

describe("Today's habits on the device", () => {
  it('answers from the device copy when the server cannot be reached (an offline reload)', async () => {
    server.use(http.get(`${REST}/habits`, () => HttpResponse.json([HABIT])));
    expect(await load()).toEqual([HABIT]);
    // The copy is written after the answer: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.use(http.get(`${REST}/habits`, () => HttpResponse.error()));
    expect(await load()).toEqual([HABIT]);
  });

  it('fails as before with no copy, and never hides an error the server gave', async () => {
    server.use(http.get(`${REST}/habits`, () => HttpResponse.error()));
    await expect(load()).rejects.toThrow();
    server.use(http.get(`${REST}/habits`, () => HttpResponse.json([HABIT])));
    await load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.use(
      http.get(`${REST}/habits`, () => HttpResponse.json({ code: '42501', message: 'denied' }, { status: 403 })),
    );
    await expect(load()).rejects.toMatchObject({ code: '42501' });
  });
});
