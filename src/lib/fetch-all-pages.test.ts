import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

function table(size: number) {
  const rows = Array.from({ length: size }, (_, index) => ({ id: index }));
  const requests: [number, number][] = [];
  const page = (from: number, to: number) => {
    requests.push([from, to]);
    return Promise.resolve({ data: rows.slice(from, to + 1), error: null });
  };
  return { rows, requests, page };
}

describe('fetchAllPages', () => {
  it('reads every row however many pages it takes', async () => {
    // 60 full pages and a short one: more than any fixed page limit would allow.
    const { rows, requests, page } = table(60 * 3 + 1);
    await expect(fetchAllPages(page, 3)).resolves.toEqual(rows);
    expect(requests).toHaveLength(61);
    expect(requests[1]).toEqual([3, 5]);
  });

  it('stops after a short page, and checks once more after an exactly full one', async () => {
    const short = table(5);
    await expect(fetchAllPages(short.page, 10)).resolves.toHaveLength(5);
    expect(short.requests).toEqual([[0, 9]]);
    const full = table(10);
    await expect(fetchAllPages(full.page, 10)).resolves.toHaveLength(10);
    expect(full.requests).toEqual([
      [0, 9],
      [10, 19],
    ]);
  });

  it('throws the first error instead of returning part of the list', async () => {
    const failing = (from: number) =>
      Promise.resolve(from === 0 ? { data: [1, 2], error: null } : { data: null, error: new Error('boom') });
    await expect(fetchAllPages(failing, 2)).rejects.toThrow('boom');
  });
});
