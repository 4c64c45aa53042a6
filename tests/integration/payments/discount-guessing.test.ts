import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, freshClient, freshTrainer, rpc, svc, type Person } from '../scheduling/support';
import { cleanupPayments, createCategory, createCode, createPack, type Order } from './support';

/**
 * Discount codes cannot be guessed (docs/payments.md, "Discount codes"): the preview counts codes
 * that did not apply and stops answering after ten in 15 minutes; the checkout takes only a code the
 * same client previewed successfully, and refuses any other in the same words whether it exists or not.
 */

let trainer: Person;
let pack: string;

beforeAll(async () => {
  trainer = await freshTrainer({ hours: false });
  pack = await createPack(await createCategory(), 10, 40000);
}, 120_000);

afterAll(async () => {
  await cleanup();
  await cleanupPayments();
}, 120_000);

type Preview = { discount_error: string | null; discount_minor: number; amount_minor: number };

const preview = async (client: Person['client'], code: string) =>
  (await rpc<Preview>(client, 'preview_checkout', { p_kind: 'pack', p_product_id: pack, p_discount_code: code })).data!;

const start = (client: Person['client'], code: string) =>
  rpc<Order>(client, 'start_checkout', { p_kind: 'pack', p_product_id: pack, p_discount_code: code });

describe('discount code guessing', () => {
  it('stops answering after ten codes that did not apply, even for a real code, and only for that client', async () => {
    const real = `REAL${randomUUID().slice(0, 6)}`;
    await createCode({ code: real, kind: 'percent', percent_off: 10 });
    const guesser = await freshClient(trainer.id);
    for (let i = 0; i < 10; i++) {
      expect((await preview(guesser.client, `GUESS${i}${randomUUID().slice(0, 4)}`)).discount_error).toBe(
        'This code is not valid',
      );
    }
    const blocked = await preview(guesser.client, real);
    expect(blocked).toMatchObject({
      discount_error: 'Too many codes tried. Try again in 15 minutes.',
      discount_minor: 0,
    });
    // The checkout cannot be used instead: the real code was never previewed successfully.
    const started = await start(guesser.client, real);
    expect(started.status).toBe(400);
    expect(started.error?.message).toBe('Apply the code before paying');

    const other = await freshClient(trainer.id);
    expect(await preview(other.client, real)).toMatchObject({ discount_error: null, discount_minor: 4000 });
  });

  it('refuses an unpreviewed code at checkout in the same words whether it exists or not', async () => {
    const real = `REAL${randomUUID().slice(0, 6)}`;
    await createCode({ code: real, kind: 'amount', amount_off_minor: 500 });
    const client = await freshClient(trainer.id);
    const unknown = await start(client.client, `NOPE${randomUUID().slice(0, 6)}`);
    const existing = await start(client.client, real);
    expect([unknown.status, existing.status]).toEqual([400, 400]);
    expect(existing.error?.message).toBe(unknown.error?.message);
    expect(existing.error?.message).toBe('Apply the code before paying');
  });

  it('takes a previewed code, and still checks it again at checkout (archived in between)', async () => {
    const real = `REAL${randomUUID().slice(0, 6)}`;
    const id = await createCode({ code: real, kind: 'amount', amount_off_minor: 500 });
    const client = await freshClient(trainer.id);
    expect((await preview(client.client, real.toLowerCase())).discount_minor).toBe(500);
    const order = await start(client.client, ` ${real} `);
    expect(order.data).toMatchObject({ status: 'pending', discount_minor: 500, amount_minor: 39500 });

    const late = await freshClient(trainer.id);
    expect((await preview(late.client, real)).discount_minor).toBe(500);
    await svc().from('discount_codes').update({ is_archived: true }).eq('id', id);
    const refused = await start(late.client, real);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('This code is not valid');
  });

  it('keeps the record out of reach of the Data API', async () => {
    const client = await freshClient(trainer.id);
    const { error } = await client.client.schema('private').from('discount_code_checks').select('*');
    expect(error).not.toBeNull();
  });
});
