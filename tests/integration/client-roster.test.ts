import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { actorsForFile, people, svc } from './support/rls-fixtures';

// client_roster_signals, set_client_archived and move_clients
// (supabase/migrations/20260101000800_client_roster.sql) against the seeded demo
// (supabase/seed.sql + supabase/seeds/roster-demo.sql).

const actors = actorsForFile();

const roster = {
  mia: '00000000-0000-4000-9081-000000000001',
  owen: '00000000-0000-4000-9081-000000000002',
  riley: '00000000-0000-4000-9081-000000000003',
} as const;

interface SignalRow {
  client_id: string;
  trainer_id: string | null;
  trainer_name: string | null;
  status: string;
  week_done: number;
  week_expected: number;
  compliance_7: number | null;
  compliance_30: number | null;
  compliance_90: number | null;
  days_since_last_workout: number | null;
  missed_days: number | null;
  new_prs: number;
  stalled_lifts: string[];
}

async function signals(client: SupabaseClient): Promise<SignalRow[]> {
  const { data, error } = await client.rpc('client_roster_signals');
  if (error) throw error;
  return data as SignalRow[];
}

async function clientIdsOf(trainerId: string | null): Promise<string[]> {
  let query = svc().from('users').select('id').eq('role', 'client');
  if (trainerId) query = query.eq('assigned_to', trainerId);
  const { data, error } = await query;
  if (error) throw error;
  return data.map((row) => row.id as string).sort();
}

async function assignedTo(clientId: string): Promise<string | null> {
  const { data, error } = await svc().from('users').select('assigned_to').eq('id', clientId).single();
  if (error) throw error;
  return data.assigned_to as string | null;
}

afterEach(async () => {
  // Put the seeded assignment and status back whatever a case did.
  await svc()
    .from('users')
    .update({ assigned_to: people.taylor, status: 'active' })
    .in('id', [roster.riley, roster.mia]);
});

describe('client_roster_signals: who sees whom', () => {
  it('gives a trainer exactly their assigned clients', async () => {
    const rows = await signals(actors().trainer);
    expect(rows.map((row) => row.client_id).sort()).toEqual(await clientIdsOf(people.taylor));
    expect(rows.every((row) => row.trainer_id === people.taylor)).toBe(true);
    const other = await signals(actors().otherTrainer);
    expect(other.map((row) => row.client_id).sort()).toEqual(await clientIdsOf(people.sam));
    expect(other.map((row) => row.client_id)).not.toContain(people.casey);
  });

  it('gives an admin every client with the trainer named', async () => {
    const rows = await signals(actors().admin);
    expect(rows.map((row) => row.client_id).sort()).toEqual(await clientIdsOf(null));
    expect(rows.find((row) => row.client_id === people.jordan)?.trainer_name).toBe('Sam Okafor');
  });

  it('gives a client only themselves, and anonymous callers nothing', async () => {
    const rows = await signals(actors().client);
    expect(rows.map((row) => row.client_id)).toEqual([people.casey]);
    const { data, error } = await actors().anon.rpc('client_roster_signals');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});

describe('client_roster_signals: the seeded signals', () => {
  async function row(id: string): Promise<SignalRow> {
    const found = (await signals(actors().trainer)).find((candidate) => candidate.client_id === id);
    if (!found) throw new Error(`no roster row for ${id}`);
    return found;
  }

  it('shows the slipping client: nothing this week, a 7-day drop, missed days, days since', async () => {
    const mia = await row(roster.mia);
    expect(mia.compliance_7).toBe(0);
    expect(mia.compliance_30).toBeGreaterThanOrEqual(50);
    expect(mia.compliance_90).toBeGreaterThan(mia.compliance_30 ?? 100);
    expect(mia.missed_days).toBeGreaterThanOrEqual(4);
    expect(mia.days_since_last_workout).toBeGreaterThanOrEqual(11);
    expect(mia.week_done).toBe(0);
    expect(mia.week_expected).toBeGreaterThan(0);
  });

  it('shows the stalled client: main lifts flat for three weeks, full compliance', async () => {
    const owen = await row(roster.owen);
    // Main lifts only (the first exercise of each program workout): never the bench press or curls.
    expect(owen.stalled_lifts).toEqual(expect.arrayContaining(['Barbell Back Squat', 'Romanian Deadlift']));
    expect(owen.stalled_lifts).not.toContain('Barbell Bench Press');
    expect(owen.compliance_30).toBeGreaterThanOrEqual(85);
    expect(owen.missed_days).toBeNull();
  });

  it('shows the on-track client with rising lifts and no stall', async () => {
    const casey = await row(people.casey);
    expect(casey.stalled_lifts).not.toContain('Barbell Back Squat');
    expect(casey.stalled_lifts).not.toContain('Romanian Deadlift');
    expect(casey.compliance_30).toBeGreaterThanOrEqual(90);
    expect(casey.days_since_last_workout).toBeLessThanOrEqual(3);
  });

  it('reads an earlier date: before Mia stopped, she was on track', async () => {
    const { data, error } = await actors().trainer.rpc('client_roster_signals', {
      p_as_of: isoDay(-14),
    });
    expect(error).toBeNull();
    const mia = (data as SignalRow[]).find((candidate) => candidate.client_id === roster.mia);
    expect(mia?.compliance_7).toBe(100);
    expect(mia?.missed_days).toBe(0);
  });
});

describe('client_roster_signals: narrowed to some clients (p_client_ids)', () => {
  async function narrowed(client: SupabaseClient, ids: string[], asOf?: string): Promise<SignalRow[]> {
    const { data, error } = await client.rpc('client_roster_signals', {
      p_client_ids: ids,
      ...(asOf ? { p_as_of: asOf } : {}),
    });
    if (error) throw error;
    return data as SignalRow[];
  }

  it('returns only the named clients, and only those the caller may see', async () => {
    const rows = await narrowed(actors().trainer, [roster.owen, people.jordan, people.casey]);
    expect(rows.map((row) => row.client_id).sort()).toEqual([roster.owen, people.casey].sort());
    expect(await narrowed(actors().trainer, [people.jordan])).toEqual([]);
    expect(await narrowed(actors().otherTrainer, [roster.mia, people.casey])).toEqual([]);
    expect((await narrowed(actors().otherTrainer, [people.jordan])).map((row) => row.client_id)).toEqual([
      people.jordan,
    ]);
    expect((await narrowed(actors().client, [roster.mia, people.casey])).map((row) => row.client_id)).toEqual([
      people.casey,
    ]);
    expect(await narrowed(actors().trainer, [])).toEqual([]);
  });

  it('lets an admin narrow to clients of different trainers; anonymous callers still get nothing', async () => {
    const rows = await narrowed(actors().admin, [people.jordan, roster.mia]);
    expect(rows.map((row) => row.client_id).sort()).toEqual([people.jordan, roster.mia].sort());
    const { data, error } = await actors().anon.rpc('client_roster_signals', { p_client_ids: [people.casey] });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it("gives a client's row exactly as the full roster has it, today and on an earlier date", async () => {
    for (const asOf of [undefined, isoDay(-14)]) {
      const { data, error } = await actors().trainer.rpc('client_roster_signals', asOf ? { p_as_of: asOf } : {});
      if (error) throw error;
      const full = data as SignalRow[];
      for (const id of [roster.mia, roster.owen, roster.riley, people.casey]) {
        const expected = full.find((row) => row.client_id === id);
        expect(expected, `${id} in the full roster`).toBeDefined();
        expect(await narrowed(actors().trainer, [id], asOf)).toEqual([expected]);
      }
    }
  });
});

describe('set_client_archived', () => {
  it('lets the assigned trainer archive and restore, and nobody else', async () => {
    const archive = await actors().trainer.rpc('set_client_archived', { p_client_id: roster.riley, p_archived: true });
    expect(archive.error).toBeNull();
    expect((await signals(actors().trainer)).find((r) => r.client_id === roster.riley)?.status).toBe('inactive');

    const foreign = await actors().otherTrainer.rpc('set_client_archived', {
      p_client_id: roster.riley,
      p_archived: false,
    });
    expect(foreign.error?.code).toBe('42501');
    const byClient = await actors().client.rpc('set_client_archived', { p_client_id: people.casey, p_archived: true });
    expect(byClient.error?.code).toBe('42501');

    const restore = await actors().trainer.rpc('set_client_archived', { p_client_id: roster.riley, p_archived: false });
    expect(restore.error).toBeNull();
    const { data } = await svc().from('users').select('status').eq('id', roster.riley).single();
    expect(data?.status).toBe('active');
  });
});

describe('move_clients', () => {
  it('moves several clients at once; the new trainer sees them and their programs, the old one does not', async () => {
    const { data: moved, error } = await actors().admin.rpc('move_clients', {
      p_client_ids: [roster.riley, roster.mia],
      p_trainer_id: people.sam,
    });
    expect(error).toBeNull();
    expect(moved).toBe(2);
    const samSees = (await signals(actors().otherTrainer)).map((r) => r.client_id);
    expect(samSees).toEqual(expect.arrayContaining([roster.riley, roster.mia]));
    const taylorSees = (await signals(actors().trainer)).map((r) => r.client_id);
    expect(taylorSees).not.toContain(roster.mia);

    // Mia's running program copy now belongs to Sam's coaching: readable and editable by him.
    const edit = await actors()
      .otherTrainer.from('programs')
      .update({ description: 'Taken over by Sam' })
      .eq('client_id', roster.mia)
      .eq('status', 'active')
      .select('id');
    expect(edit.error).toBeNull();
    expect(edit.data).toHaveLength(1);
    const logs = await actors().otherTrainer.from('workout_logs').select('id').eq('user_id', roster.mia).limit(1);
    expect(logs.data).toHaveLength(1);
    const lost = await actors().trainer.from('workout_logs').select('id').eq('user_id', roster.mia).limit(1);
    expect(lost.data).toEqual([]);
  });

  it('refuses trainers, non-clients and inactive targets without moving anyone', async () => {
    const byTrainer = await actors().trainer.rpc('move_clients', {
      p_client_ids: [roster.riley],
      p_trainer_id: people.taylor,
    });
    expect(byTrainer.error?.code).toBe('42501');
    const staffAsClient = await actors().admin.rpc('move_clients', {
      p_client_ids: [roster.riley, people.taylor],
      p_trainer_id: people.sam,
    });
    expect(staffAsClient.error?.code).toBe('22023');
    const toClient = await actors().admin.rpc('move_clients', {
      p_client_ids: [roster.riley],
      p_trainer_id: people.casey,
    });
    expect(toClient.error?.message).toBe('Choose an active trainer');
    expect(await assignedTo(roster.riley)).toBe(people.taylor);
  });
});

function isoDay(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

describe('client_roster_signals: days before a program starts are not part of it', () => {
  it("a program started on a Friday expects only that Friday's workout that week and misses nothing before", async () => {
    const { data: program, error } = await svc()
      .from('programs')
      .select('id, start_date')
      .eq('client_id', roster.mia)
      .eq('status', 'active')
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    if (error) throw error;
    const { data: days } = await svc().from('program_workouts').select('day_of_week').eq('program_id', program.id);
    // The seeded program trains Monday, Wednesday and Friday.
    expect((days ?? []).map((day) => day.day_of_week).sort()).toEqual([1, 3, 5]);
    const friday = '2026-11-20';
    await svc().from('programs').update({ start_date: friday }).eq('id', program.id);
    try {
      const { data, error: rpcError } = await actors().trainer.rpc('client_roster_signals', {
        p_as_of: friday,
        p_client_ids: [roster.mia],
      });
      expect(rpcError).toBeNull();
      const [mia] = data as SignalRow[];
      expect(mia?.week_expected).toBe(1);
      expect(mia?.missed_days).toBe(0);
      expect(mia?.compliance_7).toBeNull();
    } finally {
      await svc().from('programs').update({ start_date: program.start_date }).eq('id', program.id);
    }
  });
});
