import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { listProgramTemplates } from '@/features/client-profile/api/list-program-templates';
import { MAX_ROWS_PER_REQUEST } from '@/lib/fetch-all-pages';
import { withMswServer } from '../support/msw';
import { REST, rows } from '../support/postgrest';

const COUNT = 1234;
const TEMPLATES = Array.from({ length: COUNT }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Template ${index + 1}`,
  duration_weeks: 4,
  flex_schedule: true,
}));

describe("the templates a coach may assign from a client's profile", () => {
  // PostgREST never answers more than max_rows in one response.
  withMswServer(() => [
    http.get(`${REST}/programs`, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
      return rows(request, TEMPLATES.slice(0, offset + MAX_ROWS_PER_REQUEST));
    }),
  ]);

  it('are all listed, past 500 and past the server row cap', async () => {
    const templates = await listProgramTemplates();
    expect(templates).toHaveLength(COUNT);
    expect(templates.at(-1)?.name).toBe(`Template ${COUNT}`);
  });
});
