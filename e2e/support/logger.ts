import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLISHABLE_KEY } from './accounts';
import { accessTokenOf } from './session';

/** The seeded client's flexible-program workout and its logger route. */
export const FULL_BODY_A = '00000000-0000-4000-8000-000000000101';
export const LOGGER = `/workouts/${FULL_BODY_A}/start`;

/** The Data API as the signed-in person (their token), for reading the truth in a test. */
export function rest(request: APIRequestContext, token: string) {
  const headers = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(`/rest/v1/${path}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
    delete: (path: string) => request.delete(`/rest/v1/${path}`, { headers }),
  };
}

/** Starts a test from a clean slate: no workout in progress on the server or the device. */
export async function clearSessions(page: Page, request: APIRequestContext) {
  await rest(request, await accessTokenOf(page)).delete('workout_sessions?status=eq.active');
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const deletion = indexedDB.deleteDatabase('liftwise-logger');
        deletion.onsuccess = deletion.onerror = deletion.onblocked = () => resolve(null);
      }),
  );
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const complete = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: `Complete ${name}`, exact: true });
export const syncStatus = (page: Page) => page.getByTestId('sync-status');
