import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  actorsForFile,
  describeMatrix,
  people,
  Scope,
  svc,
  truth,
  type OpMatrix,
  type Row,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// Payments (issue 28, 20261128100000_payments_schema.sql). The catalogue: everyone signed in reads
// the credit categories and which categories pay for a service; clients read the packs and plans on
// sale, staff the archive too; admins edit them. Discount codes and their redemptions: admins only
// (a client learns a code's effect through preview_checkout, never by listing codes). A client's
// money (orders, memberships, credit lots, the credit ledger, refunds): the client, their trainer,
// admins read it, and no API role writes it (the payment functions do). Payment events: no API role
// reads or writes them. Every row a case arranges is fresh (its own order, lot, code), so cleanup
// never touches the demo clients' seeded credits.
const actors = actorsForFile();

/** Seeded categories (supabase/seeds/payments-demo.sql): never changed here, only pointed at. */
const PT_CATEGORY = '00000000-0000-4000-8000-00000000d001';
const GROUP_CATEGORY = '00000000-0000-4000-8000-00000000d002';

function probeName(noun: string, id: string): string {
  return `RLS probe ${noun} ${id.slice(0, 8)}`;
}

const category = (extra: Record<string, unknown> = {}): Row => {
  const id = randomUUID();
  return { id, name: probeName('category', id), ...extra };
};

async function arrangedService(scope: Scope): Promise<string> {
  const row = await scope.insert('services', { id: randomUUID(), name: 'RLS probe service', duration_minutes: 60 });
  return row.id;
}

const pack = (extra: Record<string, unknown> = {}): Row => {
  const id = randomUUID();
  return { id, name: probeName('pack', id), category_id: PT_CATEGORY, credits: 5, price_minor: 5000, ...extra };
};

const plan = (extra: Record<string, unknown> = {}): Row => {
  const id = randomUUID();
  return { id, name: probeName('plan', id), category_id: GROUP_CATEGORY, price_minor: 9900, ...extra };
};

const discountCode = (): Row => {
  const id = randomUUID();
  return { id, code: `RLS-${id.slice(0, 8)}`, kind: 'percent', percent_off: 10 };
};

const ORDER_AMOUNT = 1000;
const order = (client: string): Row => ({
  id: randomUUID(),
  client_id: client,
  kind: 'pack',
  description: 'RLS probe order',
  list_price_minor: ORDER_AMOUNT,
  amount_minor: ORDER_AMOUNT,
  currency: 'GBP',
});

async function arrangedOrder(scope: Scope, client: string): Promise<string> {
  return (await scope.insert('orders', order(client))).id;
}

async function membership(scope: Scope, client: string): Promise<Row> {
  return {
    id: randomUUID(),
    client_id: client,
    order_id: await arrangedOrder(scope, client),
    description: 'RLS probe membership',
    price_minor: 9900,
    currency: 'GBP',
    billing_interval: 'month',
    current_period_start: '2150-01-01T00:00:00.000Z',
    current_period_end: '2150-02-01T00:00:00.000Z',
  };
}

/** A lot of its own (it starts empty: credits come with ledger rows). */
const lot = (client: string): Row => ({ id: randomUUID(), client_id: client, category_id: PT_CATEGORY, granted: 1 });

async function refund(scope: Scope, client: string): Promise<Row> {
  return { id: randomUUID(), order_id: await arrangedOrder(scope, client), amount_minor: 100 };
}

async function redemption(scope: Scope, client: string): Promise<Row> {
  const code = await scope.insert('discount_codes', discountCode());
  return { id: randomUUID(), discount_id: code.id, order_id: await arrangedOrder(scope, client), client_id: client };
}

/**
 * A lot of credits the way a client gets one: a fresh pending pack order paid through
 * apply_payment_event (one credit), which grants the lot and its `grant` ledger row. The lot and its
 * ledger rows go with the order at cleanup; the event stays (nobody deletes payment events).
 */
async function paidLot(scope: Scope, client: string): Promise<{ lotId: string; ledger: Row }> {
  const o = await scope.insert('orders', { ...order(client), credits: 1, category_id: PT_CATEGORY });
  const paid = await svc().rpc('apply_payment_event', {
    p_provider: 'local',
    p_event_id: `rls-probe-paid-${o.id}`,
    p_type: 'order.paid',
    p_data: { order_id: o.id, payment_id: `rls-${o.id}`, amount_minor: ORDER_AMOUNT, currency: 'GBP' },
  });
  if (paid.error || paid.data !== 'applied') {
    throw new Error(`paying an arranged order: ${paid.error?.message ?? String(paid.data)}`);
  }
  const { data, error } = await svc()
    .from('credit_lots')
    .select('id, credit_ledger(*)')
    .eq('order_id', o.id)
    .single<{ id: string; credit_ledger: Record<string, unknown>[] }>();
  const ledger = data?.credit_ledger[0];
  if (error || !data || !ledger) throw new Error(`reading the granted lot: ${error?.message ?? 'none'}`);
  // The ledger's id is a bigint the database generates: the row carries it as the number the API answers.
  return { lotId: data.id, ledger: ledger as unknown as Row };
}

async function ledgerRow(scope: Scope, client: string): Promise<Row> {
  return (await paidLot(scope, client)).ledger;
}

let eventCounter = 0;
/**
 * A payment event, recorded the only way there is: apply_payment_event with an id of its own and a
 * type nothing handles. No role may delete it, so it stays after the file (the cleanup forgets it).
 */
async function paymentEvent(): Promise<Row> {
  eventCounter += 1;
  const eventId = `rls-probe-${randomUUID()}-${eventCounter}`;
  const applied = await svc().rpc('apply_payment_event', {
    p_provider: 'local',
    p_event_id: eventId,
    p_type: 'rls.probe',
    p_data: {},
  });
  if (applied.error) throw new Error(`arranging a payment event: ${applied.error.message}`);
  const { data, error } = await svc()
    .from('payment_events')
    .select('*')
    .eq('provider', 'local')
    .eq('event_id', eventId)
    .single<Row>();
  if (error || !data) throw new Error(`reading the arranged payment event: ${error?.message ?? 'none'}`);
  return data;
}

function nobody<S extends string>(subject: S, other: S = subject): OpMatrix<S> {
  return {
    anon: { denied: [subject] },
    client: { denied: [subject] },
    otherClient: { denied: [other] },
    trainer: { denied: [subject] },
    otherTrainer: { denied: [other] },
    admin: { denied: other === subject ? [subject] : [subject, other] },
  };
}

function adminsOnly<S extends string>(subjects: S[]): OpMatrix<S> {
  return {
    anon: { denied: [subjects[0]!] },
    client: { denied: subjects },
    otherClient: { denied: subjects },
    trainer: { denied: subjects },
    otherTrainer: { denied: subjects },
    admin: { allowed: subjects },
  };
}

function everyoneSignedIn<S extends string>(subjects: S[]): OpMatrix<S> {
  return {
    anon: { denied: [subjects[0]!] },
    client: { allowed: subjects },
    otherClient: { allowed: subjects },
    trainer: { allowed: subjects },
    otherTrainer: { allowed: subjects },
    admin: { allowed: subjects },
  };
}

// credit_categories ------------------------------------------------------------------------------
type CategorySubject = 'active' | 'archived';
const creditCategories: TableMatrix<CategorySubject> = {
  table: 'credit_categories',
  subjects: {
    active: { label: 'a category', build: () => category() },
    archived: { label: 'an archived category', build: () => category({ is_archived: true }) },
  },
  // Names are unique: archiving is the change every case can make at once.
  patch: { is_archived: true },
  select: everyoneSignedIn(['active', 'archived']),
  insert: adminsOnly(['active']),
  update: adminsOnly(['active']),
  delete: nobody('active'),
};
describeMatrix(actors, creditCategories);

// service_credit_categories ------------------------------------------------------------------------
type AcceptsSubject = 'accepts';
const serviceCreditCategories: TableMatrix<AcceptsSubject> = {
  table: 'service_credit_categories',
  subjects: {
    accepts: {
      label: "a service's accepted category",
      build: async (scope) => ({
        id: randomUUID(),
        service_id: await arrangedService(scope),
        category_id: PT_CATEGORY,
      }),
    },
  },
  patch: { category_id: GROUP_CATEGORY },
  select: everyoneSignedIn(['accepts']),
  insert: adminsOnly(['accepts']),
  update: nobody('accepts'),
  delete: adminsOnly(['accepts']),
};
describeMatrix(actors, serviceCreditCategories);

// packages and membership_plans: what is on sale ---------------------------------------------------
type CatalogueSubject = 'onSale' | 'archived';
function catalogueMatrix(table: string, noun: string, row: (extra?: Record<string, unknown>) => Row) {
  const m: TableMatrix<CatalogueSubject> = {
    table,
    subjects: {
      onSale: { label: `a ${noun} on sale`, build: () => row() },
      archived: { label: `an archived ${noun}`, build: () => row({ is_archived: true }) },
    },
    patch: { name: `RLS probe ${noun}, renamed` },
    select: {
      anon: { denied: ['onSale'] },
      client: { allowed: ['onSale'], denied: ['archived'] },
      otherClient: { allowed: ['onSale'], denied: ['archived'] },
      trainer: { allowed: ['onSale', 'archived'] },
      otherTrainer: { allowed: ['onSale', 'archived'] },
      admin: { allowed: ['onSale', 'archived'] },
    },
    insert: adminsOnly(['onSale', 'archived']),
    update: adminsOnly(['onSale', 'archived']),
    delete: nobody('onSale', 'archived'),
  };
  return m;
}
describeMatrix(actors, catalogueMatrix('packages', 'pack', pack));
describeMatrix(actors, catalogueMatrix('membership_plans', 'membership plan', plan));

// discount_codes and discount_redemptions: admins only ----------------------------------------------
type CodeSubject = 'code';
const discountCodes: TableMatrix<CodeSubject> = {
  table: 'discount_codes',
  subjects: { code: { label: 'a discount code', build: () => discountCode() } },
  patch: { percent_off: 55 },
  select: adminsOnly(['code']),
  insert: adminsOnly(['code']),
  update: adminsOnly(['code']),
  delete: nobody('code'),
};
describeMatrix(actors, discountCodes);

type MoneySubject = 'caseys' | 'jordans';
function moneySubjects(noun: string, build: (scope: Scope, client: string) => Row | Promise<Row>) {
  return {
    caseys: { label: `Casey's ${noun}`, build: (scope: Scope) => build(scope, people.casey) },
    jordans: { label: `Jordan's ${noun}`, build: (scope: Scope) => build(scope, people.jordan) },
  } satisfies Record<MoneySubject, Subject>;
}

const discountRedemptions: TableMatrix<MoneySubject> = {
  table: 'discount_redemptions',
  subjects: moneySubjects('code redemption', redemption),
  patch: { released_at: '2150-01-01T00:00:00.000Z' },
  select: {
    anon: { denied: ['caseys'] },
    // Not even the client who used the code, nor their trainer.
    client: { denied: ['caseys', 'jordans'] },
    otherClient: { denied: ['jordans'] },
    trainer: { denied: ['caseys'] },
    otherTrainer: { denied: ['jordans'] },
    admin: { allowed: ['caseys', 'jordans'] },
  },
  insert: nobody('caseys', 'jordans'),
  update: nobody('caseys', 'jordans'),
  delete: nobody('caseys', 'jordans'),
};
describeMatrix(actors, discountRedemptions);

// A client's money: orders, memberships, credit lots, the ledger, refunds -----------------------------
const readByClientTrainerAdmin = {
  anon: { denied: ['caseys'] },
  client: { allowed: ['caseys'], denied: ['jordans'] },
  otherClient: { allowed: ['jordans'], denied: ['caseys'] },
  trainer: { allowed: ['caseys'], denied: ['jordans'] },
  otherTrainer: { allowed: ['jordans'], denied: ['caseys'] },
  admin: { allowed: ['caseys', 'jordans'] },
} satisfies TableMatrix<MoneySubject>['select'];

function moneyMatrix(
  table: string,
  noun: string,
  build: (scope: Scope, client: string) => Row | Promise<Row>,
  patch: Record<string, unknown>,
  existing?: (scope: Scope, client: string) => Promise<Row>,
): TableMatrix<MoneySubject> {
  const subjects = moneySubjects(noun, build);
  if (existing) {
    Object.assign(subjects.caseys, { existing: (scope: Scope) => existing(scope, people.casey) });
    Object.assign(subjects.jordans, { existing: (scope: Scope) => existing(scope, people.jordan) });
  }
  return {
    table,
    subjects,
    patch,
    select: readByClientTrainerAdmin,
    // A client never buys, grants or refunds by writing rows: the payment functions do.
    insert: nobody('caseys', 'jordans'),
    update: nobody('caseys', 'jordans'),
    delete: nobody('caseys', 'jordans'),
  };
}

describeMatrix(
  actors,
  moneyMatrix('orders', 'order', (_scope, client) => order(client), { status: 'paid' }),
);
describeMatrix(actors, moneyMatrix('memberships', 'membership', membership, { status: 'ended' }));
describeMatrix(
  actors,
  moneyMatrix('credit_lots', 'credit lot', (_scope, client) => lot(client), {
    expires_at: '2199-01-01T00:00:00.000Z',
  }),
);
describeMatrix(actors, {
  ...moneyMatrix(
    'credit_ledger',
    'ledger row',
    async (scope, client) => ({
      // Never stored (no API role inserts a ledger row); an id no row has, to look for afterwards.
      id: String(Number.MAX_SAFE_INTEGER - Math.floor(Math.random() * 1_000_000)),
      lot_id: (await scope.insert('credit_lots', lot(client))).id,
      client_id: client,
      delta: 1,
      reason: 'grant',
    }),
    { note: 'RLS probe, changed' },
    ledgerRow,
  ),
  generatedId: true,
});
describeMatrix(actors, moneyMatrix('refunds', 'refund', refund, { status: 'succeeded' }));

// payment_events: nobody through the API ---------------------------------------------------------------
type EventSubject = 'event';
const paymentEvents: TableMatrix<EventSubject> = {
  table: 'payment_events',
  subjects: {
    event: {
      label: 'a payment event',
      build: () => ({ id: randomUUID(), provider: 'local', event_id: `rls-${randomUUID()}`, type: 'x', outcome: 'x' }),
      existing: () => paymentEvent(),
    },
  },
  patch: { outcome: 'RLS probe, changed' },
  select: nobody('event'),
  insert: nobody('event'),
  update: nobody('event'),
  delete: nobody('event'),
};
describeMatrix(actors, paymentEvents);

// The ledger is append-only, even for the service role ----------------------------------------------------
describe.concurrent('credit ledger: append-only for every role', () => {
  it('a ledger row moves its lot: remaining follows the grant', async () => {
    const scope = new Scope();
    try {
      const row = await ledgerRow(scope, people.casey);
      const stored = await truth('credit_lots', String(row.lot_id));
      expect(stored?.remaining).toBe(1);
    } finally {
      await scope.dispose();
    }
  });

  // The trigger that moves the lot runs as its owner, so the service role's own ledger rows (fixtures,
  // imports) move their lot without any right to update lots.
  it('the service role may add a ledger row to a lot, which moves it', async () => {
    const scope = new Scope();
    try {
      const l = await scope.insert('credit_lots', lot(people.casey));
      const { error } = await svc()
        .from('credit_ledger')
        .insert({ lot_id: l.id, client_id: people.casey, delta: 1, reason: 'grant' });
      expect(error).toBeNull();
      expect((await truth('credit_lots', l.id))?.remaining).toBe(1);
    } finally {
      await scope.dispose();
    }
  });

  it('the service role cannot update a ledger row (permission denied)', async () => {
    const scope = new Scope();
    try {
      const row = await ledgerRow(scope, people.casey);
      const { data, error } = await svc()
        .from('credit_ledger')
        .update({ delta: 5, note: 'RLS probe, changed' })
        .eq('id', row.id)
        .select('id');
      expect(error?.code, `update answered ${JSON.stringify(data)}`).toBe('42501');
      const stored = await svc().from('credit_ledger').select('delta, note').eq('id', row.id).single();
      expect(stored.data).toEqual({ delta: 1, note: null });
    } finally {
      await scope.dispose();
    }
  });

  it('the service role cannot delete a ledger row (permission denied)', async () => {
    const scope = new Scope();
    try {
      const row = await ledgerRow(scope, people.casey);
      const { data, error } = await svc().from('credit_ledger').delete().eq('id', row.id).select('id');
      expect(error?.code, `delete answered ${JSON.stringify(data)}`).toBe('42501');
      const stored = await svc().from('credit_ledger').select('id').eq('id', row.id);
      expect(stored.data).toEqual([{ id: row.id }]);
    } finally {
      await scope.dispose();
    }
  });

  it("the service role cannot move a lot's remaining directly", async () => {
    const scope = new Scope();
    try {
      const row = await ledgerRow(scope, people.casey);
      const lotId = String(row.lot_id);
      const { data, error } = await svc().from('credit_lots').update({ remaining: 0 }).eq('id', lotId).select('id');
      expect(error?.code, `update answered ${JSON.stringify(data)}`).toBe('42501');
      expect((await truth('credit_lots', lotId))?.remaining).toBe(1);
    } finally {
      await scope.dispose();
    }
  });

  it('the service role cannot create a lot that already holds credits (trigger)', async () => {
    const scope = new Scope();
    try {
      const row = { ...lot(people.casey), remaining: 1 };
      scope.track('credit_lots', row.id);
      const { error } = await svc().from('credit_lots').insert(row);
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(/starts empty/);
      expect(await truth('credit_lots', row.id)).toBeNull();
    } finally {
      await scope.dispose();
    }
  });
});
