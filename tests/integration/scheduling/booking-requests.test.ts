import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_REQUEST_COLUMNS } from '@/features/scheduling/lib/booking-request-columns';
import {
  BASE_STUDIO,
  cleanup,
  createService,
  daysAhead,
  freshClient,
  freshTrainer,
  iso,
  rpc,
  setStudio,
  type Booking,
  type Person,
} from './support';

/**
 * The booking-requests panel's read, through the Data API as each trainer (a request-only studio):
 * a trainer sees the requests of their own sessions with the client's and service's names, not
 * another trainer's; an answered request leaves the list.
 */

let taylor: Person;
let sam: Person;
let service: string;

const pendingAs = async (who: Person) => {
  const { data, error } = await who.client
    .from('bookings')
    .select(BOOKING_REQUEST_COLUMNS)
    .eq('status', 'requested')
    .gte('starts_at', new Date().toISOString())
    .order('starts_at');
  expect(error).toBeNull();
  return (data ?? []) as unknown as Array<{
    id: string;
    service: { name: string } | null;
    client: { first_name: string; last_name: string } | null;
    trainer: { first_name: string; last_name: string } | null;
  }>;
};

beforeAll(async () => {
  await setStudio({ ...BASE_STUDIO, client_booking_mode: 'request' });
  taylor = await freshTrainer();
  sam = await freshTrainer();
  service = await createService({ name: 'PT requests', duration: 60, trainers: [taylor.id, sam.id] });
});

afterAll(cleanup);

describe('booking requests panel read', () => {
  it("shows a trainer their own pending requests with names, not another trainer's, until answered", async () => {
    const casey = await freshClient(taylor.id);
    const jordan = await freshClient(sam.id);
    const asked = await rpc<Booking>(casey.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: taylor.id,
      p_starts_at: iso(daysAhead(5, 10)),
    });
    expect(asked.data?.status).toBe('requested');
    const other = await rpc<Booking>(jordan.client, 'book_appointment', {
      p_service_id: service,
      p_trainer_id: sam.id,
      p_starts_at: iso(daysAhead(6, 10)),
    });
    expect(other.data?.status).toBe('requested');

    const taylors = await pendingAs(taylor);
    expect(taylors.map((row) => row.id)).toEqual([asked.data!.id]);
    expect(taylors[0]).toMatchObject({
      service: { name: 'PT requests' },
      client: { first_name: 'Client', last_name: 'Fixture' },
      trainer: { first_name: 'Trainer', last_name: 'Fixture' },
    });
    expect((await pendingAs(sam)).map((row) => row.id)).toEqual([other.data!.id]);

    const declined = await rpc<Booking>(taylor.client, 'answer_booking_request', {
      p_booking_id: asked.data!.id,
      p_accept: false,
    });
    expect(declined.data?.status).toBe('declined');
    expect(await pendingAs(taylor)).toEqual([]);
    const again = await rpc(taylor.client, 'answer_booking_request', { p_booking_id: asked.data!.id, p_accept: true });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('This request has already been answered');
  });
});
