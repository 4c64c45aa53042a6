import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CheckInAnswer } from '@/features/access/lib/desk-answer';
import { ORIGIN } from '../support/postgrest';

export const CHECK_IN_URL = `${ORIGIN}/functions/v1/access-check-in`;

export const CASEY = {
  id: 'c1',
  first_name: 'Casey',
  last_name: 'Nguyen',
  avatar_url: null,
  member_number: 1004,
  client_type: 'in-person',
};

/** An answer of the access-check-in function, as the contract shapes it. */
export function answer(patch: Partial<CheckInAnswer> = {}): CheckInAnswer {
  return {
    result: 'allowed',
    reason: 'ok',
    attempt_id: 'a1',
    check_in_id: 'ci1',
    booking_id: null,
    via: 'membership',
    client: CASEY,
    door: 'not_configured',
    ...patch,
  };
}

/** Records each body sent to the function and answers with `reply(body)`. */
export function checkInHandler(sent: unknown[], reply: (body: Record<string, unknown>) => Response) {
  return http.post(CHECK_IN_URL, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return reply(body);
  });
}

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
